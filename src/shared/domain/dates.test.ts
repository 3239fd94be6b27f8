import { describe, expect, it } from 'vitest'
import { clockSpan, clockTextIn, formatDate, formatDateNoYear, formatDateTime, yukonDay, yukonInstant } from './dates.ts'

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

describe('a Yukon calendar day', () => {
  it('is the day in Whitehorse of an instant, on either side of midnight UTC', () => {
    // 11:53 AM in Yukon on Nov 28: the day a notice published then is grouped under.
    expect(yukonDay(new Date('2026-11-28T18:53:00Z'))).toBe('2026-11-28')
    expect(yukonDay(new Date('2026-11-29T06:59:59Z'))).toBe('2026-11-28')
    expect(yukonDay(new Date('2026-11-29T07:00:00Z'))).toBe('2026-11-29')
    expect(yukonDay(new Date('2026-11-28T00:00:00Z'))).toBe('2026-11-27')
  })
  it('prints as itself, not as the evening before that UTC midnight is in Yukon', () => {
    expect(formatDate(yukonInstant('2026-11-28'))).toBe('Nov 28, 2026')
    expect(formatDate(yukonInstant('2026-11-28'), 'fr')).toBe('28 nov 2026')
    expect(yukonDay(yukonInstant('2026-11-28'))).toBe('2026-11-28')
    expect(yukonInstant('2027-01-01').toISOString()).toBe('2027-01-01T07:00:00.000Z')
  })
  it('leaves an instant as it is', () => {
    expect(yukonInstant('2026-11-28T18:53:00.000Z').toISOString()).toBe('2026-11-28T18:53:00.000Z')
    expect(formatDateTime(yukonInstant('2026-11-28T18:53:00.000Z'))).toBe('Nov 28, 2026 11:53 AM')
  })
})

describe('a hearing’s times as the office types them', () => {
  it('are said in the French time format to a French reader', () => {
    expect(clockTextIn('6:30 PM to 9:30 PM', 'fr')).toBe('18 h 30 à 21 h 30')
    expect(clockTextIn('9 a.m. – 12:00 p.m.', 'fr')).toBe('9 h 00 à 12 h 00')
    expect(clockTextIn('6:30 to 9:30 PM', 'fr')).toBe('18 h 30 à 21 h 30')
    expect(clockTextIn('1:00 PM', 'fr')).toBe('13 h 00')
    expect(clockTextIn('12:15 AM', 'fr')).toBe('0 h 15')
  })

  it('stay as typed for an English reader', () => {
    expect(clockTextIn(' 6:30 PM to 9:30 PM', 'en')).toBe('6:30 PM to 9:30 PM')
  })

  it('are not read from a sentence or an impossible time', () => {
    expect(clockTextIn('Evenings, after the community dinner', 'fr')).toBeNull()
    expect(clockTextIn('25:00', 'fr')).toBeNull()
  })
})

describe('a time of day typed by the office', () => {
  it('is read on the 24-hour clock, a span’s first time in the half of the day of its second', () => {
    expect(clockSpan('6:30 to 9:30 PM')).toEqual({ start: { hour: 18, minute: 30 }, end: { hour: 21, minute: 30 } })
    expect(clockSpan('12:15 AM')).toEqual({ start: { hour: 0, minute: 15 }, end: null })
    expect(clockSpan('18:30')).toEqual({ start: { hour: 18, minute: 30 }, end: null })
    expect(clockSpan('9 to 25')).toBeNull()
    expect(clockSpan('After dinner')).toBeNull()
  })
})
