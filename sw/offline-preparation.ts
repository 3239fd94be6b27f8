// The worker's part of getting the device ready to work offline (src/shared/offline-preparation.ts):
// when a page asks, the app's files, the reference lists and the look-up layers are kept, each step
// in turn, and the page is told how far it has got through the port it sent; the page stores the
// placer claims itself and says when the device is ready.
/// <reference lib="webworker" />
import { LOOKUP_LAYERS, PREPARE_FOR_OFFLINE_MESSAGE, REFERENCE_LISTS } from '../src/shared/offline-preparation'
import type { PreparationMessage, PreparationStep } from '../src/shared/offline-preparation'
import type { KeepAppFiles } from './app-later'
import { keepReferenceData } from './reference-data'

declare const self: ServiceWorkerGlobalScope

async function prepare(keepAppFiles: KeepAppFiles, again: boolean, tell: (message: PreparationMessage) => void): Promise<void> {
  const missing: PreparationStep[] = []
  let fetched = 0
  const app = await keepAppFiles((done, total) => tell({ step: 'app', done, total }))
  const steps = [
    ['lists', REFERENCE_LISTS],
    ['layers', [LOOKUP_LAYERS]],
  ] as const
  for (const [step, paths] of steps) {
    tell({ step, done: 0, total: paths.length })
    const kept = await keepReferenceData(paths, again, (done) => tell({ step, done, total: paths.length }))
    fetched += kept.fetched
    if (kept.missing > 0) missing.push(step)
  }
  if (app.missing > 0) missing.unshift('app')
  tell({ finished: true, missing, fetched: fetched + app.fetched })
}

/** Answers the page's PREPARE_FOR_OFFLINE message, one run after another, whichever pages ask. */
export function registerOfflinePreparation(keepAppFiles: KeepAppFiles): void {
  let queue: Promise<void> = Promise.resolve()
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; again?: boolean } | null
    if (data?.type !== PREPARE_FOR_OFFLINE_MESSAGE) return
    const port = event.ports[0]
    const tell = (message: PreparationMessage) => port?.postMessage(message)
    // Heard at once, also behind another page's run: the page knows this worker prepares.
    tell({ step: 'app', done: 0, total: 0 })
    queue = queue
      .then(() => prepare(keepAppFiles, data.again === true, tell))
      .catch(() => tell({ finished: true, missing: ['app', 'lists', 'layers'], fetched: 0 }))
    event.waitUntil(queue)
  })
}
