// What the sync engine tells the pages once a run has sent proposal work to the registry (a draft
// created or changed, a submission, a deletion): lists read before it, such as My Projects, are
// out of date. Told to this tab's pages and, since one tab sends for all of them, to the others'.
// Apart from the engine, so that a page listens without loading it.
const listeners = new Set<() => void>()
const CHANNEL = 'registry-work-sent'
let channel: BroadcastChannel | null | undefined

function otherTabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
    channel?.addEventListener('message', tell)
  }
  return channel
}

function tell(): void {
  for (const listener of listeners) listener()
}

export function onWorkSent(listener: () => void): () => void {
  otherTabs()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function reportWorkSent(): void {
  tell()
  otherTabs()?.postMessage('sent')
}
