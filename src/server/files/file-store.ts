// Stored files under DATA_DIR/files, addressed by a random key; the database keeps the name,
// type, size and hash. Writes go to a temporary name first so a crash never leaves half a file.
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'

export interface StoredFile {
  storageKey: string
  size: number
  sha256: string
}

export interface FileStore {
  put(content: Uint8Array): Promise<StoredFile>
  /** A stream of the whole file, or of bytes start..end inclusive. */
  read(storageKey: string, range?: { start: number; end: number }): Readable
  size(storageKey: string): Promise<number>
  remove(storageKey: string): Promise<void>
}

export function fileStore(dataDir: string): FileStore {
  const root = join(dataDir, 'files')
  // Two-level fan-out keeps directories small with millions of files.
  const pathOf = (key: string) => {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`Invalid storage key ${key}`)
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
    read(storageKey, range) {
      return createReadStream(pathOf(storageKey), range ? { start: range.start, end: range.end } : {})
    },
    async size(storageKey) {
      return (await stat(pathOf(storageKey))).size
    },
    async remove(storageKey) {
      await rm(pathOf(storageKey), { force: true })
    },
  }
}
