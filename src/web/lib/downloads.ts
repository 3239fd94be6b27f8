// Addresses of stored files. The session token travels in the address because a plain link cannot
// send a header; "public" asks as the public does.
export function uploadUrl(uploadId: string, sessionToken: string | null = null): string {
  return `/api/uploads/${encodeURIComponent(uploadId)}/${sessionToken ? encodeURIComponent(sessionToken) : 'public'}`
}
