// The statistics data (decision 0031) on the real registry export, against counts made from the
// export file by the same definitions.
import { beforeAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'

import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import { importYor } from '../../src/server/import/yor/import-yor.service.ts'
import { readExport } from '../../src/server/import/yor/read-export.ts'
import { app, data, NOW, REAL_EXPORT, startReportsApp } from './project-reports-app.ts'

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
    await startReportsApp({ now: NOW })
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
