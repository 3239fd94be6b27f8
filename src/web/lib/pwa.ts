// Registers the service worker (production builds only) and tells the app when a new version is
// waiting; the new version takes over only when the visitor chooses Reload (never on its own, so
// unsaved input and the old build's lazy chunks are safe). Once a worker controls the page, the
// device is prepared for offline use (offline-readiness.ts), which says when the app is ready.
import type { Workbox } from 'workbox-window'
import { useSyncExternalStore } from 'react'
import { afterLoad } from './after-load'
import { noWorker, workerComing, workerInCharge } from './offline-readiness'

let workbox: Workbox | null = null
let waiting = false
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  workerComing()
  if (navigator.serviceWorker.controller) workerInCharge()
  else navigator.serviceWorker.addEventListener('controllerchange', workerInCharge, { once: true })
  // Once the page has loaded, as Workbox would wait for anyway: its code is no part of the first
  // download, and the worker's precaching does not compete with the page's own requests.
  // Its code may fail to arrive (the connection dropped): the app then works online only, as below.
  afterLoad(() => void register().catch(noWorker))
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window')
  workbox = new Workbox('/sw.js')
  workbox.addEventListener('waiting', () => {
    waiting = true
    notify()
  })
  // A browser may refuse workers (private modes, policies): the app then works online only.
  workbox.register({ immediate: true }).catch(noWorker)
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

/** Whether a new version is installed and waiting for the visitor's Reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => false,
  )
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
