import { describe, expect, it } from 'vitest'
import { isPublicFigures, isPublicReferenceData, isSameForEveryone, PUBLIC_REFERENCE_DATA } from './public-reference-data'

describe('public reference data', () => {
  it('names the lists, the site message, the look-up layers and the emergency exemption reports', () => {
    for (const path of PUBLIC_REFERENCE_DATA) expect(isPublicReferenceData(path), path).toBe(true)
    expect(PUBLIC_REFERENCE_DATA).toEqual(
      expect.arrayContaining([
        '/api/projects/assessment-districts',
        '/api/organizations/first-nations',
        '/api/projects/domain',
        '/api/geo/layers',
        '/api/emergency-exemptions',
        '/api/emergency-exemptions/documents',
      ]),
    )
  })

  it('leaves out what depends on who asks, and look-alike paths', () => {
    for (const path of [
      '/api/projects/my',
      '/api/organizations/my',
      '/api/users/following',
      '/api/projects/e5e0a183-e88f-44d3-98c8-c2208c45e5a3/proposal',
      '/api/geo/lookup',
      '/api/geo/layers/extra',
      '/api/projects/stages/1',
      '/api/projects/stagesx',
    ])
      expect(isPublicReferenceData(path), path).toBe(false)
  })

  it('asks for the statistics without the session, but keeps them apart from the reference data fetched at start', () => {
    expect(isSameForEveryone('/api/project-reports/data')).toBe(true)
    expect(isPublicFigures('/api/project-reports/data')).toBe(true)
    expect(isPublicReferenceData('/api/project-reports/data')).toBe(false)
    expect(isSameForEveryone('/api/projects/sectors')).toBe(true)
    expect(isSameForEveryone('/api/projects/my')).toBe(false)
  })
})
