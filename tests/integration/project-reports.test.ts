// The statistics data (decision 0031) on hand-built stage histories, figure by figure, and on the
// real registry export against counts made from the export file by the same definitions.
import { beforeAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { queryRows } from '../../src/server/db/client.ts'
import { seedDemo } from '../../src/server/demo/seed-demo.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { stableId } from '../../src/server/lib/stable-id.ts'
import { ASSESSMENT_OUTCOMES, DECISION_KINDS } from '../../src/server/db/reference/outcomes-and-types.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import type { ProjectTypeId } from '../../src/shared/domain/stages.ts'
import type { ReportData } from '../../src/shared/schemas/project-reports.ts'
import { importYor } from '../../src/server/import/yor/import-yor.service.ts'
import { readExport } from '../../src/server/import/yor/read-export.ts'
import { monthSumsQuery } from '../../src/server/modules/project-reports/report-data.sql.ts'

const REAL_EXPORT = resolve('../shared/data/yesab-projects.json.gz')
const PLACER = 'a962ed4b-1223-40f2-81ca-027046576935'
const QUARTZ = 'bca2424f-12c5-41e9-82e9-1a31b68abbd0'
const TRONDEK = stableId('first-nation', "Tr'ondëk Hwëch'in")
const outcome = (name: string) => ASSESSMENT_OUTCOMES.find((o) => o.name.startsWith(name))!.id
const decision = (name: string) => DECISION_KINDS.find((d) => d.name === name)!.id
const PROCEED = outcome('56.1(a)')
const REFERRAL = outcome('56.1(d)')
const NOW = new Date('2026-11-24T20:00:00Z')

type Span = [code: string, start: string, end: string | null]

interface Evaluation {
  projectTypeId?: ProjectTypeId
  stage: string
  stageStartedAt: string | null
  history: Span[]
  sectorIds?: string[]
  firstNationIds?: string[]
  outcomeId?: string
  decisionId?: string
}

let app: TestApp

async function evaluation(e: Evaluation): Promise<string> {
  const type = e.projectTypeId ?? PROJECT_TYPE.evaluation
  const project = await createProject(app.db, {
    projectTypeId: type,
    stageCode: e.stage,
    sectorIds: e.sectorIds ?? [],
    firstNationIds: e.firstNationIds ?? [],
    outcomeId: e.outcomeId ?? null,
  })
  await app.db
    .update(t.projects)
    .set({ stageStartedAt: e.stageStartedAt ? new Date(e.stageStartedAt) : null, decisionId: e.decisionId ?? null })
    .where(eq(t.projects.id, project.id))
  for (const [code, start, end] of e.history) {
    await app.db
      .insert(t.stageHistory)
      .values({ projectId: project.id, stageId: stageByCode(type, code).stageId, startedAt: new Date(start), endedAt: end ? new Date(end) : null })
  }
  return project.id
}

async function comment(projectId: string, receivedAt: string, state: (typeof t.COMMENT_STATES)[number]) {
  await app.db
    .insert(t.comments)
    .values({ projectId, firstName: 'Ada', lastName: 'Lee', agreeToTerms: true, state, receivedAt: new Date(receivedAt), submittedAt: new Date(receivedAt) })
}

async function data(period: string): Promise<ReportData> {
  const response = await app.getJson<ReportData>(`/api/project-reports/data?period=${period}`)
  expect(response.status).toBe(200)
  return response.body
}

/** The kept month sums rows that summing every facts row afresh does not give, and the other way round. */
async function staleMonthSums(): Promise<unknown[]> {
  return queryRows(
    app.db,
    sql`with fresh as (${monthSumsQuery([{ from: '1900-01-01', to: '2200-01-01' }])}),
      kept as (select month, kind, sector_id, key_id, projects, timed, days, proponent_days from report_month_sums)
      (select 'kept' as side, * from (select * from kept except all select * from fresh) k)
      union all (select 'fresh', * from (select * from fresh except all select * from kept) f)`,
  )
}

describe('project reports on hand-built histories', () => {
  let late: string
  let appShaped: string

  beforeAll(async () => {
    app = await startTestApp({ now: NOW })
    // Completed while Decision Document Issued is its current stage (imported shape: not in the
    // history, started when the last stage ended); 10 of its 70 days in an information request.
    const decidedImported = await evaluation({
      stage: 'DECISION_DOCUMENT_ISSUED',
      stageStartedAt: '2024-03-20T18:00:00Z',
      history: [
        ['RECOMMENDATION_SENT', '2024-03-01T18:00:00Z', '2024-03-20T18:00:00Z'],
        ['SEEKING_VIEWS', '2024-02-11T18:00:00Z', '2024-03-01T18:00:00Z'],
        ['ADEQUACY_INFORMATION_REQUEST', '2024-02-01T18:00:00Z', '2024-02-11T18:00:00Z'],
        ['ADEQUACY_REVIEW', '2024-01-10T18:00:00Z', '2024-02-01T18:00:00Z'],
        ['DRAFT', '2024-01-05T18:00:00Z', '2024-01-10T18:00:00Z'],
      ],
      sectorIds: [PLACER, QUARTZ],
      firstNationIds: [TRONDEK],
      outcomeId: PROCEED,
      decisionId: decision('Accept'),
    })
    // App shape: the current stage also open in the history; 75 days, 7 in an information request.
    appShaped = await evaluation({
      stage: 'DECISION_DOCUMENT_ISSUED',
      stageStartedAt: '2024-06-15T18:00:00Z',
      history: [
        ['PROPOSAL_CHECK', '2024-04-01T18:00:00Z', '2024-04-05T18:00:00Z'],
        ['ADEQUACY_REVIEW', '2024-04-05T18:00:00Z', '2024-05-01T18:00:00Z'],
        ['EVALUATION_INFORMATION_REQUEST', '2024-05-01T18:00:00Z', '2024-05-08T18:00:00Z'],
        ['PREPARE_RECOMMENDATION', '2024-05-08T18:00:00Z', '2024-06-15T18:00:00Z'],
        ['DECISION_DOCUMENT_ISSUED', '2024-06-15T18:00:00Z', null],
      ],
      sectorIds: [PLACER],
      outcomeId: REFERRAL,
      decisionId: decision('Vary'),
    })
    await app.db.insert(t.assessmentTimings).values({ projectId: appShaped, assessorAssignedAt: new Date('2024-04-15T18:00:00Z') })
    // Submitted at 23:30 on 31 December 2023 in Whitehorse (06:30 UTC on 1 January 2024).
    late = await evaluation({
      stage: 'REVIEW_INFORMATION',
      stageStartedAt: '2024-01-25T18:00:00Z',
      history: [['ADEQUACY_REVIEW', '2024-01-01T06:30:00Z', '2024-01-25T18:00:00Z']],
      sectorIds: [QUARTZ],
    })
    // Imported without a dated history: counts nowhere a date is needed, with or without a date on its stage.
    await evaluation({ stage: 'DECISION_DOCUMENT_ISSUED', stageStartedAt: null, history: [], sectorIds: [PLACER], outcomeId: PROCEED })
    const historic = await evaluation({
      stage: 'DECISION_DOCUMENT_ISSUED',
      stageStartedAt: '2024-08-01T18:00:00Z',
      history: [],
      sectorIds: [PLACER],
      outcomeId: PROCEED,
    })
    await app.db.update(t.projects).set({ isHistoric: true }).where(eq(t.projects.id, historic))
    // Not an evaluation.
    await evaluation({
      projectTypeId: PROJECT_TYPE.screening,
      stage: 'DECISION_DOCUMENT_ISSUED',
      stageStartedAt: '2024-05-01T18:00:00Z',
      history: [['ADEQUACY_REVIEW', '2024-02-01T18:00:00Z', '2024-05-01T18:00:00Z']],
      sectorIds: [PLACER],
      outcomeId: PROCEED,
    })
    await comment(decidedImported, '2024-03-05T18:00:00Z', 'public')
    await comment(decidedImported, '2024-03-06T18:00:00Z', 'unreviewed')
    await comment(decidedImported, '2024-03-07T18:00:00Z', 'rejected')
    // 22:00 on 31 December 2024 in Whitehorse.
    await comment(appShaped, '2025-01-01T05:00:00Z', 'internal')
  })

  it('counts submissions, completions and comments of a year by Yukon calendar date', async () => {
    const year = await data('2024')
    expect(year).toMatchObject({ period: '2024', from: '2024-01-01', to: '2025-01-01', submitted: 2, completed: 2, comments: 3 })
    expect(year.monthly).toHaveLength(12)
    expect(year.monthly.filter((m) => m.submitted || m.completed)).toEqual([
      { month: '2024-01', submitted: 1, completed: 0 },
      { month: '2024-03', submitted: 0, completed: 1 },
      { month: '2024-04', submitted: 1, completed: 0 },
      { month: '2024-06', submitted: 0, completed: 1 },
    ])
    const before = await data('2023')
    expect(before).toMatchObject({ submitted: 1, completed: 0, comments: 0 })
    expect(before.monthly.at(-1)).toEqual({ month: '2023-12', submitted: 1, completed: 0 })
  })

  it('counts a project with two sectors in both, and submissions per First Nation notified', async () => {
    const year = await data('2024')
    expect(year.sectorSubmitted.map((s) => [s.sectorId, s.count])).toEqual([
      [PLACER, 2],
      [QUARTZ, 1],
    ])
    expect(year.firstNationSubmitted).toEqual([expect.objectContaining({ organizationId: TRONDEK, count: 1 })])
  })

  it('splits the days to complete into the provider’s part and the proponent’s information requests', async () => {
    const year = await data('2024')
    expect(
      year.sectorDuration.map(({ sectorId, projects, averageDays, providerDays, proponentDays }) => ({
        sectorId,
        projects,
        averageDays,
        providerDays,
        proponentDays,
      })),
    ).toEqual(
      expect.arrayContaining([
        { sectorId: PLACER, projects: 2, averageDays: 72.5, providerDays: 64, proponentDays: 8.5 },
        { sectorId: QUARTZ, projects: 1, averageDays: 70, providerDays: 60, proponentDays: 10 },
      ]),
    )
    expect(year.sectorDuration).toHaveLength(2)
  })

  it('gives outcomes and decisions of the completed projects for all sectors and per sector', async () => {
    const year = await data('2024')
    const counts = (sets: ReportData['outcomes'] | ReportData['decisions'], sectorId: string | null) =>
      Object.fromEntries(sets.find((s) => s.sectorId === sectorId)!.counts.map((c) => [c.name, c.count]))
    expect(counts(year.outcomes, null)).toEqual({ '56.1(a) Proceed': 1, '56.1(d) Referral to Executive Committee Screening': 1 })
    expect(counts(year.outcomes, PLACER)).toEqual({ '56.1(a) Proceed': 1, '56.1(d) Referral to Executive Committee Screening': 1 })
    expect(counts(year.outcomes, QUARTZ)).toEqual({ '56.1(a) Proceed': 1 })
    expect(counts(year.decisions, null)).toEqual({ Accept: 1, Vary: 1 })
    expect(year.outcomes).toHaveLength(3)
  })

  it('averages the days from entering adequacy review to the assessor’s assignment by month', async () => {
    const year = await data('2024')
    expect(year.monthlyAverageToAssigned.filter((m) => m.projects > 0)).toEqual([{ month: '2024-04', average: 10, projects: 1 }])
    expect(year.monthlyAverageToAssigned[0]).toEqual({ month: '2024-01', average: null, projects: 0 })
  })

  it('covers the current period from last November, by default', async () => {
    const current = await data('lastNovToCurrent')
    expect(current).toMatchObject({ period: 'lastNovToCurrent', from: '2025-11-01', to: '2026-11-25', submitted: 0, completed: 0 })
    expect(current.monthly.map((m) => m.month)).toEqual([
      '2025-11',
      '2025-12',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ])
    expect((await app.getJson<ReportData>('/api/project-reports/data')).body.period).toBe('lastNovToCurrent')
  })

  it('gives yearly trends since 2005', async () => {
    const trends = await data('since2005')
    expect(trends.yearly.map((y) => y.year)).toEqual(Array.from({ length: 22 }, (_, i) => 2005 + i))
    expect(trends.yearly.find((y) => y.year === 2024)).toEqual({
      year: 2024,
      submitted: 2,
      completed: 2,
      averageDays: 72.5,
      providerDays: 64,
      proponentDays: 8.5,
    })
    expect(trends.yearly.find((y) => y.year === 2023)).toEqual({
      year: 2023,
      submitted: 1,
      completed: 0,
      averageDays: null,
      providerDays: null,
      proponentDays: null,
    })
    expect((await data('2024')).yearly).toEqual([])
  })

  it('gives each year of the trends the counts of that year on its own, and all years their sum', async () => {
    const trends = await data('since2005')
    for (const year of [2023, 2024, 2025]) {
      const own = await data(String(year))
      expect(trends.yearly.find((y) => y.year === year)).toMatchObject({ submitted: own.submitted, completed: own.completed })
    }
    expect(trends.submitted).toBe(trends.yearly.reduce((sum, y) => sum + y.submitted, 0))
    expect(trends.completed).toBe(trends.yearly.reduce((sum, y) => sum + y.completed, 0))
  })

  it('refuses a period it does not know with a clear message', async () => {
    for (const [period, message] of [
      ['24', 'Invalid parameter period: must be a year (YYYY), lastNovToCurrent or since2005'],
      ['2004', 'Invalid parameter period: must be a year from 2005 to 2026, lastNovToCurrent or since2005'],
      ['2027', 'Invalid parameter period: must be a year from 2005 to 2026, lastNovToCurrent or since2005'],
    ]) {
      const response = await app.getJson<{ userMessage: string }>(`/api/project-reports/data?period=${period}`)
      expect(response.status).toBe(400)
      expect(JSON.stringify(response.body)).toContain(message)
    }
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

interface ExportRecord {
  projectTypeId: string
  stageId: string
  sectors: { sectorId: string }[]
  stageHistory: { stageId: string; stageStart: number; stageEnd: number | null }[]
}

/**
 * Submissions and completions per Yukon year and submissions per sector, recounted from the export
 * file by the definitions alone: the current stage starts where the last recorded one ended, and a
 * project is completed when it last entered Decision Document Issued.
 * Stages are told by id (some history entries have no name).
 */
function recount(records: ExportRecord[]) {
  const [DRAFT, DECIDED, DELETED] = ['DRAFT', 'DECISION_DOCUMENT_ISSUED', 'DELETED'].map((code) => stageByCode(PROJECT_TYPE.evaluation, code).stageId)
  const year = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Whitehorse', year: 'numeric' }).format(ms)
  const submitted = new Map<string, number>()
  const completed = new Map<string, number>()
  const sectors2019 = new Map<string, number>()
  const add = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1)
  for (const r of records) {
    if (r.projectTypeId !== PROJECT_TYPE.evaluation || r.stageId === DELETED || r.stageHistory.length === 0) continue
    const last = Math.max(...r.stageHistory.map((h) => Math.max(h.stageStart, h.stageEnd ?? 0)))
    const spans = [...r.stageHistory.map((h) => ({ stageId: h.stageId, start: h.stageStart })), { stageId: r.stageId, start: last }]
    const starts = (keep: (stageId: string) => boolean) => spans.filter((s) => keep(s.stageId)).map((s) => s.start)
    const sub = Math.min(...starts((stageId) => stageId !== DRAFT))
    // 2024-0206 entered Decision Document Issued in August 2025, went back to Recommendation Sent and was issued again in March 2026.
    const done = Math.max(...starts((stageId) => stageId === DECIDED))
    if (Number.isFinite(sub)) add(submitted, year(sub))
    if (Number.isFinite(done)) add(completed, year(done))
    if (Number.isFinite(sub) && year(sub) === '2019') for (const s of new Set(r.sectors.map((x) => x.sectorId))) add(sectors2019, s)
  }
  return { submitted, completed, sectors2019 }
}

describe.skipIf(!existsSync(REAL_EXPORT))('project reports on the real registry export', () => {
  let expected: ReturnType<typeof recount>

  beforeAll(async () => {
    app = await startTestApp({ now: NOW })
    const records = (await readExport(REAL_EXPORT)).records
    await importYor(app.db, records, { source: REAL_EXPORT })
    expected = recount(records as ExportRecord[])
  }, 300_000)

  it('counts each year’s submissions and completions as a recount of the export does', async () => {
    const trends = await data('since2005')
    for (const year of ['2009', '2014', '2019', '2023', '2025']) {
      const row = trends.yearly.find((y) => String(y.year) === year)!
      expect({ year, submitted: row.submitted, completed: row.completed }).toEqual({
        year,
        submitted: expected.submitted.get(year) ?? 0,
        completed: expected.completed.get(year) ?? 0,
      })
      expect((await data(year)).submitted).toBe(row.submitted)
    }
    expect(expected.submitted.get('2019')).toBeGreaterThan(100)
  })

  it('counts every year’s completions, in the trends and in each year’s own figures, as a recount of the export does', async () => {
    const trends = await data('since2005')
    const years = trends.yearly.map((y) => String(y.year))
    expect(years).toContain('2025')
    expect(Object.fromEntries(trends.yearly.map((y) => [String(y.year), y.completed]))).toEqual(
      Object.fromEntries(years.map((year) => [year, expected.completed.get(year) ?? 0])),
    )
    const perPeriod: Record<string, number> = {}
    for (const year of years) perPeriod[year] = (await data(year)).completed
    expect(perPeriod).toEqual(Object.fromEntries(years.map((year) => [year, expected.completed.get(year) ?? 0])))
  })

  it('counts 2019’s submissions per sector as a recount of the export does', async () => {
    const year = await data('2019')
    expect(Object.fromEntries(year.sectorSubmitted.map((s) => [s.sectorId, s.count]))).toEqual(Object.fromEntries(expected.sectors2019))
  })
})

describe('project reports on the demo data set', () => {
  const today = '2026-06-15'

  beforeAll(async () => {
    app = await startTestApp({ now: new Date(`${today}T18:00:00Z`) })
    await seedDemo(app.db, { projects: 400, seed: 'reports', today, files: app.files })
  }, 300_000)

  it('completes each evaluation on the day the demo set issued its decision document', async () => {
    // The demo set records that day (UTC) beside the history; its stages change in office hours, when the Yukon date is the same.
    const expected = await queryRows<{ year: number; n: number }>(
      app.db,
      sql`select extract(year from a.completed_on)::int as year, count(*)::int as n from assessment_timings a join projects p on p.id = a.project_id
          where a.completed_on is not null and p.project_type_id = ${PROJECT_TYPE.evaluation} group by 1`,
    )
    expect(expected.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThan(5)
    const trends = await data('since2005')
    for (const { year, n } of expected) expect({ year, completed: trends.yearly.find((y) => y.year === year)?.completed }).toEqual({ year, completed: n })
    const current = await data('lastNovToCurrent')
    expect(current.submitted).toBeGreaterThan(0)
    expect(current.monthly.reduce((sum, m) => sum + m.submitted, 0)).toBe(current.submitted)
    expect(current.monthlyAverageToAssigned.some((m) => m.average !== null)).toBe(true)
  })
})
