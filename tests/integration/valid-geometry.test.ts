// Stored project geometry is valid whoever writes it (migration 0040): a shape crossing itself, or a
// project whose polygons overlap, made GEOS 3.11 throw inside a polygon search, which answered 500.
import { beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { queryRows } from '../../src/server/db/client.ts'
import * as t from '../../src/server/db/schema/index.ts'
import type { SearchResponse } from '../../src/shared/schemas/project.ts'

const MIGRATION = new URL('../../src/server/db/migrations/0040_valid-geometries.sql', import.meta.url)
const VALID_TRIGGERS = [
  ['project_shapes', 'project_shapes_valid_geom'],
  ['project_search', 'project_search_valid_geom'],
] as const

/** Crosses itself at (-139.3, 64.0). */
const BOW_TIE = 'SRID=4326;POLYGON((-139.4 63.95,-139.2 64.05,-139.2 63.95,-139.4 64.05,-139.4 63.95))'
/** Two claim blocks that overlap, each valid alone: as the demo draws them. */
const OVERLAPPING = [
  'SRID=4326;POLYGON((-139.1 63.9,-138.9 63.9,-138.9 64.0,-139.1 64.0,-139.1 63.9))',
  'SRID=4326;POLYGON((-139.0 63.95,-138.8 63.95,-138.8 64.05,-139.0 64.05,-139.0 63.95))',
]
/** A drawn search area over all three shapes, not a rectangle, so matched by ST_Intersects. */
const DRAWN = encodeURIComponent('-139.5 64.1,-138.7 64.1,-138.75 63.85,-139.45 63.88,-139.5 64.1')

let app: TestApp

beforeAll(async () => {
  app = await startTestApp()
})

async function projectWithShapes(): Promise<string> {
  const project = await createProject(app.db, { locations: [{ latitude: 64.0, longitude: -139.0 }] })
  await app.db
    .insert(t.projectShapes)
    .values(
      [BOW_TIE, ...OVERLAPPING].map((geom, position) => ({ projectId: project.id, position, locationType: 'polygon' as const, builtFrom: 'manual', geom })),
    )
  return project.id
}

/** Of the project's stored geometries, those that are not valid or not polygonal where they were. */
async function invalidGeometries(projectId: string): Promise<string[]> {
  const rows = await queryRows<{ what: string }>(
    app.db,
    sql`select 'shape ' || position as what from project_shapes
          where project_id = ${projectId} and not (ST_IsValid(geom) and ST_Dimension(geom) = 2 and ST_Area(geom) > 0)
        union all
        select 'search geometry' from project_search
          where project_id = ${projectId} and not (ST_IsValid(geom) and ST_IsValid(ST_CollectionExtract(geom, 3)))`,
  )
  return rows.map((r) => r.what)
}

async function drawnSearch(): Promise<{ status: number; numbers: string[] }> {
  const { status, body } = await app.getJson<SearchResponse>(`/api/projects/search?polygon=${DRAWN}&includeCompleteWithdrawn=yes`)
  return { status, numbers: status === 200 ? body.projects.map((p) => p.projectId) : [] }
}

describe('project geometry validity', () => {
  it('makes the shapes a writer stores valid, and the project’s geometry as a whole, so a polygon search answers', async () => {
    const id = await projectWithShapes()
    expect(await invalidGeometries(id)).toEqual([])
    const [bowTie] = await queryRows<{ area: number }>(app.db, sql`select ST_Area(geom) as area from project_shapes where project_id = ${id} and position = 0`)
    // Both halves of the bow tie are kept (0.2° × 0.1°, two triangles of a quarter each).
    expect(bowTie!.area).toBeCloseTo(0.01, 6)
    expect(await drawnSearch()).toEqual({ status: 200, numbers: expect.arrayContaining([id]) as unknown as string[] })
  })

  it('repairs with migration 0040 the geometry stored before it, so a polygon search answers', async () => {
    for (const [table, trigger] of VALID_TRIGGERS) await app.db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`))
    let id: string
    try {
      id = await projectWithShapes()
    } finally {
      for (const [table, trigger] of VALID_TRIGGERS) await app.db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`))
    }
    expect(await invalidGeometries(id)).toEqual(['shape 0', 'search geometry'])

    for (const statement of (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint')) await app.db.execute(sql.raw(statement))
    expect(await invalidGeometries(id)).toEqual([])
    expect(await drawnSearch()).toEqual({ status: 200, numbers: expect.arrayContaining([id]) as unknown as string[] })
  })
})
