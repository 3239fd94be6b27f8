// Addresses of stored files. A link cannot send the session, and an address is copied, shared and
// kept in the history, so a private file's address carries a download token instead (decision
// 0055): minted when the link is followed, it fetches that one file for a few minutes and is no
// session. "public" asks as the public does.
import { api, expectData } from './api-client'
import { currentSession } from './session'

export function uploadUrl(uploadId: string, downloadToken: string | null = null): string {
  return `/api/uploads/${encodeURIComponent(uploadId)}/${downloadToken ? encodeURIComponent(downloadToken) : 'public'}`
}

/**
 * Where to fetch a file as whoever is signed in: with a fresh download token, or the public's
 * address without a session, or when no token could be had (with no connection the service
 * worker answers it from a saved copy).
 */
export async function signedUploadUrl(uploadId: string): Promise<string> {
  if (!currentSession()) return uploadUrl(uploadId)
  try {
    const { token } = await expectData(api.POST('/api/uploads/{uploadId}/download-token', { params: { path: { uploadId } } }))
    return uploadUrl(uploadId, token)
  } catch {
    return uploadUrl(uploadId)
  }
}
