// Files on this server's disk for the length of one request, under DATA_DIR/upload-sessions: a
// single-shot upload as it arrives, or a resumable upload's chunks put back together from the file
// store to be checked (their bytes live in the store between requests, decision 0076).
import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { HEAD_BYTES } from '../../shared/domain/document-files.ts'

export function partialFiles(dataDir: string) {
  const root = join(dataDir, 'upload-sessions')
  return {
    /** A fresh path for a file of this request. */
    async temporary(): Promise<string> {
      await mkdir(root, { recursive: true })
      return join(root, `single-${randomUUID()}.tmp`)
    },

    /** The first bytes of a file, for checking its kind. */
    async head(path: string): Promise<Uint8Array> {
      const handle = await open(path, 'r')
      try {
        const buffer = new Uint8Array(HEAD_BYTES)
        const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0)
        return buffer.subarray(0, bytesRead)
      } finally {
        await handle.close()
      }
    },

    /** A whole file (at most a document's 50 MB), for checking an archive. */
    async bytes(path: string): Promise<Uint8Array> {
      return new Uint8Array(await readFile(path))
    },

    /** Removes a file list() or temporary() named. */
    async removePath(path: string): Promise<void> {
      await rm(path, { force: true })
    },

    /** Files here with their age: an old one was left by a server that stopped (or is a chunked upload's from before decision 0076). */
    async list(): Promise<{ path: string; modifiedAt: Date }[]> {
      let names: string[]
      try {
        names = await readdir(root)
      } catch {
        return []
      }
      const found = await Promise.all(
        names.map(async (name) => {
          const path = join(root, name)
          const modifiedAt = await stat(path).then(
            (s) => s.mtime,
            () => null,
          )
          return modifiedAt ? { path, modifiedAt } : null
        }),
      )
      return found.filter((f) => f !== null)
    },
  }
}

export type PartialFiles = ReturnType<typeof partialFiles>
