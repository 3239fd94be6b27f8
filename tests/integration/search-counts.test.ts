// A search by a viewport holding most of the territory counts its matches from project_search_counts,
// kept by triggers, less the projects the viewport leaves out (decision 0095). Its counts must be
// those of the same viewport counted match by match, whatever the projects' changes: added, moved out
// of the viewport, closed, given other districts, unlisted, deleted, several in one transaction.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { searchFilters, searchStatement } from '../../src/server/modules/projects/project-search.ts'
import type { SearchResponse } from '../../src/shared/schemas/project.ts'

let app: TestApp
const [dawson, , mayo, , , whitehorse] = ASSESSMENT_DISTRICTS.map((d) => d.id)
/** The whole territory but its far north (north of 67.8°), as the home page's map shows it. */
const territory = '-146.5 59.8,-122.5 59.8,-122.5 67.8,-146.5 67.8,-146.5 59.8'
/** The same rectangle with a point on its southern side: not a rectangle to ringBox, so counted match by match. */
const territoryByMatches = '-146.5 59.8,-134.5 59.8,-122.5 59.8,-122.5 67.8,-146.5 67.8,-146.5 59.8'
const closed = stageByCode(PROJECT_TYPE.evaluation, 'DECISION_DOCUMENT_ISSUED').stageId

async function counts(polygon: string, all: boolean) {
  const query = `polygon=${encodeURIComponent(polygon)}${all ? '&includeCompleteWithdrawn=yes' : ''}&limit=1`
  const { status, body } = await app.getJson<SearchResponse>(`/api/projects/search?${query}`)
  expect(status).toBe(200)
  return { total: body.total, districtCount: body.districtCount }
}

/** The viewport's counts, open projects and all, from the summary; checked against those counted match by match. */
async function territoryCounts() {
  const result = { open: await counts(territory, false), all: await counts(territory, true) }
  expect(result).toEqual({ open: await counts(territoryByMatches, false), all: await counts(territoryByMatches, true) })
  return result
}

/** District counts as the search sends them, in the order of their ids. */
const districts = (counted: Record<string, number>) =>
  Object.entries(counted)
    .map(([assessmentDistrictId, count]) => ({ assessmentDistrictId, count }))
    .sort((a, b) => a.assessmentDistrictId.localeCompare(b.assessmentDistrictId))

beforeAll(async () => {
  app = await startTestApp()
})

describe('counts of a viewport holding the territory', () => {
  it('counts from the summary, and only without other conditions', () => {
    const uses = (query: Parameters<typeof searchFilters>[0]) =>
      new PgDialect().sqlToQuery(searchStatement(searchFilters(query)).statement).sql.includes('project_search_counts')
    expect(uses({ polygon: territory })).toBe(true)
    expect(uses({ polygon: territory, includeCompleteWithdrawn: 'yes', limit: 500 })).toBe(true)
    expect(uses({ polygon: territoryByMatches })).toBe(false)
    expect(uses({ polygon: territory, textSearch: 'creek' })).toBe(false)
    expect(uses({ polygon: territory, minYear: 2020 })).toBe(false)
    expect(uses({ polygon: territory, districts: [dawson!] })).toBe(false)
    expect(uses({ polygon: '-136 60.5,-134 60.5,-134 61,-136 61,-136 60.5' })).toBe(false)
  })

  it('stays right as projects are added, moved, closed, redistricted, unlisted and deleted', async () => {
    const klondike = await createProject(app.db, { assessmentDistrictIds: [dawson!], locations: [{ latitude: 63.95, longitude: -139.3 }] })
    const town = await createProject(app.db, { assessmentDistrictIds: [whitehorse!], locations: [{ latitude: 60.7, longitude: -135.05 }] })
    await createProject(app.db, { assessmentDistrictIds: [dawson!, mayo!], locations: [{ latitude: 63.6, longitude: -135.9 }] })
    await createProject(app.db, { assessmentDistrictIds: [dawson!], locations: [{ latitude: 68.5, longitude: -139.5 }] })
    await createProject(app.db, {
      assessmentDistrictIds: [whitehorse!],
      stageCode: 'DECISION_DOCUMENT_ISSUED',
      locations: [{ latitude: 60.8, longitude: -135.2 }],
    })
    await createProject(app.db, { assessmentDistrictIds: [whitehorse!], locations: [] })
    await createProject(app.db, { projectNumber: null, assessmentDistrictIds: [whitehorse!], locations: [{ latitude: 60.75, longitude: -135.1 }] })
    expect(await territoryCounts()).toEqual({
      open: { total: 3, districtCount: districts({ [dawson!]: 2, [mayo!]: 1, [whitehorse!]: 1 }) },
      all: { total: 4, districtCount: districts({ [dawson!]: 2, [mayo!]: 1, [whitehorse!]: 2 }) },
    })

    await app.db
      .update(t.projectLocations)
      .set({ latitude: 69, geom: sql`ST_SetSRID(ST_MakePoint(-139.3, 69), 4326)` })
      .where(eq(t.projectLocations.projectId, klondike.id))
    expect((await territoryCounts()).open.total).toBe(2)

    await app.db.update(t.projects).set({ stageId: closed }).where(eq(t.projects.id, town.id))
    expect((await territoryCounts()).open.total).toBe(1)

    await app.db.transaction(async (tx) => {
      await tx.delete(t.projectDistricts).where(eq(t.projectDistricts.projectId, town.id))
      await tx.insert(t.projectDistricts).values({ projectId: town.id, refId: mayo! })
      await createProject(tx, { assessmentDistrictIds: [mayo!], locations: [{ latitude: 63.5, longitude: -136 }] })
    })
    expect((await territoryCounts()).all.total).toBe(4)

    await app.db.update(t.projects).set({ projectNumber: null }).where(eq(t.projects.id, town.id))
    expect((await territoryCounts()).all.total).toBe(3)

    await app.db.delete(t.projects).where(eq(t.projects.id, klondike.id))
    await app.db
      .update(t.projectLocations)
      .set({ latitude: 64, geom: sql`ST_SetSRID(ST_MakePoint(-139.5, 64), 4326)` })
      .where(sql`${t.projectLocations.latitude} = 68.5`)
    expect(await territoryCounts()).toMatchObject({ open: { total: 3 }, all: { total: 4 } })
  })
})
