import { describe, expect, it } from 'vitest'
import {
  AGENCY_TYPES,
  NAVIGABLE_WATERBODY_DISTANCE_M,
  REGULATION_PARTS,
  SIGNIFICANCE_CRITERIA,
  agencyTypeName,
  regulationPartName,
} from './general-form-reference.ts'

describe('the general form reference lists', () => {
  it('hold the 13 regulation parts, 6 agency types and 7 significance criteria, each named in both languages', () => {
    expect(REGULATION_PARTS.map((p) => p.name.en)).toEqual([
      'Mining',
      'Industrial Activities',
      'Oil and Natural Gas',
      'Energy and Telecommunications',
      'Wildlife',
      'Transportation',
      'Nuclear Facilities and Nuclear Substances',
      'Contaminants and Waste',
      'Water',
      'Fisheries',
      'Air Emissions',
      'National Parks, Park Reserves & Historic Sites',
      'Miscellaneous',
    ])
    expect(AGENCY_TYPES).toHaveLength(6)
    expect(SIGNIFICANCE_CRITERIA.map((c) => c.key)).toEqual(['magnitude', 'likelihood', 'geographicExtent', 'duration', 'frequency', 'timing', 'reversibility'])
    for (const entry of [...REGULATION_PARTS, ...AGENCY_TYPES, ...SIGNIFICANCE_CRITERIA]) {
      expect(entry.name.en).not.toBe('')
      expect(entry.name.fr).not.toBe('')
    }
    for (const c of SIGNIFICANCE_CRITERIA) expect(c.help.fr).not.toBe(c.help.en)
    expect(new Set(REGULATION_PARTS.map((p) => p.key)).size).toBe(13)
  })

  it('names a stored key in the form language, and nothing for an unknown key', () => {
    expect(regulationPartName('9', 'fr')).toBe('Eaux')
    expect(regulationPartName('', 'en')).toBeNull()
    expect(agencyTypeName('governorInCouncil', 'en')).toBe('Governor in Council')
    expect(agencyTypeName('nope', 'fr')).toBeNull()
  })

  it('makes 30 m of the high water mark the navigable-waterbody rule', () => {
    expect(NAVIGABLE_WATERBODY_DISTANCE_M).toBe(30)
  })
})
