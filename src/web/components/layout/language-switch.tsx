// The English/Français switch: one button naming the other language in that language (as on
// Government of Canada sites). The choice takes effect at once and is remembered for later visits.
import { useState } from 'react'
import { LOCALE_NAMES, switchLocale, useLocale, type Locale } from '../../lib/i18n'

export function LanguageSwitch({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false)
  const current = useLocale()
  const other: Locale = current === 'en' ? 'fr' : 'en'

  async function change() {
    setBusy(true)
    try {
      await switchLocale(other)
    } catch (error) {
      console.error(`Could not load the ${other} catalog`, error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <button type="button" className={className} lang={other} onClick={change} disabled={busy}>
      {LOCALE_NAMES[other]}
    </button>
  )
}
