// Records for the tests of normalizeRecord, in the two shapes the registry's exports have had (the
// legacy export and the current v1), with overrides, and what normalizing one gives when it is
// accepted or rejected. Apart from the tests so that each of their files (the shapes, the
// coordinates, the malformed records) builds its records the same way.
import { PROJECT_TYPE, stageByCode } from '../../../shared/domain/stages.ts'
import { normalizeRecord } from './normalize-record.ts'
import type { NormalizedProject, Rejection } from './normalize-record.ts'

export const EVALUATION = PROJECT_TYPE.evaluation
export const SCREENING = PROJECT_TYPE.screening
export const stage = (code: string, type: (typeof PROJECT_TYPE)[keyof typeof PROJECT_TYPE] = EVALUATION) => stageByCode(type, code).stageId
export const ms = (iso: string) => Date.parse(iso)

/** A small record in the legacy export's shape (names for organizations, epoch-ms history). */
export function legacyRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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
export function v1Record(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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

export function accepted(raw: unknown): NormalizedProject {
  const result = normalizeRecord(raw, 0)
  if (!result.ok) throw new Error(`rejected: ${result.rejection.reason}`)
  return result.project
}

export function rejected(raw: unknown, index = 3): Rejection {
  const result = normalizeRecord(raw, index)
  if (result.ok) throw new Error('accepted')
  return result.rejection
}
