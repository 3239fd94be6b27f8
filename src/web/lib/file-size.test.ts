import { describe, expect, it } from 'vitest'
import { formatBytes } from './file-size'

describe('storage sizes', () => {
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
