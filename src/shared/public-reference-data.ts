// Which API answers are public reference data: the same whoever asks (lists, stages, the site
// message, the look-up's layers), so that the web app asks for them without the session and the
// service worker keeps one copy for everyone, signed in or not, fetching them all when it starts.
// The location look-up and the forms need them with no connection. Anything not named here may
// depend on who asks: it carries the session and never goes into a shared cache.
import { PLACER_FORM2_TYPE_ID } from './schemas/placer-catalogue.ts'

/** The GET addresses of public reference data (none takes a query). */
export const PUBLIC_REFERENCE_DATA = [
  '/api/projects/stages',
  '/api/projects/assessment-districts',
  '/api/projects/sectors',
  '/api/projects/triggers',
  '/api/projects/domain',
  '/api/projects/public-base-url',
  '/api/organizations/first-nations',
  '/api/organizations/decision-bodies',
  '/api/organizations/planning-commissions',
  '/api/site-management/public-display-message',
  '/api/geo/layers',
  // The placer form's catalogue: its activity and effect parts are filled in camps with no signal.
  `/api/form-2-types/${PLACER_FORM2_TYPE_ID}`,
  '/api/effects',
  '/api/emergency-exemptions',
  '/api/emergency-exemptions/documents',
] as const

const paths: ReadonlySet<string> = new Set(PUBLIC_REFERENCE_DATA)

/** Whether a GET of this API path (without its query) is public reference data. */
export function isPublicReferenceData(pathname: string): boolean {
  return paths.has(pathname)
}

/**
 * Public figures asked for with a query (the statistics' period): the same whoever asks too, so
 * asked for without the session, but they change with every stage a project enters; the service
 * worker keeps each address's last answer for a visit with no connection, from the network first.
 */
export const PUBLIC_FIGURES = ['/api/project-reports/data'] as const

const figures: ReadonlySet<string> = new Set(PUBLIC_FIGURES)

export function isPublicFigures(pathname: string): boolean {
  return figures.has(pathname)
}

/** Whether a GET of this API path is asked for without the session: it answers the same to everyone. */
export function isSameForEveryone(pathname: string): boolean {
  return isPublicReferenceData(pathname) || isPublicFigures(pathname)
}
