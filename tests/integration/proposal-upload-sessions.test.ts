// A proposal's large files sent in chunks: the resumable upload session, its limits, and the daily
// cleanup of the sessions and partial files left behind.
import { describe, expect, it } from 'vitest'
import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import * as t from '../../src/server/db/schema/index.ts'
import { runDailyCleanup } from '../../src/server/jobs/daily-cleanup.ts'
import {
  app,
  call,
  chunksOf,
  documentRow,
  download,
  inStore,
  MB,
  newDraft,
  NOW,
  otherToken,
  owner,
  pdfBytes,
  post,
  sendChunk,
  sendDroppedChunk,
  startBody,
  token,
  useProposalDocumentsApp,
} from './proposal-documents-app.ts'

useProposalDocumentsApp()

describe('a resumable upload', () => {
  it('takes a 12 MB file in chunks, resumes after a dropped chunk, refuses a wrong offset, and completes once', async () => {
    const projectId = await newDraft()
    const bytes = pdfBytes(12 * MB)
    const size = bytes.length
    const uploadId = randomUUID()
    const first = 4 * MB
    const second = 8 * MB

    expect(await post('/api/uploads/sessions', startBody(uploadId, projectId, size))).toEqual({ status: 200, body: { status: 'OK', uploadId, received: 0 } })
    expect(await sendChunk(uploadId, bytes, 0, first - 1, size)).toEqual({ status: 200, body: { status: 'OK', uploadId, received: first } })

    const early = await post(`/api/uploads/sessions/${uploadId}/complete`, {})
    expect(early).toMatchObject({ status: 409, body: { code: 'incomplete', received: first } })

    // The connection drops 1.5 MB into the second chunk: what arrived is kept.
    const dropped = await sendDroppedChunk(uploadId, bytes, first, second - 1, 1.5 * MB)
    expect(dropped).toMatchObject({ status: 400, body: { code: 'incomplete-chunk', received: first + 1.5 * MB } })
    // The device asks where the upload stands by starting it again.
    expect((await post('/api/uploads/sessions', startBody(uploadId, projectId, size))).body).toEqual({ status: 'OK', uploadId, received: first + 1.5 * MB })

    const skipped = await sendChunk(uploadId, bytes, second, size - 1, size)
    expect(skipped.status).toBe(409)
    expect(skipped.body).toMatchObject({ code: 'wrong-offset', uploadId, received: first + 1.5 * MB })
    expect(skipped.body.userMessage).toBe(`This chunk starts at byte ${second}, but the upload stands at byte ${first + 1.5 * MB}: send from there.`)

    // The whole second chunk again: the part that arrived is skipped.
    expect((await sendChunk(uploadId, bytes, first, second - 1, size)).body.received).toBe(second)
    // A chunk that arrived long ago, sent again, changes nothing.
    expect((await sendChunk(uploadId, bytes, 0, first - 1, size)).body.received).toBe(second)
    expect((await sendChunk(uploadId, bytes, second, size - 1, size)).body.received).toBe(size)
    // Each chunk is kept in the store as it arrived, the dropped chunk's part too.
    const chunks = await chunksOf(uploadId)
    expect(chunks.map((c) => [c.startOffset, c.length])).toEqual([
      [0, first],
      [first, 1.5 * MB],
      [first + 1.5 * MB, second - first - 1.5 * MB],
      [second, size - second],
    ])

    const done = await post(`/api/uploads/sessions/${uploadId}/complete`, {})
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ status: 'OK', documentTypeId: 2 })
    expect(await post(`/api/uploads/sessions/${uploadId}/complete`, {})).toEqual(done)

    const document = await documentRow(done.body.documentId!)
    expect(document).toMatchObject({
      projectId,
      role: 'project',
      state: 'unreviewed',
      fileName: 'wildlife-survey.pdf',
      description: 'Wildlife survey 2026',
      uploadedById: owner.id,
      unredactedUploadId: done.body.unredactedUploadId,
    })
    const [stored] = await app.db.select().from(t.uploads).where(eq(t.uploads.id, done.body.unredactedUploadId!))
    expect(stored).toMatchObject({ size, contentType: 'application/pdf', sha256: createHash('sha256').update(bytes).digest('hex'), uploadedById: owner.id })
    expect(await chunksOf(uploadId)).toEqual([])
    for (const chunk of chunks) expect(await inStore(chunk.storageKey)).toBe(false)

    const file = await download(done.body.unredactedUploadId!, token)
    expect(file.status).toBe(200)
    expect(file.type).toBe('application/pdf')
    expect(file.bytes.length).toBe(size)
    expect(Buffer.compare(Buffer.from(file.bytes), Buffer.from(bytes))).toBe(0)
    // Unreviewed, in a draft: not for the public.
    expect((await download(done.body.unredactedUploadId!, '')).status).toBe(404)
  })

  it('keeps uploads to their owner and chunks to their limits', async () => {
    const projectId = await newDraft()
    const uploadId = randomUUID()
    const bytes = pdfBytes(9 * MB)
    await post('/api/uploads/sessions', startBody(uploadId, projectId, bytes.length))
    expect((await sendChunk(uploadId, bytes, 0, 99, bytes.length, otherToken)).status).toBe(404)
    expect((await post(`/api/uploads/sessions/${uploadId}/complete`, {}, otherToken)).status).toBe(404)
    expect((await post('/api/uploads/sessions', startBody(randomUUID(), projectId, bytes.length), otherToken)).status).toBe(404)
    expect((await post('/api/uploads/sessions', startBody(uploadId, projectId, 5))).body).toMatchObject({ code: 'exists' })

    const tooBig = await sendChunk(uploadId, bytes, 0, 8 * MB, bytes.length)
    expect(tooBig).toMatchObject({ status: 413, body: { userMessage: 'A chunk may be at most 8 MB.' } })
    const noRange = await call(`/api/uploads/sessions/${uploadId}`, { method: 'PUT', body: bytes.slice(0, 10) })
    expect(noRange).toMatchObject({ status: 400, body: { userMessage: 'Send the chunk with a Content-Range header: bytes start-end/total.' } })
    expect((await sendChunk(uploadId, bytes, 0, 9, 10)).body.userMessage).toBe(
      `The Content-Range total (10) is not the file size given at the start (${bytes.length}).`,
    )
    expect((await sendChunk(randomUUID(), bytes, 0, 9, bytes.length)).status).toBe(404)

    const big = await post('/api/uploads/sessions', startBody(randomUUID(), projectId, 50 * MB + 1))
    expect(big).toMatchObject({ status: 400, body: { userMessage: 'Invalid parameter size: the file is larger than 50 MB' } })
    const long = await post('/api/uploads/sessions', startBody(randomUUID(), projectId, 10, { description: 'x'.repeat(51) }))
    expect(long.body.userMessage).toBe('Invalid parameter description: description may be at most 50 characters')
    const exe = await post('/api/uploads/sessions', startBody(randomUUID(), projectId, 10, { fileName: 'setup.exe', contentType: 'application/x-msdownload' }))
    expect(exe).toMatchObject({ status: 415, body: { code: 'unsupported-file' } })
    expect(exe.body.userMessage).toMatch(/^Only these kinds of file can be attached as a supporting document: \.pdf, \.doc, /)
  })

  it('refuses a completed file whose contents are not what its name says', async () => {
    const projectId = await newDraft()
    const uploadId = randomUUID()
    const bytes = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    await post('/api/uploads/sessions', startBody(uploadId, projectId, bytes.length, { fileName: 'report.pdf' }))
    await sendChunk(uploadId, bytes, 0, bytes.length - 1, bytes.length)
    const refused = await post(`/api/uploads/sessions/${uploadId}/complete`, {})
    expect(refused).toMatchObject({ status: 415, body: { userMessage: 'The contents of report.pdf do not match its name (PDF expected).' } })
    expect(await app.db.select().from(t.documents).where(eq(t.documents.projectId, projectId))).toEqual([])
  })
})

describe('the daily cleanup of upload sessions', () => {
  it('removes sessions untouched for a week with their chunks, and temporary files a stopped server left', async () => {
    const projectId = await newDraft()
    const bytes = pdfBytes(1000)
    const stale = randomUUID()
    const fresh = randomUUID()
    for (const uploadId of [stale, fresh]) {
      await post('/api/uploads/sessions', startBody(uploadId, projectId, bytes.length))
      await sendChunk(uploadId, bytes, 0, 499, bytes.length)
    }
    await app.db
      .update(t.uploadSessions)
      .set({ updatedAt: new Date(NOW.getTime() - 8 * 86_400_000) })
      .where(eq(t.uploadSessions.id, stale))
    await app.db
      .update(t.uploadSessions)
      .set({ updatedAt: new Date(NOW.getTime() - 6 * 86_400_000) })
      .where(eq(t.uploadSessions.id, fresh))
    const [staleChunk] = await chunksOf(stale)
    const [freshChunk] = await chunksOf(fresh)
    const dir = join(app.config.dataDir, 'upload-sessions')
    await mkdir(dir, { recursive: true })
    const orphan = join(dir, `single-${randomUUID()}.tmp`)
    await writeFile(orphan, 'left by a server that stopped during an upload')
    const twoDaysAgo = new Date(NOW.getTime() - 2 * 86_400_000)
    await utimes(orphan, twoDaysAgo, twoDaysAgo)
    const arriving = join(dir, `single-${randomUUID()}.tmp`)
    await writeFile(arriving, 'an upload arriving now')

    const { uploadSessionsDeleted } = await runDailyCleanup(app.db, NOW, { files: app.files, dataDir: app.config.dataDir })
    expect(uploadSessionsDeleted).toBe(1)
    expect(await app.db.select({ id: t.uploadSessions.id }).from(t.uploadSessions).where(eq(t.uploadSessions.id, stale))).toEqual([])
    expect(await inStore(staleChunk!.storageKey)).toBe(false)
    expect(await chunksOf(stale)).toEqual([])
    expect(existsSync(orphan)).toBe(false)
    expect(existsSync(arriving)).toBe(true)
    expect(await inStore(freshChunk!.storageKey)).toBe(true)
    expect((await post('/api/uploads/sessions', startBody(fresh, projectId, bytes.length))).body.received).toBe(500)
    expect((await sendChunk(stale, bytes, 500, 999, bytes.length)).status).toBe(404)
  })
})
