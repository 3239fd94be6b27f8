// Addresses of stored files. The session token travels in the address because a plain link cannot
// send a header; "public" asks as the public does.
import { currentSession } from './session'

export function uploadUrl(uploadId: string, sessionToken: string | null = currentSession()?.token ?? null): string {
  return `/api/uploads/${encodeURIComponent(uploadId)}/${sessionToken ? encodeURIComponent(sessionToken) : 'public'}`
}
