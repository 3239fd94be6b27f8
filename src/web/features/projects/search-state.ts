// The home page's search as it lives in the address bar, so a search can be bookmarked and shared:
// parsed leniently (a hand-edited or old link drops what it cannot use instead of failing) and
// turned into the search API's query.
import { STAGE_GROUPS } from '../../../shared/domain/stages'
import { INDIVIDUAL_RESULTS_LIMIT } from '../../../shared/domain/search-filters'

export const LIST_FILTERS = ['sectors', 'fns', 'stageGroups', 'outcomes', 'districts', 'projectTypes', 'drainages'] as const
export type ListFilter = (typeof LIST_FILTERS)[number]

export type HomeSearch = {
  /** Words to search for. */
  q?: string
  minYear?: number
  maxYear?: number
  /** Include completed and withdrawn projects. */
  all?: boolean
  /** The map area searched: a closed ring of "lon lat" pairs. */
  area?: string
  /** Also search inside the published documents (a list of its own, not a filter of the projects). */
  docs?: boolean
} & Partial<Record<ListFilter, string[]>>

const ID = /^[0-9A-Za-z-]{1,64}$/
const RING = /^-?\d+(\.\d+)? -?\d+(\.\d+)?(,-?\d+(\.\d+)? -?\d+(\.\d+)?){3,}$/

function ids(value: unknown, allowed?: readonly string[]): string[] | undefined {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  const list = [...new Set(raw.filter((x): x is string => typeof x === 'string' && ID.test(x) && (!allowed || allowed.includes(x))))]
  return list.length ? list : undefined
}

function year(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(n) && n >= 1900 && n <= 2100 ? n : undefined
}

export function parseHomeSearch(raw: Record<string, unknown>): HomeSearch {
  const search: HomeSearch = {}
  if (typeof raw.q === 'string' && raw.q.trim()) search.q = raw.q.slice(0, 200)
  const minYear = year(raw.minYear)
  const maxYear = year(raw.maxYear)
  if (minYear !== undefined) search.minYear = minYear
  if (maxYear !== undefined) search.maxYear = maxYear
  if (raw.all === true || raw.all === 'true') search.all = true
  if (typeof raw.area === 'string' && RING.test(raw.area)) search.area = raw.area
  if (raw.docs === true || raw.docs === 'true') search.docs = true
  for (const key of LIST_FILTERS) {
    const list = ids(raw[key], key === 'stageGroups' ? STAGE_GROUPS : undefined)
    if (list) search[key] = list
  }
  return search
}

/** The search API's query for this search, asking for at most 500 projects. */
export function toSearchQuery(search: HomeSearch): Record<string, string> {
  const query: Record<string, string> = { limit: String(INDIVIDUAL_RESULTS_LIMIT) }
  if (search.q) query.textSearch = search.q
  if (search.minYear !== undefined) query.minYear = String(search.minYear)
  if (search.maxYear !== undefined) query.maxYear = String(search.maxYear)
  if (search.all) query.includeCompleteWithdrawn = 'yes'
  if (search.area) query.polygon = search.area
  for (const key of LIST_FILTERS) if (search[key]?.length) query[key] = search[key].join(',')
  return query
}

/** The same search as the query of the registry's feeds and calendar of it (every match, so no limit). */
export function toFeedQuery(search: HomeSearch): Record<string, string> {
  const { limit: _, ...query } = toSearchQuery(search)
  return query
}

/** The map area as a closed ring of "lon lat" pairs, corners rounded to 4 decimals. */
export function areaOf(bounds: { west: number; south: number; east: number; north: number }): string {
  const r = (n: number) => Math.round(n * 10_000) / 10_000
  const [w, s, e, n] = [r(bounds.west), r(bounds.south), r(bounds.east), r(bounds.north)]
  return `${w} ${s},${e} ${s},${e} ${n},${w} ${n},${w} ${s}`
}
