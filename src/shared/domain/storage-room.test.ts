import { describe, expect, it } from 'vitest'
import { filesFit, RESERVED_BYTES, spaceLeft } from './storage-room'

describe('room for files on the device', () => {
  const estimate = { usage: 40_000_000, quota: 50_000_000 }

  it('fits files whose sizes together leave the reserved room free', () => {
    expect(filesFit([4_000_000, 5_000_000], estimate)).toBe(true)
    expect(filesFit([10_000_000 - RESERVED_BYTES], estimate)).toBe(true)
    expect(filesFit([10_000_000 - RESERVED_BYTES + 1], estimate)).toBe(false)
    expect(filesFit([6_000_000, 6_000_000], estimate)).toBe(false)
  })

  it('says nothing fits a device already past its quota, and trusts a browser that gives no estimate', () => {
    expect(spaceLeft({ usage: 60, quota: 50 })).toBe(0)
    expect(filesFit([1], { usage: 60, quota: 50 })).toBe(false)
    expect(filesFit([10_000_000_000], null)).toBe(true)
  })
})
