import { describe, expect, it } from 'vitest'
import { isTimeToCheckDetails } from './yearly-check'

const NOW = new Date('2026-11-28T20:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000)

describe('isTimeToCheckDetails', () => {
  it('does not ask an account made minutes ago, whose details were never confirmed', () => {
    expect(isTimeToCheckDetails({ infoUpdatedAt: null, createdAt: new Date(NOW.getTime() - 5 * 60_000) }, NOW)).toBe(false)
  })

  it('asks a year after the account was made when the details were never confirmed', () => {
    expect(isTimeToCheckDetails({ infoUpdatedAt: null, createdAt: daysAgo(366) }, NOW)).toBe(true)
  })

  it('counts the year from the last confirmation, not from the account', () => {
    expect(isTimeToCheckDetails({ infoUpdatedAt: daysAgo(30), createdAt: daysAgo(800) }, NOW)).toBe(false)
    expect(isTimeToCheckDetails({ infoUpdatedAt: daysAgo(366), createdAt: daysAgo(800) }, NOW)).toBe(true)
  })
})
