// A text of the placer catalogue in the reader's language: the office writes it in English and,
// where it has, in French; English shown to a French reader is marked so screen readers say it right.
import { readerText, useLocale } from '../../../lib/i18n'

export function useCatalogueText(): (en: string, fr: string | null) => string {
  const locale = useLocale()
  return (en, fr) => readerText(locale, en, fr).text
}

export function CatalogueText({ en, fr }: { en: string; fr: string | null }) {
  const { text, lang } = readerText(useLocale(), en, fr)
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>
}
