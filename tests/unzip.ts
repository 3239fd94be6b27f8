// Reads the files of a zip archive, for tests that check a zip the app wrote: the entries named in
// its central directory, each stored or deflated. Web APIs only (DecompressionStream), so unit tests
// in Node and the browser specs share it.
export async function unzip(archive: ArrayBuffer): Promise<Map<string, Uint8Array>> {
  const view = new DataView(archive)
  let end = archive.byteLength - 22
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--
  if (end < 0) throw new Error('not a zip archive')
  let entry = view.getUint32(end + 16, true)
  const files = new Map<string, Uint8Array>()
  for (let count = view.getUint16(end + 10, true); count > 0; count--) {
    const method = view.getUint16(entry + 10, true)
    const nameLength = view.getUint16(entry + 28, true)
    const name = new TextDecoder().decode(new Uint8Array(archive, entry + 46, nameLength))
    const local = view.getUint32(entry + 42, true)
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    const stored = new Uint8Array(archive, start, view.getUint32(entry + 20, true))
    const inflated = () => new Response(new Blob([stored]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).arrayBuffer()
    files.set(name, method === 0 ? stored : new Uint8Array(await inflated()))
    entry += 46 + nameLength + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true)
  }
  return files
}
