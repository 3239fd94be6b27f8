// The public API v1 (decision 0082) over the real registry export: every project exactly once while
// projects are added between pages.
import { beforeAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { importYor } from '../../src/server/import/yor/import-yor.service.ts'
import { readExport } from '../../src/server/import/yor/read-export.ts'
import { BASE, databaseNow, page, pathOf, readByGdal, REAL_EXPORT, withdraw, withoutGdal } from './api-v1-app.ts'
import type { Page } from './api-v1-app.ts'

describe.skipIf(!existsSync(REAL_EXPORT))('public API v1 over the real registry export', () => {
  let app: TestApp
  let exported: string[]

  beforeAll(async () => {
    app = await startTestApp()
    const records = (await readExport(REAL_EXPORT)).records as { projectId: string }[]
    await importYor(app.db, records as never, { source: REAL_EXPORT })
    exported = records.map((r) => r.projectId)
  }, 300_000)

  it('walks every project exactly once while projects are added between pages', async () => {
    const seen: string[] = []
    let path: string | null = `${BASE}?includeCompleteWithdrawn=yes&limit=1000`
    let added = 0
    while (path) {
      const { body }: { body: Page } = await page(app, path)
      seen.push(...body.projects.map((p) => p.projectId))
      // New projects both before the walk's position (2000-…) and after it (2099-…).
      await createProject(app.db, { projectNumber: `2000-${String(9000 + added).padStart(4, '0')}`, year: 2000 })
      await createProject(app.db, { projectNumber: `2099-${String(9000 + added).padStart(4, '0')}`, year: 2099 })
      added += 1
      path = body.next ? pathOf(body.next) : null
    }
    expect(added).toBeGreaterThanOrEqual(5)
    expect(new Set(seen).size).toBe(seen.length)
    const fromExport = seen.filter((id) => exported.includes(id))
    expect(fromExport).toHaveLength(4642)
    expect(new Set(fromExport)).toEqual(new Set(exported))
  })

  it('streams the whole registry in one answer with limit=all', async () => {
    const { body } = await page(app, `${BASE}?includeCompleteWithdrawn=yes&limit=all&format=json`)
    expect(body.next).toBeNull()
    expect(new Set(body.projects.map((p) => p.projectId))).toEqual(
      new Set([...exported, ...body.projects.filter((p) => !exported.includes(p.projectId)).map((p) => p.projectId)]),
    )
    expect(body.projects.filter((p) => exported.includes(p.projectId))).toHaveLength(4642)
  })

  it.skipIf(withoutGdal)(
    'streams the whole registry as GeoJSON that GDAL opens',
    async () => {
      const geojson = await (await app.request(`${BASE}?includeCompleteWithdrawn=yes&limit=all&format=geojson`)).text()
      const { features, complaints } = await readByGdal(geojson)
      expect(complaints).toBe('')
      expect(features).toBe((JSON.parse(geojson) as { features: unknown[] }).features.length)
      expect(features).toBeGreaterThanOrEqual(4642)
    },
    120_000,
  )

  it('gives exactly what changed since a time, tombstones included', async () => {
    const since = await databaseNow(app)
    const [changed, withdrawn] = await app.db
      .select({ id: t.projects.id, projectNumber: t.projects.projectNumber })
      .from(t.projects)
      .where(
        sql`${t.projects.id} in (${sql.join(
          exported.slice(0, 2).map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      )
      .orderBy(t.projects.projectNumber)
    await app.db.update(t.projects).set({ title: 'Changed for the mirror' }).where(eq(t.projects.id, changed!.id))
    await withdraw(app, withdrawn!.id)
    const { body } = await page(app, `${BASE}?includeCompleteWithdrawn=yes&sort=updated&updatedSince=${encodeURIComponent(since)}&limit=1000`)
    expect(body.projects.map((p) => [p.projectNumber, p.deleted ?? false])).toEqual([
      [changed!.projectNumber, false],
      [withdrawn!.projectNumber, true],
    ])
  })
})
