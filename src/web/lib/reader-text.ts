// Which of a server text's languages a reader sees; pure (no catalogs), so modules with unit tests
// can use it without the app's i18n set-up.
import type { Locale } from './i18n'

/**
 * Of a text the server holds in English and maybe French (a type's name, the site message), the
 * one to show a reader of this locale, with the language to mark it in when it is not theirs, so a
 * screen reader pronounces it right.
 */
export function readerText(locale: Locale, en: string, fr: string | null | undefined): { text: string; lang: Locale | undefined } {
  if (locale === 'fr') return fr ? { text: fr, lang: undefined } : { text: en, lang: 'en' }
  return { text: en, lang: undefined }
}

/**
 * Items said as a list in the reader's language ("a, b and c" / "a, b et c"): the items in order,
 * with the words between them, for text or elements alike.
 */
export function listOf<T>(items: readonly T[], locale: Locale): (T | string)[] {
  const parts = new Intl.ListFormat(locale, { type: 'conjunction' }).formatToParts(items.map((_, index) => String(index)))
  return parts.map((part) => (part.type === 'element' ? items[Number(part.value)]! : part.value))
}
