// Running a project's public process from the staff workspace: only staff reach it (anyone else:
// 404, as an unknown address); comment periods and the seeking-views deadline follow the project's
// stage and state, record their notice once a stage; the lead assessor (with the time the
// statistics read), a panel review's panel and the key documents; each shows on the public page and
// feed at once and is audited with the values before and after.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import { RACERS, releasedTogether } from './race.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { ASSESSMENT_OUTCOMES, DECISION_KINDS } from '../../src/server/db/reference/outcomes-and-types.ts'
import { commentPeriodsService } from '../../src/server/modules/staff-project-run/comment-periods.service.ts'

let app: TestApp
const PROCEED = ASSESSMENT_OUTCOMES[0]!.id
const WITHDRAWN = ASSESSMENT_OUTCOMES.find((o) => o.withdrawn)!.id
const ACCEPT = DECISION_KINDS[0]!.id
const VARY = DECISION_KINDS[1]!.id
const NOW = new Date('2026-11-25T18:00:00Z')
const WHO = ['anonymous', 'public', 'proponent', 'assessor', 'manager', 'administrator'] as const
type Who = (typeof WHO)[number]
const token: Record<Who, string | undefined> = { anonymous: undefined, public: '', proponent: '', assessor: '', manager: '', administrator: '' }
let proponentId = ''
const users: Partial<Record<Who, Awaited<ReturnType<typeof createUser>>>> = {}

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  for (const who of WHO.slice(1)) {
    const staffRole = who === 'assessor' || who === 'manager' || who === 'administrator' ? who : null
    const user = await createUser(app.db, { firstName: who, staffRole })
    users[who] = user
    if (who === 'proponent') proponentId = user.id
    token[who] = await app.tokenFor(user)
  }
})

let projectId = ''
beforeEach(async () => {
  app.setNow(NOW)
  projectId = (await createProject(app.db, { stageCode: 'SEEKING_VIEWS' })).id
  await giveRole(app.db, proponentId, projectId, 'proponent-agent')
})

const publicPeriod = { audience: 'public', startDate: '2026-11-25', endDate: '2026-12-16' }
const panel = {
  members: [
    { name: 'Dana Chair', title: 'Panel Chair' },
    { name: 'Lee Member', title: 'Panel Member' },
  ],
  showPanelMembers: true,
  showHearingsTab: true,
  showIntervenorsTab: true,
  showApplyToBeIntervenor: false,
}
const open = (who: Who, body: unknown = publicPeriod, id = projectId) => app.postJson(`/api/staff/projects/${id}/comment-period/open`, body, token[who])
const close = (who: Who, id = projectId) => app.postJson(`/api/staff/projects/${id}/comment-period/close`, {}, token[who])
const seekingViews = (who: Who, deadline = '2026-12-18', id = projectId) =>
  app.postJson(`/api/staff/projects/${id}/seeking-views-deadline`, { deadline }, token[who])
const row = async (id = projectId) => (await app.db.select().from(t.projects).where(eq(t.projects.id, id)))[0]!
const notices = async (id = projectId) =>
  (await app.db.select({ kind: t.notificationEvents.kind }).from(t.notificationEvents).where(eq(t.notificationEvents.projectId, id))).map((n) => n.kind)
const feed = async (id = projectId) =>
  (await app.getJson<{ event: Record<string, unknown> | null }[]>(`/api/projects/${id}/activity-feed`)).body.map((item) => item.event)
const publicProject = async (id = projectId) =>
  (
    await app.getJson<{
      project: {
        openForComments: boolean
        openForParticipantComments: boolean
        upcomingCommentPeriod: { startsAt: string; endsAt: string | null; participantsOnly: boolean } | null
        seekingViewsAndInformationDeadline: string | null
      }
    }>(`/api/projects/${id}`)
  ).body.project
const noticeText = {
  text: '<p>The <strong>Dawson</strong> office takes comments too.</p><img src=x onerror=alert(1)>',
  textFr: '<p>Le bureau de Dawson reçoit aussi les commentaires.</p>',
}
async function put(path: string, body: unknown, who: Who) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token[who] ? { Authorization: `Bearer ${token[who]}` } : {}) }
  const response = await app.request(path, { method: 'PUT', headers, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const audited = async (action: string) =>
  await app.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.action, action), eq(t.auditLog.entityId, projectId)))

describe('staff access', () => {
  const endpoints = (): [string, string, unknown][] => [
    ['GET', `/api/staff/projects/${projectId}/run`, undefined],
    ['POST', `/api/staff/projects/${projectId}/comment-period/open`, publicPeriod],
    ['POST', `/api/staff/projects/${projectId}/comment-period/close`, {}],
    ['POST', `/api/staff/projects/${projectId}/seeking-views-deadline`, { deadline: '2026-12-18' }],
    ['POST', `/api/staff/projects/${projectId}/lead-assessor`, { userId: users.assessor!.id }],
    ['POST', `/api/staff/projects/${projectId}/panel`, panel],
    ['POST', `/api/staff/projects/${projectId}/key-document`, { documentId: projectId, keyDocument: true }],
    ['POST', `/api/staff/projects/${projectId}/outcome`, { outcomeId: PROCEED }],
    ['POST', `/api/staff/projects/${projectId}/decision`, { documentId: projectId, decisionId: ACCEPT }],
    ['PUT', `/api/staff/projects/${projectId}/public-notice-text`, noticeText],
  ]
  const call = (who: Who, [method, path, body]: [string, string, unknown]) =>
    method === 'GET' ? app.getJson(path, token[who]) : method === 'PUT' ? put(path, body, who) : app.postJson(path, body, token[who])

  for (const who of ['anonymous', 'public', 'proponent'] as const) {
    it(`does not exist for ${who === 'anonymous' ? 'an anonymous visitor' : `a ${who} user`}: every endpoint answers 404 and changes nothing`, async () => {
      for (const endpoint of endpoints()) {
        const { status, body } = await call(who, endpoint)
        expect(status, endpoint[1]).toBe(404)
        expect(body).toMatchObject({ code: 'not-found', userMessage: 'No such API endpoint.' })
      }
      expect(await row()).toMatchObject({ openForComments: false, commentPeriodEndsAt: null, seekingViewsDeadline: null, publicNoticeText: null })
      expect(await notices()).toEqual([])
      expect(await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, projectId))).toEqual([])
    })
  }

  for (const who of ['assessor', 'manager', 'administrator'] as const) {
    it(`lets ${who === 'assessor' ? 'an' : 'a'} ${who} run the comment period, seeking views, lead assessor, panel and key documents`, async () => {
      expect((await app.getJson(`/api/staff/projects/${projectId}/run`, token[who])).body).toMatchObject({
        status: 'OK',
        run: { commentPeriod: null, commentPeriodRefusal: null },
      })
      expect((await open(who)).status).toBe(200)
      expect((await close(who)).status).toBe(200)
      expect((await seekingViews(who)).status).toBe(200)
      expect((await app.postJson(`/api/staff/projects/${projectId}/lead-assessor`, { userId: users[who]!.id }, token[who])).status).toBe(200)
      const { document } = await createDocument(app.db, app.config.dataDir, projectId)
      expect((await app.postJson(`/api/staff/projects/${projectId}/key-document`, { documentId: document.id, keyDocument: true }, token[who])).status).toBe(200)
      // Not a panel review, nor at its recommendation: refused for what the project is, not for who asks.
      expect((await app.postJson(`/api/staff/projects/${projectId}/panel`, panel, token[who])).status).toBe(409)
      expect((await app.postJson(`/api/staff/projects/${projectId}/outcome`, { outcomeId: PROCEED }, token[who])).status).toBe(409)
      expect((await app.postJson(`/api/staff/projects/${projectId}/decision`, { documentId: document.id, decisionId: ACCEPT }, token[who])).status).toBe(409)
      expect((await put(`/api/staff/projects/${projectId}/public-notice-text`, noticeText, who)).status).toBe(200)
      const actions = (
        await app.db
          .select()
          .from(t.auditLog)
          .where(sql`${t.auditLog.detail}->>'projectId' = ${projectId}`)
      ).map((r) => [r.action, r.actor])
      expect(actions.map(([action]) => action).sort()).toEqual([
        'assign-lead-assessor',
        'close-comment-period',
        'open-comment-period',
        'set-key-document',
        'set-public-notice-text',
        'set-seeking-views-deadline',
      ])
      expect(new Set(actions.map(([, actor]) => actor)).size).toBe(1)
    })
  }

  it('does not show staff a draft nobody submitted', async () => {
    const draft = await createProject(app.db, { stageCode: 'DRAFT', projectNumber: null })
    expect((await app.getJson(`/api/staff/projects/${draft.id}/run`, token.administrator)).status).toBe(404)
    expect((await open('administrator', publicPeriod, draft.id)).status).toBe(404)
  })
})

describe('comment periods', () => {
  it('opens a public period: the public page takes comments at once, the feed says until when, its public notice is recorded, and the audit keeps before and after', async () => {
    expect((await open('assessor')).status).toBe(200)
    expect(await row()).toMatchObject({
      openForComments: true,
      openForParticipantComments: false,
      commentPeriodStartsAt: new Date('2026-11-25T07:00:00Z'),
      commentPeriodEndsAt: new Date('2026-12-16T23:30:00Z'),
    })
    expect(await publicProject()).toMatchObject({ openForComments: true, openForParticipantComments: false })
    expect((await feed())[0]).toEqual({ code: 'comment-period-open', deadline: '2026-12-16T23:30:00.000Z' })
    expect(await notices()).toEqual(['public-notice'])
    const [entry] = await audited('open-comment-period')
    expect(entry!.detail).toMatchObject({
      projectId,
      before: { openForComments: false, commentPeriodEndsAt: null },
      after: { openForComments: true, commentPeriodEndsAt: '2026-12-16T23:30:00.000Z' },
    })
    const run = await app.getJson<{ run: unknown }>(`/api/staff/projects/${projectId}/run`, token.assessor)
    expect(run.body.run).toMatchObject({
      commentPeriod: { audience: 'public', startsAt: '2026-11-25T07:00:00.000Z', endsAt: '2026-12-16T23:30:00.000Z' },
      commentPeriodRefusal: 'already-open',
    })
  })

  it('opens a period to participants only, with no public notice', async () => {
    expect((await open('manager', { ...publicPeriod, audience: 'participants' })).status).toBe(200)
    expect(await publicProject()).toMatchObject({ openForComments: false, openForParticipantComments: true })
    expect((await feed())[0]).toEqual({ code: 'comment-period-open', deadline: '2026-12-16T23:30:00.000Z', participantsOnly: true })
    expect(await notices()).toEqual([])
  })

  it('ends a period by itself after 4:30 pm on its last day, and then lets another open', async () => {
    await open('assessor')
    app.setNow(new Date('2026-12-16T23:29:00Z'))
    expect((await publicProject()).openForComments).toBe(true)
    app.setNow(new Date('2026-12-16T23:31:00Z'))
    expect((await publicProject()).openForComments).toBe(false)
    app.setNow(new Date('2026-12-17T18:00:00Z'))
    const next = { ...publicPeriod, startDate: '2026-12-17', endDate: '2027-01-08' }
    expect((await app.postJson(`/api/staff/projects/${projectId}/comment-period/open`, next, await app.tokenFor(users.assessor!))).status).toBe(200)
  })

  it('closes the open period now: the public can no longer comment and the feed says so', async () => {
    await open('assessor')
    const later = new Date(NOW.getTime() + 60_000)
    app.setNow(later)
    expect((await close('assessor')).status).toBe(200)
    expect(await row()).toMatchObject({ openForComments: false, openForParticipantComments: false, commentPeriodEndsAt: later })
    expect((await publicProject()).openForComments).toBe(false)
    expect((await feed())[0]).toEqual({ code: 'comment-period-closed' })
    const [entry] = await audited('close-comment-period')
    expect(entry!.detail).toMatchObject({ before: { openForComments: true }, after: { openForComments: false, commentPeriodEndsAt: later.toISOString() } })
    expect(await close('assessor')).toMatchObject({ status: 409, body: { userMessage: 'No comment period is open on this project.' } })
  })

  it('refuses a second period, a paused project and a proposal at Proposal Check, and changes nothing', async () => {
    await open('assessor')
    expect(await open('assessor')).toMatchObject({
      status: 409,
      body: { code: 'not-allowed', userMessage: 'A comment period is already open on this project. Close it first.' },
    })
    const paused = await createProject(app.db, { stageCode: 'SEEKING_VIEWS' })
    await app.db.update(t.projects).set({ paused: true }).where(eq(t.projects.id, paused.id))
    expect(await open('assessor', publicPeriod, paused.id)).toMatchObject({
      status: 409,
      body: { userMessage: 'A paused or suspended project cannot open a comment period.' },
    })
    const atCheck = await createProject(app.db, { stageCode: 'PROPOSAL_CHECK' })
    expect(await open('assessor', publicPeriod, atCheck.id)).toMatchObject({
      status: 409,
      body: { userMessage: 'Only a public project under assessment can take comments.' },
    })
    expect(await notices(paused.id)).toEqual([])
    expect((await row(atCheck.id)).openForComments).toBe(false)
  })

  it('schedules a period whose first day is to come: upcoming until that day, then open by itself, its feed line and public notice only then', async () => {
    // Wednesday 25 November; the period runs from Monday 30 November.
    const scheduled = { ...publicPeriod, startDate: '2026-11-30' }
    expect((await open('assessor', scheduled)).status).toBe(200)
    expect(await row()).toMatchObject({ openForComments: true, commentPeriodStartsAt: new Date('2026-11-30T07:00:00Z'), commentPeriodStartPending: true })
    const upcoming = { startsAt: '2026-11-30T07:00:00.000Z', endsAt: '2026-12-16T23:30:00.000Z', participantsOnly: false }
    expect(await publicProject()).toMatchObject({ openForComments: false, upcomingCommentPeriod: upcoming })
    expect(await feed()).not.toContainEqual(expect.objectContaining({ code: 'comment-period-open' }))
    expect(await notices()).toEqual([])
    const run = await app.getJson<{ run: unknown }>(`/api/staff/projects/${projectId}/run`, token.assessor)
    expect(run.body.run).toMatchObject({ commentPeriod: { audience: 'public', startsAt: upcoming.startsAt }, commentPeriodRefusal: 'already-scheduled' })
    expect(await open('assessor', scheduled)).toMatchObject({
      status: 409,
      body: { userMessage: 'A comment period is already scheduled on this project. Cancel it first.' },
    })

    // Sunday, 11:59 pm in Yukon: still to come.
    app.setNow(new Date('2026-11-30T06:59:00Z'))
    expect(await commentPeriodsService(app.db).startScheduled(new Date('2026-11-30T06:59:00Z'))).toBe(0)
    expect(await notices()).toEqual([])
    // Monday, as the day begins.
    const monday = new Date('2026-11-30T07:00:30Z')
    app.setNow(monday)
    expect(await publicProject()).toMatchObject({ openForComments: true, upcomingCommentPeriod: null })
    expect(await commentPeriodsService(app.db).startScheduled(monday)).toBe(1)
    expect(await commentPeriodsService(app.db).startScheduled(monday)).toBe(0)
    expect(await notices()).toEqual(['public-notice'])
    const [line] = (await app.getJson<{ activityDate: string; event: unknown }[]>(`/api/projects/${projectId}/activity-feed`)).body
    expect(line).toMatchObject({ event: { code: 'comment-period-open', deadline: upcoming.endsAt } })
    expect(new Date(line!.activityDate)).toEqual(new Date(upcoming.startsAt))
    expect((await row()).commentPeriodStartPending).toBe(false)
    expect((await audited('start-comment-period'))[0]!.detail).toMatchObject({
      before: { commentPeriodStartPending: true },
      after: { commentPeriodStartPending: false },
    })
  })

  it('opens a scheduled period once when the job runs in several workers at the same moment', async () => {
    expect((await open('assessor', { ...publicPeriod, startDate: '2026-11-30' })).status).toBe(200)
    const monday = new Date('2026-11-30T15:00:00Z')
    const opened = await releasedTogether(RACERS, () => commentPeriodsService(app.db).startScheduled(monday))
    expect(opened.reduce((sum, n) => sum + n, 0)).toBe(1)
    expect(await notices()).toEqual(['public-notice'])
    expect((await feed()).filter((event) => event?.code === 'comment-period-open')).toHaveLength(1)
  })

  it('tells of a public period that ended on its last day once, whichever workers look, and not of one ended long ago', async () => {
    expect((await open('assessor', publicPeriod)).status).toBe(200)
    const end = (await row()).commentPeriodEndsAt!
    // The job looks at every project; the other tests' periods end at the same moment.
    await commentPeriodsService(app.db).closeEnded(new Date(end.getTime() - 60_000))
    expect(await notices()).toEqual(['public-notice'])
    const after = new Date(end.getTime() + 15 * 60_000)
    await releasedTogether(RACERS, () => commentPeriodsService(app.db).closeEnded(after))
    expect((await notices()).sort()).toEqual(['comment-period-closed', 'public-notice'])
    await commentPeriodsService(app.db).closeEnded(new Date(end.getTime() + 86_400_000))
    expect((await notices()).sort()).toEqual(['comment-period-closed', 'public-notice'])

    const other = (await createProject(app.db, { stageCode: 'SEEKING_VIEWS' })).id
    await app.db
      .update(t.projects)
      .set({ openForComments: true, commentPeriodStartsAt: new Date('2025-01-06T07:00:00Z'), commentPeriodEndsAt: new Date('2025-02-06T23:30:00Z') })
      .where(eq(t.projects.id, other))
    await commentPeriodsService(app.db).closeEnded(after)
    expect(await notices(other)).toEqual([])
  })

  it('cancels a scheduled period without a word to anyone, and the day it would have started opens nothing', async () => {
    expect((await open('assessor', { ...publicPeriod, startDate: '2026-11-30' })).status).toBe(200)
    expect((await close('assessor')).status).toBe(200)
    expect(await publicProject()).toMatchObject({ openForComments: false, upcomingCommentPeriod: null })
    expect(await commentPeriodsService(app.db).startScheduled(new Date('2026-11-30T18:00:00Z'))).toBe(0)
    expect(JSON.stringify(await feed())).not.toMatch(/comment-period/)
    expect(await notices()).toEqual([])
  })

  it('refuses bad days and a bad audience with a clear message', async () => {
    expect(await open('assessor', { ...publicPeriod, startDate: '2026-11-20', endDate: '2026-11-24' })).toMatchObject({
      status: 400,
      body: { parameter: 'endDate', userMessage: 'The last day has already passed.' },
    })
    expect(await open('assessor', { ...publicPeriod, endDate: '2026-11-24' })).toMatchObject({
      status: 400,
      body: { userMessage: 'The last day comes before the first day.' },
    })
    expect(await open('assessor', { ...publicPeriod, endDate: '16/12/2026' })).toMatchObject({ status: 400, body: { parameter: 'endDate' } })
    expect(await open('assessor', { ...publicPeriod, audience: 'everyone' })).toMatchObject({ status: 400, body: { parameter: 'audience' } })
    expect((await row()).openForComments).toBe(false)
  })

  it('sends one public notice for a screening’s comment stage, whether staff moved into it or opened its period', async () => {
    const screening = await createProject(app.db, { projectTypeId: PROJECT_TYPE.screening, stageCode: 'SCREENING' })
    const move = { stageId: stageByCode(PROJECT_TYPE.screening, 'COMMENT_PROPOSAL').stageId, startDate: '2026-11-25', deadlineBusinessDays: 15 }
    expect((await app.postJson(`/api/staff/projects/${screening.id}/move`, move, token.assessor)).status).toBe(200)
    expect((await open('assessor', publicPeriod, screening.id)).status).toBe(200)
    expect(await notices(screening.id)).toEqual(['public-notice'])
  })
})

describe('the public notice’s text', () => {
  const write = (body: unknown, who: Who = 'assessor') => put(`/api/staff/projects/${projectId}/public-notice-text`, body, who)
  const shown = async () =>
    (await app.getJson<{ project: { publicNoticeText: { en: string; fr: string | null } | null } }>(`/api/projects/${projectId}`)).body.project.publicNoticeText

  it('is written in English and French, cleaned, shown to the public with the project and to staff, and audited', async () => {
    expect(await shown()).toBeNull()
    expect((await write(noticeText)).status).toBe(200)
    const clean = {
      en: '<p>The <strong>Dawson</strong> office takes comments too.</p><img src="x">',
      fr: '<p>Le bureau de Dawson reçoit aussi les commentaires.</p>',
    }
    expect((await shown())?.en).not.toContain('onerror')
    expect(await shown()).toEqual({ en: expect.stringContaining('<strong>Dawson</strong>'), fr: clean.fr })
    const { body } = await app.getJson<{ run: { publicNoticeText: { text: string; textFr: string } } }>(`/api/staff/projects/${projectId}/run`, token.manager)
    expect(body.run.publicNoticeText).toEqual({ text: (await shown())!.en, textFr: clean.fr })
    const [entry] = await audited('set-public-notice-text')
    expect(entry!.detail).toMatchObject({ before: { publicNoticeText: null, publicNoticeTextFr: null }, after: { publicNoticeTextFr: clean.fr } })
  })

  it('is taken away when both languages are emptied, and refuses what is not text, changing nothing', async () => {
    await write(noticeText)
    expect((await write({ text: '<p>Only in English.</p>', textFr: '' })).status).toBe(200)
    expect(await shown()).toEqual({ en: '<p>Only in English.</p>', fr: null })
    expect((await write({ text: 42, textFr: '' })).status).toBe(400)
    expect((await write({ text: 'x'.repeat(200_001), textFr: '' })).body).toMatchObject({ userMessage: expect.stringContaining('200,000') })
    expect(await shown()).toEqual({ en: '<p>Only in English.</p>', fr: null })
    expect((await write({ text: '', textFr: '' })).status).toBe(200)
    expect(await shown()).toBeNull()
  })
})

describe('the seeking-views deadline', () => {
  it('sets the deadline the public page shows, tells of it in the feed, records the seeking-views notice once a stage, and audits it', async () => {
    expect((await seekingViews('assessor', '2026-12-18')).status).toBe(200)
    expect((await publicProject()).seekingViewsAndInformationDeadline).toBe('2026-12-18T23:30:00.000Z')
    expect((await feed())[0]).toEqual({ code: 'seeking-views-deadline', deadline: '2026-12-18T23:30:00.000Z' })
    expect((await seekingViews('assessor', '2027-01-08')).status).toBe(200)
    expect(await notices()).toEqual(['seeking-views'])
    const entries = await audited('set-seeking-views-deadline')
    expect(entries.map((e) => e.detail)).toContainEqual(
      expect.objectContaining({ before: { seekingViewsDeadline: '2026-12-18T23:30:00.000Z' }, after: { seekingViewsDeadline: '2027-01-08T23:30:00.000Z' } }),
    )
  })

  it('refuses a project not seeking views and a deadline already passed', async () => {
    const reviewing = await createProject(app.db, { stageCode: 'REVIEW_INFORMATION' })
    expect(await seekingViews('assessor', '2026-12-18', reviewing.id)).toMatchObject({
      status: 409,
      body: { userMessage: 'Only a project seeking views and information takes this deadline.' },
    })
    expect(await seekingViews('assessor', '2026-11-24')).toMatchObject({
      status: 400,
      body: { parameter: 'deadline', userMessage: 'The deadline has already passed.' },
    })
    expect((await row()).seekingViewsDeadline).toBeNull()
    expect(await notices(reviewing.id)).toEqual([])
  })
})

describe('the lead assessor', () => {
  it('assigns a staff member: the public page names them, the feed says so, the statistics keep the first assignment’s time, and the audit keeps before and after', async () => {
    expect((await app.postJson(`/api/staff/projects/${projectId}/lead-assessor`, { userId: users.assessor!.id }, token.manager)).status).toBe(200)
    expect((await row()).leadAssessorId).toBe(users.assessor!.id)
    const page = (await app.getJson<{ project: { leadAssessor: { name: string } | null } }>(`/api/projects/${projectId}`)).body.project
    expect(page.leadAssessor?.name).toMatch(/^assessor /)
    expect((await feed())[0]).toEqual({ code: 'lead-assessor-assigned', name: expect.stringMatching(/^assessor/) })
    const [timing] = await app.db.select().from(t.assessmentTimings).where(eq(t.assessmentTimings.projectId, projectId))
    expect(timing!.assessorAssignedAt).toEqual(NOW)
    const roles = await app.db
      .select()
      .from(t.projectUserRoles)
      .where(and(eq(t.projectUserRoles.projectId, projectId), eq(t.projectUserRoles.role, 'lead-assessor')))
    expect(roles.map((r) => r.userId)).toEqual([users.assessor!.id])
    const [entry] = await audited('assign-lead-assessor')
    expect(entry!.detail).toMatchObject({ before: { leadAssessorId: null }, after: { leadAssessorId: users.assessor!.id } })

    // A reassignment changes the lead, not when the project first had one.
    app.setNow(new Date(NOW.getTime() + 3_600_000))
    expect(
      (await app.postJson(`/api/staff/projects/${projectId}/lead-assessor`, { userId: users.manager!.id }, await app.tokenFor(users.manager!))).status,
    ).toBe(200)
    const [again] = await app.db.select().from(t.assessmentTimings).where(eq(t.assessmentTimings.projectId, projectId))
    expect(again!.assessorAssignedAt).toEqual(NOW)
    const after = await app.db
      .select()
      .from(t.projectUserRoles)
      .where(and(eq(t.projectUserRoles.projectId, projectId), eq(t.projectUserRoles.role, 'lead-assessor')))
    expect(after.map((r) => r.userId)).toEqual([users.manager!.id])
  })

  it('refuses someone who is not staff', async () => {
    expect(await app.postJson(`/api/staff/projects/${projectId}/lead-assessor`, { userId: proponentId }, token.assessor)).toMatchObject({
      status: 400,
      body: { parameter: 'userId', userMessage: 'Choose a staff member as the lead assessor.' },
    })
    expect((await row()).leadAssessorId).toBeNull()
  })
})

describe('a panel review’s panel', () => {
  it('sets the members and display flags the public page follows, tells the feed when the panel is shown, and audits it', async () => {
    const review = await createProject(app.db, { projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'PANEL_REVIEW_START' })
    expect((await app.postJson(`/api/staff/projects/${review.id}/panel`, { ...panel, showPanelMembers: false }, token.assessor)).status).toBe(200)
    type Page = { project: { panelMembers: { name: string; title: string }[]; panelDisplay: Record<string, boolean> } }
    expect((await app.getJson<Page>(`/api/projects/${review.id}`)).body.project.panelMembers).toEqual([])
    expect(await feed(review.id)).not.toContainEqual(expect.objectContaining({ code: 'panel-named' }))
    expect((await app.postJson(`/api/staff/projects/${review.id}/panel`, panel, token.assessor)).status).toBe(200)
    const shown = (await app.getJson<Page>(`/api/projects/${review.id}`)).body.project
    expect(shown.panelMembers).toEqual(panel.members)
    expect(shown.panelDisplay).toMatchObject({ showPanelMembers: true, showHearingsTab: true, showIntervenorsTab: true, showApplyToBeIntervenor: false })
    expect((await feed(review.id))[0]).toEqual({ code: 'panel-named', names: ['Dana Chair', 'Lee Member'] })
    const entries = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'set-panel'), eq(t.auditLog.entityId, review.id)))
    expect(entries.map((e) => e.detail)).toContainEqual(
      expect.objectContaining({ before: expect.objectContaining({ members: panel.members, showPanelMembers: false }), after: panel }),
    )
  })

  it('refuses a project that is not a panel review, and a member with no name', async () => {
    expect(await app.postJson(`/api/staff/projects/${projectId}/panel`, panel, token.assessor)).toMatchObject({
      status: 409,
      body: { userMessage: 'Only a panel review has a panel.' },
    })
    const review = await createProject(app.db, { projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'PANEL_REVIEW_START' })
    expect(await app.postJson(`/api/staff/projects/${review.id}/panel`, { ...panel, members: [{ name: ' ', title: 'Chair' }] }, token.assessor)).toMatchObject({
      status: 400,
      body: { parameter: 'members' },
    })
    expect(await app.db.select().from(t.panelMembers).where(eq(t.panelMembers.projectId, review.id))).toEqual([])
  })
})

describe('key documents', () => {
  it('marks a public document key, which the Key Documents tab then lists, and unmarks it', async () => {
    const { document } = await createDocument(app.db, app.config.dataDir, projectId)
    const keyDocuments = async () => (await app.getJson<{ documentId: string }[]>(`/api/projects/${projectId}/key-documents`)).body.map((d) => d.documentId)
    expect(await keyDocuments()).toEqual([])
    expect((await app.postJson(`/api/staff/projects/${projectId}/key-document`, { documentId: document.id, keyDocument: true }, token.assessor)).status).toBe(
      200,
    )
    expect(await keyDocuments()).toEqual([document.id])
    const run = (
      await app.getJson<{ run: { documents: { documentId: string; keyDocument: boolean }[] } }>(`/api/staff/projects/${projectId}/run`, token.assessor)
    ).body.run
    expect(run.documents).toContainEqual(expect.objectContaining({ documentId: document.id, keyDocument: true }))
    expect((await app.postJson(`/api/staff/projects/${projectId}/key-document`, { documentId: document.id, keyDocument: false }, token.assessor)).status).toBe(
      200,
    )
    expect(await keyDocuments()).toEqual([])
    const entries = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'set-key-document'), eq(t.auditLog.entityId, document.id)))
    expect(entries.map((e) => e.detail)).toContainEqual(expect.objectContaining({ projectId, before: { keyDocument: false }, after: { keyDocument: true } }))
  })

  it('refuses a document waiting for review and one of another project', async () => {
    const { document: unreviewed } = await createDocument(app.db, app.config.dataDir, projectId, { state: 'unreviewed' })
    expect(await app.postJson(`/api/staff/projects/${projectId}/key-document`, { documentId: unreviewed.id, keyDocument: true }, token.assessor)).toMatchObject(
      {
        status: 409,
        body: { userMessage: 'Only a public document can be a key document.' },
      },
    )
    const other = await createProject(app.db)
    const { document: elsewhere } = await createDocument(app.db, app.config.dataDir, other.id)
    expect((await app.postJson(`/api/staff/projects/${projectId}/key-document`, { documentId: elsewhere.id, keyDocument: true }, token.assessor)).status).toBe(
      404,
    )
    const rows = await app.db
      .select()
      .from(t.documents)
      .where(inArray(t.documents.id, [unreviewed.id, elsewhere.id]))
    expect(rows.map((d) => d.keyDocument)).toEqual([false, false])
  })
})

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
