// Project answers kept on this device before the project-content lists became bare lists
// (decision 0024): a saved project or a copy kept while browsing may hold `{status, notes: […]}`
// where the app now reads `[…]`. They are brought to today's shape as they are read, so a project
// saved before the change still opens with no connection; the pure part has unit tests.
import type { WorkboxPlugin } from 'workbox-core'

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'
const PART = new RegExp(`^/api/projects/${UUID}/(.+)$`)
const ITEM_DOCUMENTS = new RegExp(`^(notes|correspondence|document-groups|hearings|intervenors|comments|information-requests)/${UUID}/documents$`)

/** The fields that held a list answer's items, by its address after the project's. */
const LEGACY_FIELDS: Record<string, string[]> = {
  documents: ['documents', 'attachments'],
  'key-documents': ['documents'],
  'correspondence-documents': ['documents'],
  notes: ['notes'],
  correspondence: ['correspondence'],
  'document-groups': ['documentGroups'],
  'activity-feed': ['activities'],
  comments: ['comments'],
  hearings: ['hearings'],
  intervenors: ['intervenors'],
  emails: ['emailGroups'],
  'information-requests': ['informationRequests'],
  'simplified-information-requests': ['simplifiedInformationRequests'],
}

function legacyFields(pathname: string): string[] | undefined {
  const part = PART.exec(pathname)?.[1]
  if (part === undefined) return undefined
  return ITEM_DOCUMENTS.test(part) ? ['documents'] : LEGACY_FIELDS[part]
}

/**
 * A kept answer in today's shape: an old `{status: 'OK', …}` list answer becomes its list (the
 * Documents tab's documents, then its attachments; an information request's documents map stays a
 * map); anything else is returned as it is.
 */
export function currentShape(pathname: string, body: unknown): unknown {
  const fields = legacyFields(pathname)
  if (!fields || typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const old = body as Record<string, unknown>
  if (old.status !== 'OK') return body
  const values = fields.map((field) => old[field])
  if (values.length === 1) return values[0] ?? []
  return values.flatMap((value) => (Array.isArray(value) ? value : []))
}

/** The kept response in today's shape (the same response when it already is). */
export async function restoreKeptAnswer(url: string, response: Response): Promise<Response> {
  const { pathname } = new URL(url)
  if (!legacyFields(pathname)) return response
  let body: unknown
  try {
    body = await response.clone().json()
  } catch {
    return response
  }
  const current = currentShape(pathname, body)
  if (current === body) return response
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  return new Response(JSON.stringify(current), { status: response.status, statusText: response.statusText, headers })
}

/** For a route that answers from a cache: what it kept is read in today's shape. */
export const restoreKeptAnswers: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => (cachedResponse ? restoreKeptAnswer(request.url, cachedResponse) : cachedResponse),
}
