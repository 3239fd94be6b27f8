// The project search of spec §7: text, map polygon, year range and the filter lists, over the
// projects the public may see. Counts and district counts always cover every match; the list
// is one page of them when limit/offset are given.
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { queryRows } from '../../db/client.ts'
import type { Database } from '../../db/client.ts'
import { searchTerms } from '../../../shared/domain/search-terms.ts'
import type { Ring } from '../../../shared/geo/polygon-param.ts'
import { ringToWkt } from '../../../shared/geo/polygon-param.ts'
import type { ProjectSummary, SearchQuery } from '../../../shared/schemas/project.ts'

export interface SearchFilters extends Omit<SearchQuery, 'polygon'> {
  ring?: Ring
}

export interface SearchResult {
  projects: ProjectSummary[]
  districtCount: { assessmentDistrictId: string; count: number }[]
  total: number
}

const inList = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `)

/** Each term must match: as a prefix of a word as typed, or as an English or French word. */
function textCondition(terms: string[]): SQL {
  return sql.join(
    terms.map(
      (term) => sql`p.search @@ (to_tsquery('simple', ${`${term}:*`}) || to_tsquery('english', ${term}) || to_tsquery('french', ${term}))`,
    ),
    sql` and `,
  )
}

function conditions(f: SearchFilters, terms: string[]): SQL {
  const where: SQL[] = [sql`p.project_number is not null`, sql`s.code not in ('DRAFT', 'DELETED')`]
  if (f.includeCompleteWithdrawn !== 'yes') {
    // A stage group asked for by name is shown even when its stages are closed (Decision Document Issued).
    const asked = f.stageGroups && f.stageGroups.length > 0 ? sql` or s.stage_grouping in (${inList(f.stageGroups)})` : sql``
    where.push(sql`((not s.closed and not exists (select 1 from assessment_outcomes o where o.id = p.outcome_id and o.withdrawn))${asked})`)
  }
  if (terms.length > 0) where.push(textCondition(terms))
  if (f.minYear !== undefined) where.push(sql`p.year >= ${f.minYear}`)
  if (f.maxYear !== undefined) where.push(sql`p.year <= ${f.maxYear}`)
  if (f.projectTypes?.length) where.push(sql`p.project_type_id in (${inList(f.projectTypes)})`)
  if (f.stageGroups?.length) where.push(sql`s.stage_grouping in (${inList(f.stageGroups)})`)
  if (f.outcomes?.length) where.push(sql`p.outcome_id in (${inList(f.outcomes)})`)
  if (f.sectors?.length) where.push(sql`exists (select 1 from project_sectors x where x.project_id = p.id and x.sector_id in (${inList(f.sectors)}))`)
  if (f.districts?.length)
    where.push(sql`exists (select 1 from project_districts x where x.project_id = p.id and x.assessment_district_id in (${inList(f.districts)}))`)
  if (f.drainages?.length) where.push(sql`exists (select 1 from project_drainages x where x.project_id = p.id and x.drainage_id in (${inList(f.drainages)}))`)
  if (f.fns?.length)
    where.push(sql`exists (select 1 from project_organizations x where x.project_id = p.id and x.role = 'first-nation' and x.organization_id in (${inList(f.fns)}))`)
  if (f.ring) {
    const area = sql`ST_GeomFromText(${ringToWkt(f.ring)}, 4326)`
    where.push(sql`(exists (select 1 from project_locations l where l.project_id = p.id and l.geom is not null and ST_Intersects(l.geom, ${area}))
      or exists (select 1 from project_shapes g where g.project_id = p.id and ST_Intersects(g.geom, ${area})))`)
  }
  return sql.join(where, sql` and `)
}

type Row = {
  project_id: string
  project_number: string
  title: string
  proponent_name: string
  project_type_id: string
  stage_id: string
  stage_grouping: ProjectSummary['stageGrouping']
  locations: { latitude: number; longitude: number }[]
}

export async function searchProjects(db: Database, f: SearchFilters): Promise<SearchResult> {
  const terms = searchTerms(f.textSearch ?? '')
  const from = sql`from projects p join stages s on s.project_type_id = p.project_type_id and s.id = p.stage_id where ${conditions(f, terms)}`
  const rank =
    f.sort === 'relevance' && terms.length > 0 ? sql`ts_rank_cd(p.search, to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(' | ')}))` : sql`0::real`
  const page = sql`${f.limit !== undefined ? sql`limit ${f.limit}` : sql``} ${f.offset !== undefined ? sql`offset ${f.offset}` : sql``}`
  const [rows, counts] = await Promise.all([
    queryRows<Row>(
      db,
      sql`with page as (select p.id, p.project_number, ${rank} as rank ${from} order by rank desc, p.project_number desc ${page})
      select p.id as project_id, p.project_number, p.title, p.proponent_name, p.project_type_id, p.stage_id, s.stage_grouping,
        coalesce((select json_agg(json_build_object('latitude', l.latitude, 'longitude', l.longitude) order by l.position)
          from project_locations l where l.project_id = p.id and l.geom is not null), '[]'::json) as locations
      from page join projects p on p.id = page.id join stages s on s.project_type_id = p.project_type_id and s.id = p.stage_id
      order by page.rank desc, page.project_number desc`,
    ),
    queryRows<{ district_id: string | null; count: string }>(
      db,
      sql`with matches as materialized (select p.id ${from})
        select null as district_id, count(*) as count from matches
        union all
        select d.assessment_district_id, count(*) from matches m join project_districts d on d.project_id = m.id group by d.assessment_district_id`,
    ),
  ])
  return {
    projects: rows.map((r) => ({
      projectId: r.project_id,
      projectNumber: r.project_number,
      title: r.title,
      proponentName: r.proponent_name,
      projectTypeId: r.project_type_id,
      stageId: r.stage_id,
      stageGrouping: r.stage_grouping,
      locations: r.locations,
    })),
    districtCount: counts
      .filter((c) => c.district_id !== null)
      .map((c) => ({ assessmentDistrictId: c.district_id!, count: Number(c.count) }))
      .sort((a, b) => a.assessmentDistrictId.localeCompare(b.assessmentDistrictId)),
    total: Number(counts.find((c) => c.district_id === null)?.count ?? 0),
  }
}
