// A proposal's files sent in one request: what each group takes and refuses, and the one proposal
// file and one agent consent form a proposal may have.
import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import * as t from '../../src/server/db/schema/index.ts'
import {
  app,
  call,
  documentRow,
  download,
  MB,
  newDraft,
  otherToken,
  pdfBytes,
  post,
  sendChunk,
  startBody,
  token,
  upload,
  useProposalDocumentsApp,
} from './proposal-documents-app.ts'

useProposalDocumentsApp()

describe('single-shot uploads', () => {
  it('take each group’s files with the spec’s answer, and a sanitized name', async () => {
    const projectId = await newDraft()
    const project = await upload(
      `/api/uploads/add-project-document/${projectId}`,
      { name: '..\\..\\C:\\temp\\site plan.pdf', bytes: pdfBytes(1000), type: 'application/pdf' },
      { description: '  Site plan  ', documentTypeId: '21' },
    )
    expect(project.status).toBe(200)
    expect(Object.keys(project.body).sort()).toEqual(['documentId', 'documentTypeId', 'status', 'unredactedUploadId'])
    expect(project.body).toMatchObject({ status: 'OK', documentTypeId: 21 })
    expect(await documentRow(project.body.documentId!)).toMatchObject({
      fileName: 'site plan.pdf',
      description: 'Site plan',
      role: 'project',
      state: 'unreviewed',
      documentTypeId: 21,
    })

    const kml = '<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark/></kml>'
    const location = await upload(`/api/uploads/add-proposal-location-document/${projectId}`, { name: 'claims.kml', bytes: kml, type: '' })
    expect(location.body).toMatchObject({ status: 'OK', documentTypeId: 3 })
    const stored = await download(location.body.unredactedUploadId!, token)
    expect(stored.type).toBe('application/vnd.google-earth.kml+xml')
    expect(new TextDecoder().decode(stored.bytes)).toBe(kml)

    expect((await upload(`/api/uploads/add-proposal-document/${projectId}`, { name: 'proposal.pdf', bytes: pdfBytes(2000) })).body).toMatchObject({
      documentTypeId: 1,
    })
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
    const consent = await upload(`/api/uploads/add-agent-consent-document/${projectId}`, { name: 'consent.png', bytes: png, type: 'image/png' })
    expect(consent.body).toMatchObject({ documentTypeId: 4 })
    expect((await documentRow(consent.body.documentId!)).role).toBe('agent-consent')
  })

  it('answer a resent upload with its Idempotency-Key as the first', async () => {
    const projectId = await newDraft()
    const key = randomUUID()
    const send = () => upload(`/api/uploads/add-project-document/${projectId}`, { name: 'a.pdf', bytes: pdfBytes(100) }, {}, token, { 'Idempotency-Key': key })
    const first = await send()
    expect(await send()).toEqual(first)
    expect(await app.db.select().from(t.documents).where(eq(t.documents.projectId, projectId))).toHaveLength(1)
  })

  it('refuse with a clear message what they cannot take', async () => {
    const projectId = await newDraft()
    const path = `/api/uploads/add-project-document/${projectId}`
    const html = await upload(path, { name: 'page.html', bytes: '<html></html>', type: 'text/html' })
    expect(html).toMatchObject({ status: 415, body: { code: 'unsupported-file' } })
    expect((await upload(path, { name: 'plan.pdf', bytes: '<html></html>', type: 'application/pdf' })).body.userMessage).toBe(
      'The contents of plan.pdf do not match its name (PDF expected).',
    )
    expect((await upload(path, { name: 'plan.pdf', bytes: pdfBytes(100), type: 'text/html' })).body.userMessage).toBe(
      'The file’s type (text/html) does not match its name (plan.pdf).',
    )
    expect((await upload(path, { name: 'empty.pdf', bytes: '' })).body.userMessage).toBe('The file is empty.')
    expect((await upload(path, { name: 'a.pdf', bytes: pdfBytes(100) }, { description: 'x'.repeat(51) })).body.userMessage).toBe(
      'Invalid parameter description: description may be at most 50 characters',
    )
    expect((await upload(path, { name: 'a.pdf', bytes: pdfBytes(100) }, { documentTypeId: '12' })).status).toBe(400)
    expect((await upload(path, null, { description: 'no file' })).body.userMessage).toBe('Send the file in a field named file.')
    const json = await post(path, { file: 'x' })
    expect(json).toMatchObject({ status: 400, body: { userMessage: 'Send the file as multipart/form-data in a field named file.' } })
    expect((await upload(path, { name: 'a.pdf', bytes: pdfBytes(100) }, {}, otherToken)).status).toBe(404)
    expect((await upload(path, { name: 'a.pdf', bytes: pdfBytes(100) }, {}, '')).status).toBe(401)
    expect((await upload('/api/uploads/add-project-document/not-an-id', { name: 'a.pdf', bytes: pdfBytes(100) })).status).toBe(404)
    expect(await app.db.select().from(t.documents).where(eq(t.documents.projectId, projectId))).toEqual([])
  })

  it('stop reading a file over 50 MB, or of a kind not taken', async () => {
    const projectId = await newDraft()
    const boundary = 'limit-test-boundary'
    /** A multipart body of a file of 200 MB, made as it is read; pieces() says how many were. */
    const endless = (fileName: string) => {
      const head = new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n%PDF-1.7\n`,
      )
      let sent = 0
      const piece = new Uint8Array(MB)
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(head)
          else if (sent > 200) controller.close()
          else controller.enqueue(piece)
          sent += 1
        },
      })
      return { body, pieces: () => sent }
    }
    const send = (body: ReadableStream<Uint8Array>) =>
      call(`/api/uploads/add-project-document/${projectId}`, {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit)
    const huge = endless('huge.pdf')
    expect(await send(huge.body)).toMatchObject({ status: 413, body: { userMessage: 'The file is larger than 50 MB.' } })
    // Read up to the limit and no further than the stream's read-ahead.
    expect(huge.pieces()).toBeLessThan(60)
    const program = endless('setup.exe')
    expect(await send(program.body)).toMatchObject({ status: 415, body: { code: 'unsupported-file' } })
    expect(program.pieces()).toBeLessThan(10)
    expect((await readdir(join(app.config.dataDir, 'upload-sessions'))).filter((name) => name.startsWith('single-'))).toEqual([])
    const declared = await call(`/api/uploads/add-project-document/${projectId}`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(60 * MB) },
      body: 'x',
    })
    expect(declared.status).toBe(413)
  })
})

describe('one proposal file and one agent consent form', () => {
  it('refuses a second proposal file or consent form of a PDF upload until the first is removed', async () => {
    const projectId = await newDraft(token, 'upload')
    const first = await upload(`/api/uploads/add-proposal-document/${projectId}`, { name: 'proposal.pdf', bytes: pdfBytes(100) })
    const second = await upload(`/api/uploads/add-proposal-document/${projectId}`, { name: 'proposal-v2.pdf', bytes: pdfBytes(100) })
    expect(second).toMatchObject({
      status: 409,
      body: { code: 'one-file-only', userMessage: 'Only one proposal file may be attached. Remove the proposal file already attached to replace it.' },
    })
    const consent = await upload(`/api/uploads/add-agent-consent-document/${projectId}`, { name: 'consent.pdf', bytes: pdfBytes(100) })
    expect(consent.status).toBe(200)
    const session = await post('/api/uploads/sessions', startBody(randomUUID(), projectId, 100, { group: 'agent-consent', fileName: 'consent-2.pdf' }))
    expect(session.body.userMessage).toBe('Only one agent consent form may be attached. Remove the agent consent form already attached to replace it.')
    // Supporting documents have no such limit.
    for (const name of ['a.pdf', 'b.pdf'])
      expect((await upload(`/api/uploads/add-project-document/${projectId}`, { name, bytes: pdfBytes(100) })).status).toBe(200)

    expect((await post('/api/projects/remove-project-document', { projectId, documentId: first.body.documentId })).body).toEqual({ status: 'OK' })
    expect((await upload(`/api/uploads/add-proposal-document/${projectId}`, { name: 'proposal-v2.pdf', bytes: pdfBytes(100) })).status).toBe(200)
  })

  it('takes several proposal documents in the general form, but one consent form', async () => {
    const projectId = await newDraft()
    for (const name of ['proposal.pdf', 'appendix-a.pdf'])
      expect((await upload(`/api/uploads/add-proposal-document/${projectId}`, { name, bytes: pdfBytes(100) })).status).toBe(200)
    expect((await upload(`/api/uploads/add-agent-consent-document/${projectId}`, { name: 'consent.pdf', bytes: pdfBytes(100) })).status).toBe(200)
    expect((await upload(`/api/uploads/add-agent-consent-document/${projectId}`, { name: 'consent-2.pdf', bytes: pdfBytes(100) })).body).toMatchObject({
      code: 'one-file-only',
    })
  })

  it('takes only a PDF as the PDF upload’s proposal file', async () => {
    const projectId = await newDraft(token, 'upload')
    const word = await upload(`/api/uploads/add-proposal-document/${projectId}`, { name: 'proposal.docx', bytes: 'PK\u0003\u0004' })
    expect(word).toMatchObject({
      status: 415,
      body: { code: 'unsupported-file', userMessage: 'Only these kinds of file can be attached as a proposal file: .pdf.' },
    })
    const session = await post('/api/uploads/sessions', startBody(randomUUID(), projectId, 100, { group: 'proposal', fileName: 'proposal.odt' }))
    expect(session.status).toBe(415)
  })

  it('checks again when an upload session completes', async () => {
    const projectId = await newDraft(token, 'upload')
    const uploadId = randomUUID()
    const bytes = pdfBytes(1000)
    await post('/api/uploads/sessions', startBody(uploadId, projectId, bytes.length, { group: 'proposal', fileName: 'proposal.pdf' }))
    await sendChunk(uploadId, bytes, 0, bytes.length - 1, bytes.length)
    // Another device attached a proposal file meanwhile.
    const other = await upload(`/api/uploads/add-proposal-document/${projectId}`, { name: 'from-laptop.pdf', bytes: pdfBytes(100) })
    expect((await post(`/api/uploads/sessions/${uploadId}/complete`, {})).body).toMatchObject({ code: 'one-file-only' })
    await post('/api/projects/remove-project-document', { projectId, documentId: other.body.documentId })
    const done = await post(`/api/uploads/sessions/${uploadId}/complete`, {})
    expect(done.status).toBe(200)
    expect((await download(done.body.unredactedUploadId!, token)).bytes).toEqual(bytes)
  })
})
