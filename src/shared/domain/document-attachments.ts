// A list of documents as the real registry answers it (decision 0024): one list, each document
// naming its attachments by id, and those attachments in the same list after the documents. The
// page takes the attachments back out to show them under their document.

interface Attaching {
  documentId: string
  attachments: readonly string[]
}

/** The list's documents (those no other names) and, apart, the attachments they name. */
export function splitAttachments<D extends Attaching>(list: readonly D[]): { documents: D[]; attachments: D[] } {
  const named = new Set(list.flatMap((d) => d.attachments))
  return { documents: list.filter((d) => !named.has(d.documentId)), attachments: list.filter((d) => named.has(d.documentId)) }
}
