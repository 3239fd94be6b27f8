// Whether the server can be reached, judged by real requests rather than navigator.onLine (which
// says "online" on a camp's Wi-Fi with no way out): the browser's offline event, or a request that
// fails, makes the app offline; it is online again when the health probe answers. The probe
// (/api/health) is never answered by the service worker, whose cached pages look like success.
import { useSyncExternalStore } from 'react'

export type Connectivity = 'online' | 'offline'

const PROBE_EVERY_MS = 15_000
let state: Connectivity = typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online'
const listeners = new Set<() => void>()
let probing: ReturnType<typeof setTimeout> | undefined

function set(next: Connectivity): void {
  if (next === state) return
  state = next
  for (const listener of listeners) listener()
}

async function probe(): Promise<void> {
  probing = undefined
  try {
    const response = await fetch('/api/health', { cache: 'no-store' })
    if (response.ok) return set('online')
  } catch {
    // Still no way to the server.
  }
  set('offline')
  probing = setTimeout(() => void probe(), PROBE_EVERY_MS)
}

/** A request could not reach the server: offline until the probe answers. */
export function reportUnreachable(): void {
  set('offline')
  if (!probing) probing = setTimeout(() => void probe(), PROBE_EVERY_MS)
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => reportUnreachable())
  window.addEventListener('online', () => {
    if (probing) clearTimeout(probing)
    void probe()
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
