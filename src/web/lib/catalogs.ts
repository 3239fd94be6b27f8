// Each locale's message catalog. The .po files are compiled on import by @lingui/vite-plugin, so
// what the app shows cannot lag behind the catalogs. English, the default and most visitors'
// language, comes with the app: waiting for its own download after the app's cost a phone on a slow
// link a round trip before the first paint. French loads when first needed.
import type { Messages } from '@lingui/core'
import { messages as english } from '../locales/en/messages.po'

const catalogs = {
  en: async () => ({ messages: english }),
  fr: () => import('../locales/fr/messages.po'),
} satisfies Record<string, () => Promise<{ messages: Messages }>>

export type CatalogLocale = keyof typeof catalogs

export async function loadCatalog(locale: CatalogLocale): Promise<Messages> {
  return (await catalogs[locale]()).messages
}
