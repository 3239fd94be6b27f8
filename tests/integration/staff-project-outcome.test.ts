// A project's assessment outcome and decision body's decision, recorded from the staff workspace:
// when each may be recorded, and what the public page, feed and notices then say.
import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { ACCEPT, app, feed, notices, PROCEED, projectId, row, token, useStaffProjectRunApp, VARY, WITHDRAWN } from './staff-project-run-app.ts'

useStaffProjectRunApp()

describe('the outcome and the decision', () => {
  it('records the outcome while the recommendation is prepared, which the public page and feed show, and audits it', async () => {
    const project = await createProject(app.db, { stageCode: 'PREPARE_RECOMMENDATION' })
    expect((await app.postJson(`/api/staff/projects/${project.id}/outcome`, { outcomeId: PROCEED }, token.assessor)).status).toBe(200)
    expect((await row(project.id)).outcomeId).toBe(PROCEED)
    expect((await feed(project.id))[0]).toEqual({ code: 'outcome-recorded', outcomeId: PROCEED, name: '56.1(a) Proceed' })
    // Not sent yet: no recommendation notice.
    expect(await notices(project.id)).toEqual([])
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'record-outcome'), eq(t.auditLog.entityId, project.id)))
    expect(entry!.detail).toMatchObject({ before: { outcomeId: null }, after: { outcomeId: PROCEED } })
  })

  it('tells of the recommendation once when the outcome is recorded after it was sent', async () => {
    const project = await createProject(app.db, { stageCode: 'PREPARE_RECOMMENDATION' })
    const move = { stageId: stageByCode(PROJECT_TYPE.evaluation, 'RECOMMENDATION_SENT').stageId, startDate: '2026-11-25', deadlineBusinessDays: null }
    expect((await app.postJson(`/api/staff/projects/${project.id}/move`, move, token.assessor)).status).toBe(200)
    expect((await app.postJson(`/api/staff/projects/${project.id}/outcome`, { outcomeId: PROCEED }, token.assessor)).status).toBe(200)
    expect(await notices(project.id)).toEqual(['recommendation-sent'])
  })

  it('refuses Withdrawn and an unknown outcome, and a stage before the recommendation', async () => {
    const project = await createProject(app.db, { stageCode: 'PREPARE_RECOMMENDATION' })
    for (const outcomeId of [WITHDRAWN, 'nope']) {
      expect(await app.postJson(`/api/staff/projects/${project.id}/outcome`, { outcomeId }, token.assessor)).toMatchObject({
        status: 400,
        body: { parameter: 'outcomeId' },
      })
    }
    expect(await app.postJson(`/api/staff/projects/${projectId}/outcome`, { outcomeId: PROCEED }, token.assessor)).toMatchObject({
      status: 409,
      body: { userMessage: 'The outcome is recorded while the recommendation is prepared or sent.' },
    })
    expect((await row(project.id)).outcomeId).toBeNull()
  })

  it('records a decision body’s decision from its uploaded document: the document is public, the project is at Decision Document Issued, the feed and the notice say so, once', async () => {
    const project = await createProject(app.db, { stageCode: 'RECOMMENDATION_SENT' })
    const { document } = await createDocument(app.db, app.config.dataDir, project.id, { role: 'decision', state: 'unreviewed' })
    const run = (
      await app.getJson<{ run: { takesDecision: boolean; decisionDocuments: { documentId: string }[] } }>(
        `/api/staff/projects/${project.id}/run`,
        token.assessor,
      )
    ).body.run
    expect(run).toMatchObject({ takesDecision: true, decisionDocuments: [{ documentId: document.id }] })
    expect((await app.postJson(`/api/staff/projects/${project.id}/decision`, { documentId: document.id, decisionId: VARY }, token.manager)).status).toBe(200)
    expect(await row(project.id)).toMatchObject({ decisionId: VARY, stageId: stageByCode(PROJECT_TYPE.evaluation, 'DECISION_DOCUMENT_ISSUED').stageId })
    expect((await app.db.select().from(t.documents).where(eq(t.documents.id, document.id)))[0]!.state).toBe('public')
    const events = await feed(project.id)
    expect(events).toContainEqual({ code: 'decision-issued', documentId: document.id })
    expect(events).toContainEqual(
      expect.objectContaining({ code: 'stage-started', stageId: stageByCode(PROJECT_TYPE.evaluation, 'DECISION_DOCUMENT_ISSUED').stageId }),
    )
    expect(await notices(project.id)).toEqual(['decision-document'])
    const page = (await app.getJson<{ project: { stageId: string } }>(`/api/projects/${project.id}`)).body.project
    expect(page.stageId).toBe(stageByCode(PROJECT_TYPE.evaluation, 'DECISION_DOCUMENT_ISSUED').stageId)
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'record-decision'), eq(t.auditLog.entityId, project.id)))
    expect(entry!.detail).toMatchObject({
      documentId: document.id,
      before: { decisionId: null, documentState: 'unreviewed' },
      after: { decisionId: VARY, documentState: 'public' },
    })
    // Decided: no second decision.
    expect((await app.postJson(`/api/staff/projects/${project.id}/decision`, { documentId: document.id, decisionId: ACCEPT }, token.manager)).status).toBe(409)
  })

  it('refuses a document that is not this project’s decision, an unknown decision, and a project whose recommendation is not sent', async () => {
    const project = await createProject(app.db, { stageCode: 'RECOMMENDATION_SENT' })
    const { document: other } = await createDocument(app.db, app.config.dataDir, project.id)
    expect((await app.postJson(`/api/staff/projects/${project.id}/decision`, { documentId: other.id, decisionId: ACCEPT }, token.assessor)).status).toBe(404)
    const { document } = await createDocument(app.db, app.config.dataDir, project.id, { role: 'decision', state: 'unreviewed' })
    expect(await app.postJson(`/api/staff/projects/${project.id}/decision`, { documentId: document.id, decisionId: 'nope' }, token.assessor)).toMatchObject({
      status: 400,
      body: { parameter: 'decisionId' },
    })
    const early = await createProject(app.db, { stageCode: 'PREPARE_RECOMMENDATION' })
    const { document: early1 } = await createDocument(app.db, app.config.dataDir, early.id, { role: 'decision', state: 'unreviewed' })
    expect(await app.postJson(`/api/staff/projects/${early.id}/decision`, { documentId: early1.id, decisionId: ACCEPT }, token.assessor)).toMatchObject({
      status: 409,
      body: { userMessage: 'A decision is recorded once the recommendation has been sent.' },
    })
    expect((await row(project.id)).decisionId).toBeNull()
    expect((await app.db.select().from(t.documents).where(eq(t.documents.id, document.id)))[0]!.state).toBe('unreviewed')
  })
})
