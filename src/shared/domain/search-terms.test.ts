import { describe, expect, it } from 'vitest'
import { searchTerms } from './search-terms.ts'

describe('search terms', () => {
  it('folds accents, apostrophes and case', () => {
    expect(searchTerms("Tr'ondëk Hwëch’in")).toEqual(['trondek', 'hwechin'])
    expect(searchTerms('NA-CHO NYÄK DUN')).toEqual(['na-cho', 'nyak', 'dun'])
  })
  it('keeps project numbers whole and drops punctuation', () => {
    expect(searchTerms('2024-0123')).toEqual(['2024-0123'])
    expect(searchTerms('  placer, (Bonanza) creek!! -- ')).toEqual(['placer', 'bonanza', 'creek'])
  })
  it('gives nothing for blank or punctuation-only input, and at most 12 terms', () => {
    expect(searchTerms('  ,;: - ')).toEqual([])
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(12)
  })
})
