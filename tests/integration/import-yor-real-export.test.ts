// import-yor on the real registry export: every project imported, the real stage histories and
// the impossible coordinates kept off the map, and a second run that changes nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'

import { sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { queryRows } from '../../src/server/db/client.ts'
import { importYor } from '../../src/server/import/yor/import-yor.service.ts'
import type { ImportSummary } from '../../src/server/import/yor/import-summary.ts'
import { readExport } from '../../src/server/import/yor/read-export.ts'
import type { SearchResponse } from '../../src/shared/schemas/project.ts'
import { countRows, project, REAL_EXPORT, TRONDEK } from './import-yor-exports.ts'

describe.skipIf(!existsSync(REAL_EXPORT))('import-yor with the real registry export', () => {
  let app: TestApp
  let records: unknown[]
  let summary: ImportSummary

  beforeAll(async () => {
    app = await startTestApp()
    records = (await readExport(REAL_EXPORT)).records
    summary = await importYor(app.db, records, { source: REAL_EXPORT })
  }, 300_000)

  it('imports all 4,642 projects without rejections', async () => {
    expect(records).toHaveLength(4642)
    expect(summary).toMatchObject({ created: 4642, updated: 0, rejected: [], unknownStages: [], droppedHistoryEntries: 0 })
    expect(await countRows(app, 'projects')).toBe(4642)
  })

  it('keeps the real stage histories, repeats included', async () => {
    const { body } = await app.getJson<{ projectId: string }>('/api/projects/2017-0083')
    const p = await project(app, body.projectId)
    expect(p.oldStages).toHaveLength(16)
    expect(await countRows(app, 'stage_history')).toBe(21_630)
    expect(summary.historicProjects).toBe(1106)
  })

  it('keeps the projects with impossible coordinates, serving them without those points', async () => {
    const raw = records as { projectId: string; projectNumber: string; locations: { latitude: number; longitude: number }[] }[]
    const impossible = raw.filter((r) => r.locations.some((l) => Math.abs(l.longitude) > 180))
    expect(impossible.length).toBe(14)
    expect(summary.invalidCoordinates['longitude out of range']?.count).toBe(15)
    expect(summary.invalidCoordinates['outside the registry area']).toMatchObject({ count: 1, examples: [{ projectNumber: '2006-0049' }] })
    expect(summary.projectsWithInvalidCoordinates).toBe(15)
    expect(await countRows(app, 'project_locations', sql`geom is null`)).toBe(16)
    expect(await countRows(app, 'project_locations', sql`geom is null and invalid_reason is not null`)).toBe(16)
    for (const r of impossible) {
      const p = await project(app, r.projectId)
      expect(p.projectNumber).toBe(r.projectNumber)
      expect(p.locations.every((l) => Math.abs(l.longitude) <= 180)).toBe(true)
    }
  })

  it('imports the projects that have no location', async () => {
    expect(summary.projectsWithoutLocation).toBe(162)
    expect(await countRows(app, 'projects p', sql`not exists (select 1 from project_locations l where l.project_id = p.id)`)).toBe(162)
  })

  it("links Tr'ondëk Hwëch'in to about 1,380 projects", async () => {
    expect(await countRows(app, 'project_organizations', sql`organization_id = ${TRONDEK} and role = 'first-nation'`)).toBe(1380)
    const { body } = await app.getJson<SearchResponse>(`/api/projects/search?fns=${TRONDEK}&includeCompleteWithdrawn=yes&limit=1`)
    expect(body.total).toBe(1380)
    expect(summary.organizationsCreated.every((o) => o.kind === 'decision-body')).toBe(true)
  })

  it('finds real names whatever the accents and apostrophes', async () => {
    const numbers = async (words: string) => {
      const { body } = await app.getJson<SearchResponse>(`/api/projects/search?includeCompleteWithdrawn=yes&textSearch=${encodeURIComponent(words)}`)
      return body.projects.map((p) => p.projectNumber)
    }
    expect(await numbers('trondek hwechin farm')).toContain('2017-0100')
    // The proponent is spelled "Tr`ondek Hwech`in" in the registry.
    expect(await numbers("Tr'ochëk Tr'ondëk")).toContain('2012-0129')
    expect(await numbers('Genevieve Raymond')).toContain('2006-0101')
    expect(await numbers('Terre Boréale')).toContain('2020-0012')
  })

  it('finds every project whose coordinates were kept off the map, by number and by title', async () => {
    const rows = await queryRows<{ id: string; project_number: string; title: string }>(
      app.db,
      sql`select distinct p.id, p.project_number, p.title from projects p join project_locations l on l.project_id = p.id where l.invalid_reason is not null`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(15)
    for (const row of rows) {
      const byNumber = await app.getJson<SearchResponse>(`/api/projects/search?includeCompleteWithdrawn=yes&textSearch=${row.project_number}`)
      expect(
        byNumber.body.projects.map((p) => p.projectId),
        row.project_number,
      ).toContain(row.id)
      const word =
        row.title
          .split(/[^\p{L}\d]+/u)
          .filter((w) => w.length >= 5)
          .sort((a, b) => b.length - a.length)[0] ?? row.title
      const byTitle = await app.getJson<SearchResponse>(`/api/projects/search?includeCompleteWithdrawn=yes&textSearch=${encodeURIComponent(word)}`)
      expect(
        byTitle.body.projects.map((p) => p.projectId),
        `${row.project_number} by "${word}"`,
      ).toContain(row.id)
    }
  })

  it('changes the count by 0 when run again', async () => {
    const again = await importYor(app.db, records)
    expect(again).toMatchObject({ created: 0, updated: 4642, unchanged: 4642, rejected: [], organizationsCreated: [] })
    expect(await countRows(app, 'projects')).toBe(4642)
    expect(await countRows(app, 'stage_history')).toBe(21_630)
  }, 120_000)
})
