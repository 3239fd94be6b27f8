import { describe, expect, it } from 'vitest'
import { dmsText, fromDms, parseDecimalCoordinate, roundCoordinate, toDms } from './dms.ts'

describe('degrees, minutes and seconds', () => {
  it('converts Whitehorse both ways', () => {
    expect(toDms(60.7212)).toEqual({ degrees: 60, minutes: 43, seconds: 16.32, negative: false })
    expect(toDms(-135.0568)).toEqual({ degrees: -135, minutes: 3, seconds: 24.48, negative: true })
    expect(fromDms({ degrees: '60', minutes: '43', seconds: '16.32' }, 90)).toBe(60.7212)
    expect(fromDms({ degrees: '-135', minutes: '3', seconds: '24.48' }, 180)).toBe(-135.0568)
  })

  it('keeps the sign of a coordinate under one degree', () => {
    expect(dmsText(-0.5)).toEqual({ degrees: '-0', minutes: '30', seconds: '0' })
    expect(fromDms(dmsText(-0.5), 180)).toBe(-0.5)
  })

  it('round-trips every 4-decimal coordinate through its parts', () => {
    for (let i = 0; i < 20000; i++) {
      const value = roundCoordinate(-180 + (i * 360.0001) / 20000)
      expect(fromDms(dmsText(value), 180)).toBe(value)
    }
  })

  it('carries 60 seconds into the minutes', () => {
    expect(toDms(60.99999999)).toEqual({ degrees: 61, minutes: 0, seconds: 0, negative: false })
  })

  it.each([
    [{ degrees: '', minutes: '1', seconds: '1' }, 'no degrees'],
    [{ degrees: '60', minutes: '60', seconds: '0' }, '60 minutes'],
    [{ degrees: '60', minutes: '1', seconds: '60' }, '60 seconds'],
    [{ degrees: '91', minutes: '0', seconds: '0' }, 'beyond 90° of latitude'],
    [{ degrees: '60.5', minutes: '0', seconds: '0' }, 'decimal degrees'],
    [{ degrees: '60', minutes: 'x', seconds: '0' }, 'letters'],
  ])('refuses %j (%s)', (parts) => {
    expect(fromDms(parts, 90)).toBeUndefined()
  })

  it('reads empty minutes and seconds as zero and a decimal comma', () => {
    expect(fromDms({ degrees: '62', minutes: '', seconds: '' }, 90)).toBe(62)
    expect(fromDms({ degrees: '62', minutes: '30', seconds: '1,8' }, 90)).toBe(62.5005)
  })
})

describe('decimal coordinates', () => {
  it('rounds to 4 decimals and refuses what is not a coordinate', () => {
    expect(parseDecimalCoordinate(' 62.123456 ', 90)).toBe(62.1235)
    expect(parseDecimalCoordinate('-135,5', 180)).toBe(-135.5)
    expect(parseDecimalCoordinate('', 90)).toBeUndefined()
    expect(parseDecimalCoordinate('95', 90)).toBeUndefined()
    expect(parseDecimalCoordinate('1e3', 180)).toBeUndefined()
  })
})
