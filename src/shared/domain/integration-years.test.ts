import { describe, expect, it } from 'vitest'
import { MAX_YEAR_SPAN, yearRange } from './integration-years.ts'

describe('yearRange', () => {
  it('takes both years, included, up to six years apart', () => {
    expect(yearRange('2024', '2024')).toEqual({ startYear: 2024, endYear: 2024 })
    expect(yearRange('2006', '2011')).toEqual({ startYear: 2006, endYear: 2011 })
    expect(yearRange(' 2006 ', '2011')).toEqual({ startYear: 2006, endYear: 2011 })
    expect(MAX_YEAR_SPAN).toBe(5)
  })

  it('refuses a range too large, naming the limit and the next request to make', () => {
    expect(yearRange('2006', '2012')).toEqual({
      refused: 'The range 2006–2012 is too large: at most 6 years are answered at once (endYear − startYear ≤ 5). Ask for 2006–2011, then from 2012.',
      parameter: 'endYear',
    })
  })

  it('refuses a missing year, naming it', () => {
    expect(yearRange(undefined, '2024')).toMatchObject({ parameter: 'startYear', refused: expect.stringContaining('startYear is missing') })
    expect(yearRange('2024', '')).toMatchObject({ parameter: 'endYear', refused: expect.stringContaining('endYear is missing') })
  })

  it('refuses what is not a year of four digits', () => {
    for (const bad of ['24', '2024.5', '-2024', 'twenty', '20245']) expect(yearRange(bad, '2026')).toMatchObject({ parameter: 'startYear' })
    expect(yearRange('2024', 'next')).toEqual({ refused: 'endYear must be a year of four digits, such as 2024; got "next".', parameter: 'endYear' })
  })

  it('refuses an end before the start', () => {
    expect(yearRange('2026', '2025')).toEqual({ refused: 'endYear (2025) is before startYear (2026).', parameter: 'endYear' })
  })
})
