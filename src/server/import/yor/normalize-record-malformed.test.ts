// normalizeRecord refusing what is not a project record (no object, no id, number or title, an
// unknown type, no current stage) and surviving fields of the wrong type.
import { describe, expect, it } from 'vitest'
import { legacyRecord, v1Record, accepted, rejected } from './normalize-record-fixtures.ts'

describe('normalizeRecord, malformed records', () => {
  it('rejects what is not an object', () => {
    expect(rejected(null)).toEqual({ index: 3, projectId: null, projectNumber: null, reason: 'not a project object' })
    expect(rejected('2019-0001').reason).toBe('not a project object')
    expect(rejected([legacyRecord()]).reason).toBe('not a project object')
  })

  it('rejects a record without an id, number or title, naming what it could read', () => {
    expect(rejected(legacyRecord({ projectId: undefined }))).toMatchObject({ reason: 'missing project id', projectNumber: '2019-0042' })
    expect(rejected(legacyRecord({ projectId: 'abc' }))).toMatchObject({ reason: 'project id is not a UUID', detail: 'abc' })
    expect(rejected(legacyRecord({ projectNumber: '' }))).toMatchObject({ reason: 'missing project number', projectId: '11111111-1111-4111-8111-111111111111' })
    expect(rejected(legacyRecord({ projectNumber: 'ABC-1' }))).toMatchObject({ reason: 'project number has no year' })
    expect(rejected(legacyRecord({ title: '   ' }))).toMatchObject({ reason: 'missing title', projectNumber: '2019-0042' })
    expect(rejected(v1Record({ projectTitle: undefined })).reason).toBe('missing title')
  })

  it('rejects an unknown project type', () => {
    expect(rejected(legacyRecord({ projectTypeId: '99999999-9999-4999-8999-999999999999', projectTypeName: 'Inspection' }))).toMatchObject({
      reason: 'unknown project type',
    })
    expect(rejected(legacyRecord({ projectTypeId: undefined, projectTypeName: undefined })).reason).toBe('unknown project type')
  })

  it('rejects a record without a current stage', () => {
    expect(rejected(legacyRecord({ stage: undefined, stageId: undefined })).reason).toBe('missing current stage')
    expect(rejected(v1Record({ projectStage: {} })).reason).toBe('missing current stage')
  })

  it('survives fields of the wrong type', () => {
    const p = accepted(
      legacyRecord({
        assessmentDistricts: 'Dawson',
        sectors: [42, { nothing: true }],
        indigenousGovernments: { name: 'Selkirk First Nation' },
        decisionBodies: null,
        stageHistory: 'none',
        outcomes: 'Proceed',
        locations: { latitude: 62, longitude: -136 },
        proponentName: null,
      }),
    )
    expect(p.districts).toEqual([{ id: null, name: 'Dawson' }])
    expect(p.sectors).toEqual([{ id: null, name: '42' }])
    expect(p.organizations['first-nation']).toEqual([{ id: null, name: 'Selkirk First Nation' }])
    expect(p.organizations['decision-body']).toEqual([])
    expect(p.history).toEqual([])
    expect(p.droppedHistoryEntries).toBe(1)
    expect(p.outcome).toBeNull()
    expect(p.locations).toHaveLength(1)
    expect(p.proponentName).toBe('')
  })
})
