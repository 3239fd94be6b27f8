import { describe, expect, it } from 'vitest'
import { areaOf, parseHomeSearch, toFeedQuery, toSearchQuery } from './search-state'

describe('home search in the address', () => {
  it('keeps what it can use and drops the rest', () => {
    expect(
      parseHomeSearch({ q: 'placer', minYear: '2010', maxYear: 'soon', sectors: ['1', '2', 'bad id!'], stageGroups: 'adequacy,nonsense', all: 'true' }),
    ).toEqual({
      q: 'placer',
      minYear: 2010,
      sectors: ['1', '2'],
      stageGroups: ['adequacy'],
      all: true,
    })
    expect(parseHomeSearch({ area: 'not a ring', q: '   ' })).toEqual({})
    expect(parseHomeSearch({ q: 'caribou', docs: 'true' })).toEqual({ q: 'caribou', docs: true })
  })

  it('becomes the search API query with at most 500 projects', () => {
    expect(toSearchQuery({ q: "Tr'ondëk", districts: ['a', 'b'], all: true, minYear: 2010, maxYear: 2020 })).toEqual({
      limit: '500',
      textSearch: "Tr'ondëk",
      districts: 'a,b',
      includeCompleteWithdrawn: 'yes',
      minYear: '2010',
      maxYear: '2020',
    })
  })

  it('becomes the feeds’ query with the same filters and every match', () => {
    const search = { q: 'gravel', stageGroups: ['evaluation'], area: '-140 63.7,-138.5 63.7,-138.5 64.3,-140 64.3,-140 63.7' }
    const { limit: _, ...filters } = toSearchQuery(search)
    expect(toFeedQuery(search)).toEqual(filters)
    expect(toFeedQuery(search)).toEqual({ textSearch: 'gravel', stageGroups: 'evaluation', polygon: search.area })
  })

  it('writes a map area as a closed ring the API and the parser accept', () => {
    const area = areaOf({ west: -140, south: 63.7, east: -138.5, north: 64.30001 })
    expect(area).toBe('-140 63.7,-138.5 63.7,-138.5 64.3,-140 64.3,-140 63.7')
    expect(parseHomeSearch({ area }).area).toBe(area)
  })
})
