// The locales the registry offers and the one active now, apart from the catalogs (i18n.ts loads
// those): code that only needs to name the language, such as the API client's X-UI-Language
// header, must not pull every catalog in with it.
import { i18n } from '@lingui/core'

export const LOCALES = ['en', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}
