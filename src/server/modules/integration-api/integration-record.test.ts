import { describe, expect, it } from 'vitest'
import { daysRemaining, integrationProject, integrationProjects } from './integration-record.ts'
import type { LinkedFacts, ProjectFacts } from './integration-record.ts'

const ID = '86edab28-da07-47d0-bc82-bf16223f9256'
const OTHER = '8525a1fc-cbde-4f09-95b2-ae333929f192'
const NOW = new Date('2026-04-15T18:00:00Z')
const at = (iso: string) => new Date(iso)

const facts = (overrides: Partial<ProjectFacts> = {}): ProjectFacts => ({
  id: ID,
  projectNumber: '2023-0053',
  projectTypeId: 'd0ab87c1-4f41-4151-9889-a3ae6f2e45af',
  projectTypeName: 'Evaluation',
  title: 'Casino-Rude Road Construction Project',
  proponentName: 'TMM Goldcorp Inc.',
  summary: 'A road.',
  activities: 'Road construction',
  stageId: 'stage-current',
  stageName: 'Adequacy Information Request',
  stageExtended: false,
  stageDeadline: null,
  outcomeName: null,
  decisionName: null,
  ...overrides,
})

const none = (): LinkedFacts => ({ districts: [], sectors: [], organizations: [], history: [], locations: [] })

describe('integrationProject', () => {
  it('names every field as the real registry does, in its order', () => {
    const record = integrationProject(facts(), none(), NOW)
    expect(Object.keys(record)).toEqual([
      'projectId',
      'projectTypeId',
      'projectTypeName',
      'projectNumber',
      'title',
      'proponentName',
      'assessmentDistricts',
      'sectors',
      'indigenousGovernments',
      'decisionBodies',
      'projectScope',
      'planningCommissions',
      'stage',
      'stageHistory',
      'outcomes',
      'stageId',
      'locations',
    ])
    expect(record).toMatchObject({
      projectScope: { summary: 'A road.', activities: 'Road construction' },
      stage: { stageId: 'stage-current', name: 'Adequacy Information Request', extended: false },
      stageId: 'stage-current',
      outcomes: {},
    })
    expect(record.stage).not.toHaveProperty('daysRemaining')
  })

  it('gives districts and sectors with their ids and organizations by name, each role apart, sorted by name', () => {
    const linked: LinkedFacts = {
      ...none(),
      districts: [
        { projectId: ID, id: 'd-2', name: 'Mayo' },
        { projectId: ID, id: 'd-1', name: 'Dawson' },
      ],
      sectors: [{ projectId: ID, id: 's-1', name: 'Transportation - Roads, Access Roads and Trails' }],
      organizations: [
        { projectId: ID, role: 'first-nation', name: 'White River First Nation' },
        { projectId: ID, role: 'decision-body', name: 'Transport Canada' },
        { projectId: ID, role: 'first-nation', name: 'Selkirk First Nation' },
        { projectId: ID, role: 'planning-commission', name: 'Dawson Regional Planning Commission' },
        { projectId: ID, role: 'decision-body', name: 'DFO Referrals Pacific' },
      ],
    }
    expect(integrationProject(facts(), linked, NOW)).toMatchObject({
      assessmentDistricts: [
        { assessmentDistrictId: 'd-1', name: 'Dawson' },
        { assessmentDistrictId: 'd-2', name: 'Mayo' },
      ],
      sectors: [{ sectorId: 's-1', name: 'Transportation - Roads, Access Roads and Trails' }],
      indigenousGovernments: ['Selkirk First Nation', 'White River First Nation'],
      decisionBodies: ['DFO Referrals Pacific', 'Transport Canada'],
      planningCommissions: ['Dawson Regional Planning Commission'],
    })
  })

  it('gives the stages left in epoch milliseconds, newest first, without the stage the project is in', () => {
    const linked: LinkedFacts = {
      ...none(),
      history: [
        { projectId: ID, stageId: 'draft', stageName: 'Draft', startedAt: at('2026-01-01T00:00:00Z'), endedAt: at('2026-01-05T00:00:00Z'), extended: false },
        {
          projectId: ID,
          stageId: 'stage-current',
          stageName: 'Adequacy Information Request',
          startedAt: at('2026-02-01T00:00:00Z'),
          endedAt: null,
          extended: false,
        },
        {
          projectId: ID,
          stageId: 'adequacy',
          stageName: 'Adequacy Review',
          startedAt: at('2026-01-05T00:00:00Z'),
          endedAt: at('2026-02-01T00:00:00Z'),
          extended: true,
        },
      ],
    }
    expect(integrationProject(facts(), linked, NOW).stageHistory).toEqual([
      {
        stageId: 'adequacy',
        stageName: 'Adequacy Review',
        stageStart: Date.parse('2026-01-05T00:00:00Z'),
        stageEnd: Date.parse('2026-02-01T00:00:00Z'),
        extended: true,
      },
      { stageId: 'draft', stageName: 'Draft', stageStart: Date.parse('2026-01-01T00:00:00Z'), stageEnd: Date.parse('2026-01-05T00:00:00Z'), extended: false },
    ])
  })

  it('gives the outcome and the decision only once the project has them', () => {
    expect(integrationProject(facts({ outcomeName: '56.1(a) Proceed' }), none(), NOW).outcomes).toEqual({ outcomeName: '56.1(a) Proceed' })
    expect(integrationProject(facts({ outcomeName: '56.1(b) Proceed with Terms and Conditions', decisionName: 'Vary' }), none(), NOW).outcomes).toEqual({
      outcomeName: '56.1(b) Proceed with Terms and Conditions',
      decisionName: 'Vary',
    })
  })

  it('gives the days remaining while the stage has a deadline', () => {
    const stage = integrationProject(facts({ stageDeadline: at('2026-04-25T18:00:00Z'), stageExtended: true }), none(), NOW).stage
    expect(stage).toEqual({ stageId: 'stage-current', name: 'Adequacy Information Request', extended: true, daysRemaining: 10 })
  })

  it('gives the points in their order, impossible ones as recorded, and none that is not a number', () => {
    const linked: LinkedFacts = {
      ...none(),
      locations: [
        { projectId: ID, position: 2, latitude: 13.5047, longitude: -691.03 },
        { projectId: ID, position: 0, latitude: 66.51142, longitude: -139.28963 },
        { projectId: ID, position: 1, latitude: null, longitude: -135 },
      ],
    }
    expect(integrationProject(facts(), linked, NOW).locations).toEqual([
      { latitude: 66.51142, longitude: -139.28963 },
      { latitude: 13.5047, longitude: -691.03 },
    ])
  })
})

describe('integrationProjects', () => {
  it('gives each project its own linked rows, in the order of the projects', () => {
    const linked: LinkedFacts = {
      ...none(),
      districts: [
        { projectId: OTHER, id: 'd-9', name: 'Teslin' },
        { projectId: ID, id: 'd-2', name: 'Mayo' },
      ],
      locations: [{ projectId: OTHER, position: 0, latitude: 60.2, longitude: -132.7 }],
    }
    const records = integrationProjects([facts(), facts({ id: OTHER, projectNumber: '2025-0100' })], linked, NOW)
    expect(records.map((r) => [r.projectNumber, r.assessmentDistricts.map((d) => d.name), r.locations.length])).toEqual([
      ['2023-0053', ['Mayo'], 0],
      ['2025-0100', ['Teslin'], 1],
    ])
  })
})

describe('daysRemaining', () => {
  it('counts whole days up to the deadline: 0 on its last day, negative after it', () => {
    expect(daysRemaining(at('2026-04-16T18:00:00Z'), NOW)).toBe(1)
    expect(daysRemaining(at('2026-04-16T06:00:00Z'), NOW)).toBe(1)
    expect(daysRemaining(NOW, NOW)).toBe(0)
    expect(Object.is(daysRemaining(at('2026-04-15T06:00:00Z'), NOW), 0)).toBe(true)
    expect(daysRemaining(at('2026-04-13T18:00:00Z'), NOW)).toBe(-2)
  })
})
