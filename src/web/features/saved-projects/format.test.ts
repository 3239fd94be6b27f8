import { describe, expect, it } from 'vitest'
import { formatAge } from './format'

const minute = 60_000
const day = 24 * 60 * minute

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
