// Whether the server can be reached: the one answer the offline banner, the pages and the drafts'
// sync all read. Judged by real requests rather than navigator.onLine (which says "online" on a
// camp's Wi-Fi with no way out): the browser's offline event, or a request that fails, makes the
// app offline; it is online again when the health probe answers (at once when the browser says it
// is back or the page comes back into view, else every 15 s), or when the server answers a request
// with a refusal, which no cache makes (the service worker keeps only successes). A request the
// app itself cancelled (a page left before its data came) says nothing about the connection, and a
// 401 is the server answering: the session ended, the connection did not (lib/session). The probe
// (/api/health) is never answered by the service worker, whose cached pages look like success.
// A request whose answer has not begun within a few seconds counts as one that found no network
// (answeredWithin): a connection lost while a page is open, or a link with no way out, can leave a
// request waiting for minutes, and the page waiting on it.
import { useSyncExternalStore } from 'react'

export type Connectivity = 'online' | 'offline'

const PROBE_EVERY_MS = 15_000
/** How long the health probe waits for its answer: the server answers it at once. */
const PROBE_ANSWER_MS = 5_000
let state: Connectivity = typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online'
const listeners = new Set<() => void>()
let probing: ReturnType<typeof setTimeout> | undefined

function set(next: Connectivity): void {
  if (next === state) return
  state = next
  for (const listener of listeners) listener()
}

function stopProbing(): void {
  if (probing) clearTimeout(probing)
  probing = undefined
}

/**
 * fetch, failing as fetch fails with no network (a TypeError, which every caller already reads as
 * "the registry cannot be reached") when the answer has not begun within `ms`. Only the wait for
 * the answer's start is limited, not the download of its body.
 */
export function answeredWithin(ms: number): (input: Request | string, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const own = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const late = new AbortController()
    const cancel = () => late.abort(own?.reason)
    if (own?.aborted) cancel()
    own?.addEventListener('abort', cancel)
    const timer = setTimeout(() => late.abort(new TypeError(`No answer from the registry within ${ms / 1000} s`)), ms)
    try {
      return await fetch(input, { ...init, signal: late.signal })
    } catch (error) {
      // Cut off here, or cancelled by the page: the reason says which.
      throw late.signal.aborted ? late.signal.reason : error
    } finally {
      clearTimeout(timer)
      own?.removeEventListener('abort', cancel)
    }
  }
}

const probeFetch = answeredWithin(PROBE_ANSWER_MS)

async function probe(): Promise<void> {
  stopProbing()
  try {
    const response = await probeFetch('/api/health', { cache: 'no-store' })
    if (response.ok) return set('online')
  } catch {
    // Still no way to the server.
  }
  set('offline')
  if (!probing) probing = setTimeout(() => void probe(), PROBE_EVERY_MS)
}

/** A request the page cancelled (fetch's AbortError), not one the network failed. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

/** A request could not reach the server (its error, when there is one): offline until the probe answers. */
export function reportUnreachable(error?: unknown): void {
  if (isAbort(error)) return
  set('offline')
  if (!probing) probing = setTimeout(() => void probe(), PROBE_EVERY_MS)
}

/** The server answered a request (with any status a cache never gives): it is reachable. */
export function reportAnswer(status: number): void {
  if (status < 400 || status >= 500 || state === 'online') return
  stopProbing()
  set('online')
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => reportUnreachable())
  window.addEventListener('online', () => void probe())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && state === 'offline') void probe()
  })
  if (state === 'offline') reportUnreachable()
}

export function currentConnectivity(): Connectivity {
  return state
}

/** Calls back when the server becomes reachable or unreachable. */
export function onConnectivityChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => 'online',
  )
}

/** An answer older than this when it arrives was not made just now: a cache kept it. */
export const CACHED_AFTER_MS = 5 * 60_000

export interface AnswerDate {
  /** When the server made the answer (its Date header), which a copy kept by the service worker keeps. */
  madeAt: number
  /** It arrived long after it was made: a kept copy, not a fresh answer. */
  fromCache: boolean
}

/** The latest answer's date by API path, so a page can say how old what it shows is. */
const answers = new Map<string, AnswerDate>()
const dateListeners = new Set<() => void>()

export function recordAnswerDate(path: string, date: string | null): void {
  const madeAt = date ? Date.parse(date) : NaN
  if (Number.isNaN(madeAt) || answers.get(path)?.madeAt === madeAt) return
  answers.set(path, { madeAt, fromCache: Date.now() - madeAt > CACHED_AFTER_MS })
  for (const listener of dateListeners) listener()
}

export function useAnswerDate(path: string): AnswerDate | undefined {
  return useSyncExternalStore(
    (listener) => {
      dateListeners.add(listener)
      return () => dateListeners.delete(listener)
    },
    () => answers.get(path),
    () => undefined,
  )
}
