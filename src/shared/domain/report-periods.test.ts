import { describe, expect, it } from 'vitest'
import { reportPeriods, reportRange, yukonDate } from './report-periods.ts'

// 00:30 UTC on 1 January 2027 is still 31 December 2026 in Whitehorse (UTC-7).
const NEW_YEAR_UTC = new Date('2027-01-01T00:30:00Z')
const NOW = new Date('2026-11-24T23:00:00Z')

describe('report periods', () => {
  it('takes the calendar date in Yukon time', () => {
    expect(yukonDate(NEW_YEAR_UTC)).toBe('2026-12-31')
  })

  it('offers the current period first, then the five last full years, then since 2005', () => {
    expect(reportPeriods(NOW)).toEqual(['lastNovToCurrent', '2025', '2024', '2023', '2022', '2021', 'since2005'])
    expect(reportPeriods(NEW_YEAR_UTC)[1]).toBe('2025')
  })

  it('covers November and December of last year then this year up to today', () => {
    expect(reportRange('lastNovToCurrent', NOW)).toEqual({ period: 'lastNovToCurrent', from: '2025-11-01', to: '2026-11-25' })
  })

  it('covers a full calendar year, and this year only up to today', () => {
    expect(reportRange('2024', NOW)).toEqual({ period: '2024', from: '2024-01-01', to: '2025-01-01' })
    expect(reportRange('2026', NOW)).toEqual({ period: '2026', from: '2026-01-01', to: '2026-11-25' })
    expect(reportRange('since2005', NOW)).toEqual({ period: 'since2005', from: '2005-01-01', to: '2026-11-25' })
  })

  it('refuses years outside 2005 to this year and anything else', () => {
    expect(reportRange('2004', NOW)).toEqual({ refused: 'must be a year from 2005 to 2026, lastNovToCurrent or since2005' })
    expect(reportRange('2027', NOW)).toHaveProperty('refused')
    expect(reportRange('last', NOW)).toEqual({ refused: 'must be a year (YYYY), lastNovToCurrent or since2005' })
  })
})
