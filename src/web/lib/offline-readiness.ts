// Whether the app is ready to work offline on this device, said only once what drafting needs is
// stored (src/shared/offline-preparation.ts): once the service worker controls the page, on every
// visit, it is asked to keep the app's files, the reference lists and the look-up layers, telling
// how far it has got; for someone signed in the page keeps the placer claims in its database. A
// visit checks what is there and fetches only what is missing; "Refresh now" fetches everything
// again. A run that could not finish (no connection) says what is missing and runs again when the
// registry can be reached; a login runs it again for the claims. The first time the device is
// ready is announced once; when it was first ready and last refreshed are kept per device.
import { useSyncExternalStore } from 'react'
import { preparationSteps, PREPARE_FOR_OFFLINE_MESSAGE } from '../../shared/offline-preparation'
import type { PreparationEnd, PreparationMessage, PreparationStep, StepProgress } from '../../shared/offline-preparation'
import { currentConnectivity, onConnectivityChange } from './connectivity'
import { currentSession, onSessionChange } from './session'

/**
 * unavailable: no worker here (a development build, a browser that refuses them); preparing: a run
 * is under way; incomplete: the last run could not store `missing`; ready: all of `steps` is stored.
 */
export type OfflineReadiness =
  | { state: 'unavailable' }
  | { state: 'preparing'; steps: PreparationStep[]; progress: StepProgress | null }
  | { state: 'incomplete'; steps: PreparationStep[]; missing: PreparationStep[] }
  | { state: 'ready'; steps: PreparationStep[]; since: number; refreshedAt: number | null; announce: boolean }

/** When this device first had the app ready to work offline (ms since 1970). */
const READY_SINCE_KEY = 'registry.offline-ready-since'
/** When what drafting needs was last fetched (ms since 1970). */
const REFRESHED_AT_KEY = 'registry.offline-refreshed-at'

/** A worker that says nothing this long after being asked is of a version that does not prepare. */
const FIRST_ANSWER_MS = 10_000

let readiness: OfflineReadiness = { state: 'unavailable' }
const listeners = new Set<() => void>()

function set(next: OfflineReadiness): void {
  readiness = next
  for (const listener of listeners) listener()
}

function readTime(key: string): number | null {
  try {
    const time = Number(localStorage.getItem(key))
    return time > 0 ? time : null
  } catch {
    return null
  }
}

function keepTime(key: string, time: number): void {
  try {
    localStorage.setItem(key, String(time))
  } catch {
    // Not kept: the browser keeps nothing for this site; said again next visit.
  }
}

/** Asks the worker for its steps, hearing how far it has got; resolves to its last answer. */
function askWorker(worker: ServiceWorker, again: boolean, progress: (message: StepProgress) => void): Promise<PreparationEnd> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    // An older worker (the page updated before it) keeps the files its own way: nothing to wait for.
    const silent = setTimeout(() => resolve({ finished: true, missing: [], fetched: 0 }), FIRST_ANSWER_MS)
    channel.port1.onmessage = (event: MessageEvent<PreparationMessage>) => {
      clearTimeout(silent)
      if ('finished' in event.data) {
        channel.port1.close()
        resolve(event.data)
      } else progress(event.data)
    }
    worker.postMessage({ type: PREPARE_FOR_OFFLINE_MESSAGE, again }, [channel.port2])
  })
}

/** The claims step: kept already (a visit), or fetched (the first after a login, or a refresh). Resolves to whether it fetched, or null when it could not keep them. */
async function keepClaims(again: boolean): Promise<boolean | null> {
  const { hasKeptClaims, keepClaimsLayerCurrent } = await import('./claims-layer')
  if (!again && (await hasKeptClaims())) return false
  try {
    await keepClaimsLayerCurrent()
    return true
  } catch {
    return (await hasKeptClaims()) ? false : null
  }
}

async function run(again: boolean): Promise<void> {
  const worker = navigator.serviceWorker?.controller
  if (!worker) return
  const steps = preparationSteps(currentSession() !== null)
  set({ state: 'preparing', steps, progress: null })
  const end = await askWorker(worker, again, (progress) => set({ state: 'preparing', steps, progress }))
  const missing = [...end.missing]
  let fetched = end.fetched > 0
  if (steps.includes('claims')) {
    set({ state: 'preparing', steps, progress: { step: 'claims', done: 0, total: 1 } })
    const claims = await keepClaims(again).catch(() => null)
    if (claims === null) missing.push('claims')
    else fetched ||= claims
  }
  if (missing.length > 0) return set({ state: 'incomplete', steps, missing })
  const now = Date.now()
  if (fetched || again) keepTime(REFRESHED_AT_KEY, now)
  const known = readTime(READY_SINCE_KEY)
  if (known === null) keepTime(READY_SINCE_KEY, now)
  set({ state: 'ready', steps, since: known ?? now, refreshedAt: readTime(REFRESHED_AT_KEY), announce: known === null })
}

let running: Promise<void> | null = null
/** Asked again while a run was under way: run once more after it (`true`: fetching everything). */
let queued: boolean | null = null

/** Prepares the device for offline use: what is missing, or everything again (`again`). */
export function prepareForOffline(again = false): Promise<void> {
  if (running) {
    queued = (queued ?? false) || again
    return running
  }
  running = (async () => {
    let next: boolean | null = again
    while (next !== null) {
      queued = null
      await run(next).catch(() => set({ state: 'incomplete', steps: preparationSteps(currentSession() !== null), missing: ['app'] }))
      next = queued
    }
  })().finally(() => (running = null))
  return running
}

let watching = false

/** A worker controls the page: prepare now, and again when a login adds the claims or the connection returns to an unfinished run. */
export function workerInCharge(): void {
  void prepareForOffline()
  if (watching) return
  watching = true
  // A login (not a renewed session) adds the claims to a run that did not have them.
  onSessionChange(() => {
    const steps = readiness.state === 'unavailable' ? [] : readiness.steps
    if (currentSession() && (!steps.includes('claims') || readiness.state === 'incomplete')) void prepareForOffline()
  })
  onConnectivityChange(() => {
    if (currentConnectivity() === 'online' && readiness.state === 'incomplete') void prepareForOffline()
  })
}

/** A worker is being installed: the app is not ready yet. */
export function workerComing(): void {
  set({ state: 'preparing', steps: preparationSteps(currentSession() !== null), progress: null })
}

/** No worker here: the app works online only. */
export function noWorker(): void {
  set({ state: 'unavailable' })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the app works offline here; `announce` while the first time has not been said yet. */
export function useOfflineReadiness(): OfflineReadiness {
  return useSyncExternalStore(
    subscribe,
    () => readiness,
    () => readiness,
  )
}

/** The first time has been said. */
export function offlineReadinessAnnounced(): void {
  if (readiness.state !== 'ready' || !readiness.announce) return
  set({ ...readiness, announce: false })
}
