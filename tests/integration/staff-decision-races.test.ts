// Two reviewers deciding one item (issue 27 items 3 and 4, decision 0053): on a comment and on
// every review queue, decisions released together or sent one after the other take effect once;
// every other is a 409 that names who decided and when, and only one e-mail goes out. An undo
// restores or says why it cannot, and twenty undos released together undo once. No 5xx anywhere.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { RACERS, releasedTogether, statusCounts } from './race.ts'
import { staffCallers } from './staff-callers.ts'
import type { Answer, Caller } from './staff-callers.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { formatDate, formatTime } from '../../src/shared/domain/dates.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'

/** Tuesday 24 November 2026, 11:00 in Yukon: business hours. */
const NOW = new Date('2026-11-24T18:00:00Z')
const OPEN = { showHearingsTab: true, showIntervenorsTab: true, showApplyToBeIntervenor: true, showPanelMembers: false }
const ORIGINAL = 'Call me at 867-555-0100 about the culvert at km 12.'
const WITHHELD = { redactions: [{ start: 11, end: 23, reason: 'personal-information' }] }

let app: TestApp
let call: Awaited<ReturnType<typeof staffCallers>>['call']
const nameOf: Partial<Record<Caller, string>> = {}
let proponentId = ''
let applicant: typeof t.users.$inferSelect

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  const callers = await staffCallers(app)
  call = callers.call
  proponentId = callers.userId.proponent!
  for (const who of ['assessor', 'manager'] as const) {
    const [user] = await app.db.select().from(t.users).where(eq(t.users.id, callers.userId[who]!))
    nameOf[who] = `${user!.firstName} ${user!.lastName}`
  }
  applicant = await createUser(app.db, { firstName: 'Alex', lastName: 'Morin' })
})

let projectId = ''
beforeEach(async () => {
  projectId = (await createProject(app.db, { projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'COMMENT_BEFORE_HEARINGS', panelDisplay: OPEN })).id
  await giveRole(app.db, proponentId, projectId, 'proponent-agent')
})

type Reply = { status: number; body: Answer }

/** Every answer is a success or a refusal the person is told: never a server error. */
function noServerError(replies: Reply[]) {
  for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500)
}

/** The item's one decision in the audit log, and its time as a refusal says it. */
async function theDecision(entityId: string, actions: string[]) {
  const rows = await app.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.entityId, entityId), inArray(t.auditLog.action, actions)))
  expect(rows).toHaveLength(1)
  const { at } = rows[0]!
  return { decidedAt: at.toISOString(), when: `${formatDate(at)} at ${formatTime(at)} Yukon time` }
}

/** The one 200 among the replies; each other is a refusal naming the decider and the decision's time. */
async function oneWinner(replies: Reply[], decider: (i: number) => Caller, entityId: string, actions: string[]) {
  noServerError(replies)
  expect(statusCounts(replies)).toEqual({ 200: 1, 409: replies.length - 1 })
  const winner = replies.findIndex((r) => r.status === 200)
  const { decidedAt, when } = await theDecision(entityId, actions)
  for (const refused of replies.filter((r) => r.status === 409)) {
    expect(refused.body).toMatchObject({ code: 'already-decided', decidedBy: nameOf[decider(winner)], decidedAt })
    expect(refused.body.userMessage).toContain(`by ${nameOf[decider(winner)]} on ${when}.`)
  }
  return { winner, when }
}

const alternate = (i: number): Caller => (i % 2 === 0 ? 'assessor' : 'manager')
const undoable = async (entity: string, id: string, who: Caller) =>
  (await call('GET', `/api/staff/undo/${entity}/${id}`, who)).body.undoable as { auditId: number } | null

/** Twenty undos of the same decision released together: one undoes it, the others are told why not. */
async function undoOnce(entity: string, id: string, who: Caller) {
  const action = (await undoable(entity, id, who))!
  const replies = await releasedTogether(RACERS, () => call('POST', `/api/staff/undo/${entity}/${id}`, who, { auditId: action.auditId }))
  noServerError(replies)
  expect(statusCounts(replies)).toEqual({ 200: 1, 409: RACERS - 1 })
  for (const refused of replies.filter((r) => r.status === 409))
    expect(refused.body).toMatchObject({ code: 'nothing-to-undo', userMessage: expect.stringContaining(nameOf[who]!) })
  expect(
    await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, id), eq(t.auditLog.action, 'undo'))),
  ).toHaveLength(1)
}

describe('a comment', () => {
  async function unreviewedComment(): Promise<string> {
    const [row] = await app.db
      .insert(t.comments)
      .values({ projectId, firstName: 'Ada', lastName: 'Lee', email: 'ada@example.ca', comment: ORIGINAL, agreeToTerms: true })
      .returning()
    return row!.id
  }
  const stored = async (id: string) => (await app.db.select().from(t.comments).where(eq(t.comments.id, id)))[0]!
  const publicCopies = async () =>
    ((await call('GET', `/api/projects/${projectId}/comments`, 'anonymous')).body as unknown as { redactedComment: string }[]).map((c) => c.redactedComment)

  it('published with a passage withheld and published whole at once: one wins, the public reads its copy, the other is told who and when', async () => {
    const id = await unreviewedComment()
    // The assessor withholds the phone number; the manager publishes it whole.
    const replies = await releasedTogether(RACERS, (i) =>
      call('POST', `/api/staff/comments/${id}/publish`, alternate(i), i % 2 === 0 ? WITHHELD : { redactions: [] }),
    )
    const { winner, when } = await oneWinner(replies, alternate, id, ['publish-comment'])
    expect(replies.find((r) => r.status === 409)!.body.userMessage).toBe(`This comment was already published by ${nameOf[alternate(winner)]} on ${when}.`)
    const copy = winner % 2 === 0 ? 'Call me at [withheld: personal information] about the culvert at km 12.' : ORIGINAL
    expect(await publicCopies()).toEqual([copy])

    // The loser has nothing to undo, and is told so; the winner's undo takes the comment back to the queue.
    const loser: Caller = alternate(winner) === 'assessor' ? 'manager' : 'assessor'
    expect(await undoable('comment', id, loser)).toBeNull()
    const published = (await undoable('comment', id, alternate(winner)))!
    const refused = await call('POST', `/api/staff/undo/comment/${id}`, loser, { auditId: published.auditId })
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'nothing-to-undo', userMessage: expect.stringContaining(`by ${nameOf[alternate(winner)]} on ${when}`) },
    })
    expect(await stored(id)).toMatchObject({ state: 'public', redactedComment: copy })
    expect((await call('POST', `/api/staff/undo/comment/${id}`, alternate(winner), { auditId: published.auditId })).status).toBe(200)
    expect(await stored(id)).toMatchObject({ state: 'unreviewed', redactedComment: null, redactions: [] })
    expect(await publicCopies()).toEqual([])
  })

  it('a second decision after the first is refused with who took the first and when', async () => {
    const id = await unreviewedComment()
    expect((await call('POST', `/api/staff/comments/${id}/publish`, 'assessor', WITHHELD)).status).toBe(200)
    const { decidedAt, when } = await theDecision(id, ['publish-comment'])
    for (const [path, body] of [
      ['publish', { redactions: [] }],
      ['reject', { reason: 'profanity' }],
      ['further-review', {}],
    ] as const) {
      const second = await call('POST', `/api/staff/comments/${id}/${path}`, 'manager', body)
      expect(second, path).toMatchObject({
        status: 409,
        body: {
          code: 'already-decided',
          userMessage: `This comment was already published by ${nameOf.assessor} on ${when}.`,
          decidedBy: nameOf.assessor,
          decidedAt,
        },
      })
    }
    expect(await publicCopies()).toEqual(['Call me at [withheld: personal information] about the culvert at km 12.'])
  })

  it('published and rejected at once: one decision, and only a rejection mails the author', async () => {
    const id = await unreviewedComment()
    const mailed = (await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'comment-rejected'))).length
    const replies = await releasedTogether(RACERS, (i) =>
      call('POST', `/api/staff/comments/${id}/${i % 2 === 0 ? 'publish' : 'reject'}`, alternate(i), i % 2 === 0 ? { redactions: [] } : { reason: 'profanity' }),
    )
    const { winner } = await oneWinner(replies, alternate, id, ['publish-comment', 'reject-comment'])
    expect((await stored(id)).state).toBe(winner % 2 === 0 ? 'public' : 'rejected')
    expect((await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'comment-rejected'))).length - mailed).toBe(winner % 2 === 0 ? 0 : 1)
  })

  it('twenty undos of one publication at once undo it once', async () => {
    const id = await unreviewedComment()
    expect((await call('POST', `/api/staff/comments/${id}/publish`, 'assessor', WITHHELD)).status).toBe(200)
    await undoOnce('comment', id, 'assessor')
    expect(await stored(id)).toMatchObject({ state: 'unreviewed' })
  })
})

describe('the document queue', () => {
  const unreviewedDocument = async () =>
    (await createDocument(app.db, app.config.dataDir, projectId, { state: 'unreviewed', uploadedAt: NOW, uploadedById: proponentId })).document.id
  const documentRow = async (id: string) => (await app.db.select().from(t.documents).where(eq(t.documents.id, id)))[0]!
  const DECISIONS = ['publish-document', 'mark-document-internal', 'publish-redacted-document']

  it('published and marked Internal at once: one decision', async () => {
    const id = await unreviewedDocument()
    const replies = await releasedTogether(RACERS, (i) => call('POST', `/api/staff/documents/${id}/${i % 2 === 0 ? 'publish' : 'internal'}`, alternate(i), {}))
    const { winner } = await oneWinner(replies, alternate, id, DECISIONS)
    expect((await documentRow(id)).state).toBe(winner % 2 === 0 ? 'public' : 'internal')
  })

  it('a second decision or mark after the first is refused with who took the first and when', async () => {
    const id = await unreviewedDocument()
    expect((await call('POST', `/api/staff/documents/${id}/publish`, 'assessor', {})).status).toBe(200)
    const { decidedAt, when } = await theDecision(id, DECISIONS)
    for (const path of [`/api/staff/documents/${id}/internal`, `/api/staff/documents/${id}/publish`, `/api/staff/queues/documents/${id}/further-review`]) {
      const second = await call('POST', path, 'manager', {})
      expect(second, path).toMatchObject({
        status: 409,
        body: {
          code: 'already-decided',
          userMessage: `This document was already published by ${nameOf.assessor} on ${when}.`,
          decidedBy: nameOf.assessor,
          decidedAt,
        },
      })
    }
    expect((await documentRow(id)).state).toBe('public')
  })

  it('twenty undos of one decision at once undo it once', async () => {
    const id = await unreviewedDocument()
    expect((await call('POST', `/api/staff/documents/${id}/internal`, 'manager', {})).status).toBe(200)
    await undoOnce('document', id, 'manager')
    expect((await documentRow(id)).state).toBe('unreviewed')
  })
})

describe('the answer queue', () => {
  it('published twenty times at once: published once, with one feed line', async () => {
    const [request] = await app.db
      .insert(t.informationRequests)
      .values({ projectId, number: 1, status: 'answered', publishedAt: NOW, answeredAt: NOW })
      .returning()
    const replies = await releasedTogether(RACERS, (i) => call('POST', `/api/staff/answers/${request!.id}/publish`, alternate(i), {}))
    const { winner, when } = await oneWinner(replies, alternate, request!.id, ['publish-information-response'])
    expect(replies.find((r) => r.status === 409)!.body.userMessage).toBe(`This answer was already published by ${nameOf[alternate(winner)]} on ${when}.`)
    const feed = await app.db.select().from(t.activityItems).where(eq(t.activityItems.projectId, projectId))
    expect(feed.filter((f) => JSON.stringify(f.event).includes('information-request-answered'))).toHaveLength(1)
    await undoOnce('information-request', request!.id, alternate(winner))
  })
})

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
