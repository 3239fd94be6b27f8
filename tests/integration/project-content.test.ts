// A project's content as the public reads it: the documents tab, downloading files, and the records.
import { describe, expect, it } from 'vitest'
import * as t from '../../src/server/db/schema/index.ts'
import { splitAttachments } from '../../src/shared/domain/document-attachments.ts'
import { eq as sqlEq } from 'drizzle-orm'
import { app, get, ids, panelId, projectId, useProjectContentApp } from './project-content-app.ts'
import type { Docs } from './project-content-app.ts'

useProjectContentApp()

describe('documents tab for the public', () => {
  it('lists only public top-level documents, with attachments and full document numbers', async () => {
    const { documents } = splitAttachments(await get<Docs>(`/api/projects/${projectId}/documents`))
    // Project documents, group documents, published requests and their documents; not the comment's,
    // the letter's, the enclosure (an attachment) or anything unreviewed, internal or unpublished.
    expect(documents.map((d) => d.description)).toEqual([
      'Project proposal',
      'Plain public',
      'Fish study',
      'Information Request No. 1',
      'Information Request No. 2',
      'Information Request No. 3',
      'Answer map',
      'Question figure',
      'Simplified questions',
    ])
    const proposal = documents[0]!
    expect(proposal.documentNumber).toMatch(/^2024-0123-\d{4}$/)
    expect(proposal.attachments).toEqual([ids.attachment])
    expect(proposal.documentState).toBe('public')
  })

  it('gives, after the documents, the attachments they name, for the filter and the nested list', async () => {
    const list = await get<Docs>(`/api/projects/${projectId}/documents`)
    expect(list.slice(-1).map((a) => [a.documentId, a.description])).toEqual([[ids.attachment, 'Enclosure']])
    expect(splitAttachments(list).attachments.map((a) => a.documentId)).toEqual([ids.attachment])
  })

  it('gives the public the redacted version and never the original', async () => {
    const documents = await get<Docs>(`/api/projects/${projectId}/documents`)
    expect(documents[0]).toMatchObject({ redactedUploadId: ids.publicRedactedUpload, unredactedUploadId: null })
    expect(documents[1]).toMatchObject({ redactedUploadId: ids.plainUpload, unredactedUploadId: null })
  })

  it('filters by document type and refuses a bad one', async () => {
    expect(await get<Docs>(`/api/projects/${projectId}/documents?document-type=5`)).toEqual([])
    expect(splitAttachments(await get<Docs>(`/api/projects/${projectId}/documents?document-type=2`)).documents).toHaveLength(6)
    expect((await app.request(`/api/projects/${projectId}/documents?document-type=x`)).status).toBe(400)
  })

  it('lists key documents and counts tabs in meta', async () => {
    expect((await get<Docs>(`/api/projects/${projectId}/key-documents`)).map((d) => d.description)).toEqual(['Project proposal'])
    expect(await get(`/api/projects/${projectId}/meta`)).toEqual({
      status: 'OK',
      commentCount: 2,
      correspondenceCount: 1,
      documentCount: 9,
      informationRequestCount: 3,
    })
  })
})

describe('downloads', () => {
  it('serves the public version with type, length and name', async () => {
    const response = await app.request(`/api/uploads/${ids.publicRedactedUpload}/public`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-length')).toBe(String('REDACTED-PUBLIC'.length))
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="Proposal _.pdf"; filename*=UTF-8''Proposal%20%C3%A9.pdf`)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(await response.text()).toBe('REDACTED-PUBLIC')
  })

  it('never serves the original of a redacted document, nor unreviewed files, to the public', async () => {
    expect((await app.request(`/api/uploads/${ids.publicOriginalUpload}/public`)).status).toBe(404)
    const documents = await get<Docs>(`/api/projects/${projectId}/documents`)
    expect(documents.some((d) => d.documentId === ids.unreviewed)).toBe(false)
    const [unreviewed] = await app.db.select().from(t.documents).where(sqlEq(t.documents.id, ids.unreviewed!))
    expect((await app.request(`/api/uploads/${unreviewed!.unredactedUploadId}/public`)).status).toBe(404)
    expect((await app.request(`/api/uploads/not-a-uuid/public`)).status).toBe(404)
  })

  it('answers byte ranges for large files', async () => {
    const partial = await app.request(`/api/uploads/${ids.plainUpload}/public`, { headers: { Range: 'bytes=100-199' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe('bytes 100-199/1000')
    expect(partial.headers.get('content-length')).toBe('100')
    expect((await partial.text()).length).toBe(100)
    const beyond = await app.request(`/api/uploads/${ids.plainUpload}/public`, { headers: { Range: 'bytes=5000-' } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe('bytes */1000')
  })
})

describe('records', () => {
  it('serves public notes, correspondence and document groups with their documents', async () => {
    const notes = await get<{ title: string }[]>(`/api/projects/${projectId}/notes`)
    expect(notes.map((n) => n.title)).toEqual(['Site visit'])
    expect(await get(`/api/projects/${projectId}/notes/${ids.note}`)).toMatchObject({ note: { title: 'Site visit', note: '<p>Visited.</p>' } })
    expect(await get<Docs>(`/api/projects/${projectId}/notes/${ids.note}/documents`)).toEqual([])
    expect(await get(`/api/projects/${projectId}/correspondence/${ids.correspondence}`)).toMatchObject({ correspondence: { title: 'Letter to proponent' } })
    expect((await get<Docs>(`/api/projects/${projectId}/correspondence/${ids.correspondence}/documents`)).map((d) => d.description)).toEqual(['Signed letter'])
    expect((await get<Docs>(`/api/projects/${projectId}/correspondence-documents`)).map((d) => d.description)).toEqual(['Signed letter'])
    expect(await get(`/api/projects/${projectId}/document-groups`)).toMatchObject([{ title: 'Baseline studies' }])
    expect((await get<Docs>(`/api/projects/${projectId}/document-groups/${ids.group}/documents`)).map((d) => d.description)).toEqual(['Fish study'])
  })

  it('answers 404 for unknown items and projects, and for malformed ids', async () => {
    for (const path of [
      `/api/projects/${projectId}/notes/00000000-0000-4000-8000-000000000000`,
      `/api/projects/00000000-0000-4000-8000-000000000000/documents`,
      `/api/projects/${projectId}/correspondence/xyz`,
      `/api/projects/${panelId}/notes/${ids.note}`,
    ])
      expect((await app.request(path)).status, path).toBe(404)
  })
})
