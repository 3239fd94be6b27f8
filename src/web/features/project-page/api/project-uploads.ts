// The calls of a project's document uploads (spec public-registry §7 "Writes"): the file, then its
// description and received date, and a decision body's notice that its authorization is on file.
// A file larger than a chunk goes through a resumable upload session, so a poor connection that
// drops part-way goes on from where the server stands instead of starting over.
import { api, ApiError, expectData } from '../../../lib/api-client'
import { MAX_UPLOAD_CHUNK_BYTES } from '../../../../shared/domain/document-files'

/** How often a chunk is sent again after the connection dropped, before the upload is said to have failed. */
const CHUNK_ATTEMPTS = 5

export interface UploadDetails {
  description: string
  /** "2026-11-24", or '' for none. */
  receivedDate: string
  /** A decision body's Decision Document (12) or Authorization (13); the proponent's default otherwise. */
  documentTypeId: number | null
}

async function sendWhole(projectId: string, file: File, documentTypeId: number | null): Promise<{ documentId: string }> {
  const form = new FormData()
  if (documentTypeId !== null) form.append('documentTypeId', String(documentTypeId))
  form.append('file', file, file.name)
  return expectData(api.PUT('/api/uploads/add-project-document/{projectId}', { params: { path: { projectId } }, body: form as never }))
}

/** Sends a file chunk by chunk from where the server's copy stands, then completes it. */
async function sendInChunks(projectId: string, file: File, documentTypeId: number | null): Promise<{ documentId: string }> {
  const uploadId = crypto.randomUUID()
  const start = { uploadId, projectId, group: 'project' as const, fileName: file.name, contentType: file.type, size: file.size, documentTypeId }
  let { received } = await expectData(api.POST('/api/uploads/sessions', { body: start }))
  let dropped = 0
  while (received < file.size) {
    const end = Math.min(received + MAX_UPLOAD_CHUNK_BYTES, file.size)
    try {
      const { data, error, response } = await api.PUT('/api/uploads/sessions/{uploadId}', {
        params: { path: { uploadId }, header: { 'Content-Range': `bytes ${received}-${end - 1}/${file.size}` } },
        body: file.slice(received, end) as unknown as string,
        bodySerializer: (chunk: unknown) => chunk as Blob,
        headers: { 'Content-Type': 'application/octet-stream' },
      })
      // A refusal that says where the server stands (a cut chunk, a wrong offset) goes on from there.
      const progress = (data ?? error) as { received?: unknown } | undefined
      if (typeof progress?.received !== 'number' || (!response.ok && ++dropped > CHUNK_ATTEMPTS)) throw new ApiError(response.status, error)
      received = progress.received
    } catch (failure) {
      if (failure instanceof ApiError || ++dropped > CHUNK_ATTEMPTS) throw failure
      // The connection dropped: the same start answers where the server's copy stands.
      ;({ received } = await expectData(api.POST('/api/uploads/sessions', { body: start })))
    }
  }
  return expectData(api.POST('/api/uploads/sessions/{uploadId}/complete', { params: { path: { uploadId } } }))
}

/** Sends one file and then its details; resolves once both are saved. */
export async function uploadProjectDocument(projectId: string, file: File, details: UploadDetails): Promise<void> {
  const send = file.size > MAX_UPLOAD_CHUNK_BYTES ? sendInChunks : sendWhole
  const saved = await send(projectId, file, details.documentTypeId)
  await expectData(
    api.PUT('/api/documents/update-document', {
      body: {
        projectId,
        documentId: saved.documentId,
        documentTypeId: null,
        description: details.description.trim(),
        receivedDate: details.receivedDate || null,
      },
    }),
  )
}

export async function notifyAuthorizationUploaded(projectId: string): Promise<void> {
  await expectData(api.POST('/api/projects/notify-staff-authorization-uploaded', { body: { projectId } }))
}
