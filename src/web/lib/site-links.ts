// Addresses the site links to: the organisation's own site and the legal pages, whose
// addresses differ by language.
import type { Locale } from './i18n'

export const ORGANISATION_URL = 'https://www.yesab.ca'
export const CONTACT_URL = 'https://www.yesab.ca/contact-us'

export function legalPaths(locale: Locale): { terms: string; privacy: string } {
  return locale === 'fr' ? { terms: '/fr/terms', privacy: '/confidentialite' } : { terms: '/terms', privacy: '/privacy' }
}
