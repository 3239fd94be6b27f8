// The bytes of resumable uploads, kept in the file store and the database rather than on one
// server's disk (decision 0076), so the chunks of one upload may land on different servers behind
// a proxy: each chunk that arrives is its own object of the store, streamed there from the request
// as it comes (never whole in memory), with a row in upload_session_chunks. A server claims the
// session row before working on the upload, so one chunk or completion at a time does, whichever
// server it reaches.
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { chunksMakeFile } from '../../../shared/domain/upload-chunks.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Session = typeof t.uploadSessions.$inferSelect
type Chunk = typeof t.uploadSessionChunks.$inferSelect
/** A session as its claim took it, with the claim's key. */
export type ClaimedSession = { key: string; session: Session }

/**
 * How long a claim holds unless its server lets go first: longer than an 8 MB chunk takes over a
 * slow line, short enough that the device of a server that stopped is not kept waiting long. A
 * chunk that outlives its claim is not kept (record checks the claim is still its own), so this
 * bounds waiting, not correctness. Database time, which every server shares.
 */
const CLAIM_LASTS = sql`interval '10 minutes'`

export interface ChunkWrite {
  /** Bytes kept after those already received. */
  written: number
  /** Why the chunk did not arrive as its Content-Range said, if it did not. */
  problem: 'interrupted' | 'short' | 'long' | null
}

/**
 * A chunk's body past its first `skip` bytes (the part of a resent chunk that already arrived),
 * taking at most `length` bytes read in all. An interruption ends the bytes without an error, so
 * what arrived before it is kept and the next chunk starts after it.
 */
function keptBytes(
  body: ReadableStream<Uint8Array> | null,
  chunk: { skip: number; length: number },
): { bytes: AsyncIterable<Uint8Array>; outcome: ChunkWrite } {
  const outcome: ChunkWrite = { written: 0, problem: null }
  async function* bytes() {
    let seen = 0
    if (body) {
      const reader = body.getReader()
      try {
        for (;;) {
          let read
          try {
            read = await reader.read()
          } catch {
            outcome.problem = 'interrupted'
            break
          }
          if (read.done) break
          const value = read.value
          const start = Math.max(0, chunk.skip - seen)
          const end = Math.min(value.byteLength, chunk.length - seen)
          seen += value.byteLength
          if (end > start) {
            outcome.written += end - start
            yield value.subarray(start, end)
          }
          if (seen > chunk.length) {
            outcome.problem = 'long'
            await reader.cancel().catch(() => undefined)
            break
          }
        }
      } finally {
        reader.releaseLock()
      }
    }
    if (!outcome.problem && seen < chunk.length) outcome.problem = 'short'
  }
  return { bytes: bytes(), outcome }
}

/**
 * Takes the upload sessions `which` matches for deletion: locks them (a chunk being recorded
 * waits, then finds its session gone), deletes their chunks' rows and returns the sessions' ids
 * with the keys of every object they hold in the store (their chunks, and what a server that
 * stopped was writing), to remove once the deletion commits.
 */
export async function takeSessionObjects(tx: Tx, which: SQL): Promise<{ sessionIds: string[]; storageKeys: string[] }> {
  const sessions = await tx.select({ id: t.uploadSessions.id, arrivingKey: t.uploadSessions.arrivingKey }).from(t.uploadSessions).where(which).for('update')
  if (sessions.length === 0) return { sessionIds: [], storageKeys: [] }
  const sessionIds = sessions.map((s) => s.id)
  const chunks = await tx
    .delete(t.uploadSessionChunks)
    .where(inArray(t.uploadSessionChunks.uploadId, sessionIds))
    .returning({ storageKey: t.uploadSessionChunks.storageKey })
  return { sessionIds, storageKeys: [...chunks.map((c) => c.storageKey), ...sessions.flatMap((s) => (s.arrivingKey ? [s.arrivingKey] : []))] }
}

export function uploadChunks(db: Database, files: FileStore) {
  const removeAll = async (storageKeys: readonly string[]) => {
    for (const key of storageKeys) await files.remove(key)
  }

  return {
    /**
     * Claims the session, as read, for this request unless a request on any server holds it:
     * the session as claimed with the claim's key (the store key a chunk is written under), or
     * null. A claim that lapsed is taken over, and what its server was writing goes.
     */
    async claim(session: Pick<Session, 'id' | 'arrivingKey'>): Promise<ClaimedSession | null> {
      const key = randomUUID()
      const s = t.uploadSessions
      // Compared with the key read, so that of two servers taking over the same lapsed claim one does.
      const sameClaim = session.arrivingKey === null ? isNull(s.arrivingKey) : eq(s.arrivingKey, session.arrivingKey)
      const [claimed] = await db
        .update(s)
        .set({ arrivingUntil: sql`now() + ${CLAIM_LASTS}`, arrivingKey: key })
        .where(and(eq(s.id, session.id), or(isNull(s.arrivingUntil), lt(s.arrivingUntil, sql`now()`)), sameClaim))
        .returning()
      if (!claimed) return null
      if (session.arrivingKey) await files.remove(session.arrivingKey)
      return { key, session: claimed }
    },

    /** Lets the claim go, if it is still this request's. */
    async release(uploadId: string, key: string): Promise<void> {
      await db
        .update(t.uploadSessions)
        .set({ arrivingUntil: null, arrivingKey: null })
        .where(and(eq(t.uploadSessions.id, uploadId), eq(t.uploadSessions.arrivingKey, key)))
    },

    /**
     * Streams a chunk's new bytes to the store under the claim's key and records them as the chunk
     * starting at `received`, letting the claim go in the same transaction. The bytes received
     * then, with how the chunk arrived; received is null when the claim was lost meanwhile (it
     * lapsed and another server took it), and then nothing is kept.
     */
    async receive(
      claimed: ClaimedSession,
      body: ReadableStream<Uint8Array> | null,
      chunk: { skip: number; length: number },
      now: Date,
    ): Promise<ChunkWrite & { received: number | null }> {
      const { key, session } = claimed
      const { bytes, outcome } = keptBytes(body, chunk)
      await files.write(bytes, key)
      if (outcome.written === 0) {
        await files.remove(key)
        return { ...outcome, received: session.received }
      }
      const received = session.received + outcome.written
      try {
        const recorded = await db.transaction(async (tx) => {
          const [own] = await tx
            .update(t.uploadSessions)
            .set({ received, updatedAt: now, arrivingUntil: null, arrivingKey: null })
            .where(and(eq(t.uploadSessions.id, session.id), eq(t.uploadSessions.arrivingKey, key), eq(t.uploadSessions.received, session.received)))
            .returning({ id: t.uploadSessions.id })
          if (!own) return false
          await tx
            .insert(t.uploadSessionChunks)
            .values({ uploadId: session.id, startOffset: session.received, length: outcome.written, storageKey: key, createdAt: now })
          return true
        })
        if (recorded) return { ...outcome, received }
      } catch (error) {
        await files.remove(key)
        throw error
      }
      await files.remove(key)
      return { ...outcome, received: null }
    },

    /** The chunks of an upload, in order, if they make its whole file and each is whole in the store; otherwise null. */
    async whole(uploadId: string, size: number): Promise<Chunk[] | null> {
      const chunks = await db
        .select()
        .from(t.uploadSessionChunks)
        .where(eq(t.uploadSessionChunks.uploadId, uploadId))
        .orderBy(asc(t.uploadSessionChunks.startOffset))
      if (!chunksMakeFile(chunks, size)) return null
      for (const chunk of chunks) {
        const stored = await files.size(chunk.storageKey).catch(() => null)
        if (stored !== chunk.length) return null
      }
      return chunks
    },

    /** Writes the chunks' bytes one after another into a new file at path. */
    async assemble(chunks: readonly Chunk[], path: string): Promise<void> {
      await pipeline(async function* () {
        for (const chunk of chunks) yield* files.read(chunk.storageKey) as AsyncIterable<Uint8Array>
      }, createWriteStream(path))
    },

    /** Deletes the rows of an upload's chunks in tx (completing it); their objects go with removeAll once it commits. */
    async forget(tx: Tx, uploadId: string): Promise<void> {
      await tx.delete(t.uploadSessionChunks).where(eq(t.uploadSessionChunks.uploadId, uploadId))
    },

    /** Forgets what arrived of an upload that cannot be completed from it: it starts again from byte 0. */
    async startOver(uploadId: string, now: Date): Promise<void> {
      const gone = await db.transaction(async (tx) => {
        await tx.update(t.uploadSessions).set({ received: 0, updatedAt: now }).where(eq(t.uploadSessions.id, uploadId))
        return tx.delete(t.uploadSessionChunks).where(eq(t.uploadSessionChunks.uploadId, uploadId)).returning({ storageKey: t.uploadSessionChunks.storageKey })
      })
      await removeAll(gone.map((c) => c.storageKey))
    },

    /** Removes objects from the store, once the rows naming them are gone. */
    removeAll,
  }
}

export type UploadChunks = ReturnType<typeof uploadChunks>
