// Writes a planned bundle as a zip while it is sent (decision 0079): each stored file is read from
// the file store only when the zip reaches it, and its bytes flow through archiver to the answer,
// which reads no further ahead than the client takes (backpressure end to end), so memory stays the
// same whatever the project's size and nothing is written to disk. Entries are stored, not deflated:
// the documents are PDFs and images, compressed already, and a stored zip's length is known first.
// A client that goes away cancels the answer's stream, which stops the zip and the file it reads.
import { once } from 'node:events'
import { Readable } from 'node:stream'
import { ZipArchive } from 'archiver'
import type { FileStore } from '../../files/file-store.ts'
import { logError } from '../../lib/error-log.ts'
import type { BundleEntry } from './project-bundle.service.ts'

/** archiver's output buffer: a few reads of the store ahead of the client, no more. */
const AHEAD_BYTES = 1024 * 1024

export function bundleArchive(entries: readonly BundleEntry[], files: FileStore): ReadableStream<Uint8Array> {
  const archive = new ZipArchive({ store: true, highWaterMark: AHEAD_BYTES })
  const stopped = new AbortController()
  let reading: Readable | null = null
  archive.once('close', () => {
    stopped.abort()
    reading?.destroy()
  })

  // One entry at a time: archiver would otherwise open every file at once and buffer each.
  async function feed(): Promise<void> {
    for (const entry of entries) {
      if (stopped.signal.aborted) return
      const appended = once(archive, 'entry', { signal: stopped.signal })
      let read = entry.size
      if ('storageKey' in entry.source) {
        read = 0
        reading = files.read(entry.source.storageKey).on('data', (chunk: Buffer) => (read += chunk.byteLength))
        archive.append(reading, { name: entry.name, date: entry.date })
      } else {
        archive.append(Buffer.from(entry.source.bytes), { name: entry.name, date: entry.date })
      }
      await appended
      reading = null
      // The answer's Content-Length counted the size the database keeps: a file that differs breaks the zip, and the log says which.
      if (read !== entry.size) throw new Error(`The stored file of ${entry.name} has ${read} bytes where ${entry.size} were recorded`)
    }
    await archive.finalize()
  }
  feed().catch((error: unknown) => {
    if (stopped.signal.aborted) return
    // A stored file that cannot be read: the client sees the download fail rather than a zip missing a file.
    logError('A project bundle could not be zipped', error)
    archive.destroy(error as Error)
  })
  return Readable.toWeb(archive) as ReadableStream<Uint8Array>
}
