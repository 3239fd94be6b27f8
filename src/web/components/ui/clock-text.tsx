// A time of day the office typed ("6:30 PM to 9:30 PM") in the reader's format; text that is not
// only times is shown as typed, marked as English for a French reader's screen reader.
import { useLocale } from '../../lib/i18n'
import { clockTextIn } from '../../../shared/domain/dates'

export function ClockText({ text }: { text: string }) {
  const locale = useLocale()
  const time = clockTextIn(text, locale)
  return time ?? <span lang={locale === 'fr' ? 'en' : undefined}>{text}</span>
}
