import { describe, expect, it } from 'vitest'
import { isPublicReferenceData, PUBLIC_REFERENCE_DATA } from './public-reference-data'

describe('public reference data', () => {
  it('names the lists, the site message and the look-up layers', () => {
    for (const path of PUBLIC_REFERENCE_DATA) expect(isPublicReferenceData(path), path).toBe(true)
    expect(PUBLIC_REFERENCE_DATA).toEqual(expect.arrayContaining(['/api/projects/assessment-districts', '/api/organizations/first-nations', '/api/projects/domain', '/api/geo/layers']))
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
})
