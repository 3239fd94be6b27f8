// What a form does once it queued work: start the sync engine (fetched when first needed, since a
// visitor with nothing waiting never downloads it) and send what waits.
export function sendWaitingWork(): void {
  void import('./sync-engine').then((engine) => {
    engine.startDraftSync()
    return engine.syncNow()
  })
}
