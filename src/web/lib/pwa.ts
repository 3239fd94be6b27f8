// Registers the service worker (production builds only) and tells the app when a new version is
// waiting; the new version takes over only when the visitor chooses Reload (never on its own, so
// unsaved input and the old build's lazy chunks are safe).
import { Workbox } from 'workbox-window'
import { useSyncExternalStore } from 'react'

let workbox: Workbox | null = null
let waiting = false
const listeners = new Set<() => void>()

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  workbox = new Workbox('/sw.js')
  workbox.addEventListener('waiting', () => {
    waiting = true
    for (const listener of listeners) listener()
  })
  // A browser may refuse workers (private modes, policies): the app then works online only.
  workbox.register().catch(() => undefined)
}

/** Whether a new version is installed and waiting for the visitor's Reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => waiting,
    () => false,
  )
}

/** Lets the waiting version take over, then reloads into it. */
export function reloadIntoUpdate(): void {
  if (!workbox) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}
