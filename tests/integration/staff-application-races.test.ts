// Two reviewers deciding one application (issue 27 items 3 and 4, decision 0053), on the intervenor
// and proposal queues: decisions released together take effect once; every other is a 409 that
// names who decided and when, and only one e-mail goes out. No 5xx anywhere.
import { describe, expect, it } from 'vitest'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { RACERS, releasedTogether, statusCounts } from './race.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import {
  alternate,
  app,
  applicant,
  call,
  nameOf,
  noServerError,
  NOW,
  oneWinner,
  projectId,
  proponentId,
  theDecision,
  undoOnce,
  useStaffDecisionRacesApp,
} from './staff-decision-races-app.ts'

useStaffDecisionRacesApp()

describe('the intervenor queue', () => {
  const application = async () =>
    (await app.db.insert(t.intervenors).values({ projectId, userId: applicant.id, displayName: 'Alex Morin', appliedAt: NOW }).returning())[0]!.id
  const INTERVENOR_DECISIONS = ['accept-intervenor', 'decline-intervenor']
  const mailsToApplicant = async () =>
    (
      await app.db
        .select()
        .from(t.mailOutbox)
        .where(and(eq(t.mailOutbox.toAddress, applicant.email), inArray(t.mailOutbox.kind, ['intervenor-accepted', 'intervenor-declined'])))
    ).length

  it('accepted and declined at once: one decision, and the applicant gets one e-mail', async () => {
    const id = await application()
    const mailed = await mailsToApplicant()
    const replies = await releasedTogether(RACERS, (i) =>
      call('POST', `/api/staff/intervenors/${id}/${i % 2 === 0 ? 'accept' : 'decline'}`, alternate(i), i % 2 === 0 ? {} : { reason: 'Not directly affected.' }),
    )
    const { winner } = await oneWinner(replies, alternate, id, INTERVENOR_DECISIONS)
    const [row] = await app.db.select().from(t.intervenors).where(eq(t.intervenors.id, id))
    expect(row!.status).toBe(winner % 2 === 0 ? 'accepted' : 'refused')
    expect((await mailsToApplicant()) - mailed).toBe(1)
    await undoOnce('intervenor', id, alternate(winner))
  })

  it('a second decision after the first is refused with who took the first and when, and mails nobody', async () => {
    const id = await application()
    expect((await call('POST', `/api/staff/intervenors/${id}/accept`, 'assessor', {})).status).toBe(200)
    const { decidedAt, when } = await theDecision(id, INTERVENOR_DECISIONS)
    const mailed = await mailsToApplicant()
    const second = await call('POST', `/api/staff/intervenors/${id}/decline`, 'manager', { reason: 'Not directly affected.' })
    expect(second).toMatchObject({
      status: 409,
      body: {
        code: 'already-decided',
        userMessage: `This application was already accepted by ${nameOf.assessor} on ${when}.`,
        decidedBy: nameOf.assessor,
        decidedAt,
      },
    })
    expect((await call('POST', `/api/staff/intervenors/${id}/accept`, 'manager', {})).status).toBe(409)
    expect(await mailsToApplicant()).toBe(mailed)
  })
})

describe('the proposal queue', () => {
  async function atProposalCheck(): Promise<string> {
    const project = await createProject(app.db, { stageCode: 'PROPOSAL_CHECK' })
    await app.db.update(t.projects).set({ submittedAt: NOW, stageStartedAt: NOW }).where(eq(t.projects.id, project.id))
    await giveRole(app.db, proponentId, project.id, 'proponent-agent')
    for (const role of ['proposal', 'project', 'agent-consent'] as const)
      await createDocument(app.db, app.config.dataDir, project.id, { role, state: 'unreviewed', uploadedById: proponentId })
    return project.id
  }
  const PROPOSAL_DECISIONS = ['accept-proposal', 'return-proposal']
  const answer = (id: string, i: number) =>
    call(
      'POST',
      `/api/staff/projects/${id}/${i % 2 === 0 ? 'accept-proposal' : 'return-proposal'}`,
      alternate(i),
      i % 2 === 0 ? {} : { reason: 'Part 3 is missing.' },
    )

  it('accepted and returned at once: one answer, one stage move, one e-mail to the proponent', async () => {
    const id = await atProposalCheck()
    const before = (
      await app.db
        .select()
        .from(t.mailOutbox)
        .where(inArray(t.mailOutbox.kind, ['proposal-accepted', 'proposal-returned']))
    ).length
    const { winner } = await oneWinner(await releasedTogether(RACERS, (i) => answer(id, i)), alternate, id, PROPOSAL_DECISIONS)
    const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, id))
    expect(project!.stageId).toBe(stageByCode(PROJECT_TYPE.evaluation, winner % 2 === 0 ? 'ADEQUACY_REVIEW' : 'DRAFT').stageId)
    expect(await app.db.select().from(t.stageHistory).where(eq(t.stageHistory.projectId, id))).toHaveLength(1)
    expect(
      (
        await app.db
          .select()
          .from(t.mailOutbox)
          .where(inArray(t.mailOutbox.kind, ['proposal-accepted', 'proposal-returned']))
      ).length - before,
    ).toBe(1)
    // An acceptance publishes the proposal's documents once, the consent form kept internal.
    const documents = await app.db.select().from(t.documents).where(eq(t.documents.projectId, id))
    for (const document of documents) {
      const accepted = winner % 2 === 0
      expect(document.state).toBe(!accepted ? 'unreviewed' : document.role === 'agent-consent' ? 'internal' : 'public')
      expect(await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, document.id))).toHaveLength(accepted ? 1 : 0)
    }
    await undoOnce('project', id, alternate(winner))
  })

  it('accepted twenty times at once while a reviewer publishes its proposal file: each document is decided once', async () => {
    const id = await atProposalCheck()
    const [proposalFile] = await app.db
      .select()
      .from(t.documents)
      .where(and(eq(t.documents.projectId, id), eq(t.documents.role, 'proposal')))
    const replies = await releasedTogether(RACERS, (i) =>
      i === 0 ? call('POST', `/api/staff/documents/${proposalFile!.id}/publish`, 'manager', {}) : answer(id, 0),
    )
    noServerError(replies)
    expect(statusCounts(replies.slice(1))).toEqual({ 200: 1, 409: RACERS - 2 })
    const documents = await app.db.select().from(t.documents).where(eq(t.documents.projectId, id))
    for (const document of documents) {
      expect(document.state).toBe(document.role === 'agent-consent' ? 'internal' : 'public')
      expect(await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, document.id))).toHaveLength(1)
    }
    expect(
      await app.db
        .select()
        .from(t.activityItems)
        .where(and(eq(t.activityItems.projectId, id), sql`${t.activityItems.event}->>'code' = 'document-added'`)),
    ).toHaveLength(2)
  })

  it('a second answer or mark after the first is refused with who took the first and when', async () => {
    const id = await atProposalCheck()
    expect((await answer(id, 1)).status).toBe(200)
    const { decidedAt, when } = await theDecision(id, PROPOSAL_DECISIONS)
    for (const second of [await answer(id, 0), await call('POST', `/api/staff/queues/proposals/${id}/further-review`, 'assessor', {})]) {
      expect(second).toMatchObject({
        status: 409,
        body: {
          code: 'already-decided',
          userMessage: `This proposal was already returned by ${nameOf.manager} on ${when}.`,
          decidedBy: nameOf.manager,
          decidedAt,
        },
      })
    }
    const [entry] = await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, id)).orderBy(desc(t.auditLog.id)).limit(1)
    expect(entry!.action).toBe('return-proposal')
  })
})
