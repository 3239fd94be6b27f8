// The home page's search filters (spec public-registry §5, §9): the year range, the count shown on
// the advanced-filter badge, and the 500-result rule.

/** The first year the registry holds. */
export const FIRST_YEAR = 2005
/** At this many matches or more, the map and list show district counts instead of projects. */
export const INDIVIDUAL_RESULTS_LIMIT = 500

export interface AdvancedFilters {
  sectors: readonly string[]
  fns: readonly string[]
  stageGroups: readonly string[]
  outcomes: readonly string[]
  districts: readonly string[]
  projectTypes: readonly string[]
}

/** How many of the six filter groups are in use, for the badge on "Advanced filters". */
export function advancedFilterCount(f: AdvancedFilters): number {
  return [f.sectors, f.fns, f.stageGroups, f.outcomes, f.districts, f.projectTypes].filter((group) => group.length > 0).length
}

/** The years the range offers: 2005 to this year. */
export function yearChoices(currentYear: number): number[] {
  return Array.from({ length: currentYear - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i)
}

export type YearRangeProblem = 'equal' | 'reversed' | 'out-of-range'

/** Why a year range is refused, or null when it is fine (either end may be open). */
export function yearRangeProblem(minYear: number | undefined, maxYear: number | undefined, currentYear: number): YearRangeProblem | null {
  for (const year of [minYear, maxYear]) if (year !== undefined && (year < FIRST_YEAR || year > currentYear)) return 'out-of-range'
  if (minYear === undefined || maxYear === undefined) return null
  if (minYear === maxYear) return 'equal'
  return minYear > maxYear ? 'reversed' : null
}

/** Whether the search shows district counts instead of individual projects. */
export function showsDistrictCounts(total: number): boolean {
  return total >= INDIVIDUAL_RESULTS_LIMIT
}
