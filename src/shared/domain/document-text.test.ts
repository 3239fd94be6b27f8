import { describe, expect, it } from 'vitest'
import { MATCH_END, MATCH_START, MAX_INDEXED_CHARS, cleanExtractedText, hasSearchableText, passagePieces } from './document-text.ts'

describe('passagePieces', () => {
  it('splits a headline into matched and plain pieces', () => {
    expect(passagePieces(`the ${MATCH_START}caribou${MATCH_END} herd ${MATCH_START}crossing${MATCH_END}`)).toEqual([
      { text: 'the ', match: false },
      { text: 'caribou', match: true },
      { text: ' herd ', match: false },
      { text: 'crossing', match: true },
    ])
  })

  it('keeps markup as text and joins adjacent matches', () => {
    expect(passagePieces(`<b>x</b> ${MATCH_START}a${MATCH_END}${MATCH_START}b${MATCH_END}`)).toEqual([
      { text: '<b>x</b> ', match: false },
      { text: 'ab', match: true },
    ])
  })

  it('treats an unclosed mark as running to the end and folds whitespace', () => {
    expect(passagePieces(`one\n\ntwo ${MATCH_START}three`)).toEqual([
      { text: 'one two ', match: false },
      { text: 'three', match: true },
    ])
    expect(passagePieces('')).toEqual([])
  })
})

describe('cleanExtractedText', () => {
  it('folds spaces, drops the marks and cuts long text', () => {
    expect(cleanExtractedText(`  a \t b\u00a0${MATCH_START}c \n\n d  `)).toBe('a b c\nd')
    expect(cleanExtractedText('x'.repeat(MAX_INDEXED_CHARS + 10))).toHaveLength(MAX_INDEXED_CHARS)
  })
})

describe('hasSearchableText', () => {
  it('says a scan with a page number has no text', () => {
    expect(hasSearchableText('1 2 3')).toBe(false)
    expect(hasSearchableText('Évaluation environnementale du projet')).toBe(true)
  })
})
