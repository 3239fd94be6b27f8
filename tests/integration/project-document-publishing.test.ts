// A project's documents once added: publishing one, and a decision body's decision and
// authorization.
import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import {
  app,
  assessorEmail,
  decisionProject,
  documentRow,
  documentsOf,
  NOW,
  proponentId,
  proponentProject,
  review,
  send,
  smtp,
  tokens,
  upload,
  useProjectUploadsApp,
} from './project-uploads-app.ts'

useProjectUploadsApp()

describe('publishing a document', () => {
  it('shows it to the public, announces it in the activity feed and audits the state before and after', async () => {
    const project = await proponentProject()
    const { body } = await upload(project.id, tokens.proponent)
    await review().publishDocument(body.documentId!, { by: { userId: null, actor: 'test' }, now: NOW })
    expect((await documentsOf(project.id)).map((d) => [d.documentId, d.documentState])).toEqual([[body.documentId, 'public']])
    const feed = (
      await app.getJson<{ documents: { documentId: string }[]; event: { code: string; documentId?: string } | null }[]>(
        `/api/projects/${project.id}/activity-feed`,
      )
    ).body
    expect(feed.flatMap((item) => item.documents.map((d) => d.documentId))).toContain(body.documentId)
    expect(feed.map((item) => item.event)).toContainEqual(expect.objectContaining({ code: 'document-added', kind: 'other', documentId: body.documentId }))
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, body.documentId!), eq(t.auditLog.action, 'publish-document')))
    expect(entry!.detail).toMatchObject({ before: { state: 'unreviewed' }, after: { state: 'public' } })
  })

  it('keeps a document marked internal away from the public and out of the feed', async () => {
    const project = await proponentProject()
    const { body } = await upload(project.id, tokens.proponent)
    await review().markDocumentInternal(body.documentId!, { by: { userId: null, actor: 'test' }, now: NOW })
    expect(await documentsOf(project.id)).toEqual([])
    expect((await documentsOf(project.id, tokens.proponent))[0]!.documentState).toBe('internal')
    expect(await app.db.select().from(t.activityItems).where(eq(t.activityItems.projectId, project.id))).toEqual([])
  })
})

describe('a decision body’s decision', () => {
  it('is taken once the recommendation is sent, as an unreviewed Decision Document', async () => {
    const project = await decisionProject('RECOMMENDATION_SENT')
    const { status, body } = await upload(project.id, tokens.decisionBody, { documentTypeId: '12' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ documentTypeId: 12, documentType: 'Decision Document' })
    expect(await documentRow(body.documentId!)).toMatchObject({ role: 'decision', state: 'unreviewed' })
    expect(await documentsOf(project.id)).toEqual([])
    expect(await documentsOf(project.id, tokens.other)).toEqual([])
    // Its uploader sees it, marked, and fetches its file.
    expect((await documentsOf(project.id, tokens.decisionBody)).map((d) => [d.documentId, d.documentState])).toEqual([[body.documentId, 'unreviewed']])
    expect((await app.request(await app.downloadPath(body.unredactedUploadId!, tokens.decisionBody))).status).toBe(200)
    expect((await app.request(await app.downloadPath(body.unredactedUploadId!, tokens.other))).status).toBe(404)
  })

  it('is refused before the recommendation, and to anyone but a decision body of the project', async () => {
    const early = await decisionProject('PREPARE_RECOMMENDATION')
    expect((await upload(early.id, tokens.decisionBody, { documentTypeId: '12' })).body.code).toBe('not-now')
    const project = await decisionProject('RECOMMENDATION_SENT')
    expect((await upload(project.id, '', { documentTypeId: '12' })).status).toBe(401)
    expect((await upload(project.id, tokens.other, { documentTypeId: '12' })).status).toBe(404)
    expect((await upload(project.id, tokens.staff, { documentTypeId: '12' })).status).toBe(404)
    await giveRole(app.db, proponentId, project.id, 'proponent-agent')
    expect((await upload(project.id, tokens.proponent, { documentTypeId: '12' })).status).toBe(404)
  })
})

describe('a decision body’s authorization', () => {
  const MONTH_BEFORE_WINDOW_END = new Date('2025-12-01T18:00:01Z')

  it('is taken within six months of the decision, once, and the lead assessor is told by mail', async () => {
    const project = await decisionProject('DECISION_DOCUMENT_ISSUED', MONTH_BEFORE_WINDOW_END)
    const notify = () => send('POST', '/api/projects/notify-staff-authorization-uploaded', { projectId: project.id }, tokens.decisionBody)
    expect((await notify()).body.code).toBe('no-authorization')
    const { status, body } = await upload(project.id, tokens.decisionBody, { documentTypeId: '13' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ documentTypeId: 13, documentType: 'Authorization' })
    expect(await documentRow(body.documentId!)).toMatchObject({ role: 'authorization', state: 'unreviewed' })
    const detail = (await app.getJson<{ project: { authorizationDocUploaded: boolean } }>(`/api/projects/${project.id}`, tokens.decisionBody)).body.project
    expect(detail.authorizationDocUploaded).toBe(true)
    const again = await upload(project.id, tokens.decisionBody, { documentTypeId: '13' })
    expect(again.status).toBe(409)
    expect(again.body.userMessage).toBe('An authorization is already on file for this project.')

    expect((await notify()).status).toBe(200)
    const mail = await smtp.latestTo(assessorEmail)
    expect(mail.subject).toContain(project.title)
    expect(mail.text).toContain('Robin Ashby')
    expect(mail.text).toContain(`http://registry.test/projects/${project.id}/documents`)
  })

  it('is refused once six months have passed since the decision', async () => {
    const project = await decisionProject('DECISION_DOCUMENT_ISSUED', new Date('2025-12-01T18:00:00Z'))
    const { status, body } = await upload(project.id, tokens.decisionBody, { documentTypeId: '13' })
    expect(status).toBe(409)
    expect(body.userMessage).toBe('An authorization can be uploaded only within six months of the decision document.')
  })

  it('sends its notice only for a decision body of the project', async () => {
    const project = await decisionProject('DECISION_DOCUMENT_ISSUED', MONTH_BEFORE_WINDOW_END)
    const path = '/api/projects/notify-staff-authorization-uploaded'
    expect((await send('POST', path, { projectId: project.id }, '')).status).toBe(401)
    for (const who of [tokens.other, tokens.staff, tokens.proponent]) expect((await send('POST', path, { projectId: project.id }, who)).status).toBe(404)
  })
})
