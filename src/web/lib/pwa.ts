// Registers the service worker (production builds only) and tells the app when a new version is
// waiting; the new version takes over only when the visitor chooses Reload (never on its own, so
// unsaved input and the old build's lazy chunks are safe). Says whether the app works offline in
// this browser: ready once a worker controls the page (its first install has kept the app and the
// drafting pages; the page then asks it for the rest), which is announced once per device.
import type { Workbox } from 'workbox-window'
import { useSyncExternalStore } from 'react'
import { CACHE_APP_LATER_MESSAGE } from '../../shared/offline-caches'
import { afterLoad } from './after-load'

/** unavailable: no worker here (a development build, a browser that refuses them). */
export type OfflineReadiness = { state: 'unavailable' } | { state: 'preparing' } | { state: 'ready'; since: number; announce: boolean }

/** When this device first had the app ready to work offline (ms since 1970). */
const READY_SINCE_KEY = 'registry.offline-ready-since'

let workbox: Workbox | null = null
let waiting = false
let readiness: OfflineReadiness = { state: 'unavailable' }
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

function readySince(): number | null {
  try {
    const since = Number(localStorage.getItem(READY_SINCE_KEY))
    return since > 0 ? since : null
  } catch {
    return null
  }
}

/** A worker controls the page: the app opens offline. Said once per device, the first time. */
function becameReady(): void {
  if (readiness.state === 'ready') return
  const known = readySince()
  const since = known ?? Date.now()
  if (known === null) {
    try {
      localStorage.setItem(READY_SINCE_KEY, String(since))
    } catch {
      // Said again next visit: the browser keeps nothing for this site.
    }
  }
  readiness = { state: 'ready', since, announce: known === null }
  notify()
  // The rest of the app, which the first install did not wait for (sw/app-later.ts).
  navigator.serviceWorker.controller?.postMessage({ type: CACHE_APP_LATER_MESSAGE })
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  readiness = { state: 'preparing' }
  if (navigator.serviceWorker.controller) becameReady()
  else navigator.serviceWorker.addEventListener('controllerchange', becameReady, { once: true })
  // Once the page has loaded, as Workbox would wait for anyway: its code is no part of the first
  // download, and the worker's precaching does not compete with the page's own requests.
  // Its code may fail to arrive (the connection dropped): the app then works online only, as below.
  afterLoad(() =>
    void register().catch(() => {
      readiness = { state: 'unavailable' }
      notify()
    }),
  )
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window')
  workbox = new Workbox('/sw.js')
  workbox.addEventListener('waiting', () => {
    waiting = true
    notify()
  })
  // A browser may refuse workers (private modes, policies): the app then works online only.
  workbox.register({ immediate: true }).catch(() => {
    readiness = { state: 'unavailable' }
    notify()
  })
  // Browsers look for a new worker only when a page opens; a page kept open in the field for days
  // looks again each time it comes back into view (no connection: it looks next time).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox?.update().catch(() => undefined)
  })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the app works offline here; `announce` while the first time has not been said yet. */
export function useOfflineReadiness(): OfflineReadiness {
  return useSyncExternalStore(subscribe, () => readiness, () => readiness)
}

/** The first time has been said. */
export function offlineReadinessAnnounced(): void {
  if (readiness.state !== 'ready' || !readiness.announce) return
  readiness = { ...readiness, announce: false }
  notify()
}

/** Whether a new version is installed and waiting for the visitor's Reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => waiting, () => false)
}

/** Lets the waiting version take over, then reloads into it; only ever on the visitor's click. */
export async function reloadIntoUpdate(): Promise<void> {
  if (!workbox) return
  // The new version may already have taken over from another tab, whose visitor chose Reload there
  // (this tab was left alone, its input with it): then there is nothing left waiting, only this page to reload.
  const registration = await navigator.serviceWorker.getRegistration()
  if (!registration?.waiting) {
    window.location.reload()
    return
  }
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}
