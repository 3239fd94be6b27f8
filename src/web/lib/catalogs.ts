// Each locale's message catalog, loaded when first needed. The .po files are compiled on import
// by @lingui/vite-plugin, so what the app shows cannot lag behind the catalogs.
import type { Messages } from '@lingui/core'

const catalogs = {
  en: () => import('../locales/en/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
} satisfies Record<string, () => Promise<{ messages: Messages }>>

export type CatalogLocale = keyof typeof catalogs

export async function loadCatalog(locale: CatalogLocale): Promise<Messages> {
  return (await catalogs[locale]()).messages
}
