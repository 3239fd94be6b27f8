import { describe, expect, it } from 'vitest'
import type { SearchQuery } from '../schemas/project.ts'
import { matchesTerms, offlineMatcher, projectWords, searchOffline } from './offline-search.ts'
import type { OfflineProject } from './offline-search.ts'
import { searchTerms } from './search-terms.ts'
import { PROJECT_TYPE, STAGES } from './stages.ts'

const openStage = STAGES.find((s) => s.projectTypeId === PROJECT_TYPE.evaluation && !s.closed)!
const closedStage = STAGES.find((s) => s.projectTypeId === PROJECT_TYPE.evaluation && s.closed)!

function project(overrides: Partial<OfflineProject> = {}): OfflineProject {
  return {
    projectId: 'p1',
    projectNumber: '2024-0123',
    title: 'Bonanza Creek placer mine',
    proponentName: 'Tr’ondëk Hwëch’in Development Corp.',
    projectTypeId: PROJECT_TYPE.evaluation,
    stageId: openStage.stageId,
    stageGrouping: openStage.stageGrouping,
    locations: [{ latitude: 63.9, longitude: -139.3 }],
    ...overrides,
  }
}

const details = {
  summary: 'Sluicing on the Klondike River',
  activities: 'Road upgrades',
  sectors: ['s1'],
  assessmentDistricts: ['d1'],
  firstNations: ['f1'],
  outcomeId: null,
}
const matches = (q: SearchQuery, p = project()) => offlineMatcher(q)(p)

describe('offline search words', () => {
  it('hold the number with and without its dash and its parts, and the folded text', () => {
    const words = projectWords(project({ title: 'Na-Cho Nyäk Dun road', details }))
    expect([...words]).toEqual(
      expect.arrayContaining(['2024-0123', '20240123', '2024', '0123', 'na-cho', 'na', 'cho', 'nyak', 'road', 'trondek', 'klondike', 'upgrades']),
    )
  })

  it('match every term as the start of a word, or the same word but for a plural ending', () => {
    const words = projectWords(project({ details }))
    expect(matchesTerms(words, searchTerms('bonan CREEK'))).toBe(true)
    expect(matchesTerms(words, searchTerms("Tr'ondëk"))).toBe(true)
    expect(matchesTerms(words, searchTerms('mines'))).toBe(true)
    expect(matchesTerms(words, searchTerms('bonanza gravel'))).toBe(false)
    expect(matchesTerms(words, searchTerms('onanza'))).toBe(false)
    expect(matchesTerms(words, searchTerms('0123'))).toBe(true)
    expect(matchesTerms(words, searchTerms('sluicing'))).toBe(true)
  })
})

describe('offline search', () => {
  it('finds scope text only in projects whose own answer was kept', () => {
    expect(matches({ textSearch: 'klondike' }, project({ details }))).toBe(true)
    expect(matches({ textSearch: 'klondike' })).toBe(false)
  })

  it('leaves closed stages out unless asked for, or unless their group is asked for by name', () => {
    const closed = project({ stageId: closedStage.stageId, stageGrouping: closedStage.stageGrouping })
    expect(matches({}, closed)).toBe(false)
    expect(matches({ includeCompleteWithdrawn: 'yes' }, closed)).toBe(true)
    expect(matches({ stageGroups: [closedStage.stageGrouping] }, closed)).toBe(true)
  })

  it('filters by year, type and stage group, and by lists only where the project’s own answer holds them', () => {
    expect(matches({ minYear: 2024, maxYear: 2025 })).toBe(true)
    expect(matches({ minYear: 2025 })).toBe(false)
    expect(matches({ projectTypes: [PROJECT_TYPE.screening] })).toBe(false)
    expect(matches({ stageGroups: [openStage.stageGrouping] })).toBe(true)
    expect(matches({ districts: ['d1'] }, project({ details }))).toBe(true)
    expect(matches({ districts: ['d2'] }, project({ details }))).toBe(false)
    expect(matches({ districts: ['d1'] })).toBe(false)
    expect(matches({ drainages: ['x'] }, project({ details }))).toBe(false)
  })

  it('keeps projects with a point in the map area', () => {
    expect(matches({ polygon: '-140 63,-139 63,-139 64,-140 64,-140 63' })).toBe(true)
    expect(matches({ polygon: '-138 63,-137 63,-137 64,-138 64,-138 63' })).toBe(false)
    expect(matches({ polygon: 'nonsense' })).toBe(false)
  })

  it('answers newest number first, counting districts, in the search API’s shape', () => {
    const result = searchOffline(
      [
        project({ details }),
        project({ projectId: 'p2', projectNumber: '2025-0001', details: { ...details, assessmentDistricts: ['d1', 'd2'] } }),
        project({ projectId: 'p3', title: 'Other' }),
      ],
      { textSearch: 'bonanza' },
    )
    expect(result.projects.map((p) => p.projectId)).toEqual(['p2', 'p1'])
    expect(result.projects[0]).not.toHaveProperty('details')
    expect(result.total).toBe(2)
    expect(result.districtCount).toEqual([
      { assessmentDistrictId: 'd1', count: 2 },
      { assessmentDistrictId: 'd2', count: 1 },
    ])
  })
})
