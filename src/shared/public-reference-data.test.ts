import { describe, expect, it } from 'vitest'
import { isPublicReferenceData } from './public-reference-data'

describe('public reference data', () => {
  it('names the lists, the site message and the look-up layers', () => {
    for (const path of [
      '/api/projects/stages',
      '/api/projects/assessment-districts',
      '/api/projects/sectors',
      '/api/projects/triggers',
      '/api/projects/domain',
      '/api/projects/public-base-url',
      '/api/organizations/first-nations',
      '/api/organizations/decision-bodies',
      '/api/organizations/planning-commissions',
      '/api/site-management/public-display-message',
      '/api/geo/layers',
    ])
      expect(isPublicReferenceData(path), path).toBe(true)
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
