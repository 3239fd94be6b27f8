import { describe, expect, it } from 'vitest'
import { MAX_CLAIMS_IN_RANGE, parseClaims, resolveClaims } from './claims.ts'

describe('parseClaims', () => {
  it('splits on commas and new lines and keeps each claim once, in order', () => {
    expect(parseClaims('P 12345, P 12346\nYC01234\r\n\n, P 12345 ,')).toEqual({ claims: ['P 12345', 'P 12346', 'YC01234'], unreadable: [] })
  })

  it('expands numbered ranges keeping zero padding', () => {
    expect(parseClaims('YC12340-YC12345').claims).toEqual(['YC12340', 'YC12341', 'YC12342', 'YC12343', 'YC12344', 'YC12345'])
    expect(parseClaims('YC0098-YC0101').claims).toEqual(['YC0098', 'YC0099', 'YC0100', 'YC0101'])
    expect(parseClaims('P 00998 - 01001').claims).toEqual(['P 00998', 'P 00999', 'P 01000', 'P 01001'])
  })

  it('expands letter ranges', () => {
    expect(parseClaims('A-C').claims).toEqual(['A', 'B', 'C'])
    expect(parseClaims('Gold 7a-c').claims).toEqual(['Gold 7a', 'Gold 7b', 'Gold 7c'])
  })

  it('is case-sensitive', () => {
    expect(parseClaims('yc12345, YC12345').claims).toEqual(['yc12345', 'YC12345'])
    expect(parseClaims('a-C').unreadable).toEqual(['a-C'])
  })

  it('reports ranges it cannot expand rather than guessing', () => {
    expect(parseClaims('YC12345-YC12340, YC1-P 5, C-A').unreadable).toEqual(['YC12345-YC12340', 'YC1-P 5', 'C-A'])
    expect(parseClaims(`P 1-P ${MAX_CLAIMS_IN_RANGE + 1}`).unreadable).toHaveLength(1)
    expect(parseClaims(`P 1-P ${MAX_CLAIMS_IN_RANGE}`).claims).toHaveLength(MAX_CLAIMS_IN_RANGE)
  })
})

describe('resolveClaims', () => {
  it('keeps the order typed, lists the numbers not found and the unreadable pieces, whichever order the claims were found in', () => {
    const parsed = parseClaims('P 3, P 1-P 2\nP 9, P 5-P 4')
    const claim = (name: string) => ({ name, shape: name })
    // As a server answers (found ones only, any order) and as the device's bulkGet does (undefined where none).
    for (const found of [
      [claim('P 1'), claim('P 3')],
      [claim('P 3'), undefined, claim('P 1'), undefined],
    ]) {
      expect(resolveClaims(parsed, found)).toEqual({ found: [claim('P 3'), claim('P 1')], notFound: ['P 2', 'P 9'], unreadable: ['P 5-P 4'] })
    }
  })
})
