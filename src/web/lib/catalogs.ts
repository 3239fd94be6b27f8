// Each locale's message catalogs (locales/catalog-areas.ts says which code each one holds). The .po
// files are compiled on import by @lingui/vite-plugin, so what the app shows cannot lag behind them.
// - app: the layout and the home page. English, the default and most visitors' language, comes
//   with the app: waiting for its own download after the app's cost a phone on a slow link a round
//   trip before the first paint. French loads when first needed.
// - pages: every other page's (project pages, accounts, My Projects, the staff workspace…), which
//   the root route adds before any page but the home page loads (routes/__root.tsx), so that the
//   home page, most visits' first, does not download them (docs/decisions/0046).
// - proposal: the proposal-drafting pages, which most visitors never open; their routes load it
//   before they render (lib/i18n.ts, useCatalog), so it stays out of the app's first download.
// - statistics: the statistics page's, loaded by its route for the same reason.
import type { Messages } from '@lingui/core'
import { messages as english } from '../locales/en/messages.po'

type Loader = () => Promise<{ messages: Messages }>

const catalogs = {
  app: {
    en: async () => ({ messages: english }),
    fr: () => import('../locales/fr/messages.po'),
  },
  pages: {
    en: () => import('../locales/en/pages.po'),
    fr: () => import('../locales/fr/pages.po'),
  },
  proposal: {
    en: () => import('../locales/en/proposal.po'),
    fr: () => import('../locales/fr/proposal.po'),
  },
  statistics: {
    en: () => import('../locales/en/statistics.po'),
    fr: () => import('../locales/fr/statistics.po'),
  },
} satisfies Record<string, Record<string, Loader>>

export type CatalogName = keyof typeof catalogs
export type CatalogLocale = keyof (typeof catalogs)['app']

export async function loadCatalog(locale: CatalogLocale, name: CatalogName = 'app'): Promise<Messages> {
  return (await catalogs[name][locale]()).messages
}
