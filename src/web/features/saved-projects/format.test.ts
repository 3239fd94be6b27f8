import { describe, expect, it } from 'vitest'
import { formatAge, formatBytes } from './format'

const minute = 60_000
const day = 24 * 60 * minute

describe('saved project sizes', () => {
  it('use bytes under a kilobyte, then decimal units with one decimal under ten', () => {
    expect(formatBytes(0, 'en')).toBe('0 bytes')
    expect(formatBytes(512, 'en')).toBe('512 bytes')
    expect(formatBytes(1_234, 'en')).toBe('1.2 kB')
    expect(formatBytes(56_789, 'en')).toBe('57 kB')
    expect(formatBytes(12_300_000, 'en')).toBe('12 MB')
    expect(formatBytes(1_500_000_000, 'en')).toBe('1.5 GB')
    expect(formatBytes(999_999, 'en')).toBe('1 MB')
    expect(formatBytes(9_960, 'en')).toBe('10 kB')
  })

  it('in French units and decimals', () => {
    // French puts a narrow no-break space before the unit.
    expect(formatBytes(1_234, 'fr')).toBe('1,2\u202fko')
    expect(formatBytes(2_500_000, 'fr')).toBe('2,5\u202fMo')
    expect(formatBytes(200, 'fr')).toBe('200\u00a0octets')
  })
})

describe('saved project ages', () => {
  const now = Date.UTC(2025, 5, 15, 12)
  it('say now under a minute, then the largest whole unit', () => {
    expect(formatAge(now - 20_000, now, 'en')).toBe('now')
    expect(formatAge(now + 5_000, now, 'en')).toBe('now')
    expect(formatAge(now - 3 * minute, now, 'en')).toBe('3 minutes ago')
    expect(formatAge(now - 90 * minute, now, 'en')).toBe('1 hour ago')
    expect(formatAge(now - day, now, 'en')).toBe('yesterday')
    expect(formatAge(now - 5 * day, now, 'en')).toBe('5 days ago')
    expect(formatAge(now - 65 * day, now, 'en')).toBe('2 months ago')
    expect(formatAge(now - 800 * day, now, 'en')).toBe('2 years ago')
  })

  it('in French', () => {
    expect(formatAge(now - 3 * day, now, 'fr')).toBe('il y a 3 jours')
    expect(formatAge(now, now, 'fr')).toBe('maintenant')
  })
})
