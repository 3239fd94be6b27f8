// Which of a draft's files a device forgets when the registry's list of the proposal's documents
// no longer has them (removed from another device, say): the device's picture was stale. Only a
// file that had reached the registry (it has the registry's document id) can be gone from it; a
// file still waiting to be sent is the device's own and is never dropped.

/** A draft's file as the device keeps it: its own id, and the registry's document id once sent. */
export interface LocalDocument {
  id: string
  documentId: string | null
}

/** The ids of the device's files that had reached the registry and that the registry no longer has. */
export function documentsGoneFromServer(local: readonly LocalDocument[], onServer: ReadonlySet<string>): string[] {
  return local.filter((file) => file.documentId !== null && !onServer.has(file.documentId)).map((file) => file.id)
}
