import { describe, expect, it } from 'vitest'
import { formatDate, formatDateNoYear, formatDateTime } from './dates.ts'

describe('registry date format', () => {
  it('prints short month, two-digit day and year in Yukon time', () => {
    expect(formatDate(new Date('2024-03-05T18:00:00Z'))).toBe('Mar 05, 2024')
    // 03:00 UTC is still the previous evening in Whitehorse (UTC−7).
    expect(formatDate(new Date('2024-03-06T03:00:00Z'))).toBe('Mar 05, 2024')
    expect(formatDateNoYear(new Date('2024-12-24T18:00:00Z'))).toBe('Dec 24')
  })
  it('prints day, month and year in French', () => {
    expect(formatDate(new Date('2024-03-05T18:00:00Z'), 'fr')).toBe('05 mars 2024')
    expect(formatDate(new Date('2024-02-05T18:00:00Z'), 'fr')).toBe('05 févr 2024')
  })
  it('adds the time for deadlines', () => {
    expect(formatDateTime(new Date('2024-03-05T23:30:00Z'))).toBe('Mar 05, 2024 4:30 PM')
    expect(formatDateTime(new Date('2024-03-05T23:30:00Z'), 'fr')).toBe('05 mars 2024 16 h 30')
  })
})
