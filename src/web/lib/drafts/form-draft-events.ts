// What the sync engine tells an open form about a form draft's files as they go (the toasts
// "Uploaded File" and "File Upload Failed"): the engine runs for the whole page, the form listens
// while it is on screen.
export interface FormFileSent {
  draftId: string
  fileName: string
  ok: boolean
}

const listeners = new Set<(event: FormFileSent) => void>()

export function onFormFileSent(listener: (event: FormFileSent) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function reportFormFileSent(event: FormFileSent): void {
  for (const listener of listeners) listener(event)
}
