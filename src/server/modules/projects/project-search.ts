// The project search of spec §7: text, map polygon, year range and the filter lists, over the
// projects the public may see. Counts and district counts always cover every match; the list
// is one page of them when limit/offset are given.
//
// It reads the search's read model, project_search (one narrow row per project kept in step by
// triggers; see db/schema/project-search.ts), in one statement: the matches are counted per
// group of districts, and the page read in its order. Text matches the vectors in project_search:
// those of the projects in open stages (the default search) or those of every listed project. Each
// listed project comes back as the JSON text its row keeps (project_search.summary), written out in
// chunks as it is, never parsed: a search without limit over the whole registry is tens of MB,
// which as one value or as objects would cost the server hundreds of MB.
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { queryRows } from '../../db/client.ts'
import type { Database } from '../../db/client.ts'
import { searchTerms } from '../../../shared/domain/search-terms.ts'
import type { Ring } from '../../../shared/geo/polygon-param.ts'
import { holdsMostOfYukon, parsePolygonParam, ringBox, ringToWkt } from '../../../shared/geo/polygon-param.ts'
import type { Box } from '../../../shared/geo/polygon-param.ts'
import { AppError } from '../../http/app-error.ts'
import type { SearchQuery } from '../../../shared/schemas/project.ts'
import { STAGES } from '../../../shared/domain/stages.ts'

export interface SearchFilters extends Omit<SearchQuery, 'polygon'> {
  ring?: Ring
}

export interface SearchResult {
  /** The page of matches as JSON text in order: runs of ProjectSummary objects separated by commas. */
  projectChunks: string[]
  districtCount: { assessmentDistrictId: string; count: number }[]
  total: number
}

/**
 * The search's answer (SearchResponse) as JSON: a page of one chunk as one text, which is sent with
 * its length and compressed in one call; a longer one as a stream written piece by piece with the
 * projects as they came.
 */
export function searchResponseBody(result: SearchResult): string | ReadableStream<Uint8Array> {
  const pieces = ['{"status":"OK","projects":[', ...result.projectChunks.flatMap((chunk, i) => (i === 0 ? [chunk] : [',', chunk]))]
  pieces.push(`],"districtCount":${JSON.stringify(result.districtCount)},"total":${result.total}}`)
  if (result.projectChunks.length <= 1) return pieces.join('')
  const encoder = new TextEncoder()
  let next = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < pieces.length) controller.enqueue(encoder.encode(pieces[next++]))
      else controller.close()
    },
  })
}

/** The search's filters from its query; a polygon that is not a closed ring is refused (400). */
export function searchFilters({ polygon, ...filters }: SearchQuery): SearchFilters {
  if (polygon === undefined) return filters
  const parsed = parsePolygonParam(polygon)
  if (!parsed.ok) throw AppError.badRequest(`Invalid parameter polygon: ${parsed.message}`, 'polygon')
  return { ...filters, ring: parsed.ring }
}

const inList = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )
const anyOf = (values: string[]) => sql`array[${inList(values)}]::text[]`

/** Each term must match: as a prefix of a word as typed, or as an English or French word. */
function textQuery(terms: string[]): SQL {
  const each = terms.map((term) => sql`(to_tsquery('simple', ${`${term}:*`}) || to_tsquery('english', ${term}) || to_tsquery('french', ${term}))`)
  return sql`(${sql.join(each, sql` && `)})`
}

/** Stage groups with a closed stage (complete, withdrawn or deleted projects). */
const CLOSED_GROUPS = new Set(STAGES.filter((s) => s.closed).map((s) => s.stageGrouping))

/**
 * The search can only find projects whose stage is not closed (those with current_search): without
 * includeCompleteWithdrawn, and with no stage group asked for by name that has a closed stage.
 */
const currentOnly = (f: SearchFilters) => f.includeCompleteWithdrawn !== 'yes' && !f.stageGroups?.some((group) => CLOSED_GROUPS.has(group))

/**
 * The map polygon. The home page sends its viewport, an axis-aligned rectangle: a project whose
 * bounding box lies inside it intersects it, which the index answers without testing the shape,
 * and testing the shape of each of 100,000 projects was most of a search over the whole territory.
 * `insideFirst` asks first whether the box lies inside (and only then whether it meets the
 * viewport): for a viewport holding most of the territory, read in number order rather than
 * through the geometry index, nearly every project passes on that one test.
 */
function polygonCondition(ring: Ring, { insideFirst = false } = {}): SQL {
  const shape = sql`ST_GeomFromText(${ringToWkt(ring)}, 4326)`
  const box = ringBox(ring)
  if (!box) return sql`ST_Intersects(ps.geom, ${shape})`
  const envelope = sql`ST_MakeEnvelope(${box.west}, ${box.south}, ${box.east}, ${box.north}, 4326)`
  if (insideFirst) return sql`(ps.geom @ ${envelope} or (ps.geom && ${envelope} and ST_Intersects(ps.geom, ${envelope})))`
  return sql`(ps.geom && ${envelope} and (ps.geom @ ${envelope} or ST_Intersects(ps.geom, ${envelope})))`
}

/** Far enough to lie beyond any geometry: the sides of the half-planes around a viewport. */
const FAR = 1e6

/**
 * The viewport of a search that asks nothing else (no text, no filter but includeCompleteWithdrawn)
 * and covers most of the territory: such a search counts every project less those the viewport
 * leaves out, which are few.
 */
function wholeTerritoryViewport(f: SearchFilters, text: SQL | undefined): Box | undefined {
  // Every other field narrows the search, including any added later.
  const { ring, includeCompleteWithdrawn, limit, offset, sort, textSearch, ...narrowing } = f
  const box = ring && ringBox(ring)
  if (text || !box || !holdsMostOfYukon(box)) return undefined
  const narrowed = Object.values(narrowing).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined))
  return narrowed ? undefined : box
}

/**
 * The counts of a search by a viewport holding most of the territory, grouped by districts: the
 * listed projects with a geometry (project_search_counts) less those the viewport misses, found among
 * the projects whose bounding box reaches past one of its sides (a few hundred of 99,000, through the
 * geometry index) rather than by reading every match.
 */
function countsOutside(f: SearchFilters, box: Box): SQL {
  const open = f.includeCompleteWithdrawn !== 'yes'
  const strips = [
    [-FAR, -FAR, box.west, FAR],
    [box.east, -FAR, FAR, FAR],
    [-FAR, -FAR, FAR, box.south],
    [-FAR, box.north, FAR, FAR],
  ].map(([west, south, east, north]) => sql`ps.geom && ST_MakeEnvelope(${west}, ${south}, ${east}, ${north}, 4326)`)
  return sql`select m.district_ids, sum(m.n) as n from (
      select c.district_ids, c.projects as n from project_search_counts c ${open ? sql`where c.open` : sql``}
      union all
      select ps.district_ids, -1 from project_search ps
        where ps.listed ${open ? sql`and ps.open` : sql``} and (${sql.join(strips, sql` or `)}) and not ${polygonCondition(f.ring!)}) m
    group by m.district_ids having sum(m.n) <> 0`
}

function conditions(f: SearchFilters, text: SQL | undefined, { insideFirst = false } = {}): SQL {
  const where: SQL[] = [sql`ps.listed`]
  if (f.includeCompleteWithdrawn !== 'yes') {
    // A stage group asked for by name is shown even when its stages are closed (Decision Document Issued).
    where.push(f.stageGroups?.length ? sql`(ps.open or ps.stage_grouping in (${inList(f.stageGroups)}))` : sql`ps.open`)
  }
  if (text) where.push(text)
  if (f.minYear !== undefined) where.push(sql`ps.year >= ${f.minYear}`)
  if (f.maxYear !== undefined) where.push(sql`ps.year <= ${f.maxYear}`)
  if (f.projectTypes?.length) where.push(sql`ps.project_type_id in (${inList(f.projectTypes)})`)
  if (f.stageGroups?.length) where.push(sql`ps.stage_grouping in (${inList(f.stageGroups)})`)
  if (f.outcomes?.length) where.push(sql`ps.outcome_id in (${inList(f.outcomes)})`)
  if (f.sectors?.length) where.push(sql`ps.sector_ids && ${anyOf(f.sectors)}`)
  if (f.districts?.length) where.push(sql`ps.district_ids && ${anyOf(f.districts)}`)
  if (f.drainages?.length) where.push(sql`ps.drainage_ids && ${anyOf(f.drainages)}`)
  if (f.fns?.length) where.push(sql`ps.first_nation_ids && ${anyOf(f.fns)}`)
  if (f.ring) where.push(polygonCondition(f.ring, { insideFirst }))
  return sql.join(where, sql` and `)
}

/** Row 0 carries the counts; each other row one project of the page (in a text search, numbered by its place in the page). */
type Row = { n: number | string; total: number | string | null; district_count: string | null; project: string | null }
/** Projects per piece of the answer written out. */
const CHUNK = 1000

/**
 * Runs the statements of a search in a transaction that plans them for their values at every run.
 * A statement kept prepared (the embedded database's statement cache, decision 0050) would switch
 * to a generic plan after five runs, and without the values the planner cannot tell a viewport of
 * the whole territory from one of a town: at 100,000 projects the generic plan of a map search
 * read the geometry index over 99,650 rows to keep 2,142, fifty times slower (decision 0084).
 * PostGIS's costly functions make a map search look costly enough for PostgreSQL to compile it
 * (JIT), which took 3 of its 3.03 s at 100,000 projects; compiled or not it runs in milliseconds.
 * One that matches text reads the GIN index: the planner guesses that a prefix such as gravel:*
 * matches most of the registry and reads every row's vector instead, three times slower than the
 * index even when a quarter of the projects match.
 */
export async function inSearch<T>(db: Database, matchesText: boolean, run: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const seqscan = matchesText ? sql`, set_config('enable_seqscan', 'off', true)` : sql``
    await tx.execute(sql`select set_config('plan_cache_mode', 'force_custom_plan', true), set_config('jit', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true)${seqscan}`)
    return run(tx as unknown as Database)
  })
}

/** The text a search matches on and its condition, when it has words. */
function textOf(f: SearchFilters) {
  const terms = searchTerms(f.textSearch ?? '')
  const vector = currentOnly(f) ? sql`ps.current_search` : sql`ps.search`
  return { terms, vector, text: terms.length > 0 ? sql`${vector} @@ ${textQuery(terms)}` : undefined }
}

/**
 * The listed projects a search matches, as a query of their ids, for what is read about them (the
 * registry's feeds); run it with inSearch and `matchesText`.
 */
export function matchingProjectIds(f: SearchFilters): { ids: SQL; matchesText: boolean } {
  const { text } = textOf(f)
  return { ids: sql`select ps.project_id from project_search ps where ${conditions(f, text)}`, matchesText: text !== undefined }
}

/**
 * The one statement of a search (run it with inSearch and `matchesText`): row 0 the counts, then the
 * page, a row a project. The counts read the matches grouped by their districts (a dozen groups at
 * 100,000 projects) and keep none of them. Without text, the page reads the matches in its order,
 * which an index of the number gives, so a page of 500 stops at its 500th match, and the statement
 * answers in that order (the counts' row first: its number is null, and a listed project has one);
 * numbering the rows instead (a window) took a quarter of a search without limit. With text, the
 * matches are read once from the text index, since reading its posting lists is most of the time
 * and a page in number order may scan the whole registry for a rare word: they are kept by id,
 * number and districts, and the page is the best of them, numbered (decision 0084).
 */
export function searchStatement(f: SearchFilters): { statement: SQL; matchesText: boolean } {
  const { terms, vector, text } = textOf(f)
  const where = conditions(f, text)
  const offset = f.offset ?? 0
  const limit = sql`${f.limit !== undefined ? sql`limit ${f.limit}` : sql``} offset ${offset}`
  const whole = wholeTerritoryViewport(f, text)
  const counts = whole
    ? countsOutside(f, whole)
    : sql`select district_ids, count(*) as n from ${text ? sql`matches` : sql`project_search ps where ${where}`} group by district_ids`
  const header = sql`select 0 as n, (select coalesce(sum(c.n), 0) from counts c) as total,
      (select coalesce(json_agg(json_build_object('assessmentDistrictId', d.id, 'count', d.n)), '[]'::json)
        from (select id, sum(c.n) as n from counts c cross join unnest(c.district_ids) as id group by id) d)::text as district_count,
      null as project`
  let statement: SQL
  if (text) {
    const relevance = f.sort === 'relevance'
    const rankQuery = sql`to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(' | ')})`
    const rank = relevance ? sql`ts_rank_cd(${vector}, ${rankQuery})` : sql`0::real`
    statement = sql`with matches as materialized (select ps.project_id, ps.project_number, ps.district_ids, ${rank} as rank from project_search ps where ${where}),
      page as (select ps.summary, l.n from project_search ps join (select l.project_id, ${offset} + row_number() over (order by l.rank desc, l.project_number desc) as n
        from (select m.project_id, m.project_number, m.rank from matches m order by m.rank desc, m.project_number desc ${limit}) l) l on l.project_id = ps.project_id),
      counts as (${counts})
    ${header}
    union all
    select page.n, null, null, page.summary from page`
  } else {
    // A viewport holding most of the territory reads its page in number order, not through the geometry index.
    const pageWhere = whole ? conditions(f, text, { insideFirst: true }) : where
    statement = sql`with page as (select ps.project_number, ps.summary from project_search ps where ${pageWhere} order by ps.project_number desc ${limit}),
      counts as (${counts})
    select h.*, null as project_number from (${header}) h
    union all
    select 1, null, null, page.summary, page.project_number from page
    order by project_number desc`
  }
  return { statement, matchesText: text !== undefined }
}

export async function searchProjects(db: Database, f: SearchFilters): Promise<SearchResult> {
  const { statement, matchesText } = searchStatement(f)
  const rows = await inSearch(db, matchesText, (d) => queryRows<Row>(d, statement))
  // A text search numbers its rows, which may come in any order: row 0 first, then the page.
  if (matchesText) rows.sort((a, b) => Number(a.n) - Number(b.n))
  const [header, ...page] = rows
  const districtCount = JSON.parse(header!.district_count!) as { assessmentDistrictId: string; count: number }[]
  const projectChunks: string[] = []
  for (let i = 0; i < page.length; i += CHUNK)
    projectChunks.push(
      page
        .slice(i, i + CHUNK)
        .map((r) => r.project!)
        .join(','),
    )
  return {
    projectChunks,
    districtCount: districtCount.sort((a, b) => a.assessmentDistrictId.localeCompare(b.assessmentDistrictId)),
    total: Number(header!.total),
  }
}
