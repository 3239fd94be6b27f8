import { describe, expect, it } from 'vitest'
import type { FeatureCollection } from 'geojson'
import { comparableName, layerFeatures, parseNameMap } from './layer-features.ts'

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-136, 61],
      [-135, 61],
      [-135, 62],
      [-136, 62],
      [-136, 61],
    ],
  ],
}
const collection = (...names: Record<string, unknown>[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features: names.map((properties) => ({ type: 'Feature', properties, geometry: square })),
})
const registry = {
  districts: [{ id: 'd-dawson', names: ['Dawson'] }],
  firstNations: [
    { id: 'fn-kdfn', names: ['Kwanlin Dün First Nation'] },
    { id: 'fn-th', names: ["Tr'ondëk Hwëch'in"] },
    { id: 'fn-rr', names: ['Ross River Dena Council'] },
  ],
  drainages: [
    {
      id: 'dr-1',
      code: '09CD',
      names: ['Upper Yukon'],
      majorName: 'Yukon',
      subName: 'Upper Yukon',
      subSubName: 'Upper Yukon - White',
      majorNameFr: null,
      subNameFr: null,
      subSubNameFr: null,
    },
  ],
}

describe('layer names', () => {
  it('compares names without case, accents, punctuation or the usual suffixes', () => {
    expect(comparableName('Kwanlin Dün First Nation Traditional Territory')).toBe(comparableName('kwanlin dun first nation'))
    expect(comparableName('Tr’ondëk Hwëch’in')).toBe(comparableName("Tr'ondek Hwech'in"))
  })

  it('reads a name map, with quotes, a header and "-" to leave a name out', () => {
    const map = parseNameMap(
      'layer name,registry name\n"Kaska, Ross River",Ross River Dena Council\nKaska,Liard First Nation\nKaska,Ross River Dena Council\nIgnored area,-\n# note\n',
    )
    expect([...map]).toEqual([
      ['Kaska, Ross River', ['Ross River Dena Council']],
      ['Kaska', ['Liard First Nation', 'Ross River Dena Council']],
      ['Ignored area', []],
    ])
    expect(() => parseNameMap('only one column')).toThrow('name map line 1: expected "layer name,registry name"')
  })
})

describe('layerFeatures', () => {
  it('gives each territory the registry organizations it stands for', () => {
    const result = layerFeatures(
      'first-nation-territories',
      collection({ name: 'Kwanlin Dün First Nation Traditional Territory' }, { NAME: 'Kaska' }, { name: 'Elsewhere' }),
      registry,
      {
        names: parseNameMap('Kaska,Ross River Dena Council\nElsewhere,-'),
      },
    )
    expect(result.problems).toEqual([])
    expect(result.features.map((f) => [f.name, f.refId])).toEqual([
      ['Kwanlin Dün First Nation Traditional Territory', 'fn-kdfn'],
      ['Kaska', 'fn-rr'],
    ])
    expect(result.skipped).toEqual(['feature 3 ("Elsewhere"): left out by the name map'])
  })

  it('finds drainages by code and answers with the registry names', () => {
    const result = layerFeatures('drainages', collection({ code: '09CD', name: 'whatever' }), registry)
    expect(result.features[0]).toMatchObject({ refId: 'dr-1', name: 'Upper Yukon - White', properties: { major: 'Yukon', subFr: 'Upper Yukon' } })
  })

  it('names the attribute to use when the usual ones are absent', () => {
    expect(layerFeatures('planning-regions', collection({ LABEL: 'Peel' }), registry).problems).toEqual([
      expect.stringContaining('feature 1: no name (looked in name, NAME'),
    ])
    expect(layerFeatures('planning-regions', collection({ LABEL: 'Peel' }), registry, { nameField: 'LABEL' }).features[0]?.name).toBe('Peel')
  })

  it('keeps placer claim attributes and settlement parcels', () => {
    const claims = layerFeatures('placer-claims', collection({ GRANT_NUMBER: 'P 12345', CLAIM_NAME: 'Nugget', OWNER_NAME: 'A. Miner', OTHER: 'x' }), registry)
    expect(claims.features[0]).toMatchObject({ name: 'P 12345', properties: { CLAIM_NAME: 'Nugget', OWNER_NAME: 'A. Miner' } })
    const lands = layerFeatures('settlement-lands', collection({ FIRST_NATION: 'Kwanlin Dün First Nation', PARCEL_NAME: 'R-12A' }), registry)
    expect(lands.features[0]).toMatchObject({ properties: { firstNation: 'Kwanlin Dün First Nation', parcel: 'R-12A' } })
  })
})
