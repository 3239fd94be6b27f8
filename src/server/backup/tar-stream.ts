// A tar archive written and read as a stream, one entry after another, with back-pressure both
// ways: node-tar encodes and decodes the 512-byte headers; the bodies pass through as they come,
// so neither a backup nor a restore holds a file in memory. A reader must drain each entry's
// body before asking for the next.
import type { Writable } from 'node:stream'
import { Header } from 'tar'

const BLOCK = 512
const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK

/** An archive that cannot be read as one: cut short, or with a damaged header. */
export class DamagedArchive extends Error {}

/** Writes with back-pressure; fails, rather than waiting for ever, when the reader goes away (a download cancelled). */
export async function send(out: Writable, chunk: Uint8Array): Promise<void> {
  if (out.destroyed) throw new Error("The archive's reader went away before it was written whole.")
  if (out.write(chunk)) return
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', drained)
      out.off('close', closed)
      if (error) reject(error)
      else resolve()
    }
    const drained = () => settle()
    const closed = () => settle(new Error("The archive's reader went away before it was written whole."))
    out.on('drain', drained)
    out.on('close', closed)
  })
}

export interface TarWriter {
  /** Writes one file entry of exactly `size` bytes; throws if the body yields another length. */
  entry(path: string, size: number, body: Iterable<Uint8Array> | AsyncIterable<Uint8Array>): Promise<void>
  /** Writes the end-of-archive blocks. */
  end(): Promise<void>
}

export function tarWriter(out: Writable, mtime: Date): TarWriter {
  return {
    async entry(path, size, body) {
      const header = new Header({ path, size, mode: 0o644, mtime, type: 'File', uid: 0, gid: 0 })
      header.encode()
      await send(out, header.block!)
      let written = 0
      for await (const chunk of body) {
        written += chunk.byteLength
        if (written > size) break
        await send(out, chunk)
      }
      if (written !== size) throw new Error(`${path} changed while it was archived: ${written} bytes instead of ${size}`)
      await send(out, Buffer.alloc(padding(size)))
    },
    async end() {
      await send(out, Buffer.alloc(BLOCK * 2))
    },
  }
}

export interface TarEntry {
  path: string
  size: number
  body: AsyncIterable<Buffer>
}

/** The entries of an archive read from a stream of bytes, in order. */
export async function* tarEntries(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  const iterator = source[Symbol.asyncIterator]()
  let pending: Buffer = Buffer.alloc(0)
  /** The next chunk of at most `most` bytes (fewer when that is what has arrived); null at the end. */
  const take = async (most: number): Promise<Buffer | null> => {
    if (pending.byteLength === 0) {
      const next = await iterator.next()
      if (next.done) return null
      pending = Buffer.from(next.value)
    }
    const chunk = pending.subarray(0, most)
    pending = pending.subarray(chunk.byteLength)
    return chunk
  }
  const exactly = async (n: number): Promise<Buffer> => {
    const parts: Buffer[] = []
    let have = 0
    while (have < n) {
      const chunk = await take(n - have)
      if (chunk === null) throw new DamagedArchive('it ends in the middle of an entry (cut short)')
      parts.push(chunk)
      have += chunk.byteLength
    }
    return Buffer.concat(parts)
  }
  for (;;) {
    const block = await exactly(BLOCK)
    if (block.every((b) => b === 0)) return
    const header = new Header(block)
    if (!header.cksumValid) throw new DamagedArchive('an entry header is damaged')
    const size = header.size ?? 0
    let drained = false
    const body = async function* () {
      let left = size
      while (left > 0) {
        const chunk = await take(left)
        if (chunk === null) throw new DamagedArchive('it ends in the middle of an entry (cut short)')
        left -= chunk.byteLength
        yield chunk
      }
      await exactly(padding(size))
      drained = true
    }
    yield { path: header.path ?? '', size, body: body() }
    if (!drained) throw new Error(`The entry ${header.path} was not read to its end.`)
  }
}
