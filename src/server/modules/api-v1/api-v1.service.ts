// Reads the public API v1's list (decision 0082) from the search's read model, project_search: the
// home search's matches (matchingProjectIds, so the same filters mean the same), walked by keyset
// on (sort key, project id) so that a page never shifts when projects are added before it, and,
// when a client asks what changed since a time, the tombstones of the projects withdrawn from
// public view (rows that were listed once and no longer are). updated_at is stamped at the commit
// of every transaction that touched the project or what its page shows (migration 0037).
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/client.ts'
import type { ApiV1Cursor, ApiV1Sort } from '../../../shared/domain/api-v1.ts'
import type { ApiV1Project, ApiV1Tombstone } from '../../../shared/schemas/api-v1.ts'
import { inSearch, matchingProjectIds } from '../projects/project-search.ts'
import type { SearchFilters } from '../projects/project-search.ts'

export interface ApiV1Walk {
  filters: SearchFilters
  sort: ApiV1Sort
  /** Inclusive: rows stamped at or after it. */
  updatedSince?: string
  after?: ApiV1Cursor
  /** Each row's GeoJSON geometry too. */
  geometry: boolean
}

export type ApiV1Row = (ApiV1Project | ApiV1Tombstone) & { geometry?: string | null }

interface Row {
  project_id: string
  project_number: string
  listed: boolean
  title: string
  proponent_name: string
  project_type_id: string
  stage_id: string
  stage_grouping: ApiV1Project['stageGrouping']
  outcome_id: string | null
  year: number
  district_ids: string[]
  sector_ids: string[]
  drainage_ids: string[]
  first_nation_ids: string[]
  locations: string
  updated_at: string
  geometry?: string | null
}

/**
 * Footprints where the project has them (its polygons), else every point and line it has; exterior
 * rings counterclockwise (RFC 7946's right-hand rule); one geometry unwrapped from its collection.
 */
const GEOMETRY = sql`(select case when f.g is null then null else ST_AsGeoJSON(ST_ForcePolygonCCW(case when ST_NumGeometries(f.g) = 1 then ST_GeometryN(f.g, 1) else f.g end), 7) end
  from (select case when ST_IsEmpty(ST_CollectionExtract(r.geom, 3)) then r.geom else ST_CollectionExtract(r.geom, 3) end as g) f)`

/** The sort key as text the cursor keeps: the number, or the stamp to the microsecond. */
const keyOf = (sort: ApiV1Sort) => (sort === 'number' ? sql`r.project_number` : sql`to_json(r.updated_at) #>> '{}'`)
const orderOf = (sort: ApiV1Sort) => (sort === 'number' ? sql`r.project_number` : sql`r.updated_at`)
const keyParam = (cursor: ApiV1Cursor) => (cursor.sort === 'number' ? sql`${cursor.key}::text` : sql`${cursor.key}::timestamptz`)

const toRow = (r: Row): ApiV1Row => {
  const tail = r.geometry !== undefined ? { geometry: r.geometry } : {}
  if (!r.listed) return { projectNumber: r.project_number, deleted: true, updatedAt: r.updated_at, ...tail }
  return {
    projectId: r.project_id,
    projectNumber: r.project_number,
    title: r.title,
    proponentName: r.proponent_name,
    projectTypeId: r.project_type_id,
    stageId: r.stage_id,
    stageGrouping: r.stage_grouping,
    outcomeId: r.outcome_id,
    year: r.year,
    districtIds: r.district_ids,
    sectorIds: r.sector_ids,
    drainageIds: r.drainage_ids,
    firstNationIds: r.first_nation_ids,
    locations: JSON.parse(r.locations) as ApiV1Project['locations'],
    updatedAt: r.updated_at,
    ...tail,
  }
}

export function apiV1Service(db: Database) {
  return {
    /** Up to `limit` rows of the walk after its cursor, in its order, each with its cursor. */
    async page(walk: ApiV1Walk, limit: number): Promise<{ row: ApiV1Row; cursor: ApiV1Cursor }[]> {
      const { ids, matchesText } = matchingProjectIds(walk.filters)
      const where: SQL[] = [sql`r.ever_listed`]
      // Tombstones only for a client following changes: a first walk lists what is public now.
      where.push(walk.updatedSince !== undefined ? sql`(not r.listed or r.project_id in (${ids}))` : sql`r.listed and r.project_id in (${ids})`)
      if (walk.updatedSince !== undefined) where.push(sql`r.updated_at >= ${walk.updatedSince}::timestamptz`)
      if (walk.after) where.push(sql`(${orderOf(walk.sort)}, r.project_id) > (${keyParam(walk.after)}, ${walk.after.id}::uuid)`)
      const statement = sql`select r.project_id, r.project_number, r.listed, r.title, r.proponent_name, r.project_type_id, r.stage_id, r.stage_grouping,
          r.outcome_id, r.year, r.district_ids, r.sector_ids, r.drainage_ids, r.first_nation_ids, r.locations::text as locations,
          to_json(r.updated_at) #>> '{}' as updated_at, ${keyOf(walk.sort)} as sort_key ${walk.geometry ? sql`, ${GEOMETRY} as geometry` : sql``}
        from project_search r where ${sql.join(where, sql` and `)}
        order by ${orderOf(walk.sort)}, r.project_id limit ${limit}`
      const rows = await inSearch(db, matchesText, (d) => queryRows<Row & { sort_key: string }>(d, statement))
      return rows.map((r) => ({ row: toRow(r), cursor: { sort: walk.sort, key: r.sort_key, id: r.project_id } }))
    },

    /** Changes whenever any project that is or was public changes, is added or is withdrawn: the list's validator. */
    async fingerprint(): Promise<string> {
      const [row] = await queryRows<{ n: string; latest: string | null }>(
        db,
        sql`select count(*) as n, max(updated_at)::text as latest from project_search where ever_listed`,
      )
      return `${row!.n}/${row!.latest ?? ''}`
    },
  }
}
