// The web app's only way to the API: an openapi-fetch client typed by the contract the server
// generates (openapi/schema.d.ts), and one helper that turns an answer into its data or an
// ApiError, so that queries and mutations do not each repeat the error handling. Public reference
// data and the statistics go without the session, so the service worker keeps it for everyone and a signed-in
// person has it with no connection as an anonymous visitor does.
import createClient from 'openapi-fetch'
import type { paths } from '../../../openapi/schema'
import { isSameForEveryone } from '../../shared/public-reference-data'
import { answeredWithin, recordAnswerDate, reportAnswer, reportUnreachable } from './connectivity'
import { currentSession, forgetStoredSession } from './session'
import { currentLocale } from './locale'
import type { Session } from './session'
import { renewWithDevice, tradedJustNow } from './device-session'

/** The JSON body of a GET's success answer, e.g. `GetData<'/api/projects/search'>`. */
export type GetData<Path extends keyof paths> = paths[Path] extends {
  get: { responses: { 200: { content: { 'application/json': infer Body } } } }
}
  ? Body
  : never

/**
 * How long a request without a body waits for its answer to begin before it counts as unreachable
 * (a TypeError, as with no network): longer than the service worker waits for the network before
 * it answers from its cache (6 s), so that its copy still arrives. A request with a body may be an
 * upload, whose answer begins only once it is all sent: it is not limited, unless its caller says so
 * (the location look-up, which has an answer on the device).
 */
export const ANSWER_WITHIN_MS = 10_000
const withinTime = answeredWithin(ANSWER_WITHIN_MS)

/** fetch for the clients: a request without a body is cut off after ANSWER_WITHIN_MS. */
function clientFetch(request: Request): Promise<Response> {
  return request.body === null ? withinTime(request) : fetch(request)
}

/** Same origin: the server serves the app and /api; Vite's dev server proxies /api. */
export const api = createClient<paths>({ baseUrl: '', fetch: clientFetch })

/**
 * The session goes with every call but those for public reference data and figures, which must not
 * depend on it. A call with the session must not take the answer the browser fetched early for the public:
 * the page's HTML names its first data (server/http/first-load-hints), since the server cannot know
 * who will read it, and Chromium hands such a preload to the app's fetch whatever its Authorization
 * or cache mode say. It matches on the credentials mode, though, so the session's calls go without
 * cookies, which the registry never uses (the session is the bearer token). The interface's
 * language goes with it: the account keeps the one last used, and its notices are mailed in it.
 */
async function withSession(request: Request): Promise<Request> {
  if (request.headers.has('Authorization') || isSameForEveryone(new URL(request.url).pathname)) return request
  const session = await liveSession()
  if (!session) return request
  const signed = new Request(request, { credentials: 'omit' })
  signed.headers.set('Authorization', `Bearer ${session.token}`)
  signed.headers.set('X-UI-Language', currentLocale())
  return signed
}

/**
 * The session to send. One whose token this device's clock says has run out (a trip without a
 * connection longer than a session) is traded for a new one first, as the registry would refuse it:
 * the first calls back online would meet a 401 each, and the page would reload. A session that came
 * from a trade just now goes as it is, so that a clock set wrong cannot make each call trade.
 */
async function liveSession(): Promise<Session | null> {
  const session = currentSession()
  if (!session || session.user.expiresAt > Date.now() || tradedJustNow(session.token)) return session
  return (await renewWithDevice(session.token)) ? currentSession() : session
}

api.use({
  onRequest: ({ request }) => withSession(request),
  async onResponse({ request, response }) {
    recordAnswerDate(new URL(request.url).pathname, response.headers.get('Date'))
    reportAnswer(response.status)
    // Spec: a 401 or 403 on an authenticated call ends the session here too, and reloads; the
    // device session, while it lasts, gives a new one first, which the reloaded page goes on with.
    if ((response.status === 401 || response.status === 403) && request.headers.has('Authorization')) {
      if (!(response.status === 401 && (await renewWithDevice(request.headers.get('Authorization')?.slice('Bearer '.length))))) forgetStoredSession()
      window.location.reload()
    }
    return response
  },
  onError({ error }) {
    // fetch rejected: no way to the server (the service worker had no copy either), unless the page cancelled it.
    reportUnreachable(error)
  },
})

/**
 * The client drafts sync through. A 401 there must not end the session and reload: the draft's
 * pending work would be interrupted and the person surprised. The sync keeps everything and asks
 * them to log in again instead (lib/drafts).
 */
export const syncApi = createClient<paths>({ baseUrl: '', fetch: clientFetch })

syncApi.use({
  onRequest: ({ request }) => withSession(request),
  onResponse({ response }) {
    reportAnswer(response.status)
    return response
  },
  onError({ error }) {
    reportUnreachable(error)
  },
})

/**
 * The client a visitor's own drafts sync through (a comment written without signing in): never with
 * a session, even once someone has signed in on this device, since the work is not that person's.
 */
export const anonymousSyncApi = createClient<paths>({ baseUrl: '', fetch: clientFetch })

anonymousSyncApi.use({
  onResponse({ response }) {
    reportAnswer(response.status)
    return response
  },
  onError({ error }) {
    reportUnreachable(error)
  },
})

/** An answer that was not a success: HTTP status, the server's code and its message if any, and how long to wait before trying again when it says. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string | undefined
  readonly userMessage: string | undefined
  /** The request's field the refusal is about, when the server names one. */
  readonly parameter: string | undefined
  /** From Retry-After (a 429 or 503). */
  readonly retryAfterSeconds: number | undefined
  /** The answer's other fields, e.g. who already decided a reviewed item and when (decidedBy, decidedAt). */
  readonly details: Readonly<Record<string, unknown>>

  constructor(status: number, body: unknown, retryAfter?: string | null) {
    const { status: _answered, code, userMessage, parameter, ...details } = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
    super(`API answered ${status}${typeof code === 'string' ? ` (${code})` : ''}${typeof userMessage === 'string' ? `: ${userMessage}` : ''}`)
    this.name = 'ApiError'
    this.status = status
    this.code = typeof code === 'string' ? code : undefined
    this.userMessage = typeof userMessage === 'string' ? userMessage : undefined
    this.parameter = typeof parameter === 'string' ? parameter : undefined
    const seconds = Number(retryAfter)
    this.retryAfterSeconds = retryAfter && Number.isFinite(seconds) ? seconds : undefined
    this.details = details
  }
}

interface Answer<Data> {
  data?: Data
  error?: unknown
  response: Response
}

/**
 * The data of a successful answer; otherwise throws ApiError. Network failures reject as they
 * come (TypeError from fetch), which callers treat as "could not reach the server".
 */
export async function expectData<Data>(pending: Promise<Answer<Data>>): Promise<Data> {
  const { data, error, response } = await pending
  if (error !== undefined || !response.ok || data === undefined) throw new ApiError(response.status, error, response.headers.get('Retry-After'))
  return data
}
