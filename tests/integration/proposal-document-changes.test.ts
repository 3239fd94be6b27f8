// A proposal's files once sent: removing them and changing their descriptions, the placer form's
// categories of required documents, and who sees the lists of a proposal's groups.
import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { filledPlacerForm } from '../factories/proposal-factory.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { makeZip } from '../factories/location-files.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import {
  app,
  call,
  dawson,
  documentRow,
  download,
  fields,
  newDraft,
  NOW,
  otherToken,
  pdfBytes,
  post,
  sendChunk,
  staffToken,
  startBody,
  token,
  upload,
  useProposalDocumentsApp,
} from './proposal-documents-app.ts'
import type { Listed } from './proposal-documents-app.ts'

useProposalDocumentsApp()

describe('removing documents and changing their descriptions', () => {
  it('lets the owner change their draft’s documents, and nobody else', async () => {
    const projectId = await newDraft()
    const added = await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'plan.pdf', bytes: pdfBytes(100) }, { description: 'Plan' })
    const documentId = added.body.documentId!
    const change = { projectId, documentId, documentTypeId: 21, description: 'Updated site plan' }

    expect((await post('/api/projects/update-document-description', change)).body).toEqual({ status: 'OK' })
    expect(await documentRow(documentId)).toMatchObject({ description: 'Updated site plan', documentTypeId: 21, revision: 2 })
    expect((await post('/api/projects/update-document-description', { projectId, documentId, documentTypeId: null, description: 'Kept type' })).status).toBe(
      200,
    )
    expect(await documentRow(documentId)).toMatchObject({ description: 'Kept type', documentTypeId: 21 })
    expect((await post('/api/projects/update-document-description', { ...change, description: 'x'.repeat(51) })).body.userMessage).toBe(
      'Invalid parameter description: description may be at most 50 characters',
    )
    expect((await post('/api/projects/update-document-description', { ...change, documentTypeId: 12 })).status).toBe(400)
    expect((await post('/api/projects/update-document-description', { ...change, documentId: randomUUID() })).body.userMessage).toBe(
      'This document was not found in your proposal.',
    )

    expect((await post('/api/projects/update-document-description', change, otherToken)).status).toBe(404)
    expect((await post('/api/projects/remove-project-document', { projectId, documentId }, otherToken)).status).toBe(404)
    expect((await post('/api/projects/remove-project-document', { projectId, documentId }, staffToken)).status).toBe(404)
    expect((await post('/api/projects/remove-project-document', { projectId, documentId }, '')).status).toBe(401)

    expect((await post('/api/projects/remove-project-document', { projectId, documentId })).body).toEqual({ status: 'OK' })
    // A removal sent again after its answer was lost.
    expect((await post('/api/projects/remove-project-document', { projectId, documentId })).body).toEqual({ status: 'OK' })
    expect((await documentRow(documentId)).removedAt).toEqual(NOW)
    expect((await post('/api/projects/update-document-description', change)).status).toBe(404)
    expect((await download(added.body.unredactedUploadId!, token)).status).toBe(404)
  })

  it('after submission, lets the submitter change only documents nobody has reviewed, until the proposal moves on', async () => {
    const projectId = await newDraft()
    const reviewed = await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'reviewed.pdf', bytes: pdfBytes(100) })
    const waiting = await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'waiting.pdf', bytes: pdfBytes(100) })
    expect((await post('/api/projects/submit-proposal', { ...fields(projectId), revision: 1 })).body).toMatchObject({ status: 'OK' })
    await app.db.update(t.documents).set({ state: 'published' }).where(eq(t.documents.id, reviewed.body.documentId!))

    const refused = await post('/api/projects/remove-project-document', { projectId, documentId: reviewed.body.documentId })
    expect(refused).toMatchObject({ status: 409, body: { userMessage: 'This document has been reviewed: it can no longer be changed.' } })
    expect((await post('/api/projects/update-document-description', { projectId, documentId: reviewed.body.documentId, description: 'x' })).status).toBe(409)
    expect(
      (await post('/api/projects/update-document-description', { projectId, documentId: waiting.body.documentId, description: 'Fixed typo' })).status,
    ).toBe(200)
    // Documents may still arrive just after a submission, while it waits at Proposal Check.
    expect((await upload(`/api/uploads/add-agent-consent-document/${projectId}`, { name: 'consent.pdf', bytes: pdfBytes(100) })).status).toBe(200)
    expect((await post('/api/projects/remove-project-document', { projectId, documentId: waiting.body.documentId })).status).toBe(200)

    await app.db
      .update(t.projects)
      .set({ stageId: stageByCode(PROJECT_TYPE.evaluation, 'ADEQUACY_REVIEW').stageId })
      .where(eq(t.projects.id, projectId))
    const closed = await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'late.pdf', bytes: pdfBytes(100) })
    expect(closed).toMatchObject({
      status: 409,
      body: { code: 'under-review', userMessage: 'This proposal is being assessed: its documents can no longer be changed.' },
    })
    expect((await post('/api/projects/remove-project-document', { projectId, documentId: reviewed.body.documentId })).status).toBe(409)
  })
})

describe('the placer form’s required documents by category', () => {
  it('keeps each file’s category as its document type, moves a file into a category, and refuses the categories to other forms', async () => {
    const projectId = randomUUID()
    const placer = {
      ...fields(projectId),
      kind: 'placer',
      uploadedByForm2: true,
      form1: JSON.stringify(filledPlacerForm(projectId, { isAgent: false, proponentEmail: '', assessmentDistricts: [dawson], firstNations: [] })),
    }
    expect((await post('/api/projects/create-proposal', placer)).status).toBe(200)
    const bytes = pdfBytes(1000)
    const uploadId = randomUUID()
    expect((await post('/api/uploads/sessions', startBody(uploadId, projectId, bytes.length, { fileName: 'claims.pdf', documentTypeId: 25 }))).status).toBe(200)
    await sendChunk(uploadId, bytes, 0, bytes.length - 1, bytes.length)
    const done = await post(`/api/uploads/sessions/${uploadId}/complete`, {})
    expect(done.body).toMatchObject({ status: 'OK', documentTypeId: 25 })
    const single = await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'camp.pdf', bytes: pdfBytes(100) }, { documentTypeId: '23' })
    expect(single.body).toMatchObject({ status: 'OK', documentTypeId: 23 })

    // A file kept before the form had categories is a supporting document until it is moved into one.
    const before = await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'old.pdf', bytes: pdfBytes(100) })
    expect(before.body).toMatchObject({ documentTypeId: 2 })
    expect(
      (
        await post('/api/projects/update-document-description', {
          projectId,
          documentId: before.body.documentId,
          documentTypeId: 24,
          description: 'Spill plan',
        })
      ).status,
    ).toBe(200)

    const listed = await call<{ fileName: string; documentTypeId: number; documentType: string; documentTypeFr: string }[]>(
      `/api/projects/${projectId}/documents`,
    )
    expect(
      listed.body.map(({ fileName, documentTypeId, documentType, documentTypeFr }) => ({ fileName, documentTypeId, documentType, documentTypeFr })),
    ).toEqual(
      expect.arrayContaining([
        { fileName: 'claims.pdf', documentTypeId: 25, documentType: 'Claim Status Report', documentTypeFr: 'Rapport sur l’état des claims' },
        {
          fileName: 'camp.pdf',
          documentTypeId: 23,
          documentType: 'Environmental Health Services Work Camp Form',
          documentTypeFr: 'Formulaire de camp de travail des Services d’hygiène du milieu',
        },
        {
          fileName: 'old.pdf',
          documentTypeId: 24,
          documentType: 'Fuel Spill Contingency Plans',
          documentTypeFr: 'Plans d’urgence en cas de déversement de carburant',
        },
      ]),
    )

    // The categories belong to the placer form's required documents only.
    const general = await newDraft()
    const refused = await post('/api/uploads/sessions', startBody(randomUUID(), general, 100, { documentTypeId: 25 }))
    expect(refused.status).toBe(400)
    expect(refused.body.userMessage).toBe(
      'Invalid parameter documentTypeId: a proposal’s document is a Project Proposal, Supporting Document, Proposal Location File, Agent Consent Form or Other.',
    )
    expect(
      (await upload(`/api/uploads/add-proposal-location-document/${projectId}`, { name: 'claims.kml', bytes: '<kml/>' }, { documentTypeId: '25' })).status,
    ).toBe(400)
  })
})

describe('the lists of a proposal’s own groups', () => {
  it('give the owner their draft’s files by group, and nobody else the draft', async () => {
    const projectId = await newDraft()
    const location = await upload(`/api/uploads/add-proposal-location-document/${projectId}`, {
      name: 'site.geojson',
      bytes: '{"type":"FeatureCollection","features":[]}',
    })
    const consent = await upload(`/api/uploads/add-agent-consent-document/${projectId}`, { name: 'consent.pdf', bytes: pdfBytes(100) })
    const proposal = await upload(`/api/uploads/add-proposal-document/${projectId}`, {
      name: 'proposal.docx',
      bytes: await makeZip([
        { name: '[Content_Types].xml', data: '<Types/>' },
        { name: 'word/document.xml', data: '<w:document/>' },
      ]),
    })
    await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'support.pdf', bytes: pdfBytes(100) })

    const list = (group: string, who = token) => call<Listed>(`/api/projects/${projectId}/documents/${group}`, { who })
    expect((await list('proposal-location')).body.documents.map((d) => [d.documentId, d.fileName, d.documentState])).toEqual([
      [location.body.documentId, 'site.geojson', 'unreviewed'],
    ])
    expect((await list('agent-consent')).body.documents.map((d) => d.documentId)).toEqual([consent.body.documentId])
    expect((await list('project-proposal')).body.documents.map((d) => d.documentId)).toEqual([proposal.body.documentId])
    expect((await list('proposal-location', otherToken)).status).toBe(404)
    expect((await list('agent-consent', '')).status).toBe(404)
    // A draft is its author's alone until it is submitted, staff included.
    expect((await list('project-proposal', staffToken)).status).toBe(404)
    // The general supporting-document list leaves location and consent files out (spec §3).
    const tab = await call<Listed['documents']>(`/api/projects/${projectId}/documents`)
    expect(tab.body.map((d) => d.fileName).sort()).toEqual(['proposal.docx', 'support.pdf'])
  })

  it('give the public only what was published', async () => {
    const project = await createProject(app.db)
    const proponent = await createUser(app.db)
    await giveRole(app.db, proponent.id, project.id, 'proponent-agent')
    const published = await createDocument(app.db, app.config.dataDir, project.id, { role: 'proposal-location', state: 'published', fileName: 'map.pdf' })
    await createDocument(app.db, app.config.dataDir, project.id, { role: 'proposal-location', state: 'unreviewed', fileName: 'draft-map.pdf' })
    const publicList = await call<Listed>(`/api/projects/${project.id}/documents/proposal-location`, { who: '' })
    expect(publicList.body.documents.map((d) => d.documentId)).toEqual([published.document.id])
    const proponentList = await call<Listed>(`/api/projects/${project.id}/documents/proposal-location`, { who: await app.tokenFor(proponent) })
    expect(proponentList.body.documents).toHaveLength(2)
    expect((await call<Listed>(`/api/projects/${project.id}/documents/agent-consent`, { who: '' })).body.documents).toEqual([])
  })
})
