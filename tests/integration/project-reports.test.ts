// The statistics data (decision 0031) on hand-built stage histories, figure by figure, and on the
// demo data set.
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../src/server/db/client.ts'
import { seedDemo } from '../../src/server/demo/seed-demo.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import type { ReportData } from '../../src/shared/schemas/project-reports.ts'
import { app, data, PLACER, QUARTZ, startReportsApp, startWithHandBuiltHistories, TRONDEK } from './project-reports-app.ts'

describe('project reports on hand-built histories', () => {
  beforeAll(async () => {
    await startWithHandBuiltHistories()
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
})

describe('project reports on the demo data set', () => {
  const today = '2026-06-15'

  beforeAll(async () => {
    await startReportsApp({ now: new Date(`${today}T18:00:00Z`) })
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
