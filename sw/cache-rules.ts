// Which API answers the service worker keeps, by address: pure, so the rules have unit tests.

/**
 * Public reference data (shared/public-reference-data, the list the web app also asks for without
 * a session): kept once for everyone, served from cache at once and refreshed behind.
 */
export { isPublicReferenceData as isReferenceData, isPublicFigures } from '../src/shared/public-reference-data'

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'
const PROJECT = new RegExp(`^/api/projects/${UUID}(/[a-z-]+(/${UUID})?(/[a-z-]+)?)?$`)
const NUMBER = /^\/api\/projects\/\d{4}-\d{4}$/

/** A project page's data and the search: from the network, or from the cache offline. */
export function isProjectData(pathname: string): boolean {
  return PROJECT.test(pathname) || NUMBER.test(pathname) || pathname === '/api/projects/search'
}

const UPLOAD = new RegExp(`^/api/uploads/(${UUID})(/[^/]+)?$`)

/**
 * The address of the public copy of a stored file asked for at this address (with "public" or a
 * download token in it, or with neither, as the real registry's public address), or null for any
 * other address. A file saved for offline is kept under one address only, fetched without a session.
 */
export function publicUploadPath(pathname: string): string | null {
  const match = UPLOAD.exec(pathname)
  return match ? `/api/uploads/${match[1]!.toLowerCase()}/public` : null
}
