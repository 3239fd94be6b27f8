import { describe, expect, it } from 'vitest'
import { advancedFilterCount, showsDistrictCounts, yearChoices, yearRangeProblem } from './search-filters.ts'

const none = { sectors: [], fns: [], stageGroups: [], outcomes: [], districts: [], projectTypes: [] }

describe('search filters', () => {
  it('count the filter groups in use, not the values', () => {
    expect(advancedFilterCount(none)).toBe(0)
    expect(advancedFilterCount({ ...none, sectors: ['1', '2', '3'], districts: ['4'] })).toBe(2)
    expect(advancedFilterCount({ sectors: ['1'], fns: ['2'], stageGroups: ['adequacy'], outcomes: ['3'], districts: ['4'], projectTypes: ['5'] })).toBe(6)
  })

  it('offer the years from 2005 to this year', () => {
    expect(yearChoices(2026)).toHaveLength(22)
    expect(yearChoices(2026)[0]).toBe(2005)
    expect(yearChoices(2026).at(-1)).toBe(2026)
  })

  it('refuse equal, reversed and out-of-range years, and accept open ends', () => {
    expect(yearRangeProblem(2010, 2010, 2026)).toBe('equal')
    expect(yearRangeProblem(2012, 2010, 2026)).toBe('reversed')
    expect(yearRangeProblem(2004, 2010, 2026)).toBe('out-of-range')
    expect(yearRangeProblem(2010, 2027, 2026)).toBe('out-of-range')
    expect(yearRangeProblem(2010, undefined, 2026)).toBeNull()
    expect(yearRangeProblem(2010, 2011, 2026)).toBeNull()
  })

  it('show district counts from 500 results', () => {
    expect(showsDistrictCounts(499)).toBe(false)
    expect(showsDistrictCounts(500)).toBe(true)
  })
})
