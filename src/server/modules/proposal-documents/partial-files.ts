// The bytes of uploads still arriving, under DATA_DIR/upload-sessions: one <uploadId>.part per
// chunked upload, and short-lived temporary files for single-shot uploads. Chunks are written from
// the request stream as they come, so no chunk is ever whole in memory.
import { randomUUID } from 'node:crypto'
import { constants } from 'node:fs'
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { HEAD_BYTES } from '../../../shared/domain/document-files.ts'

export interface ChunkWrite {
  /** Bytes written after those already received. */
  written: number
  /** Why the chunk did not arrive as its Content-Range said, if it did not. */
  problem: 'interrupted' | 'short' | 'long' | null
}

export function partialFiles(dataDir: string) {
  const root = join(dataDir, 'upload-sessions')
  const pathOf = (uploadId: string) => join(root, `${uploadId}.part`)

  return {
    pathOf,

    /** A fresh path for a single-shot upload's file. */
    async temporary(): Promise<string> {
      await mkdir(root, { recursive: true })
      return join(root, `single-${randomUUID()}.tmp`)
    },

    /**
     * Writes a chunk's body at received, skipping the first `skip` bytes (a resent chunk's part
     * that already arrived) and taking at most `length` bytes in all. What arrived before an
     * interruption is kept: the next chunk starts after it.
     */
    async write(uploadId: string, received: number, body: ReadableStream<Uint8Array> | null, chunk: { skip: number; length: number }): Promise<ChunkWrite> {
      await mkdir(root, { recursive: true })
      const handle = await open(pathOf(uploadId), constants.O_RDWR | constants.O_CREAT)
      let written = 0
      let seen = 0
      let problem: ChunkWrite['problem'] = null
      try {
        // Bytes past received are from a write whose progress was never recorded.
        await handle.truncate(received)
        if (body) {
          const reader = body.getReader()
          try {
            for (;;) {
              const { done, value } = await reader.read()
              if (done) break
              const start = Math.max(0, chunk.skip - seen)
              const end = Math.min(value.byteLength, chunk.length - seen)
              seen += value.byteLength
              if (end > start) {
                const bytes = value.subarray(start, end)
                await handle.write(bytes, 0, bytes.byteLength, received + written)
                written += bytes.byteLength
              }
              if (seen > chunk.length) {
                problem = 'long'
                await reader.cancel().catch(() => undefined)
                break
              }
            }
          } catch {
            problem = 'interrupted'
          } finally {
            reader.releaseLock()
          }
        }
        if (!problem && seen < chunk.length) problem = 'short'
      } finally {
        await handle.close()
      }
      return { written, problem }
    },

    /** The partial file's size, or null when it is not there. */
    async size(uploadId: string): Promise<number | null> {
      try {
        return (await stat(pathOf(uploadId))).size
      } catch {
        return null
      }
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

    async remove(uploadId: string): Promise<void> {
      await rm(pathOf(uploadId), { force: true })
    },

    /** Removes a file list() or temporary() named. */
    async removePath(path: string): Promise<void> {
      await rm(path, { force: true })
    },

    /** Files here with their age: partial files by upload id, and temporary files. */
    async list(): Promise<{ uploadId: string | null; path: string; modifiedAt: Date }[]> {
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
          const match = /^([0-9a-f-]{36})\.part$/.exec(name)
          return modifiedAt ? { uploadId: match ? match[1]! : null, path, modifiedAt } : null
        }),
      )
      return found.filter((f) => f !== null)
    },
  }
}

export type PartialFiles = ReturnType<typeof partialFiles>
