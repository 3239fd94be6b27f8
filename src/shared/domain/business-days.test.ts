import { describe, expect, it } from 'vitest'
import { addBusinessDays, receivedAt, reviewDueAt, yukonHolidays } from './business-days.ts'

/** A Yukon wall-clock time (UTC−7) as an instant. */
const yukon = (local: string) => new Date(`${local}-07:00`)

describe('Yukon statutory holidays', () => {
  it('are the eleven of the Employment Standards Act, on the days they fall in 2026', () => {
    expect(yukonHolidays(2026)).toEqual([
      '2026-01-01', // New Year's Day
      '2026-04-03', // Good Friday
      '2026-05-18', // Victoria Day
      '2026-06-22', // National Indigenous Peoples Day (Sunday the 21st, observed Monday)
      '2026-07-01', // Canada Day
      '2026-08-17', // Discovery Day
      '2026-09-07', // Labour Day
      '2026-09-30', // National Day for Truth and Reconciliation
      '2026-10-12', // Thanksgiving
      '2026-11-11', // Remembrance Day
      '2026-12-25', // Christmas Day
    ])
  })

  it('move a fixed-date holiday on a weekend to the next free weekday', () => {
    // Christmas 2027 is a Saturday; New Year's Day 2028 too.
    expect(yukonHolidays(2027)).toContain('2027-12-27')
    expect(yukonHolidays(2028)).toContain('2028-01-03')
    // Victoria Day is the Monday before May 25, even when the 25th is a Monday.
    expect(yukonHolidays(2026 + 1)).toContain('2027-05-24')
    expect(yukonHolidays(2020)).toContain('2020-05-18')
  })
})

describe('receivedAt', () => {
  it('is the submission itself within business hours, 4:30 pm included', () => {
    for (const at of ['2026-11-24T08:00:00', '2026-11-24T12:15:00', '2026-11-24T16:30:00']) expect(receivedAt(yukon(at))).toEqual(yukon(at))
  })

  it('is 8:00 the next business day after 4:30 pm, and 8:00 that day before 8:00', () => {
    expect(receivedAt(yukon('2026-11-24T16:30:01'))).toEqual(yukon('2026-11-25T08:00:00'))
    expect(receivedAt(yukon('2026-11-24T23:59:00'))).toEqual(yukon('2026-11-25T08:00:00'))
    expect(receivedAt(yukon('2026-11-24T06:10:00'))).toEqual(yukon('2026-11-24T08:00:00'))
  })

  it('skips weekends and holidays', () => {
    // Friday evening → Monday.
    expect(receivedAt(yukon('2026-11-27T17:00:00'))).toEqual(yukon('2026-11-30T08:00:00'))
    expect(receivedAt(yukon('2026-11-29T10:00:00'))).toEqual(yukon('2026-11-30T08:00:00'))
    // Thursday 24 December after hours → Christmas (Friday) → Monday 28.
    expect(receivedAt(yukon('2026-12-24T17:00:00'))).toEqual(yukon('2026-12-28T08:00:00'))
    // Good Friday at noon → Monday.
    expect(receivedAt(yukon('2026-04-03T12:00:00'))).toEqual(yukon('2026-04-06T08:00:00'))
  })
})

describe('addBusinessDays', () => {
  it('ends at 4:30 pm Yukon time of the n-th business day after the day, skipping weekends and holidays', () => {
    // Tuesday 24 November 2026 + 5 business days: Tuesday 1 December.
    expect(addBusinessDays(yukon('2026-11-24T10:00:00'), 5)).toEqual(yukon('2026-12-01T16:30:00'))
    // Christmas Friday 25 December 2026 is skipped: Thursday 24th + 1 is Monday 28th.
    expect(addBusinessDays(yukon('2026-12-24T23:59:00'), 1)).toEqual(yukon('2026-12-28T16:30:00'))
    // A start on a Saturday counts from that day: the first business day after it is Monday.
    expect(addBusinessDays(yukon('2026-11-28T09:00:00'), 1)).toEqual(yukon('2026-11-30T16:30:00'))
  })
})

// Yukon time is UTC−7: 8:00 am is 15:00Z, 4:30 pm is 23:30Z.
describe('reviewDueAt', () => {
  it('counts 48 business hours of 8.5-hour days from a comment received in business hours', () => {
    // Monday 2026-11-16 10:00: 6.5 h that day, 34 h over Tuesday to Friday, 7.5 h of the next Monday.
    expect(reviewDueAt(new Date('2026-11-16T17:00:00Z')).toISOString()).toBe('2026-11-23T22:30:00.000Z')
  })
  it('starts the clock at 8:00 am of the next business day for a comment sent after 4:30 pm', () => {
    // Friday 2026-11-20 at 5 pm counts from Monday 11-23 8:00: five full days (42.5 h), 5.5 h of the sixth.
    expect(reviewDueAt(new Date('2026-11-21T00:00:00Z')).toISOString()).toBe('2026-11-30T20:30:00.000Z')
  })
  it('counts from Monday 8:00 am what was sent on a Saturday, the time the proponent is promised too', () => {
    // Saturday 2026-11-28 11:53 am: five full days from Monday 11-30 (42.5 h), 5.5 h of Monday 12-07.
    expect(reviewDueAt(new Date('2026-11-28T18:53:00Z')).toISOString()).toBe('2026-12-07T20:30:00.000Z')
  })
  it('skips Yukon statutory holidays', () => {
    // Tuesday 2026-11-10 8:00: Remembrance Day (Wednesday 11-11) does not count.
    expect(reviewDueAt(new Date('2026-11-10T15:00:00Z')).toISOString()).toBe('2026-11-18T20:30:00.000Z')
  })
  it('ends at 4:30 pm when the hours run out exactly at closing', () => {
    // Monday 11:00: 5.5 h that day, 34 h over Tuesday to Friday, the next Monday's full 8.5 h.
    expect(reviewDueAt(new Date('2026-11-16T18:00:00Z')).toISOString()).toBe('2026-11-23T23:30:00.000Z')
  })
})
