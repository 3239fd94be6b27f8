// Adding and replacing a project's documents: Add Document, a zip bomb refused, a large document
// through a resumable upload session, and update-document.
import { describe, expect, it } from 'vitest'
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import { expectZipBombRefused, zipBomb } from './zip-bombs.ts'
import {
  app,
  auth,
  decisionBodyId,
  decisionProject,
  documentRow,
  documentsOf,
  NOW,
  pdf,
  proponentId,
  proponentProject,
  review,
  send,
  tokens,
  upload,
  useProjectUploadsApp,
} from './project-uploads-app.ts'

useProjectUploadsApp()

describe('Add Document', () => {
  it('makes an unreviewed document the uploader’s side sees with its state, and the public does not', async () => {
    const project = await proponentProject()
    const { status, body } = await upload(project.id, tokens.proponent)
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'OK', documentTypeId: 2, documentType: 'Supporting Document', documentNumber: `${project.projectNumber}-0001` })
    const row = await documentRow(body.documentId!)
    expect(row).toMatchObject({ state: 'unreviewed', role: 'project', uploadedById: proponentId, stageUploaded: project.stageId })
    expect((await documentsOf(project.id, tokens.proponent)).map((d) => [d.documentId, d.documentState])).toEqual([[body.documentId, 'unreviewed']])
    expect(await documentsOf(project.id, tokens.staff)).toHaveLength(1)
    expect(await documentsOf(project.id)).toEqual([])
    expect(await documentsOf(project.id, tokens.other)).toEqual([])
    // The next one takes the next number, of the project's one sequence: after its notes' too.
    expect((await upload(project.id, tokens.proponent)).body.documentNumber).toBe(`${project.projectNumber}-0002`)
    await app.db.insert(t.notes).values({ projectId: project.id, title: 'Site visit', note: '<p>Seen.</p>', documentNumber: '0003', state: 'public' })
    expect((await upload(project.id, tokens.proponent)).body.documentNumber).toBe(`${project.projectNumber}-0004`)
  })

  it('is refused to the public, another user, staff and a decision body, and leaves nothing behind', async () => {
    const project = await proponentProject()
    expect((await upload(project.id, '')).status).toBe(401)
    for (const who of [tokens.other, tokens.staff]) {
      const { status, body } = await upload(project.id, who)
      expect(status).toBe(404)
      expect(body.userMessage).toBe('Only the proponent or agent of this project may add documents to it.')
    }
    await giveRole(app.db, decisionBodyId, project.id, 'decision-body')
    expect((await upload(project.id, tokens.decisionBody)).status).toBe(404)
    expect(await app.db.select().from(t.documents).where(eq(t.documents.projectId, project.id))).toEqual([])
  })

  it('is refused while an information request is under way, and on a closed project', async () => {
    const during = await proponentProject('EVALUATION_INFORMATION_REQUEST')
    const { status, body } = await upload(during.id, tokens.proponent)
    expect(status).toBe(409)
    expect(body.code).toBe('information-request')
    const screening = await proponentProject('SCREENING_INFORMATION_REQUEST', PROJECT_TYPE.screening)
    expect((await upload(screening.id, tokens.proponent)).status).toBe(409)
    const closed = await proponentProject('DECISION_DOCUMENT_ISSUED')
    expect((await upload(closed.id, tokens.proponent)).body.code).toBe('not-now')
    const project = (await app.getJson<{ project: { canUploadDocuments: boolean } }>(`/api/projects/${during.id}`, tokens.proponent)).body.project
    expect(project.canUploadDocuments).toBe(false)
  })

  it('refuses a file of a kind documents are not kept in, or whose contents are not what its name says', async () => {
    const project = await proponentProject()
    expect((await upload(project.id, tokens.proponent, {}, { name: 'run.exe', bytes: pdf(), type: 'application/octet-stream' })).status).toBe(415)
    expect(
      (await upload(project.id, tokens.proponent, {}, { name: 'fake.pdf', bytes: new TextEncoder().encode('hello'), type: 'application/pdf' })).status,
    ).toBe(415)
    expect((await upload(project.id, tokens.proponent, { documentTypeId: '1' })).status).toBe(400)
  })
})

describe('a flat zip bomb (a thousand files of a megabyte of zeros)', () => {
  it('is refused without being unpacked, in one request or resumed', async () => {
    const project = await proponentProject()
    await expectZipBombRefused((form) =>
      app.request(`/api/uploads/add-project-document/${project.id}`, { method: 'PUT', headers: auth(tokens.proponent), body: form }),
    )
    const bytes = await zipBomb()
    const uploadId = randomUUID()
    const start = {
      uploadId,
      projectId: project.id,
      group: 'project',
      fileName: 'site-photos.zip',
      contentType: 'application/zip',
      size: bytes.length,
      documentTypeId: null,
    }
    expect((await send('POST', '/api/uploads/sessions', start, tokens.proponent)).status).toBe(200)
    const chunk = await app.request(`/api/uploads/sessions/${uploadId}`, {
      method: 'PUT',
      headers: { ...auth(tokens.proponent), 'Content-Range': `bytes 0-${bytes.length - 1}/${bytes.length}` },
      body: bytes,
    })
    expect(chunk.status).toBe(200)
    await expectZipBombRefused(() => send('POST', `/api/uploads/sessions/${uploadId}/complete`, {}, tokens.proponent))
    expect(await documentsOf(project.id, tokens.proponent)).toEqual([])
  })
})

describe('a large added document, through a resumable upload session', () => {
  const MB = 1024 * 1024
  const chunk = (uploadId: string, bytes: Uint8Array, start: number, end: number, who: string) =>
    app.request(`/api/uploads/sessions/${uploadId}`, {
      method: 'PUT',
      headers: { ...auth(who), 'Content-Range': `bytes ${start}-${end}/${bytes.length}` },
      body: bytes.slice(start, end + 1),
    })

  async function sendInChunks(projectId: string, who: string, documentTypeId: number | null) {
    const bytes = new Uint8Array(randomBytes(9 * MB))
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
    const uploadId = randomUUID()
    const start = { uploadId, projectId, group: 'project', fileName: 'baseline-study.pdf', contentType: 'application/pdf', size: bytes.length, documentTypeId }
    const started = await send('POST', '/api/uploads/sessions', start, who)
    if (started.status !== 200) return started
    expect((await chunk(uploadId, bytes, 0, 8 * MB - 1, who)).status).toBe(200)
    expect((await chunk(uploadId, bytes, 8 * MB, bytes.length - 1, who)).status).toBe(200)
    return send('POST', `/api/uploads/sessions/${uploadId}/complete`, {}, who)
  }

  it('becomes the proponent’s unreviewed document on a project past its proposal', async () => {
    const project = await proponentProject()
    const { status, body } = await sendInChunks(project.id, tokens.proponent, null)
    expect(status).toBe(200)
    expect(body).toMatchObject({ documentTypeId: 2, documentType: 'Supporting Document', documentNumber: `${project.projectNumber}-0001` })
    expect(await documentRow(body.documentId!)).toMatchObject({ role: 'project', state: 'unreviewed', uploadedById: proponentId })
  })

  it('carries a decision body’s decision, and is refused at its start to anyone else or while an information request is under way', async () => {
    const project = await decisionProject('RECOMMENDATION_SENT')
    const { status, body } = await sendInChunks(project.id, tokens.decisionBody, 12)
    expect(status).toBe(200)
    expect(await documentRow(body.documentId!)).toMatchObject({ role: 'decision', documentTypeId: 12, state: 'unreviewed' })
    expect((await sendInChunks(project.id, tokens.other, 12)).status).toBe(404)
    expect((await sendInChunks(project.id, tokens.staff, null)).status).toBe(404)
    const during = await proponentProject('EVALUATION_INFORMATION_REQUEST')
    expect((await sendInChunks(during.id, tokens.proponent, null)).body.code).toBe('information-request')
  })
})

describe('update-document', () => {
  it('gives the uploader’s unreviewed document its description, type and received date, audited before and after', async () => {
    const project = await proponentProject()
    const { body } = await upload(project.id, tokens.proponent)
    const change = {
      projectId: project.id,
      documentId: body.documentId,
      documentTypeId: 21,
      description: 'Caribou survey, spring 2026',
      receivedDate: '2026-05-28',
    }
    expect((await send('PUT', '/api/documents/update-document', change, tokens.proponent)).status).toBe(200)
    const listed = (await documentsOf(project.id, tokens.proponent))[0]!
    expect(listed).toMatchObject({ description: 'Caribou survey, spring 2026' })
    expect(listed.receivedDate).toBe('2026-05-28T07:00:00.000Z')
    expect((await documentRow(body.documentId!)).documentTypeId).toBe(21)
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, body.documentId!), eq(t.auditLog.action, 'update-document')))
    expect(entry!.detail).toMatchObject({
      before: { description: '', documentTypeId: 2, receivedDate: null },
      after: { description: 'Caribou survey, spring 2026', documentTypeId: 21, receivedDate: '2026-05-28' },
    })
  })

  it('is refused to the public, another user and staff, for a future date or a type not theirs, and once reviewed', async () => {
    const project = await proponentProject()
    const { body } = await upload(project.id, tokens.proponent)
    const change = { projectId: project.id, documentId: body.documentId, description: 'Changed' }
    expect((await send('PUT', '/api/documents/update-document', change, '')).status).toBe(401)
    expect((await send('PUT', '/api/documents/update-document', change, tokens.other)).status).toBe(404)
    expect((await send('PUT', '/api/documents/update-document', change, tokens.staff)).status).toBe(404)
    expect((await send('PUT', '/api/documents/update-document', { ...change, receivedDate: '2026-06-02' }, tokens.proponent)).status).toBe(400)
    expect((await send('PUT', '/api/documents/update-document', { ...change, receivedDate: '2026-6-1' }, tokens.proponent)).status).toBe(400)
    expect((await send('PUT', '/api/documents/update-document', { ...change, documentTypeId: 12 }, tokens.proponent)).status).toBe(400)
    expect((await send('PUT', '/api/documents/update-document', { ...change, description: 'x'.repeat(51) }, tokens.proponent)).status).toBe(400)
    expect((await documentRow(body.documentId!)).description).toBe('')
    await review().publishDocument(body.documentId!, { by: { userId: null, actor: 'test' }, now: NOW })
    const { status, body: refused } = await send('PUT', '/api/documents/update-document', change, tokens.proponent)
    expect(status).toBe(409)
    expect(refused.code).toBe('reviewed')
  })
})
