// What the test files on two reviewers deciding one item share (issue 27 items 3 and 4, decision
// 0053): the staff callers, a panel review project before each test, and how a 409 names who
// decided. Apart so each of those files starts from the same state.
import { beforeAll, beforeEach, expect } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { RACERS, releasedTogether, statusCounts } from './race.ts'
import { staffCallers } from './staff-callers.ts'
import type { Answer, Caller } from './staff-callers.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { formatDate, formatTime } from '../../src/shared/domain/dates.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'

/** Tuesday 24 November 2026, 11:00 in Yukon: business hours. */
export const NOW = new Date('2026-11-24T18:00:00Z')
const OPEN = { showHearingsTab: true, showIntervenorsTab: true, showApplyToBeIntervenor: true, showPanelMembers: false }
export const ORIGINAL = 'Call me at 867-555-0100 about the culvert at km 12.'
export const WITHHELD = { redactions: [{ start: 11, end: 23, reason: 'personal-information' }] }

export let app: TestApp
export let call: Awaited<ReturnType<typeof staffCallers>>['call']
export const nameOf: Partial<Record<Caller, string>> = {}
export let proponentId = ''
export let applicant: typeof t.users.$inferSelect

export let projectId = ''

type Reply = { status: number; body: Answer }

/** Every answer is a success or a refusal the person is told: never a server error. */
export function noServerError(replies: Reply[]) {
  for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500)
}

/** The item's one decision in the audit log, and its time as a refusal says it. */
export async function theDecision(entityId: string, actions: string[]) {
  const rows = await app.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.entityId, entityId), inArray(t.auditLog.action, actions)))
  expect(rows).toHaveLength(1)
  const { at } = rows[0]!
  return { decidedAt: at.toISOString(), when: `${formatDate(at)} at ${formatTime(at)} Yukon time` }
}

/** The one 200 among the replies; each other is a refusal naming the decider and the decision's time. */
export async function oneWinner(replies: Reply[], decider: (i: number) => Caller, entityId: string, actions: string[]) {
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

export const alternate = (i: number): Caller => (i % 2 === 0 ? 'assessor' : 'manager')
export const undoable = async (entity: string, id: string, who: Caller) =>
  (await call('GET', `/api/staff/undo/${entity}/${id}`, who)).body.undoable as { auditId: number } | null

/** Twenty undos of the same decision released together: one undoes it, the others are told why not. */
export async function undoOnce(entity: string, id: string, who: Caller) {
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

/** Starts the app with the staff callers, and a new panel review project before each test; call at the top of a decision race test file. */
export function useStaffDecisionRacesApp(): void {
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
  beforeEach(async () => {
    projectId = (await createProject(app.db, { projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'COMMENT_BEFORE_HEARINGS', panelDisplay: OPEN })).id
    await giveRole(app.db, proponentId, projectId, 'proponent-agent')
  })
}
