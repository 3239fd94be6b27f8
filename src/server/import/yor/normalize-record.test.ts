import { describe, expect, it } from 'vitest'
import { PROJECT_TYPE, stageByCode } from '../../../shared/domain/stages.ts'
import { checkCoordinate } from './coordinates.ts'
import { normalizeRecord } from './normalize-record.ts'
import type { NormalizedProject, Rejection } from './normalize-record.ts'

const EVALUATION = PROJECT_TYPE.evaluation
const SCREENING = PROJECT_TYPE.screening
const stage = (code: string, type: (typeof PROJECT_TYPE)[keyof typeof PROJECT_TYPE] = EVALUATION) => stageByCode(type, code).stageId
const ms = (iso: string) => Date.parse(iso)

/** A small record in the legacy export's shape (names for organizations, epoch-ms history). */
function legacyRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    projectId: '11111111-1111-4111-8111-111111111111',
    projectTypeId: EVALUATION,
    projectTypeName: 'Evaluation',
    projectNumber: '2019-0042',
    title: '  Hunker Creek placer  ',
    proponentName: 'Gold Dust Ltd.',
    assessmentDistricts: [{ assessmentDistrictId: 'b9d1ad56-661b-450d-a5be-b1d5bda05390', name: 'Dawson' }],
    sectors: [{ sectorId: 'a962ed4b-1223-40f2-81ca-027046576935', name: 'Mining - Placer' }],
    indigenousGovernments: ["Tr'ondëk Hwëch'in"],
    decisionBodies: ['YG EMR Minerals Resources Branch', 'Canada Energy Regulator  '],
    planningCommissions: ['Dawson Regional Planning Commission'],
    projectScope: { summary: 'Placer mining on Hunker Creek.', activities: 'Sluicing' },
    stage: { stageId: stage('DECISION_DOCUMENT_ISSUED'), name: 'Decision Document Issued', extended: false },
    stageId: stage('DECISION_DOCUMENT_ISSUED'),
    stageHistory: [
      {
        stageId: stage('RECOMMENDATION_SENT'),
        stageName: 'Recommendation Sent',
        stageStart: ms('2019-05-01T00:00:00Z'),
        stageEnd: ms('2019-06-01T00:00:00Z'),
        extended: false,
      },
      {
        stageId: stage('SEEKING_VIEWS'),
        stageName: 'Seeking Views and Information',
        stageStart: ms('2019-03-01T00:00:00Z'),
        stageEnd: ms('2019-05-01T00:00:00Z'),
        extended: true,
      },
      { stageId: stage('DRAFT'), stageName: 'Draft', stageStart: ms('2019-02-01T00:00:00Z'), stageEnd: ms('2019-02-15T00:00:00Z'), extended: false },
    ],
    outcomes: { outcomeName: '56.1(b) Proceed with Terms and Conditions', decisionName: 'Vary' },
    locations: [{ latitude: 63.9, longitude: -138.9 }],
    ...overrides,
  }
}

/** A small record in the current v1 shape ({id, name} lists, projectStage, start/end). */
function v1Record(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    projectId: '22222222-2222-4222-8222-222222222222',
    projectTypeId: SCREENING,
    projectNumber: '2025-0007',
    projectTitle: 'Whitehorse rail spur',
    projectProponent: 'Northern Rail Inc.',
    projectLocation: [
      { latitude: 60.7, longitude: -135.05 },
      { latitude: 60.71, longitude: -135.06 },
    ],
    projectStage: { id: stage('COMMENT_PROPOSAL', SCREENING), name: 'Public Comment Period on Proposal', extended: true, daysRemaining: 12 },
    projectStageHistory: [
      { id: stage('SCREENING', SCREENING), name: 'Screening', start: '2025-03-01T00:00:00Z', end: '2025-04-01T00:00:00Z', extended: false },
      { id: stage('ADEQUACY_REVIEW', SCREENING), name: 'Adequacy Review', start: '2025-02-01T00:00:00Z', end: '2025-03-01T00:00:00Z', extended: false },
    ],
    assessmentDistricts: [{ id: '36fe3ef0-fbd2-4fb2-b75e-4ab48008e50f', name: 'Whitehorse' }],
    sectors: [{ id: 'ad2895b6-1639-4fda-9c2d-b233df343579', name: 'Transportation - Rail, Marine, Air' }],
    indigenousGovernments: [{ id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Kwanlin Dün First Nation' }],
    decisionBodies: [{ id: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'Transport Canada' }],
    planningCommissions: [],
    ufaBoards: [{ id: '77be118c-ffe3-4cb3-8554-89209c63044d', name: 'Yukon Fish and Wildlife Management Board' }],
    recommendation: { id: 'a19ae4d1-e036-4832-a603-95d61f623d22', name: '56.1(a) Proceed' },
    decision: null,
    projectURL: 'https://registry.example/projects/22222222-2222-4222-8222-222222222222',
    ...overrides,
  }
}

function accepted(raw: unknown): NormalizedProject {
  const result = normalizeRecord(raw, 0)
  if (!result.ok) throw new Error(`rejected: ${result.rejection.reason}`)
  return result.project
}

function rejected(raw: unknown, index = 3): Rejection {
  const result = normalizeRecord(raw, index)
  if (result.ok) throw new Error('accepted')
  return result.rejection
}

describe('normalizeRecord, legacy shape', () => {
  it('reads the fields, names and history of a legacy record', () => {
    const p = accepted(legacyRecord())
    expect(p).toMatchObject({
      shape: 'legacy',
      id: '11111111-1111-4111-8111-111111111111',
      projectNumber: '2019-0042',
      year: 2019,
      projectTypeId: EVALUATION,
      title: 'Hunker Creek placer',
      proponentName: 'Gold Dust Ltd.',
      summary: 'Placer mining on Hunker Creek.',
      activities: 'Sluicing',
      stage: { stageId: stage('DECISION_DOCUMENT_ISSUED'), extended: false, daysRemaining: null },
      isHistoric: false,
      openForComments: false,
      sourceUrl: null,
      unknownStages: [],
    })
    expect(p.districts).toEqual([{ id: 'b9d1ad56-661b-450d-a5be-b1d5bda05390', name: 'Dawson' }])
    expect(p.sectors).toEqual([{ id: 'a962ed4b-1223-40f2-81ca-027046576935', name: 'Mining - Placer' }])
    expect(p.organizations['first-nation']).toEqual([{ id: null, name: "Tr'ondëk Hwëch'in" }])
    expect(p.organizations['decision-body'].map((o) => o.name)).toEqual(['YG EMR Minerals Resources Branch', 'Canada Energy Regulator'])
    expect(p.organizations['planning-commission']).toEqual([{ id: null, name: 'Dawson Regional Planning Commission' }])
    expect(p.organizations['ufa-board']).toEqual([])
    expect(p.outcome).toEqual({ id: null, name: '56.1(b) Proceed with Terms and Conditions' })
    expect(p.decision).toEqual({ id: null, name: 'Vary' })
    expect(p.recommendation).toBeNull()
    expect(p.history.map((h) => [h.stageId, h.startedAt.toISOString(), h.endedAt?.toISOString(), h.extended])).toEqual([
      [stage('RECOMMENDATION_SENT'), '2019-05-01T00:00:00.000Z', '2019-06-01T00:00:00.000Z', false],
      [stage('SEEKING_VIEWS'), '2019-03-01T00:00:00.000Z', '2019-05-01T00:00:00.000Z', true],
      [stage('DRAFT'), '2019-02-01T00:00:00.000Z', '2019-02-15T00:00:00.000Z', false],
    ])
    expect(p.stageStartedAt?.toISOString()).toBe('2019-06-01T00:00:00.000Z')
    expect(p.submittedAt?.toISOString()).toBe('2019-02-15T00:00:00.000Z')
    expect(p.locations).toEqual([{ position: 0, latitude: 63.9, longitude: -138.9, invalidReason: null }])
  })

  it('accepts the id key instead of assessmentDistrictId/sectorId, and the 108 newer records’ extra fields', () => {
    const p = accepted(
      legacyRecord({
        assessmentDistricts: [{ id: '3a238322-8075-4058-8553-7f44ecb01bd2', name: 'Watson Lake' }],
        sectors: [{ id: '5113d79b-dca5-4a3e-bb51-5e7c5e8bd29d', name: 'Utilities - Telecommunications' }],
        stage: {
          stageId: stage('ADEQUACY_INFORMATION_REQUEST'),
          id: stage('ADEQUACY_INFORMATION_REQUEST'),
          name: 'Adequacy Information Request',
          extended: false,
          daysRemaining: 134,
        },
        stageHistory: [
          {
            stageId: stage('ADEQUACY_REVIEW'),
            id: stage('ADEQUACY_REVIEW'),
            name: 'Adequacy Review',
            stageStart: ms('2026-01-05T00:00:00Z'),
            stageEnd: ms('2026-04-23T00:00:00Z'),
            extended: true,
          },
        ],
        projectScope: {},
        outcomes: {},
        decision: null,
        recommendation: { id: '9055d9af-ae82-4884-9d60-d2bef9f66b7c', name: 'Withdrawn' },
        ufaBoards: [{ id: '456909bc-d88e-4853-8a77-fb83650c1f66', name: 'Yukon Heritage Board' }],
        projectURL: 'https://yesabregistry.ca/projects/11111111-1111-4111-8111-111111111111',
      }),
    )
    expect(p.districts).toEqual([{ id: '3a238322-8075-4058-8553-7f44ecb01bd2', name: 'Watson Lake' }])
    expect(p.sectors[0]?.id).toBe('5113d79b-dca5-4a3e-bb51-5e7c5e8bd29d')
    expect(p.stage.daysRemaining).toBe(134)
    expect(p.history[0]).toMatchObject({ stageId: stage('ADEQUACY_REVIEW'), name: 'Adequacy Review', extended: true })
    expect(p.summary).toBe('')
    expect(p.activities).toBe('')
    expect(p.outcome).toBeNull()
    expect(p.decision).toBeNull()
    expect(p.recommendation).toEqual({ id: '9055d9af-ae82-4884-9d60-d2bef9f66b7c', name: 'Withdrawn' })
    expect(p.organizations['ufa-board']).toEqual([{ id: '456909bc-d88e-4853-8a77-fb83650c1f66', name: 'Yukon Heritage Board' }])
    expect(p.sourceUrl).toBe('https://yesabregistry.ca/projects/11111111-1111-4111-8111-111111111111')
  })

  it('tolerates missing scope keys, a missing scope and a scope with only one key', () => {
    expect(accepted(legacyRecord({ projectScope: undefined }))).toMatchObject({ summary: '', activities: '' })
    expect(accepted(legacyRecord({ projectScope: { summary: 'Only a summary' } }))).toMatchObject({ summary: 'Only a summary', activities: '' })
    expect(accepted(legacyRecord({ projectScope: { activities: 'Only activities' } }))).toMatchObject({ summary: '', activities: 'Only activities' })
    expect(accepted(legacyRecord({ projectScope: { summary: null, activities: 42 } }))).toMatchObject({ summary: '', activities: '42' })
  })

  it('marks a project without stage history as historic, with no stage start', () => {
    const p = accepted(legacyRecord({ stageHistory: [] }))
    expect(p.isHistoric).toBe(true)
    expect(p.stageStartedAt).toBeNull()
    expect(p.submittedAt).toBeNull()
    expect(accepted(legacyRecord({ stageHistory: undefined })).isHistoric).toBe(true)
  })

  it('keeps histories that repeat a stage, in the order given, and takes the latest date as the stage start', () => {
    const ir = stage('EVALUATION_INFORMATION_REQUEST')
    const p = accepted(
      legacyRecord({
        stage: { stageId: stage('EVALUATION_REVIEW_RESPONSE'), name: 'Evaluation Review Response', extended: false },
        stageHistory: [
          {
            stageId: ir,
            stageName: 'Evaluation Information Request',
            stageStart: ms('2020-03-01T00:00:00Z'),
            stageEnd: ms('2020-04-01T00:00:00Z'),
            extended: false,
          },
          {
            stageId: ir,
            stageName: 'Evaluation Information Request',
            stageStart: ms('2020-01-01T00:00:00Z'),
            stageEnd: ms('2020-02-01T00:00:00Z'),
            extended: false,
          },
          // out of order, as some real histories are
          {
            stageId: stage('REVIEW_INFORMATION'),
            stageName: 'Review Information',
            stageStart: ms('2020-05-01T00:00:00Z'),
            stageEnd: ms('2019-12-01T00:00:00Z'),
            extended: false,
          },
        ],
      }),
    )
    expect(p.history.map((h) => h.stageId)).toEqual([ir, ir, stage('REVIEW_INFORMATION')])
    expect(p.stageStartedAt?.toISOString()).toBe('2020-05-01T00:00:00.000Z')
  })

  it('drops history entries without a stage id or a readable start, and counts them', () => {
    const p = accepted(
      legacyRecord({
        stageHistory: [
          { stageId: stage('SEEKING_VIEWS'), stageStart: 'not a date', stageEnd: null },
          { stageName: 'No id', stageStart: ms('2019-01-01T00:00:00Z') },
          'garbage',
          { stageId: stage('DRAFT'), stageStart: String(ms('2019-02-01T00:00:00Z')), stageEnd: null },
        ],
      }),
    )
    expect(p.droppedHistoryEntries).toBe(3)
    expect(p.history).toHaveLength(1)
    expect(p.history[0]?.startedAt.toISOString()).toBe('2019-02-01T00:00:00.000Z')
    expect(p.history[0]?.endedAt).toBeNull()
  })

  it('reports stage ids the project type does not have, but keeps the project', () => {
    const p = accepted(
      legacyRecord({
        stage: { stageId: '00000000-0000-4000-8000-00000000abcd', name: 'Mystery', extended: false },
        stageHistory: [
          {
            stageId: stage('ADEQUACY_REVIEW', SCREENING),
            stageName: 'Screening adequacy',
            stageStart: ms('2019-01-01T00:00:00Z'),
            stageEnd: ms('2019-02-01T00:00:00Z'),
          },
        ],
      }),
    )
    expect(p.stage.stageId).toBe('00000000-0000-4000-8000-00000000abcd')
    expect(p.unknownStages).toEqual([
      { where: 'current', stageId: '00000000-0000-4000-8000-00000000abcd', name: 'Mystery' },
      { where: 'history', stageId: stage('ADEQUACY_REVIEW', SCREENING), name: 'Screening adequacy' },
    ])
  })

  it('accepts the malformed screening stage id the real registry uses', () => {
    const p = accepted(v1Record({ projectStage: { id: 'f177b8d4-ad83-4491-b2b2-9690b7bcfd1', name: 'Project Proposal Submitted' } }))
    expect(p.unknownStages).toEqual([])
  })

  it('opens for comments only in a public comment period', () => {
    expect(accepted(legacyRecord()).openForComments).toBe(false)
    const seeking = accepted(legacyRecord({ stage: { stageId: stage('SEEKING_VIEWS'), name: 'Seeking Views and Information' } }))
    expect(seeking).toMatchObject({ openForComments: true, seekingViews: true })
    expect(accepted(legacyRecord({ stage: { stageId: stage('ADEQUACY_REVIEW') } })).openForComments).toBe(false)
    expect(accepted(v1Record())).toMatchObject({ openForComments: true, seekingViews: false })
  })

  it('dedupes organization names and drops empty ones', () => {
    const p = accepted(legacyRecord({ indigenousGovernments: ['Selkirk First Nation', ' Selkirk  First Nation ', '', null, 'Liard First Nation'] }))
    expect(p.organizations['first-nation'].map((o) => o.name)).toEqual(['Selkirk First Nation', 'Liard First Nation'])
  })
})

describe('normalizeRecord, v1 shape', () => {
  it('reads the renamed fields, {id, name} lists and ISO dates', () => {
    const p = accepted(v1Record())
    expect(p).toMatchObject({
      shape: 'v1',
      id: '22222222-2222-4222-8222-222222222222',
      projectNumber: '2025-0007',
      year: 2025,
      projectTypeId: SCREENING,
      title: 'Whitehorse rail spur',
      proponentName: 'Northern Rail Inc.',
      summary: '',
      activities: '',
      stage: { stageId: stage('COMMENT_PROPOSAL', SCREENING), name: 'Public Comment Period on Proposal', extended: true, daysRemaining: 12 },
      sourceUrl: 'https://registry.example/projects/22222222-2222-4222-8222-222222222222',
      isHistoric: false,
      unknownStages: [],
    })
    expect(p.history.map((h) => [h.stageId, h.startedAt.toISOString(), h.endedAt?.toISOString()])).toEqual([
      [stage('SCREENING', SCREENING), '2025-03-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z'],
      [stage('ADEQUACY_REVIEW', SCREENING), '2025-02-01T00:00:00.000Z', '2025-03-01T00:00:00.000Z'],
    ])
    expect(p.stageStartedAt?.toISOString()).toBe('2025-04-01T00:00:00.000Z')
    expect(p.submittedAt?.toISOString()).toBe('2025-02-01T00:00:00.000Z')
    expect(p.organizations['first-nation']).toEqual([{ id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Kwanlin Dün First Nation' }])
    expect(p.organizations['decision-body']).toEqual([{ id: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'Transport Canada' }])
    expect(p.organizations['ufa-board']).toEqual([{ id: '77be118c-ffe3-4cb3-8554-89209c63044d', name: 'Yukon Fish and Wildlife Management Board' }])
    expect(p.recommendation).toEqual({ id: 'a19ae4d1-e036-4832-a603-95d61f623d22', name: '56.1(a) Proceed' })
    expect(p.decision).toBeNull()
    expect(p.locations.map((l) => [l.latitude, l.longitude, l.invalidReason])).toEqual([
      [60.7, -135.05, null],
      [60.71, -135.06, null],
    ])
  })

  it('accepts a single projectLocation object, a proponent object, id-only organizations and outcome objects', () => {
    const p = accepted(
      v1Record({
        projectLocation: { latitude: '61.2', longitude: '-135.5' },
        projectProponent: { name: 'Someone' },
        indigenousGovernments: [{ id: 'aaaaaaaa-0000-4000-8000-000000000009' }],
        outcome: { id: 'a19ae4d1-e036-4832-a603-95d61f623d22', name: '56.1(a) Proceed' },
        decision: { id: 'd-1', name: 'Accept' },
        projectScope: { summary: 'A spur line', activities: 'Grading' },
      }),
    )
    expect(p.locations).toEqual([{ position: 0, latitude: 61.2, longitude: -135.5, invalidReason: null }])
    expect(p.proponentName).toBe('Someone')
    expect(p.organizations['first-nation']).toEqual([{ id: 'aaaaaaaa-0000-4000-8000-000000000009', name: null }])
    expect(p.outcome).toEqual({ id: 'a19ae4d1-e036-4832-a603-95d61f623d22', name: '56.1(a) Proceed' })
    expect(p.decision).toEqual({ id: 'd-1', name: 'Accept' })
    expect(p).toMatchObject({ summary: 'A spur line', activities: 'Grading' })
  })

  it('finds the project type by name when the id is absent', () => {
    expect(accepted(v1Record({ projectTypeId: undefined, projectTypeName: 'screening' })).projectTypeId).toBe(SCREENING)
    expect(
      accepted(v1Record({ projectTypeId: undefined, projectType: { id: PROJECT_TYPE.panelReview, name: 'Panel Review' }, projectStage: { id: 'x' } }))
        .projectTypeId,
    ).toBe(PROJECT_TYPE.panelReview)
  })

  it('treats an empty projectStageHistory as a historic project', () => {
    expect(accepted(v1Record({ projectStageHistory: [] })).isHistoric).toBe(true)
  })
})

describe('normalizeRecord, coordinates', () => {
  const at = (latitude: unknown, longitude: unknown) => accepted(legacyRecord({ locations: [{ latitude, longitude }] })).locations[0]

  it('keeps valid points in Yukon and its neighbourhood', () => {
    expect(at(60.72, -135.06)).toMatchObject({ invalidReason: null })
    expect(at(65.7, -143.98)).toMatchObject({ invalidReason: null }) // Alaska side of the border
    expect(at(58.5, -121)).toMatchObject({ invalidReason: null }) // northern British Columbia
  })

  it('rejects longitudes beyond ±180 and keeps the values as given', () => {
    expect(at(13.5047, -691.03)).toEqual({ position: 0, latitude: 13.5047, longitude: -691.03, invalidReason: 'longitude out of range' })
    expect(at(60.7366, -13509604)).toEqual({ position: 0, latitude: 60.7366, longitude: -13509604, invalidReason: 'longitude out of range' })
  })

  it('rejects latitudes beyond ±90', () => {
    expect(at(91, -135)).toMatchObject({ latitude: 91, invalidReason: 'latitude out of range' })
    expect(at(-135, 60)).toMatchObject({ invalidReason: 'latitude out of range' })
  })

  it('rejects points far outside the registry area', () => {
    expect(at(19.95444, -154.55327)).toMatchObject({ latitude: 19.95444, longitude: -154.55327, invalidReason: 'outside the registry area' })
    expect(at(-135.06, 60.72)).toMatchObject({ invalidReason: 'latitude out of range' })
    expect(at(60.72, 135.06)).toMatchObject({ invalidReason: 'outside the registry area' }) // lost minus sign
    expect(at(0, 0)).toMatchObject({ invalidReason: 'outside the registry area' })
    expect(at(57.9, -130)).toMatchObject({ invalidReason: 'outside the registry area' })
    expect(at(60, -119.9)).toMatchObject({ invalidReason: 'outside the registry area' })
  })

  it('rejects NaN, infinities and text, keeping what is numeric', () => {
    expect(at(Number.NaN, -135)).toEqual({ position: 0, latitude: null, longitude: -135, invalidReason: 'not a number' })
    expect(at('NaN', -135)).toMatchObject({ latitude: null, invalidReason: 'not a number' })
    expect(at(60, Number.POSITIVE_INFINITY)).toMatchObject({ latitude: 60, longitude: null, invalidReason: 'not a number' })
    expect(at('sixty', '-135')).toMatchObject({ latitude: null, longitude: -135, invalidReason: 'not a number' })
    expect(at(true, -135)).toMatchObject({ invalidReason: 'not a number' })
  })

  it('rejects missing coordinates', () => {
    expect(at(null, -135)).toEqual({ position: 0, latitude: null, longitude: -135, invalidReason: 'missing' })
    expect(at(60, undefined)).toMatchObject({ invalidReason: 'missing' })
    expect(at('', '')).toMatchObject({ invalidReason: 'missing' })
    expect(accepted(legacyRecord({ locations: ['60,-135'] })).locations[0]).toMatchObject({ invalidReason: 'missing' })
  })

  it('keeps the other points of a project and their positions when one is bad', () => {
    const p = accepted(
      legacyRecord({
        locations: [
          { latitude: 63.1, longitude: -137 },
          { latitude: 13.8, longitude: -642.1 },
          { latitude: 63.2, longitude: -137.1 },
        ],
      }),
    )
    expect(p.locations.map((l) => [l.position, l.invalidReason])).toEqual([
      [0, null],
      [1, 'longitude out of range'],
      [2, null],
    ])
  })

  it('imports a project without locations', () => {
    expect(accepted(legacyRecord({ locations: [] })).locations).toEqual([])
    expect(accepted(legacyRecord({ locations: undefined })).locations).toEqual([])
  })

  it('checks the registry-area edges inclusively', () => {
    expect(checkCoordinate(58, -145).invalidReason).toBeNull()
    expect(checkCoordinate(71, -120).invalidReason).toBeNull()
  })
})

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
