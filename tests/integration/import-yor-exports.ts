// What the import-yor test files share: the small synthetic exports (a legacy one and a v1 one)
// with the ids and reference data they use, where the real registry export is, and reading an
// imported project back as the API answers it. Apart so the test files stay about what they check.
import { expect } from 'vitest'
import { resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import type { TestApp } from './harness.ts'
import { queryRows } from '../../src/server/db/client.ts'
import { stableId } from '../../src/server/lib/stable-id.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import type { ProjectDetail } from '../../src/shared/schemas/project.ts'

export const REAL_EXPORT = resolve('../shared/data/yesab-projects.json.gz')
export const DAWSON = 'b9d1ad56-661b-450d-a5be-b1d5bda05390'
const WHITEHORSE = '36fe3ef0-fbd2-4fb2-b75e-4ab48008e50f'
export const PLACER = 'a962ed4b-1223-40f2-81ca-027046576935'
export const TRONDEK = stableId('first-nation', "Tr'ondëk Hwëch'in")
export const PROCEED = 'a19ae4d1-e036-4832-a603-95d61f623d22'
export const stage = (code: string, type: (typeof PROJECT_TYPE)[keyof typeof PROJECT_TYPE] = PROJECT_TYPE.evaluation) => stageByCode(type, code).stageId
const ms = (iso: string) => Date.parse(iso)

export const LEGACY_ID = '5e1f0000-0000-4000-8000-000000000001'
export const LEGACY_BAD_POINTS_ID = '5e1f0000-0000-4000-8000-000000000002'
export const V1_ID = '5e1f0000-0000-4000-8000-000000000010'
export const V1_HISTORIC_ID = '5e1f0000-0000-4000-8000-000000000011'

export function legacyExport(title = 'Bonanza Creek placer') {
  const projects = [
    {
      projectId: LEGACY_ID,
      projectTypeId: PROJECT_TYPE.evaluation,
      projectTypeName: 'Evaluation',
      projectNumber: '2099-0001',
      title,
      proponentName: 'Klondike Gold Ltd.',
      assessmentDistricts: [{ assessmentDistrictId: DAWSON, name: 'Dawson' }],
      sectors: [{ sectorId: PLACER, name: 'Mining - Placer' }],
      indigenousGovernments: ["Tr'ondëk Hwëch'in"],
      decisionBodies: ['YG EMR Minerals Resources Branch', 'Klondike Test Agency  '],
      planningCommissions: ['Dawson Regional Planning Commission'],
      projectScope: { summary: 'Placer mining on Bonanza Creek.', activities: 'Sluicing and stripping' },
      stage: { stageId: stage('SEEKING_VIEWS'), name: 'Seeking Views and Information', extended: true },
      stageId: stage('SEEKING_VIEWS'),
      stageHistory: [
        {
          stageId: stage('ADEQUACY_REVIEW'),
          stageName: 'Adequacy Review',
          stageStart: ms('2099-02-01T17:00:00Z'),
          stageEnd: ms('2099-03-01T17:00:00Z'),
          extended: false,
        },
        { stageId: stage('DRAFT'), stageName: 'Draft', stageStart: ms('2099-01-10T17:00:00Z'), stageEnd: ms('2099-02-01T17:00:00Z'), extended: false },
      ],
      outcomes: {},
      locations: [{ latitude: 64.0, longitude: -139.4 }],
    },
    {
      projectId: LEGACY_BAD_POINTS_ID,
      projectTypeId: PROJECT_TYPE.evaluation,
      projectTypeName: 'Evaluation',
      projectNumber: '2098-0002',
      title: 'Old quarry with impossible points',
      proponentName: 'Quarry Co.',
      assessmentDistricts: [{ assessmentDistrictId: WHITEHORSE, name: 'Whitehorse' }],
      sectors: [],
      indigenousGovernments: [],
      decisionBodies: [],
      planningCommissions: [],
      projectScope: { summary: '' },
      stage: { stageId: stage('DECISION_DOCUMENT_ISSUED'), name: 'Decision Document Issued', extended: false },
      stageHistory: [],
      outcomes: { outcomeName: '56.1(a) Proceed', decisionName: 'Accept' },
      locations: [
        { latitude: 13.5047, longitude: -691.03 },
        { latitude: 60.7, longitude: -135.1 },
        { latitude: 19.95, longitude: -154.55 },
      ],
    },
    {
      projectId: '5e1f0000-0000-4000-8000-000000000003',
      projectTypeId: PROJECT_TYPE.evaluation,
      projectNumber: '2098-0003',
      stage: { stageId: stage('DRAFT') },
    },
    {
      projectId: '5e1f0000-0000-4000-8000-000000000004',
      projectTypeId: 'not-a-type',
      projectNumber: '2098-0004',
      title: 'Unknown type',
      stage: { stageId: 'x' },
    },
  ]
  return { source: 'synthetic test export', projectCount: projects.length, projects }
}

export function v1Export() {
  return [
    {
      projectId: V1_ID,
      projectTypeId: PROJECT_TYPE.screening,
      projectNumber: '2099-0100',
      projectTitle: 'Whitehorse rail spur',
      projectProponent: 'Northern Rail Inc.',
      projectLocation: [{ latitude: 60.7, longitude: -135.05 }],
      projectStage: { id: stage('COMMENT_PROPOSAL', PROJECT_TYPE.screening), name: 'Public Comment Period on Proposal', extended: false, daysRemaining: 10 },
      projectStageHistory: [
        { id: stage('SCREENING', PROJECT_TYPE.screening), name: 'Screening', start: '2099-03-01T17:00:00Z', end: '2099-04-01T17:00:00Z', extended: false },
        { id: stage('SCREENING', PROJECT_TYPE.screening), name: 'Screening', start: '2099-02-01T17:00:00Z', end: '2099-03-01T17:00:00Z', extended: true },
      ],
      assessmentDistricts: [{ id: WHITEHORSE, name: 'Whitehorse' }],
      sectors: [{ id: '5e1f0000-aaaa-4000-8000-000000000001', name: 'Test sector from the export' }],
      indigenousGovernments: [{ id: '5e1f0000-bbbb-4000-8000-000000000001', name: 'Kwanlin Dün First Nation' }],
      decisionBodies: [{ id: '5e1f0000-bbbb-4000-8000-000000000002', name: 'Transport Canada' }],
      planningCommissions: [],
      ufaBoards: [{ id: '77be118c-ffe3-4cb3-8554-89209c63044d', name: 'Yukon Fish and Wildlife Management Board' }],
      recommendation: { id: PROCEED, name: '56.1(a) Proceed' },
      decision: null,
      projectScope: { summary: 'A short rail spur.', activities: 'Grading, laying track' },
      projectURL: 'https://registry.example/projects/v1',
    },
    {
      projectId: V1_HISTORIC_ID,
      projectTypeId: PROJECT_TYPE.evaluation,
      projectNumber: '2097-0101',
      projectTitle: 'Historic road with no location',
      projectProponent: 'Roads Dept.',
      projectLocation: [],
      projectStage: { id: stage('DISCONTINUED'), name: 'Assessment Discontinued', extended: false },
      projectStageHistory: [],
      assessmentDistricts: [],
      sectors: [],
      indigenousGovernments: [],
      decisionBodies: [],
      planningCommissions: [],
    },
  ]
}

export async function project(app: TestApp, id: string): Promise<ProjectDetail> {
  const { status, body } = await app.getJson<{ project: ProjectDetail }>(`/api/projects/${id}`)
  expect(status).toBe(200)
  return body.project
}

export async function countRows(app: TestApp, table: string, where = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: string }>(app.db, sql`select count(*) as n from ${sql.raw(table)} where ${where}`)
  return Number(row!.n)
}
