// The office's project routes: only staff reach them (anyone else: 404, as an unknown address),
// the audit log only managers and administrators; moves follow the transition table, are audited
// with the values before and after, and show in the stage history the public reads.
import { randomUUID } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { submittableProposal } from '../factories/proposal-factory.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import * as t from '../../src/server/db/schema/index.ts'

let app: TestApp
const WHO = ['anonymous', 'public', 'proponent', 'assessor', 'manager', 'administrator'] as const
type Who = (typeof WHO)[number]
const token: Record<Who, string | undefined> = { anonymous: undefined, public: '', proponent: '', assessor: '', manager: '', administrator: '' }
const stage = (code: string) => stageByCode(PROJECT_TYPE.evaluation, code).stageId
const userId: Partial<Record<Who, string>> = {}
let proponentId = ''

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-11-24T18:00:00Z') })
  for (const who of WHO.slice(1)) {
    const staffRole = who === 'assessor' || who === 'manager' || who === 'administrator' ? who : null
    const user = await createUser(app.db, { firstName: who, staffRole })
    userId[who] = user.id
    if (who === 'proponent') proponentId = user.id
    token[who] = await app.tokenFor(user)
  }
})

let projectId = ''
beforeEach(async () => {
  projectId = (await createProject(app.db, { stageCode: 'ADEQUACY_REVIEW' })).id
  await giveRole(app.db, proponentId, projectId, 'proponent-agent')
})

const move = (who: Who, body: unknown, id = projectId) => app.postJson(`/api/staff/projects/${id}/move`, body, token[who])
const toSeekingViews = { stageId: stage('SEEKING_VIEWS'), startDate: '2026-11-25', deadlineBusinessDays: 30 }

describe('staff access', () => {
  const endpoints = (): [string, string, unknown][] => [
    ['GET', '/api/staff/me', undefined],
    ['GET', '/api/staff/projects', undefined],
    ['GET', `/api/staff/projects/${projectId}`, undefined],
    ['POST', `/api/staff/projects/${projectId}/move`, toSeekingViews],
    ['POST', `/api/staff/projects/${projectId}/extend`, { businessDays: 5 }],
    ['POST', `/api/staff/projects/${projectId}/status`, { action: 'pause' }],
    ['POST', `/api/staff/projects/${projectId}/accept-proposal`, {}],
    ['POST', `/api/staff/projects/${projectId}/return-proposal`, { reason: 'Missing map' }],
    ['GET', `/api/staff/projects/${projectId}/audit`, undefined],
  ]
  const call = (who: Who, [method, path, body]: [string, string, unknown]) =>
    method === 'GET' ? app.getJson(path, token[who]) : app.postJson(path, body, token[who])

  for (const who of ['anonymous', 'public', 'proponent'] as const) {
    it(`does not exist for ${who === 'anonymous' ? 'an anonymous visitor' : `a ${who} user`}: every endpoint answers 404 and changes nothing`, async () => {
      for (const endpoint of endpoints()) {
        const { status, body } = await call(who, endpoint)
        expect(status, endpoint[1]).toBe(404)
        expect(body).toMatchObject({ code: 'not-found', userMessage: 'No such API endpoint.' })
      }
      const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, projectId))
      expect(project).toMatchObject({ stageId: stage('ADEQUACY_REVIEW'), paused: false })
    })
  }

  for (const who of ['assessor', 'manager', 'administrator'] as const) {
    it(`lets ${who === 'assessor' ? 'an' : 'a'} ${who} read and run projects${who === 'assessor' ? ', not read the audit log' : ' and read the audit log'}`, async () => {
      expect((await app.getJson('/api/staff/me', token[who])).body).toEqual({ status: 'OK', staffRole: who })
      expect((await app.getJson<{ projects: { projectId: string }[] }>('/api/staff/projects', token[who])).body.projects.map((p) => p.projectId)).toContain(
        projectId,
      )
      expect((await app.getJson(`/api/staff/projects/${projectId}`, token[who])).status).toBe(200)
      expect((await move(who, toSeekingViews)).status).toBe(200)
      expect((await app.postJson(`/api/staff/projects/${projectId}/extend`, { businessDays: 5 }, token[who])).status).toBe(200)
      expect((await app.postJson(`/api/staff/projects/${projectId}/status`, { action: 'pause' }, token[who])).status).toBe(200)
      // Not at Proposal Check: refused for what the project is, not for who asks.
      expect((await app.postJson(`/api/staff/projects/${projectId}/accept-proposal`, {}, token[who])).status).toBe(409)
      expect((await app.postJson(`/api/staff/projects/${projectId}/return-proposal`, { reason: 'Missing map' }, token[who])).status).toBe(409)
      const audit = await app.getJson<{ entries: { action: string }[] }>(`/api/staff/projects/${projectId}/audit`, token[who])
      if (who === 'assessor') expect(audit).toMatchObject({ status: 403, body: { code: 'staff-role' } })
      else expect(audit.body.entries.map((e) => e.action)).toEqual(['pause-project', 'extend-deadline', 'move-stage'])
    })
  }
})

describe('moving a project', () => {
  it('moves to an allowed stage with its start day and a deadline in business days, ends the stage left in the public history, and audits before and after', async () => {
    expect((await move('assessor', toSeekingViews)).status).toBe(200)
    const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, projectId))
    expect(project).toMatchObject({ stageId: stage('SEEKING_VIEWS'), stageExtended: false })
    expect(project!.stageStartedAt).toEqual(new Date('2026-11-25T07:00:00Z'))
    // 30 business days from Wednesday 25 November 2026 (Christmas and New Year's Day skipped; Boxing Day is not a Yukon holiday).
    expect(project!.stageDeadline).toEqual(new Date('2027-01-08T23:30:00Z'))
    const publicPage = await app.getJson<{ project: { stageId: string; oldStages: { stageId: string; completedDate: string }[] } }>(
      `/api/projects/${projectId}`,
    )
    expect(publicPage.body.project.stageId).toBe(stage('SEEKING_VIEWS'))
    expect(publicPage.body.project.oldStages[0]).toMatchObject({ stageId: stage('ADEQUACY_REVIEW'), completedDate: '2026-11-25T07:00:00.000Z' })
    const feed = (await app.getJson<{ event: { code: string; stageId?: string } | null }[]>(`/api/projects/${projectId}/activity-feed`)).body
    expect(feed[0]!.event).toMatchObject({ code: 'stage-started', stageId: stage('SEEKING_VIEWS') })
    const notices = await app.db.select({ kind: t.notificationEvents.kind }).from(t.notificationEvents).where(eq(t.notificationEvents.projectId, projectId))
    expect(notices.map((n) => n.kind)).toEqual(['seeking-views'])
    const [row] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'move-stage'), eq(t.auditLog.entityId, projectId)))
    expect(row).toMatchObject({ actor: expect.stringMatching(/@example\.ca$/), entity: 'project' })
    expect(row!.detail).toMatchObject({
      projectId,
      before: { stageId: stage('ADEQUACY_REVIEW') },
      after: { stageId: stage('SEEKING_VIEWS'), stageDeadline: '2027-01-08T23:30:00.000Z' },
    })
  })

  it('refuses a stage the table does not allow next, a stage of another type and an unknown stage, and changes nothing', async () => {
    for (const stageId of [stage('RECOMMENDATION_SENT'), stage('DISCONTINUED'), stageByCode(PROJECT_TYPE.screening, 'SCREENING').stageId, 'nope']) {
      const { status, body } = await move('manager', { ...toSeekingViews, stageId })
      expect(status, stageId).toBe(409)
      expect(body).toMatchObject({ code: 'not-allowed', userMessage: 'The project cannot move to that stage from its current stage.' })
    }
    expect((await app.db.select().from(t.projects).where(eq(t.projects.id, projectId)))[0]!.stageId).toBe(stage('ADEQUACY_REVIEW'))
    expect(await app.db.select().from(t.stageHistory).where(eq(t.stageHistory.projectId, projectId))).toEqual([])
    expect(await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, projectId))).toEqual([])
  })

  it('starts a stage moved to on the day the current one started at the moment of the move, never before the stage it follows; an earlier day is refused', async () => {
    // Entered at 9:00 on 24 November (Yukon); the move comes at 11:00 the same day, the test's now.
    await app.db
      .update(t.projects)
      .set({ stageStartedAt: new Date('2026-11-24T16:00:00Z') })
      .where(eq(t.projects.id, projectId))
    expect((await move('assessor', { ...toSeekingViews, startDate: '2026-11-23' })).body).toMatchObject({
      parameter: 'startDate',
      userMessage: 'The new stage cannot start before the current stage started (2026-11-24).',
    })
    expect((await move('assessor', { ...toSeekingViews, startDate: '2026-11-24' })).status).toBe(200)
    const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, projectId))
    expect(project!.stageStartedAt).toEqual(new Date('2026-11-24T18:00:00Z'))
    const [left] = await app.db.select().from(t.stageHistory).where(eq(t.stageHistory.projectId, projectId))
    expect(left).toMatchObject({ stageId: stage('ADEQUACY_REVIEW'), startedAt: new Date('2026-11-24T16:00:00Z'), endedAt: new Date('2026-11-24T18:00:00Z') })
  })

  it('refuses bad input with a clear message', async () => {
    expect((await move('assessor', { ...toSeekingViews, startDate: '25/11/2026' })).body).toMatchObject({
      userMessage: expect.stringContaining('Give the date as YYYY-MM-DD.'),
    })
    expect((await move('assessor', { ...toSeekingViews, deadlineBusinessDays: 0 })).body).toMatchObject({
      userMessage: expect.stringContaining('Give at least 1 business day.'),
    })
  })

  it('records an extension as extended, in the history too once the stage is left', async () => {
    await move('assessor', toSeekingViews)
    expect((await app.postJson(`/api/staff/projects/${projectId}/extend`, { businessDays: 10 }, token.assessor)).status).toBe(200)
    const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, projectId))
    expect(project).toMatchObject({ stageExtended: true, stageDeadline: new Date('2027-01-22T23:30:00Z') })
    await move('assessor', { stageId: stage('REVIEW_INFORMATION'), startDate: '2027-01-25', deadlineBusinessDays: null })
    const { body } = await app.getJson<{ project: { oldStages: { stageId: string; extended: boolean }[] } }>(`/api/projects/${projectId}`)
    expect(body.project.oldStages[0]).toMatchObject({ stageId: stage('SEEKING_VIEWS'), extended: true })
    const notices = await app.db.select({ kind: t.notificationEvents.kind }).from(t.notificationEvents).where(eq(t.notificationEvents.projectId, projectId))
    expect(notices.map((n) => n.kind).sort()).toEqual(['extension', 'seeking-views'])
    expect((await app.postJson(`/api/staff/projects/${projectId}/extend`, { businessDays: 10 }, token.assessor)).body).toMatchObject({
      userMessage: 'This stage has no deadline to extend.',
    })
  })

  it('pauses, suspends and resumes, refusing what would change nothing, and discontinues', async () => {
    const status = (action: string) => app.postJson(`/api/staff/projects/${projectId}/status`, { action }, token.assessor)
    const flags = async () =>
      (
        await app.db
          .select({ paused: t.projects.paused, suspended: t.projects.suspended, stageId: t.projects.stageId })
          .from(t.projects)
          .where(eq(t.projects.id, projectId))
      )[0]
    expect((await status('resume')).body).toMatchObject({ userMessage: 'This project is neither paused nor suspended.' })
    await status('pause')
    expect(await flags()).toMatchObject({ paused: true, suspended: false })
    expect((await status('pause')).body).toMatchObject({ userMessage: 'This project is already paused.' })
    await status('suspend')
    expect(await flags()).toMatchObject({ paused: false, suspended: true })
    await status('resume')
    expect(await flags()).toMatchObject({ paused: false, suspended: false })
    await status('discontinue')
    expect(await flags()).toMatchObject({ stageId: stage('DISCONTINUED') })
    expect((await status('pause')).status).toBe(409)
    const actions = (await app.db.select({ action: t.auditLog.action }).from(t.auditLog).where(eq(t.auditLog.entityId, projectId))).map((r) => r.action)
    expect(actions.sort()).toEqual(['discontinue-project', 'pause-project', 'resume-project', 'suspend-project'])
    const events = (await app.getJson<{ event: { code: string } | null }[]>(`/api/projects/${projectId}/activity-feed`)).body.map((item) => item.event?.code)
    expect(events).toEqual(expect.arrayContaining(['assessment-paused', 'assessment-suspended', 'stage-started']))
  })

  it('does not show staff a draft nobody submitted', async () => {
    const draft = await createProject(app.db, { stageCode: 'DRAFT', projectNumber: null })
    expect((await app.getJson(`/api/staff/projects/${draft.id}`, token.administrator)).status).toBe(404)
    expect((await move('administrator', toSeekingViews, draft.id)).status).toBe(404)
  })

  it('does not show a manager or an administrator the audit log of a draft nobody submitted, as it does not show the draft', async () => {
    const draft = await createProject(app.db, { stageCode: 'DRAFT', projectNumber: null })
    await app.db
      .insert(t.auditLog)
      .values({ actor: 'proponent@example.ca', action: 'create-proposal', entity: 'project', entityId: draft.id, detail: { kind: 'general' } })
    for (const who of ['manager', 'administrator'] as const) {
      const answer = await app.getJson(`/api/staff/projects/${draft.id}/audit`, token[who])
      expect(answer).toEqual(await app.getJson(`/api/staff/projects/${draft.id}`, token[who]))
      expect(answer).toMatchObject({ status: 404, body: { code: 'not-found' } })
    }
  })
})

describe('a proposal at Proposal Check', () => {
  beforeEach(async () => {
    await app.db
      .update(t.projects)
      .set({ stageId: stage('PROPOSAL_CHECK') })
      .where(eq(t.projects.id, projectId))
  })
  const mails = (kind: string) => app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, kind))

  it('is accepted into Adequacy Review, becomes public and its proponent is mailed', async () => {
    expect((await app.getJson(`/api/projects/${projectId}`)).status).toBe(404)
    expect((await move('assessor', { stageId: stage('ADEQUACY_REVIEW'), startDate: '2026-11-24', deadlineBusinessDays: null })).body).toMatchObject({
      userMessage: 'A proposal at Proposal Check is accepted or returned, not moved.',
    })
    const before = (await mails('proposal-accepted')).length
    expect((await app.postJson(`/api/staff/projects/${projectId}/accept-proposal`, {}, token.assessor)).status).toBe(200)
    expect((await app.getJson<{ project: { stageId: string } }>(`/api/projects/${projectId}`)).body.project.stageId).toBe(stage('ADEQUACY_REVIEW'))
    const sent = (await mails('proposal-accepted')).slice(before)
    expect(sent.map((m) => m.toAddress)).toEqual([expect.stringMatching(/@example\.ca$/)])
    expect(sent[0]!.text).toContain('was accepted into Adequacy Review')
    expect((await app.postJson(`/api/staff/projects/${projectId}/accept-proposal`, {}, token.assessor)).body).toMatchObject({
      code: 'already-decided',
      userMessage: expect.stringMatching(/^This proposal was already accepted by assessor .+ Yukon time\.$/),
    })
  })

  it('is returned to its proponent as a draft with the reason, which they are mailed and the audit log keeps', async () => {
    expect((await app.postJson(`/api/staff/projects/${projectId}/return-proposal`, { reason: '  ' }, token.assessor)).body).toMatchObject({
      userMessage: expect.stringContaining('Say why the proposal is returned.'),
    })
    expect(
      (await app.postJson(`/api/staff/projects/${projectId}/return-proposal`, { reason: 'The map of the claims is missing.' }, token.assessor)).status,
    ).toBe(200)
    expect((await app.db.select().from(t.projects).where(eq(t.projects.id, projectId)))[0]!.stageId).toBe(stage('DRAFT'))
    const sent = (await mails('proposal-returned')).at(-1)!
    expect(sent.text).toContain('The map of the claims is missing.')
    const audit = await app.getJson<{ entries: { action: string; reason: string | null; before: { stageId: string } }[] }>(
      `/api/staff/projects/${projectId}/audit`,
      token.manager,
    )
    expect(audit.body.entries[0]).toMatchObject({
      action: 'return-proposal',
      reason: 'The map of the claims is missing.',
      before: { stageId: stage('PROPOSAL_CHECK') },
    })
  })
})

describe('a proposal submitted through the registry (issue 29 item 13)', () => {
  type StaffView = { stageId: string; history: { stageId: string; endedAt: string | null }[] }

  it('lists Proposal Check once in the stage history: as the current stage, then as a stage left', async () => {
    const id = randomUUID()
    const fields = submittableProposal(id)
    expect((await app.postJson('/api/projects/create-proposal', fields, token.proponent)).status).toBe(200)
    expect((await app.postJson('/api/projects/submit-proposal', { ...fields, revision: 1 }, token.proponent)).status).toBe(200)
    const submitted = (await app.getJson<{ project: StaffView }>(`/api/staff/projects/${id}`, token.assessor)).body.project
    expect(submitted.stageId).toBe(stage('PROPOSAL_CHECK'))
    expect(submitted.history.map((h) => h.stageId)).toEqual([stage('DRAFT')])
    expect((await app.postJson(`/api/staff/projects/${id}/accept-proposal`, {}, token.assessor)).status).toBe(200)
    const accepted = (await app.getJson<{ project: StaffView }>(`/api/staff/projects/${id}`, token.assessor)).body.project
    expect(accepted.history.map((h) => h.stageId).sort()).toEqual([stage('PROPOSAL_CHECK'), stage('DRAFT')].sort())
    expect(accepted.history.every((h) => h.endedAt !== null)).toBe(true)
  })
})

describe('the audit log (issue 29 item 9)', () => {
  it('names who acted and the people and documents it refers to, for the page to show no bare ids', async () => {
    // This file's manager: other files' callers in the same database are named "manager" too.
    const manager = (await app.db.select().from(t.users).where(eq(t.users.id, userId.manager!)))[0]!
    await app.db.update(t.users).set({ lastName: 'Tremblay' }).where(eq(t.users.id, manager.id))
    expect((await move('manager', toSeekingViews)).status).toBe(200)
    const document = (
      await app.db
        .insert(t.documents)
        .values({ projectId, fileName: 'Culvert plan.pdf', documentNumber: `${Date.now() % 10_000}`.padStart(4, '0') })
        .returning()
    )[0]!
    await app.db.insert(t.auditLog).values({
      actorUserId: manager.id,
      actor: manager.email,
      action: 'publish-document',
      entity: 'document',
      entityId: document.id,
      detail: { projectId, before: { state: 'unreviewed' }, after: { state: 'public', documentId: document.id } },
    })
    const { body } = await app.getJson<{ entries: { action: string; actor: string; actorName: string | null }[]; names: Record<string, string> }>(
      `/api/staff/projects/${projectId}/audit`,
      token.manager,
    )
    expect(body.entries.map((e) => [e.action, e.actorName])).toEqual([
      ['publish-document', 'manager Tremblay'],
      ['move-stage', 'manager Tremblay'],
    ])
    expect(body.names[document.id]).toBe(`${document.documentNumber} Culvert plan.pdf`)
    expect(body.names[manager.id]).toBe('manager Tremblay')
  })
})
