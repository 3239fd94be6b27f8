// The year buckets of the integration API (/api/v1/integration/projects?startYear=&endYear=,
// decision 0080). A project's year is its project number's year ("2023-0053" → 2023): the real
// registry buckets so (its buckets' counts are exactly the counts of numbers per year), and so
// Yukon Government's cache builders merge buckets into the whole registry, each project once.
// Both years are included. The real registry answered a range too large with 0 bytes; this one
// refuses it with a message naming the limit, and refuses a missing or unreadable year likewise.

/** endYear − startYear at most: six calendar years, the largest span the real registry answered (2006–2011, 1,681 projects). */
export const MAX_YEAR_SPAN = 5

export type YearRange = { startYear: number; endYear: number } | { refused: string; parameter: 'startYear' | 'endYear' }

function readYear(value: string | undefined, name: 'startYear' | 'endYear'): number | { refused: string; parameter: 'startYear' | 'endYear' } {
  if (value === undefined || value.trim() === '')
    return { refused: `${name} is missing: give startYear and endYear, for example ?startYear=2024&endYear=2026.`, parameter: name }
  if (!/^\d{4}$/.test(value.trim())) return { refused: `${name} must be a year of four digits, such as 2024; got "${value}".`, parameter: name }
  return Number(value.trim())
}

/** The years asked for, or why they are refused (a message for the caller). */
export function yearRange(start: string | undefined, end: string | undefined): YearRange {
  const startYear = readYear(start, 'startYear')
  if (typeof startYear !== 'number') return startYear
  const endYear = readYear(end, 'endYear')
  if (typeof endYear !== 'number') return endYear
  if (endYear < startYear) return { refused: `endYear (${endYear}) is before startYear (${startYear}).`, parameter: 'endYear' }
  if (endYear - startYear > MAX_YEAR_SPAN) {
    const last = startYear + MAX_YEAR_SPAN
    return {
      refused: `The range ${startYear}–${endYear} is too large: at most ${MAX_YEAR_SPAN + 1} years are answered at once (endYear − startYear ≤ ${MAX_YEAR_SPAN}). Ask for ${startYear}–${last}, then from ${last + 1}.`,
      parameter: 'endYear',
    }
  }
  return { startYear, endYear }
}
