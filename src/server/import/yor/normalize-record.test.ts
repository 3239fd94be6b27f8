// normalizeRecord reading a record in each shape the registry's exports have had: the legacy
// export (names for organizations, epoch-ms history) and the current v1 ({id, name} lists, ISO
// dates). Its coordinates and malformed records are tested beside it, in files of their own.
import { describe, expect, it } from 'vitest'
import { PROJECT_TYPE } from '../../../shared/domain/stages.ts'
import { EVALUATION, SCREENING, stage, ms, legacyRecord, v1Record, accepted } from './normalize-record-fixtures.ts'

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
