import { describe, expect, it } from 'vitest'
import { parseClaims } from '../geo/claims'
import { claimStringWithCsv } from './placer-location'

describe('a CSV of claims added to the claims typed', () => {
  it('adds the claims not typed yet on a line of their own, each once', () => {
    const merged = claimStringWithCsv('P 10000-P 10002\n', ['P 10001', 'P 10005', 'P 10006', 'P 10005'])
    expect(merged).toEqual({ claimString: 'P 10000-P 10002\nP 10005, P 10006', added: ['P 10005', 'P 10006'] })
    expect(parseClaims(merged.claimString).claims).toEqual(['P 10000', 'P 10001', 'P 10002', 'P 10005', 'P 10006'])
  })

  it('fills an empty text box, and leaves the text as it is when the file adds nothing', () => {
    expect(claimStringWithCsv('', ['YD00099', 'YD00100']).claimString).toBe('YD00099, YD00100')
    expect(claimStringWithCsv('YD00099, YD00100  ', ['YD00100'])).toEqual({ claimString: 'YD00099, YD00100  ', added: [] })
  })
})
