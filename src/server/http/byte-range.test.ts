import { describe, expect, it } from 'vitest'
import { parseByteRange } from './byte-range.ts'

describe('Range header', () => {
  it('reads first, open-ended and suffix ranges', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 })
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 })
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 })
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ kind: 'partial', start: 990, end: 999 })
  })
  it('answers the whole file without a header, for several ranges or another unit', () => {
    expect(parseByteRange(undefined, 10)).toEqual({ kind: 'whole' })
    expect(parseByteRange('bytes=0-1,5-6', 10)).toEqual({ kind: 'whole' })
    expect(parseByteRange('pages=1-2', 10)).toEqual({ kind: 'whole' })
  })
  it('refuses ranges beyond the end', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' })
    expect(parseByteRange('bytes=5-2', 1000)).toEqual({ kind: 'unsatisfiable' })
    expect(parseByteRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' })
  })
})
