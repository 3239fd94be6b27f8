// The project search of spec §7 over the projects a device holds (saved for offline, or kept by the
// service worker), for when the registry cannot be reached. It follows the server's search
// (src/server/modules/projects/project-search.ts) as far as the kept data allows: every term must
// start a word of the number, title, proponent, scope summary or activities; closed stages only on
// request; the filter lists; the map area; newest number first, at most 500.
import type { LatLng } from '../schemas/common.ts'
import type { ProjectSummary, SearchQuery } from '../schemas/project.ts'
import { parsePolygonParam } from '../geo/polygon-param.ts'
import type { Ring } from '../geo/polygon-param.ts'
import { INDIVIDUAL_RESULTS_LIMIT } from './search-filters.ts'
import { searchTerms, searchWords } from './search-terms.ts'
import { findStage } from './stages.ts'

/** What a project page's own answer adds to the list shape; a project known from a search list has none. */
export interface OfflineProjectDetails {
  summary: string
  activities: string
  sectors: string[]
  assessmentDistricts: string[]
  firstNations: string[]
  outcomeId: string | null
}

export interface OfflineProject extends ProjectSummary {
  details?: OfflineProjectDetails
}

export interface OfflineSearchResult {
  projects: ProjectSummary[]
  districtCount: { assessmentDistrictId: string; count: number }[]
  total: number
}

/**
 * The database also matches a term through its English and French stems ("mines" finds "mine").
 * Dropping a plural ending on both sides comes close for the usual cases without a stemmer.
 */
function stem(word: string): string {
  return word.length > 3 && (word.endsWith('s') || word.endsWith('x')) ? word.slice(0, -1) : word
}

/** The words the search vector holds for a project (migration 0001): hyphenated words also by their parts. */
export function projectWords(p: OfflineProject): Set<string> {
  const words = new Set<string>()
  const [year, sequence] = p.projectNumber.split('-')
  for (const word of [p.projectNumber, p.projectNumber.replace(/-/g, ''), year, sequence]) if (word) words.add(word.toLowerCase())
  const text = [p.title, p.proponentName, p.details?.summary ?? '', p.details?.activities ?? ''].join(' ')
  for (const word of searchWords(text)) {
    words.add(word)
    if (word.includes('-')) for (const part of word.split('-')) if (part) words.add(part)
  }
  return words
}

/** Whether every term is the start of a word, or the same word but for a plural ending. */
export function matchesTerms(words: Set<string>, terms: readonly string[]): boolean {
  return terms.every((term) => {
    const stemmed = stem(term)
    for (const word of words) if (word.startsWith(term) || stem(word) === stemmed) return true
    return false
  })
}

function inRing([longitude, latitude]: [number, number], ring: Ring): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

const pointIn = (ring: Ring) => (l: LatLng) => inRing([l.longitude, l.latitude], ring)

/** A filter on a list the project's kept data does not hold (from a search list, or drainages) cannot be met. */
function anyOf(wanted: readonly string[] | undefined, held: readonly string[] | undefined): boolean {
  if (!wanted?.length) return true
  return held !== undefined && held.some((id) => wanted.includes(id))
}

/**
 * A matcher for one search. The server's `open` also leaves out withdrawn outcomes in open stages;
 * the kept data does not say which outcomes are withdrawals, so only the stage is judged here.
 */
export function offlineMatcher(q: SearchQuery): (p: OfflineProject) => boolean {
  const terms = searchTerms(q.textSearch ?? '')
  const polygon = q.polygon ? parsePolygonParam(q.polygon) : undefined
  return (p) => {
    const stage = findStage(p.projectTypeId, p.stageId)
    if (q.includeCompleteWithdrawn !== 'yes' && stage?.closed && !q.stageGroups?.includes(p.stageGrouping)) return false
    const year = Number(p.projectNumber.split('-')[0])
    if (q.minYear !== undefined && !(year >= q.minYear)) return false
    if (q.maxYear !== undefined && !(year <= q.maxYear)) return false
    if (q.projectTypes?.length && !q.projectTypes.includes(p.projectTypeId)) return false
    if (q.stageGroups?.length && !q.stageGroups.includes(p.stageGrouping)) return false
    const d = p.details
    if (!anyOf(q.sectors, d?.sectors) || !anyOf(q.districts, d?.assessmentDistricts) || !anyOf(q.fns, d?.firstNations)) return false
    if (!anyOf(q.outcomes, d ? (d.outcomeId ? [d.outcomeId] : []) : undefined) || !anyOf(q.drainages, undefined)) return false
    if (polygon && (!polygon.ok || !p.locations.some(pointIn(polygon.ring)))) return false
    return terms.length === 0 || matchesTerms(projectWords(p), terms)
  }
}

const summaryOf = ({ details: _, ...summary }: OfflineProject): ProjectSummary => summary

/** The search over these projects, shaped as the search API answers it. */
export function searchOffline(projects: Iterable<OfflineProject>, q: SearchQuery): OfflineSearchResult {
  const matches = [...projects].filter(offlineMatcher(q)).sort((a, b) => b.projectNumber.localeCompare(a.projectNumber))
  const districts = new Map<string, number>()
  for (const id of matches.flatMap((p) => p.details?.assessmentDistricts ?? [])) districts.set(id, (districts.get(id) ?? 0) + 1)
  return {
    projects: matches.slice(0, INDIVIDUAL_RESULTS_LIMIT).map(summaryOf),
    districtCount: [...districts]
      .map(([assessmentDistrictId, count]) => ({ assessmentDistrictId, count }))
      .sort((a, b) => a.assessmentDistrictId.localeCompare(b.assessmentDistrictId)),
    total: matches.length,
  }
}
