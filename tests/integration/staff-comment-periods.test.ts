// A project's comment periods and seeking-views deadline, run from the staff workspace: they follow
// the project's stage and state, record their notice once a stage, show on the public page and feed
// at once, and are audited with the values before and after.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { RACERS, releasedTogether } from './race.ts'
import { createProject } from '../factories/project-factory.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { commentPeriodsService } from '../../src/server/modules/staff-project-run/comment-periods.service.ts'
import {
  app,
  audited,
  close,
  feed,
  notices,
  noticeText,
  NOW,
  open,
  projectId,
  publicPeriod,
  publicProject,
  put,
  row,
  seekingViews,
  token,
  users,
  useStaffProjectRunApp,
} from './staff-project-run-app.ts'
import type { Who } from './staff-project-run-app.ts'

useStaffProjectRunApp()

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
