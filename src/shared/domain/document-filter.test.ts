import { describe, expect, it } from 'vitest'
import { filterWords, matchesDocumentFilter } from './document-filter.ts'

const doc = { fileName: 'Water-licence.pdf', documentNumber: '2024-0123-0007', description: 'Fish habitat study' }
const attachment = { fileName: 'annex-b.pdf', documentNumber: '2024-0123-0008', description: 'Caribou survey' }

describe('document filter', () => {
  it('needs every word, in any of the fields, ignoring case and accents', () => {
    expect(matchesDocumentFilter(filterWords('fish WATER'), doc)).toBe(true)
    expect(matchesDocumentFilter(filterWords('fish moose'), doc)).toBe(false)
    expect(matchesDocumentFilter(filterWords('étude'), { ...doc, description: 'Etude du poisson' })).toBe(true)
  })

  it('finds the document number with or without dashes', () => {
    expect(matchesDocumentFilter(filterWords('2024-0123-0007'), doc)).toBe(true)
    expect(matchesDocumentFilter(filterWords('202401230007'), doc)).toBe(true)
  })

  it('matches through an attachment', () => {
    expect(matchesDocumentFilter(filterWords('caribou'), doc, [attachment])).toBe(true)
    expect(matchesDocumentFilter(filterWords('caribou'), doc)).toBe(false)
  })

  it('lets everything through when blank', () => {
    expect(filterWords('   ')).toEqual([])
    expect(matchesDocumentFilter([], doc)).toBe(true)
  })
})
