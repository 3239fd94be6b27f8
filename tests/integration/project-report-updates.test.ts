// The statistics data (decision 0031) as the projects change: answered from its cache until a
// stage changes, and every project recounted after a write that changes what it counts.
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { queryRows } from '../../src/server/db/client.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import type { ReportData } from '../../src/shared/schemas/project-reports.ts'
import {
  app,
  data,
  decision,
  evaluation,
  PLACER,
  PROCEED,
  QUARTZ,
  REFERRAL,
  staleMonthSums,
  startWithHandBuiltHistories,
  TRONDEK,
} from './project-reports-app.ts'

describe('project reports on hand-built histories', () => {
  let late: string
  let appShaped: string

  beforeAll(async () => {
    ;({ late, appShaped } = await startWithHandBuiltHistories())
  })

  it('answers from its cache until a stage changes, then with the change', async () => {
    expect((await data('2024')).completed).toBe(2)
    await app.db.insert(t.stageHistory).values({
      projectId: late,
      stageId: stageByCode(PROJECT_TYPE.evaluation, 'REVIEW_INFORMATION').stageId,
      startedAt: new Date('2024-01-25T18:00:00Z'),
      endedAt: new Date('2024-07-01T18:00:00Z'),
    })
    await app.db
      .update(t.projects)
      .set({ stageId: stageByCode(PROJECT_TYPE.evaluation, 'DECISION_DOCUMENT_ISSUED').stageId, stageStartedAt: new Date('2024-07-01T18:00:00Z') })
      .where(eq(t.projects.id, late))
    const after = await data('2024')
    expect(after.completed).toBe(3)
    expect(after.monthly.find((m) => m.month === '2024-07')).toEqual({ month: '2024-07', submitted: 0, completed: 1 })
  })

  it('recounts a project after any write that changes what it counts: its sectors, First Nations, outcome, decision, history, type, or its deletion', async () => {
    const id = await evaluation({
      stage: 'DECISION_DOCUMENT_ISSUED',
      stageStartedAt: '2021-06-01T18:00:00Z',
      history: [['ADEQUACY_REVIEW', '2021-03-01T18:00:00Z', '2021-06-01T18:00:00Z']],
      sectorIds: [PLACER],
      outcomeId: PROCEED,
    })
    const year = () => data('2021')
    const slices = (sets: ReportData['outcomes'] | ReportData['decisions']) => sets.find((s) => s.sectorId === null)?.counts.map((c) => c.name)
    expect(await year()).toMatchObject({ submitted: 1, completed: 1 })

    // Each write alone, each followed by a request: one write's trigger never hides another's absence.
    await app.db.insert(t.projectSectors).values({ projectId: id, refId: QUARTZ })
    expect((await year()).sectorSubmitted.map((s) => s.sectorId).sort()).toEqual([PLACER, QUARTZ].sort())
    await app.db.delete(t.projectSectors).where(and(eq(t.projectSectors.projectId, id), eq(t.projectSectors.refId, PLACER)))
    expect((await year()).sectorSubmitted.map((s) => s.sectorId)).toEqual([QUARTZ])
    await app.db.insert(t.projectOrganizations).values({ projectId: id, organizationId: TRONDEK, role: 'first-nation' })
    expect((await year()).firstNationSubmitted.map((o) => o.organizationId)).toEqual([TRONDEK])
    await app.db.update(t.projects).set({ outcomeId: REFERRAL }).where(eq(t.projects.id, id))
    expect(slices((await year()).outcomes)).toEqual(['56.1(d) Referral to Executive Committee Screening'])
    await app.db
      .update(t.projects)
      .set({ decisionId: decision('Reject') })
      .where(eq(t.projects.id, id))
    expect(slices((await year()).decisions)).toEqual(['Reject'])

    await app.db
      .update(t.stageHistory)
      .set({ startedAt: new Date('2020-12-01T18:00:00Z') })
      .where(eq(t.stageHistory.projectId, id))
    expect(await year()).toMatchObject({ submitted: 0, completed: 1 })
    expect(await data('2020')).toMatchObject({ submitted: 1, completed: 0 })
    await app.db.delete(t.stageHistory).where(eq(t.stageHistory.projectId, id))
    expect(await year()).toMatchObject({ submitted: 1, completed: 1 })
    expect(await data('2020')).toMatchObject({ submitted: 0 })

    await app.db.update(t.projects).set({ projectTypeId: PROJECT_TYPE.screening }).where(eq(t.projects.id, id))
    expect(await year()).toMatchObject({ submitted: 0, completed: 0 })
    await app.db.update(t.projects).set({ projectTypeId: PROJECT_TYPE.evaluation }).where(eq(t.projects.id, id))
    expect(await year()).toMatchObject({ submitted: 1, completed: 1 })
    await app.db.delete(t.projects).where(eq(t.projects.id, id))
    expect(await year()).toMatchObject({ submitted: 0, completed: 0, sectorSubmitted: [], outcomes: [] })
  })

  it('moves a project between a whole month and today’s, which is counted from its facts, in every period that holds it', async () => {
    const before = await data('since2005')
    const id = await evaluation({
      stage: 'ADEQUACY_REVIEW',
      stageStartedAt: '2026-03-10T18:00:00Z',
      history: [['DRAFT', '2026-03-01T18:00:00Z', '2026-03-10T18:00:00Z']],
      sectorIds: [QUARTZ],
      firstNationIds: [TRONDEK],
    })
    const month = (d: ReportData, m: string) => d.monthly.find((x) => x.month === m)
    const sector = (d: ReportData) => d.sectorSubmitted.find((s) => s.sectorId === QUARTZ)?.count ?? 0
    let trends = await data('since2005')
    expect(trends.submitted).toBe(before.submitted + 1)
    expect(sector(trends)).toBe(sector(before) + 1)
    expect(month(trends, '2026-03')).toEqual({ month: '2026-03', submitted: 1, completed: 0 })

    // Submitted yesterday instead, then completed today: the current month, not yet a whole one.
    await app.db
      .update(t.stageHistory)
      .set({ endedAt: new Date('2026-11-23T18:00:00Z') })
      .where(eq(t.stageHistory.projectId, id))
    await app.db
      .update(t.projects)
      .set({ stageStartedAt: new Date('2026-11-23T18:00:00Z') })
      .where(eq(t.projects.id, id))
    for (const period of ['since2005', 'lastNovToCurrent', '2026']) {
      const d = await data(period)
      expect({ period, march: month(d, '2026-03'), november: month(d, '2026-11') }).toEqual({
        period,
        march: { month: '2026-03', submitted: 0, completed: 0 },
        november: { month: '2026-11', submitted: 1, completed: 0 },
      })
    }
    trends = await data('since2005')
    expect({ submitted: trends.submitted, sector: sector(trends) }).toEqual({ submitted: before.submitted + 1, sector: sector(before) + 1 })
    expect(trends.firstNationSubmitted.find((o) => o.organizationId === TRONDEK)?.count).toBe(2)

    await app.db.insert(t.stageHistory).values({
      projectId: id,
      stageId: stageByCode(PROJECT_TYPE.evaluation, 'ADEQUACY_REVIEW').stageId,
      startedAt: new Date('2026-11-23T18:00:00Z'),
      endedAt: new Date('2026-11-24T18:00:00Z'),
    })
    await app.db
      .update(t.projects)
      .set({
        stageId: stageByCode(PROJECT_TYPE.evaluation, 'DECISION_DOCUMENT_ISSUED').stageId,
        stageStartedAt: new Date('2026-11-24T18:00:00Z'),
        outcomeId: REFERRAL,
      })
      .where(eq(t.projects.id, id))
    const current = await data('lastNovToCurrent')
    expect(current).toMatchObject({ submitted: 1, completed: 1 })
    expect(current.sectorDuration).toEqual([expect.objectContaining({ sectorId: QUARTZ, projects: 1, averageDays: 1, providerDays: 1, proponentDays: 0 })])
    trends = await data('since2005')
    expect(trends.completed).toBe(before.completed + 1)
    expect(trends.yearly.find((y) => y.year === 2026)).toEqual({ year: 2026, submitted: 1, completed: 1, averageDays: 1, providerDays: 1, proponentDays: 0 })
    expect(await staleMonthSums()).toEqual([])

    await app.db.delete(t.projects).where(eq(t.projects.id, id))
    trends = await data('since2005')
    expect({ submitted: trends.submitted, completed: trends.completed, sector: sector(trends) }).toEqual({
      submitted: before.submitted,
      completed: before.completed,
      sector: sector(before),
    })
    expect(await staleMonthSums()).toEqual([])
  })

  it('moves the days to an assessor’s assignment when the assignment changes, and drops them when it goes', async () => {
    const assigned = async () => (await data('2024')).monthlyAverageToAssigned.filter((m) => m.projects > 0)
    expect(await assigned()).toEqual([{ month: '2024-04', average: 10, projects: 1 }])
    await app.db
      .update(t.assessmentTimings)
      .set({ assessorAssignedAt: new Date('2024-05-20T18:00:00Z') })
      .where(eq(t.assessmentTimings.projectId, appShaped))
    expect(await assigned()).toEqual([{ month: '2024-05', average: 45, projects: 1 }])
    await app.db.delete(t.assessmentTimings).where(eq(t.assessmentTimings.projectId, appShaped))
    expect(await assigned()).toEqual([])
    await app.db.insert(t.assessmentTimings).values({ projectId: appShaped, assessorAssignedAt: new Date('2024-04-15T18:00:00Z') })
    expect(await assigned()).toEqual([{ month: '2024-04', average: 10, projects: 1 }])
    expect(await staleMonthSums()).toEqual([])
  })

  it('raises the version once per write that may change a figure, spread over its rows so that writers at the same moment rarely wait on one', async () => {
    const version = async () =>
      (
        await queryRows<{ total: string; rows: string }>(
          app.db,
          sql`select sum(version) as total, count(*) filter (where version > 0) as rows from report_data_version`,
        )
      )[0]!
    const before = await version()
    for (let i = 0; i < 40; i++)
      await app.db
        .update(t.projects)
        .set({ stageStartedAt: new Date(Date.UTC(2024, 0, 1 + i)) })
        .where(eq(t.projects.id, late))
    const after = await version()
    expect(Number(after.total) - Number(before.total)).toBe(40)
    // 40 writes over 16 rows: all on one row is a chance of 16^-39.
    expect(Number(after.rows)).toBeGreaterThan(1)
  })
})
