// Stored files, addressed by a random key; the database keeps the name, type, size and hash. One
// store serves the whole process and comes in through the app's dependencies (open-file-store.ts
// picks the driver). The local folder's driver is here: files under DATA_DIR/files, written to a
// temporary name first so a crash never leaves half a file; a file already on disk (an upload that
// arrived in one request) is hashed as a stream and moved in.
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { access, constants, copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export interface StoredFile {
  storageKey: string
  size: number
  sha256: string
}

export interface FileStore {
  put(content: Uint8Array): Promise<StoredFile>
  /**
   * Stores what the source yields, hashing it on the way, without holding it all in memory; under
   * a new key, or under the given one (a restore puts each file back where the database expects it).
   */
  write(source: AsyncIterable<Uint8Array>, storageKey?: string): Promise<StoredFile>
  /** Takes over the file at path (it is moved, not copied), reading it once to hash it. */
  adopt(path: string): Promise<StoredFile>
  /** A stream of the whole file, or of bytes start..end inclusive. */
  read(storageKey: string, range?: { start: number; end: number }): Readable
  size(storageKey: string): Promise<number>
  remove(storageKey: string): Promise<void>
  /** Every stored file, in no particular order (a backup reads them all). */
  list(): AsyncIterable<{ storageKey: string; size: number }>
  /** Whether the store can be used now, cheaply (readiness asks it often). */
  check(): Promise<FileStoreState>
}

/** ok, or what is wrong: no answer, access refused (keys, permissions), its bucket or folder missing. */
export type FileStoreState = 'ok' | 'unreachable' | 'refused' | 'missing'

/** A hashing pass-through: counts and hashes each chunk as it goes by. */
export function hashing(source: AsyncIterable<Uint8Array>): { chunks: AsyncIterable<Uint8Array>; result(): { size: number; sha256: string } } {
  const hash = createHash('sha256')
  let size = 0
  return {
    chunks: (async function* () {
      for await (const chunk of source) {
        hash.update(chunk)
        size += chunk.byteLength
        yield chunk
      }
    })(),
    result: () => ({ size, sha256: hash.digest('hex') }),
  }
}

export const STORAGE_KEY = /^[0-9a-f-]{36}$/

export function localFileStore(dataDir: string): FileStore {
  const root = join(dataDir, 'files')
  // Two-level fan-out keeps directories small with millions of files.
  const pathOf = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key ${key}`)
    return join(root, key.slice(0, 2), key)
  }
  return {
    async put(content) {
      const storageKey = randomUUID()
      const path = pathOf(storageKey)
      await mkdir(dirname(path), { recursive: true })
      const temporary = `${path}.partial`
      await writeFile(temporary, content)
      await rename(temporary, path)
      return { storageKey, size: content.byteLength, sha256: createHash('sha256').update(content).digest('hex') }
    },
    async write(source, storageKey = randomUUID()) {
      const path = pathOf(storageKey)
      await mkdir(dirname(path), { recursive: true })
      const temporary = `${path}.partial`
      const counted = hashing(source)
      try {
        await pipeline(counted.chunks, createWriteStream(temporary))
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      await rename(temporary, path)
      return { storageKey, ...counted.result() }
    },
    async adopt(source) {
      const hash = createHash('sha256')
      let size = 0
      for await (const chunk of createReadStream(source) as AsyncIterable<Buffer>) {
        hash.update(chunk)
        size += chunk.byteLength
      }
      const storageKey = randomUUID()
      const path = pathOf(storageKey)
      await mkdir(dirname(path), { recursive: true })
      try {
        await rename(source, path)
      } catch (error) {
        // DATA_DIR/files may be another file system (a mounted volume): copy, then let go.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
        const temporary = `${path}.partial`
        await copyFile(source, temporary)
        await rename(temporary, path)
        await rm(source, { force: true })
      }
      return { storageKey, size, sha256: hash.digest('hex') }
    },
    read(storageKey, range) {
      return createReadStream(pathOf(storageKey), range ? { start: range.start, end: range.end } : {})
    },
    async size(storageKey) {
      return (await stat(pathOf(storageKey))).size
    },
    async remove(storageKey) {
      await rm(pathOf(storageKey), { force: true })
    },
    async *list() {
      const fans = await readdir(root).catch(() => [] as string[])
      for (const fan of fans) {
        for (const name of await readdir(join(root, fan)).catch(() => [] as string[])) {
          // A .partial is a write under way or one a crash cut short: not a stored file.
          if (!STORAGE_KEY.test(name)) continue
          const size = await stat(join(root, fan, name)).then(
            (s) => s.size,
            () => null,
          )
          if (size !== null) yield { storageKey: name, size }
        }
      }
    },
    async check() {
      return access(dataDir, constants.W_OK).then(
        () => 'ok' as const,
        (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? 'missing' : error.code === 'EACCES' || error.code === 'EROFS' ? 'refused' : 'unreachable'),
      )
    },
  }
}
