// @vitest-environment happy-dom
// A draft to a file and back on the device: exported with its files (one only the registry has,
// fetched), imported again as a copy or over the draft, with the work the registry needs queued;
// an archive of an older form version opens as today's form; a newer one is refused.
import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { archivedFile, draftArchiveParts } from '../../../shared/domain/draft-archive'
import type { ManifestContents } from '../../../shared/domain/draft-archive'
import { GENERAL_FORM_VERSION } from '../../../shared/proposal-form/general-form'
import { stagedFile, storedDraft } from '../db/device-draft-factory'

// fake-indexeddb keeps what Node's structuredClone can copy: Node's Blob, not happy-dom's. (Imported
// by name at run time: the web code's types know no Node modules.)
const nodeBuffer = 'node:buffer'
const { Blob: NodeBlob } = (await import(/* @vite-ignore */ nodeBuffer)) as { Blob: typeof Blob }
vi.stubGlobal('Blob', NodeBlob)

const PROJECT = '6c1f0a52-8d2e-4b7a-9f3e-2a5d7c9e1b40'
const ON_REGISTRY = 'b2d4f6a8-1c3e-4a5b-8d7f-9e0a1b2c3d4e'
const UPLOAD = 'c3e5a7b9-2d4f-4b6c-9e8a-0f1b2c3d4e5f'
const SENT = 'd4f6b8c0-3e5a-4c7d-8f9b-1a2b3c4d5e6f'

const listed = (id: string, fileName: string) => ({
  documentId: id,
  fileName,
  description: 'Sent earlier',
  documentTypeId: 2,
  redactedUploadId: UPLOAD,
  unredactedUploadId: null,
})
vi.stubGlobal('fetch', async (input: Request | string) => {
  const path = new URL(typeof input === 'string' ? input : input.url, 'http://localhost').pathname
  if (path === `/api/projects/${PROJECT}/documents`) return Response.json([listed(ON_REGISTRY, 'survey.pdf')])
  if (path.startsWith(`/api/projects/${PROJECT}/documents/`)) return Response.json({ status: 'OK', documents: [] })
  if (path.startsWith(`/api/uploads/${UPLOAD}/`)) return new Response('%PDF-1.4 the survey', { headers: { 'Content-Type': 'application/pdf' } })
  return new Response('{}', { status: 404 })
})

// Imported after fetch is replaced: the API client keeps the fetch it found.
const { localDb } = await import('../db/local-db')
const { exportDraft, importDraft, importWouldReplace, openDraftArchive } = await import('./draft-archives')

const text = (blob: Blob | null) => blob!.text()

describe('a draft exported to a file and imported again', () => {
  it('holds the draft and every file, the one only the registry had too, and comes back as a copy or over the draft', async () => {
    const form = { version: GENERAL_FORM_VERSION, projectId: PROJECT, projectTitle: 'North camp', language: 'en' }
    await localDb.drafts.add(storedDraft(PROJECT, { form, baseRevision: 4, summary: { ...storedDraft(PROJECT).summary, projectTitle: 'North camp' } }))
    await localDb.attachments.bulkAdd([
      stagedFile('staged', PROJECT, new NodeBlob(['%PDF-1.4 new photo']), { fileName: 'photo.pdf', description: 'Pond', addedAt: 1 }),
      stagedFile('sent', PROJECT, new NodeBlob(['%PDF-1.4 sent plan']), { fileName: 'plan.pdf', state: 'uploaded', documentId: SENT, addedAt: 2 }),
      stagedFile(ON_REGISTRY, PROJECT, new NodeBlob([]), {
        blob: null,
        fileName: 'survey.pdf',
        state: 'uploaded',
        documentId: ON_REGISTRY,
        size: 0,
        contentType: '',
        addedAt: 3,
      }),
      stagedFile('removed', PROJECT, new NodeBlob(['gone']), { state: 'removed', documentId: null, addedAt: 4 }),
    ])

    const exported = await exportDraft(PROJECT, new Date('2026-06-01T12:00:00Z'))
    expect(exported.fileName).toBe('North camp - draft 2026-06-01.zip')
    expect(exported.leftOut).toEqual([])

    const opened = await openDraftArchive(exported.blob)
    if (!opened.ok) throw new Error(opened.problem)
    expect(opened.archive.manifest).toMatchObject({
      kind: 'general',
      formVersion: GENERAL_FORM_VERSION,
      projectId: PROJECT,
      title: 'North camp',
      baseRevision: 4,
    })
    expect(opened.archive.files.map((f) => [f.listed.name, f.listed.documentId])).toEqual([
      ['photo.pdf', null],
      ['plan.pdf', SENT],
      ['survey.pdf', ON_REGISTRY],
    ])
    expect(await importWouldReplace(opened)).toBe(true)

    const copyId = await importDraft(opened, 'someone', 'copy')
    expect(copyId).not.toBe(PROJECT)
    expect(await localDb.drafts.get(copyId)).toMatchObject({
      userId: 'someone',
      baseRevision: null,
      syncState: 'local',
      form: { projectId: copyId, projectTitle: 'North camp' },
    })
    const copies = await localDb.attachments.where('projectId').equals(copyId).sortBy('addedAt')
    expect(copies.map((f) => [f.fileName, f.state, f.documentId])).toEqual([
      ['photo.pdf', 'staged', null],
      ['plan.pdf', 'staged', null],
      ['survey.pdf', 'staged', null],
    ])
    expect(await text(copies[2]!.blob)).toBe('%PDF-1.4 the survey')
    const copyWork = await localDb.outbox.where('projectId').equals(copyId).sortBy('seq')
    expect(copyWork.map((e) => e.op)).toEqual(['create', 'upload', 'upload', 'upload'])

    await localDb.outbox.add({ projectId: PROJECT, op: 'update', payload: {}, idempotencyKey: 'old', attempts: 2, nextAttemptAt: 0, lastError: null })
    expect(await importDraft(opened, 'someone', 'same')).toBe(PROJECT)
    const files = await localDb.attachments.where('projectId').equals(PROJECT).sortBy('addedAt')
    expect(files.map((f) => [f.fileName, f.state, f.documentId])).toEqual([
      ['photo.pdf', 'staged', null],
      ['plan.pdf', 'uploaded', SENT],
      ['survey.pdf', 'uploaded', ON_REGISTRY],
    ])
    // Over the revision it was saved over: a registry that moved on since answers with a conflict.
    const work = await localDb.outbox.where('projectId').equals(PROJECT).sortBy('seq')
    expect(work.map((e) => [e.op, e.payload.attachmentId ?? null])).toEqual([
      ['update', null],
      ['upload', files[0]!.id],
    ])
    expect(await localDb.drafts.get(PROJECT)).toMatchObject({ baseRevision: 4, syncState: 'local' })
  })

  it('lists a file only the registry has as left out when it cannot be fetched', async () => {
    const id = '7d2e4f60-9a1b-4c3d-8e5f-6a7b8c9d0e1f'
    await localDb.drafts.add(storedDraft(id, { kind: 'upload', form: { version: 1, projectId: id } }))
    await localDb.attachments.add(
      stagedFile('elsewhere', id, new NodeBlob([]), {
        blob: null,
        group: 'proposal',
        fileName: 'proposal.pdf',
        description: 'Signed',
        state: 'uploaded',
        documentId: ON_REGISTRY,
      }),
    )
    const exported = await exportDraft(id)
    expect(exported.leftOut).toEqual([{ group: 'proposal', name: 'proposal.pdf', description: 'Signed' }])
    const opened = await openDraftArchive(exported.blob)
    expect(opened.ok && opened.archive.manifest.leftOut).toEqual(exported.leftOut)
  })
})

describe('an archive of another form version', () => {
  const contents = (form: Record<string, unknown>): ManifestContents => ({
    kind: 'general',
    formVersion: typeof form.version === 'number' ? form.version : 0,
    projectId: PROJECT,
    title: 'Old draft',
    summary: { projectTitle: 'Old draft', proponentName: 'P', isAgent: false, assessmentDistricts: [], firstNations: [], language: 'en' },
    baseRevision: null,
    form,
    leftOut: [],
  })
  const archive = async (form: Record<string, unknown>) => {
    const bytes = new TextEncoder().encode('%PDF-1.4')
    const file = await archivedFile(
      0,
      { group: 'project', description: '', name: 'a.pdf', type: 'application/pdf', documentTypeId: null, documentId: null },
      bytes,
      bytes,
    )
    return new Blob(draftArchiveParts(contents(form), [file], new Date()) as BlobPart[])
  }

  it('opens an older one as today’s form, through the same migrate step as a stored draft', async () => {
    const opened = await openDraftArchive(await archive({ version: 3, projectId: PROJECT, projectTitle: 'Old draft', contactName: 'Jeanne' }))
    if (!opened.ok) throw new Error(opened.problem)
    expect(opened.form).toMatchObject({ version: GENERAL_FORM_VERSION, projectTitle: 'Old draft', contactPerson: 'Jeanne', language: 'en' })
  })

  it('refuses a form a newer version wrote, and one that is no form', async () => {
    expect(await openDraftArchive(await archive({ version: GENERAL_FORM_VERSION + 1, projectId: PROJECT }))).toEqual({ ok: false, problem: 'newer-version' })
    expect(await openDraftArchive(await archive({ version: 'five' }))).toEqual({ ok: false, problem: 'damaged' })
  })
})
