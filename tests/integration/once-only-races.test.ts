// The rest of the writes with a once-only effect (issue 27, decision 0051), each sent twenty
// times at once: staff stage moves, comment periods, publications, accounts and their e-mailed
// links, applications, follows and creates. One effect (rows, audit entries, notices, e-mails);
// every other answer is the same request's answer again or a refusal that says why. No 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { RACERS, releasedTogether, statusCounts } from './race.ts'
import { staffCallers } from './staff-callers.ts'
import { startSmtpCapture } from './smtp-capture.ts'
import type { SmtpCapture } from './smtp-capture.ts'
import type { Answer, Caller } from './staff-callers.ts'
import { createProject } from '../factories/project-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'

/** Tuesday 24 November 2026, 11:00 in Yukon: business hours. */
const NOW = new Date('2026-11-24T18:00:00Z')

let app: TestApp
let smtp: SmtpCapture
let call: Awaited<ReturnType<typeof staffCallers>>['call']
const nameOf: Partial<Record<Caller, string>> = {}

beforeAll(async () => {
  smtp = await startSmtpCapture()
  app = await startTestApp({ now: NOW, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Registry <registry@example.ca>' } })
  const callers = await staffCallers(app)
  call = callers.call
  for (const who of ['assessor', 'manager'] as const) {
    const [user] = await app.db.select().from(t.users).where(eq(t.users.id, callers.userId[who]!))
    nameOf[who] = `${user!.firstName} ${user!.lastName}`
  }
})

afterAll(() => smtp.close())

type Reply = { status: number; body: Answer }

/** Every answer is a success or a refusal the person is told: never a server error. */
function noServerError(replies: Reply[]) {
  for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500)
}

const alternate = (i: number): Caller => (i % 2 === 0 ? 'assessor' : 'manager')
const auditCount = async (entityId: string, action: string) =>
  (
    await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, entityId), eq(t.auditLog.action, action)))
  ).length
const OPEN = { showHearingsTab: true, showIntervenorsTab: true, showApplyToBeIntervenor: true, showPanelMembers: false }
const noticesOf = async (projectId: string) =>
  (await app.db.select().from(t.notificationEvents).where(eq(t.notificationEvents.projectId, projectId))).map((n) => n.kind)

describe('a staff stage move', () => {
  const stage = (code: string) => stageByCode(PROJECT_TYPE.panelReview, code).stageId
  const atHearings = async () => (await createProject(app.db, { projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'PUBLIC_HEARINGS' })).id
  const history = async (projectId: string) => app.db.select().from(t.stageHistory).where(eq(t.stageHistory.projectId, projectId))
  const toComment = { stageId: stage('COMMENT_AFTER_HEARINGS'), startDate: '2026-11-24', deadlineBusinessDays: 15 }

  it('sent twenty times at once moves once: one history row, one notice; the others are told who moved it and when', async () => {
    const projectId = await atHearings()
    const replies = await releasedTogether(RACERS, (i) => call('POST', `/api/staff/projects/${projectId}/move`, alternate(i), toComment))
    noServerError(replies)
    expect(statusCounts(replies)).toEqual({ 200: 1, 409: RACERS - 1 })
    const winner = alternate(replies.findIndex((r) => r.status === 200))
    for (const refused of replies.filter((r) => r.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'already-decided', decidedBy: nameOf[winner] })
      expect(refused.body.userMessage).toMatch(new RegExp(`^This project was already moved to another stage by ${nameOf[winner]} on .* Yukon time\\.$`))
    }
    expect(await history(projectId)).toHaveLength(1)
    expect(await auditCount(projectId, 'move-stage')).toBe(1)
    expect(await noticesOf(projectId)).toEqual(['public-notice'])
  })

  it('to two different next stages at once from the stage both saw: one move, the other refused rather than chained on it', async () => {
    const projectId = await atHearings()
    const toReport = { stageId: stage('PREPARE_PANEL_REPORT'), startDate: '2026-11-24', deadlineBusinessDays: 10 }
    const from = { fromStageId: stage('PUBLIC_HEARINGS') }
    const replies = await releasedTogether(RACERS, (i) =>
      call('POST', `/api/staff/projects/${projectId}/move`, alternate(i), { ...(i % 2 === 0 ? toComment : toReport), ...from }),
    )
    noServerError(replies)
    expect(statusCounts(replies)).toEqual({ 200: 1, 409: RACERS - 1 })
    for (const refused of replies.filter((r) => r.status === 409)) expect(refused.body.code).toBe('already-decided')
    expect(await history(projectId)).toHaveLength(1)
    expect(await auditCount(projectId, 'move-stage')).toBe(1)
  })
})

describe('a comment period', () => {
  const period = { audience: 'public', startDate: '2026-11-24', endDate: '2026-12-16' }
  const seekingViews = async () => (await createProject(app.db, { stageCode: 'SEEKING_VIEWS' })).id

  it('opened twenty times at once opens once, with one public notice; closed twenty times at once closes once, with one notice of that', async () => {
    const projectId = await seekingViews()
    const opened = await releasedTogether(RACERS, (i) => call('POST', `/api/staff/projects/${projectId}/comment-period/open`, alternate(i), period))
    noServerError(opened)
    expect(statusCounts(opened)).toEqual({ 200: 1, 409: RACERS - 1 })
    expect(await auditCount(projectId, 'open-comment-period')).toBe(1)
    expect(await noticesOf(projectId)).toEqual(['public-notice'])

    const closed = await releasedTogether(RACERS, (i) => call('POST', `/api/staff/projects/${projectId}/comment-period/close`, alternate(i), {}))
    noServerError(closed)
    expect(statusCounts(closed)).toEqual({ 200: 1, 409: RACERS - 1 })
    expect(await auditCount(projectId, 'close-comment-period')).toBe(1)
    expect((await noticesOf(projectId)).sort()).toEqual(['comment-period-closed', 'public-notice'])
  })
})

describe('an information request', () => {
  const draft = { preamble: '<p>Please answer by the deadline.</p>', deadline: '2026-12-04', questions: [{ text: '<p>How deep is the pit?</p>' }] }

  it('published twenty times at once is published once, under one document number, with one notice', async () => {
    const projectId = (await createProject(app.db, { stageCode: 'ADEQUACY_INFORMATION_REQUEST' })).id
    const requestId = (await call('POST', `/api/staff/projects/${projectId}/information-requests`, 'assessor', draft)).body.id!
    const replies = await releasedTogether(RACERS, (i) =>
      call('POST', `/api/staff/projects/${projectId}/information-requests/${requestId}/publish`, alternate(i)),
    )
    noServerError(replies)
    expect(statusCounts(replies)).toEqual({ 200: 1, 409: RACERS - 1 })
    expect(await auditCount(requestId, 'publish-information-request')).toBe(1)
    expect(await noticesOf(projectId)).toEqual(['information-request'])
    const activity = await app.db.select().from(t.activityItems).where(eq(t.activityItems.projectId, projectId))
    expect(activity).toHaveLength(1)
  })
})

describe('an account', () => {
  const password = 'Bonanza2026'
  /** POSTs JSON as if from its own address, so no racer is turned away by the per-address limits. */
  async function postFrom(i: number, path: string, body: unknown): Promise<Reply> {
    const response = await app.request(
      path,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      `10.0.27.${i + 1}`,
    )
    return { status: response.status, body: (await response.json()) as Answer }
  }
  const mailsTo = (email: string, subject: string) => smtp.mails.filter((m) => m.to.includes(email) && m.subject === subject)
  const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!
  const accountOf = async (email: string) => (await app.db.select().from(t.users).where(eq(t.users.email, email)))[0]!

  it('registered twenty times at once with one address is made once, with one confirmation link, and never a server error', async () => {
    const email = 'race-register@example.ca'
    const replies = await releasedTogether(RACERS, (i) =>
      postFrom(i, '/api/users/register', { firstName: 'Ada', lastName: `Racer ${i}`, email, plainPassword: password }),
    )
    noServerError(replies)
    expect(statusCounts(replies)).toEqual({ 200: RACERS })
    expect(await app.db.select().from(t.users).where(eq(t.users.email, email))).toHaveLength(1)
    expect(await auditCount((await accountOf(email)).id, 'register')).toBe(1)
    expect(mailsTo(email, 'Confirm your e-mail address')).toHaveLength(1)
  })

  it('a password-reset link used twenty times at once with different passwords sets one of them', async () => {
    const email = 'race-reset@example.ca'
    expect((await postFrom(0, '/api/users/register', { firstName: 'Ada', lastName: 'Reset', email, plainPassword: password })).status).toBe(200)
    expect((await postFrom(0, '/api/users/forgot-password', { email })).status).toBe(200)
    const token = tokenOf(await smtp.linkTo(email, '/change-password/'))
    const replies = await releasedTogether(RACERS, (i) => postFrom(i, `/api/users/reset-password/${token}`, { plainPassword: `Klondike${i}Gold${i}` }))
    noServerError(replies)
    expect(statusCounts(replies)).toEqual({ 200: 1, 410: RACERS - 1 })
    const winner = replies.findIndex((r) => r.status === 200)
    expect(await auditCount((await accountOf(email)).id, 'reset-password')).toBe(1)
    expect((await postFrom(0, '/api/users/login', { email, plainPassword: `Klondike${winner}Gold${winner}` })).status).toBe(200)
    expect((await postFrom(0, '/api/users/login', { email, plainPassword: `Klondike${(winner + 1) % RACERS}Gold${(winner + 1) % RACERS}` })).status).toBe(401)
  })

  it('an e-mailed login link used twenty times at once opens one session', async () => {
    const email = 'race-login@example.ca'
    expect((await postFrom(0, '/api/users/register', { firstName: 'Ada', lastName: 'Login', email, plainPassword: password })).status).toBe(200)
    expect((await postFrom(0, '/api/users/login-email', { email })).status).toBe(200)
    const token = tokenOf(await smtp.linkTo(email, '/loginEmail/'))
    const replies = await releasedTogether(RACERS, (i) => postFrom(i, `/api/users/login-email/${token}`, {}))
    noServerError(replies)
    expect(statusCounts(replies)).toEqual({ 200: 1, 410: RACERS - 1 })
    expect(
      await app.db
        .select()
        .from(t.sessions)
        .where(eq(t.sessions.userId, (await accountOf(email)).id)),
    ).toHaveLength(1)
  })
})

describe('a member of the public', () => {
  it('applying to be an intervenor twenty times at once makes one application', async () => {
    const projectId = (await createProject(app.db, { projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'COMMENT_BEFORE_HEARINGS', panelDisplay: OPEN })).id
    const replies = await releasedTogether(RACERS, () =>
      call('POST', '/api/projects/apply-to-be-intervenor', 'public', { projectId, agreeToTerms: true, agreeToPrivacy: true }),
    )
    noServerError(replies)
    expect(statusCounts(replies)).toEqual({ 200: RACERS })
    const applications = await app.db.select().from(t.intervenors).where(eq(t.intervenors.projectId, projectId))
    expect(applications).toHaveLength(1)
    expect(replies.filter((r) => r.body.intervenorId === applications[0]!.id)).toHaveLength(1)
    expect(await auditCount(applications[0]!.id, 'apply-to-be-intervenor')).toBe(1)
  })

  it('following a project twenty times at once follows it once, audited once; unfollowing likewise', async () => {
    const projectId = (await createProject(app.db, { stageCode: 'SEEKING_VIEWS' })).id
    const follows = () => app.db.select().from(t.projectFollows).where(eq(t.projectFollows.projectId, projectId))
    const followed = await releasedTogether(RACERS, () => call('POST', `/api/projects/${projectId}/follow`, 'public'))
    noServerError(followed)
    expect(statusCounts(followed)).toEqual({ 200: RACERS })
    expect(await follows()).toHaveLength(1)
    expect(await auditCount(projectId, 'follow')).toBe(1)
    const unfollowed = await releasedTogether(RACERS, () => call('POST', `/api/projects/${projectId}/unfollow`, 'public'))
    noServerError(unfollowed)
    expect(statusCounts(unfollowed)).toEqual({ 200: RACERS })
    expect(await follows()).toHaveLength(0)
    expect(await auditCount(projectId, 'unfollow')).toBe(1)
  })
})

describe('the office', () => {
  // A second publish of a published item answers 200 and changes nothing.
  it.each([
    {
      what: 'an emergency exemption report',
      who: 'manager' as const,
      path: '/api/staff/emergency-exemptions',
      draft: {
        title: 'Flood Berm, Klondike River',
        proponentName: 'City of Dawson',
        dateReceived: '2026-05-04',
        assessmentDistricts: [ASSESSMENT_DISTRICTS[0]!.id],
      },
      idField: 'emergencyExemptionId',
      action: 'publish-emergency-exemption',
    },
    {
      what: 'a site message',
      who: 'administrator' as const,
      path: '/api/staff/site-messages',
      draft: { title: 'Office closed on Friday', body: '<p>Closed.</p>', titleFr: 'Bureau fermé vendredi', bodyFr: '<p>Fermé.</p>', expiryDate: '2026-12-01' },
      idField: 'messageId',
      action: 'publish-site-message',
    },
  ])('publishing $what twenty times at once publishes it once', async ({ who, path, draft, idField, action }) => {
    const id = (await call('POST', path, who, draft)).body[idField] as string
    const replies = await releasedTogether(RACERS, () => call('POST', `${path}/${id}/publish`, who))
    noServerError(replies)
    expect(statusCounts(replies)).toEqual({ 200: RACERS })
    expect(await auditCount(id, action)).toBe(1)
  })

  it('adding an organization under one name twenty times at once adds one; the others are told the name is taken', async () => {
    const name = 'Village of Carmacks'
    const replies = await releasedTogether(RACERS, () =>
      call('POST', '/api/staff/organizations', 'administrator', {
        kind: 'decision-body',
        name,
        frenchDisplayName: 'Village de Carmacks',
        email: 'office@carmacks.example',
      }),
    )
    noServerError(replies)
    expect(statusCounts(replies)).toEqual({ 200: 1, 409: RACERS - 1 })
    for (const refused of replies.filter((r) => r.status === 409)) expect(refused.body.userMessage).toBe('An organization of this kind already has this name.')
    expect(await app.db.select().from(t.organizations).where(eq(t.organizations.name, name))).toHaveLength(1)
  })
})
