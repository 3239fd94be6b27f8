// @vitest-environment happy-dom
import { I18nProvider, useLingui } from '@lingui/react'
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LanguageSwitch } from '../components/layout/language-switch'
import { activateLocale, detectLocale, i18n, initialLocale, LOCALE_STORAGE_KEY, localeOfTag, readerText, switchLocale } from './i18n'

// Stand-ins for the compiled catalogs (the real ones are checked in locales/catalogs.test.ts).
vi.mock('./catalogs', () => ({
  loadCatalog: async (locale: 'en' | 'fr', name: 'app' | 'proposal' = 'app') =>
    ({
      app: { en: { greeting: 'Welcome' }, fr: { greeting: 'Bienvenue' } },
      proposal: { en: { submit: 'Submit' }, fr: { submit: 'Soumettre' } },
    })[name][locale],
}))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('detectLocale', () => {
  it('prefers the stored choice', () => {
    expect(detectLocale({ stored: 'fr', languages: ['en-CA'] })).toBe('fr')
    expect(detectLocale({ stored: 'en', languages: ['fr-CA'] })).toBe('en')
  })

  it('ignores a stored value it does not offer', () => {
    expect(detectLocale({ stored: 'de', languages: ['fr-CA'] })).toBe('fr')
  })

  it('takes the first browser language it offers', () => {
    expect(detectLocale({ stored: null, languages: ['fr-CA', 'en'] })).toBe('fr')
    expect(detectLocale({ stored: null, languages: ['de-DE', 'fr', 'en'] })).toBe('fr')
    expect(detectLocale({ stored: undefined, languages: ['en-GB', 'fr'] })).toBe('en')
  })

  it('defaults to English', () => {
    expect(detectLocale({ stored: null, languages: [] })).toBe('en')
    expect(detectLocale({ stored: null, languages: ['de', 'es-MX'] })).toBe('en')
  })

  it('reads language tags by their primary subtag', () => {
    expect(localeOfTag('FR_ca')).toBe('fr')
    expect(localeOfTag(' en ')).toBe('en')
    expect(localeOfTag('iu-Cans-CA')).toBeUndefined()
  })
})

describe('text the server holds in both languages', () => {
  it('gives French readers the French, and the English marked as English while there is none', () => {
    expect(readerText('fr', 'Decision Document', 'Document décisionnel')).toEqual({ text: 'Document décisionnel', lang: undefined })
    expect(readerText('fr', 'Decision Document', null)).toEqual({ text: 'Decision Document', lang: 'en' })
    expect(readerText('en', 'Decision Document', 'Document décisionnel')).toEqual({ text: 'Decision Document', lang: undefined })
  })
})

describe('switching the language', () => {
  beforeEach(async () => {
    window.localStorage.clear()
    await activateLocale('en')
  })
  afterEach(() => {
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  it('activates the catalog, marks the page and remembers the choice', async () => {
    expect(i18n._('greeting')).toBe('Welcome')
    expect(document.documentElement.lang).toBe('en')

    await switchLocale('fr')
    expect(i18n.locale).toBe('fr')
    expect(i18n._('greeting')).toBe('Bienvenue')
    expect(document.documentElement.lang).toBe('fr')
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr')
    expect(initialLocale()).toBe('fr')

    await switchLocale('en')
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en')
    expect(initialLocale()).toBe('en')
  })

  it('uses the browser language when nothing is stored', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en-CA'])
    expect(initialLocale()).toBe('fr')
  })

  it('still switches when storage is unavailable', async () => {
    // As in browsers that block site data: touching localStorage throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    await switchLocale('fr')
    expect(i18n.locale).toBe('fr')
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US'])
    expect(initialLocale()).toBe('en')
  })

  it('re-renders the page in the new language when the switch is pressed', async () => {
    function Greeting() {
      const { i18n: current } = useLingui()
      return createElement('p', null, current._('greeting'))
    }
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    await act(async () => root.render(createElement(I18nProvider, { i18n }, createElement(Greeting), createElement(LanguageSwitch))))

    const button = () => container.querySelector('button')!
    expect(container.querySelector('p')!.textContent).toBe('Welcome')
    expect(button().textContent).toBe('Français')
    expect(button().getAttribute('lang')).toBe('fr')

    await act(async () => button().click())
    expect(container.querySelector('p')!.textContent).toBe('Bienvenue')
    expect(button().textContent).toBe('English')
    expect(button().getAttribute('lang')).toBe('en')
    expect(document.documentElement.lang).toBe('fr')

    await act(async () => button().click())
    expect(container.querySelector('p')!.textContent).toBe('Welcome')
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en')
    await act(async () => root.unmount())
  })
})

describe('a page with a catalog of its own', () => {
  // Which catalogs are in use lasts as long as the page: each test starts from a fresh app.
  const freshApp = async () => {
    vi.resetModules()
    const fresh = await import('./i18n')
    await fresh.activateLocale('en')
    return fresh
  }

  it('adds its messages to the app’s, and keeps them when the language is switched', async () => {
    const { addCatalog, i18n: fresh, switchLocale: switchTo } = await freshApp()
    await addCatalog('proposal')
    expect(fresh._('submit')).toBe('Submit')
    expect(fresh._('greeting')).toBe('Welcome')

    await switchTo('fr')
    expect(fresh._('submit')).toBe('Soumettre')
    expect(fresh._('greeting')).toBe('Bienvenue')
  })

  it('gets them in the new language when the switch happens while they load', async () => {
    const { addCatalog, i18n: fresh, switchLocale: switchTo } = await freshApp()
    await Promise.all([switchTo('fr'), addCatalog('proposal')])
    expect(fresh.locale).toBe('fr')
    expect(fresh._('submit')).toBe('Soumettre')
  })

  it('loads them once however many pages ask', async () => {
    const { addCatalog } = await freshApp()
    const catalogs = await import('./catalogs')
    const load = vi.spyOn(catalogs, 'loadCatalog')
    await Promise.all([addCatalog('proposal'), addCatalog('proposal')])
    await addCatalog('proposal')
    expect(load.mock.calls.filter(([, name]) => name === 'proposal')).toHaveLength(1)
  })
})
