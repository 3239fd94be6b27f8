// SHA-256 as lowercase hex, by the platform's Web Crypto (browser, worker and Node alike): names a
// draft archive's files, and a location file's look-up request.

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}
