// The interface language: which locale the visitor sees, where that choice is kept, and loading
// each locale's catalogs when they are first needed. A choice made with the language switch is
// stored in localStorage; otherwise the browser's languages decide, and English is the default.
import { i18n, setupI18n } from '@lingui/core'
import type { I18n, Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { formatDate, formatDateTime, yukonInstant } from '../../shared/domain/dates'
import { loadCatalog } from './catalogs'
import type { CatalogName } from './catalogs'
import { DEFAULT_LOCALE, currentLocale, isLocale } from './locale'
import type { Locale } from './locale'

export { LOCALES, DEFAULT_LOCALE, isLocale, currentLocale } from './locale'
export type { Locale } from './locale'
export const LOCALE_STORAGE_KEY = 'registry.locale'

/** Each locale's name in its own language: shown as is, whatever the current locale. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' }

/** The locale a language tag asks for (fr-CA → fr), or undefined when we do not offer it. */
export function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(primary) ? primary : undefined
}

export interface LocaleSources {
  /** The choice stored by the language switch, if any. */
  stored: string | null | undefined
  /** The browser's preferred languages, most preferred first. */
  languages: readonly string[]
}

/** Stored choice, else the first browser language we offer, else English. */
export function detectLocale({ stored, languages }: LocaleSources): Locale {
  if (isLocale(stored)) return stored
  for (const tag of languages) {
    const locale = localeOfTag(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY)
  } catch {
    return null // storage disabled (private mode, blocked cookies): fall back to the browser
  }
}

function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // The switch still works for this visit.
  }
}

function browserLanguages(): readonly string[] {
  const { languages, language } = window.navigator
  if (languages && languages.length > 0) return languages
  return language ? [language] : []
}

/** The catalogs the interface shows messages from: the app's, and those the pages opened so far added. */
const inUse = new Set<CatalogName>(['app'])
const added = new Map<CatalogName, Promise<void>>()

/** The messages of the catalogs in use, in one locale (a new object: the compiled catalogs stay as they are). */
async function messagesIn(locale: Locale, names: CatalogName[]): Promise<Messages> {
  const catalogs = await Promise.all(names.map((name) => loadCatalog(locale, name)))
  return Object.assign({}, ...catalogs) as Messages
}

/** Loads the locale's catalogs, makes it current and marks the page with its language. */
export async function activateLocale(locale: Locale): Promise<void> {
  let names: CatalogName[]
  let messages: Messages
  // A page that adds a catalog while these load gets it in this locale too.
  do {
    names = [...inUse]
    messages = await messagesIn(locale, names)
  } while ([...inUse].some((name) => !names.includes(name)))
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
}

/**
 * For the loaders of the pages whose messages are in a catalog of their own (lingui.config.ts):
 * adds it to the interface's messages before the page renders, in the current language and in
 * whichever the language switch picks later.
 */
export function addCatalog(name: CatalogName): Promise<void> {
  let adding = added.get(name)
  if (!adding) {
    inUse.add(name)
    adding = (async () => {
      const locale = currentLocale()
      const messages = await loadCatalog(locale, name)
      // Switched meanwhile: activateLocale loaded it with the new language's catalogs.
      if (i18n.locale === locale) i18n.load(locale, messages)
    })().catch((error: unknown) => {
      // Not loaded (no connection and no service worker yet): the next visit to such a page tries again.
      inUse.delete(name)
      added.delete(name)
      throw error
    })
    added.set(name, adding)
  }
  return adding
}

/** At start: the locale the visitor should see. */
export function initialLocale(): Locale {
  return detectLocale({ stored: readStoredLocale(), languages: browserLanguages() })
}

/** The language switch: changes the locale now and remembers the choice. */
export async function switchLocale(locale: Locale): Promise<void> {
  await activateLocale(locale)
  storeLocale(locale)
}

/** The interface language, for components: they draw again when it is switched. */
export function useLocale(): Locale {
  const { i18n: active } = useLingui()
  return isLocale(active.locale) ? active.locale : DEFAULT_LOCALE
}

/** A date from the server's ISO value or Yukon calendar day, in the reader's language; '' for none. */
export function useFormatDate(): (iso: string | null) => string {
  const locale = useLocale()
  return (iso) => (iso ? formatDate(yukonInstant(iso), locale) : '')
}

/** A date and time from the server's ISO value, in the reader's language ("05 mars 2024 16 h 30"). */
export function useFormatDateTime(): (iso: string | null) => string {
  const locale = useLocale()
  return (iso) => (iso ? formatDateTime(yukonInstant(iso), locale) : '')
}

export { readerText } from './reader-text'

const fixedLanguage = new Map<Locale, Promise<I18n>>()

/**
 * An i18n instance for one language, whatever the interface language: for pages whose address
 * names their language (/fr/terms, /confidentialite).
 */
export function i18nFor(locale: Locale): Promise<I18n> {
  let instance = fixedLanguage.get(locale)
  if (!instance) {
    // The app's catalog and the pages' (which holds the legal texts), as the interface has them.
    instance = messagesIn(locale, ['app', 'pages']).then((messages) => setupI18n({ locale, messages: { [locale]: messages } }))
    fixedLanguage.set(locale, instance)
  }
  return instance
}

export { i18n }
