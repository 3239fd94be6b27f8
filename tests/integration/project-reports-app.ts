// What the project reports test files share (decision 0031): the app, projects built from a
// stage history as a test writes it, the hand-built histories the figures are checked against, and
// the statistics data as the page asks for it. Apart so each of those files builds the same state.
import { expect } from 'vitest'
import { resolve } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp, TestAppOptions } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { queryRows } from '../../src/server/db/client.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { stableId } from '../../src/server/lib/stable-id.ts'
import { ASSESSMENT_OUTCOMES, DECISION_KINDS } from '../../src/server/db/reference/outcomes-and-types.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import type { ProjectTypeId } from '../../src/shared/domain/stages.ts'
import type { ReportData } from '../../src/shared/schemas/project-reports.ts'
import { monthSumsQuery } from '../../src/server/modules/project-reports/report-data.sql.ts'

export const REAL_EXPORT = resolve('../shared/data/yesab-projects.json.gz')
export const PLACER = 'a962ed4b-1223-40f2-81ca-027046576935'
export const QUARTZ = 'bca2424f-12c5-41e9-82e9-1a31b68abbd0'
export const TRONDEK = stableId('first-nation', "Tr'ondëk Hwëch'in")
const outcome = (name: string) => ASSESSMENT_OUTCOMES.find((o) => o.name.startsWith(name))!.id
export const decision = (name: string) => DECISION_KINDS.find((d) => d.name === name)!.id
export const PROCEED = outcome('56.1(a)')
export const REFERRAL = outcome('56.1(d)')
export const NOW = new Date('2026-11-24T20:00:00Z')

type Span = [code: string, start: string, end: string | null]

interface Evaluation {
  projectTypeId?: ProjectTypeId
  stage: string
  stageStartedAt: string | null
  history: Span[]
  sectorIds?: string[]
  firstNationIds?: string[]
  outcomeId?: string
  decisionId?: string
}

export let app: TestApp

export async function startReportsApp(options: TestAppOptions): Promise<void> {
  app = await startTestApp(options)
}

export async function evaluation(e: Evaluation): Promise<string> {
  const type = e.projectTypeId ?? PROJECT_TYPE.evaluation
  const project = await createProject(app.db, {
    projectTypeId: type,
    stageCode: e.stage,
    sectorIds: e.sectorIds ?? [],
    firstNationIds: e.firstNationIds ?? [],
    outcomeId: e.outcomeId ?? null,
  })
  await app.db
    .update(t.projects)
    .set({ stageStartedAt: e.stageStartedAt ? new Date(e.stageStartedAt) : null, decisionId: e.decisionId ?? null })
    .where(eq(t.projects.id, project.id))
  for (const [code, start, end] of e.history) {
    await app.db
      .insert(t.stageHistory)
      .values({ projectId: project.id, stageId: stageByCode(type, code).stageId, startedAt: new Date(start), endedAt: end ? new Date(end) : null })
  }
  return project.id
}

async function comment(projectId: string, receivedAt: string, state: (typeof t.COMMENT_STATES)[number]) {
  await app.db
    .insert(t.comments)
    .values({ projectId, firstName: 'Ada', lastName: 'Lee', agreeToTerms: true, state, receivedAt: new Date(receivedAt), submittedAt: new Date(receivedAt) })
}

export async function data(period: string): Promise<ReportData> {
  const response = await app.getJson<ReportData>(`/api/project-reports/data?period=${period}`)
  expect(response.status).toBe(200)
  return response.body
}

/** The kept month sums rows that summing every facts row afresh does not give, and the other way round. */
export async function staleMonthSums(): Promise<unknown[]> {
  return queryRows(
    app.db,
    sql`with fresh as (${monthSumsQuery([{ from: '1900-01-01', to: '2200-01-01' }])}),
      kept as (select month, kind, sector_id, key_id, projects, timed, days, proponent_days from report_month_sums)
      (select 'kept' as side, * from (select * from kept except all select * from fresh) k)
      union all (select 'fresh', * from (select * from fresh except all select * from kept) f)`,
  )
}

/** Starts the app at NOW with the hand-built histories the figures are checked against; gives the two projects tests change. */
export async function startWithHandBuiltHistories(): Promise<{ late: string; appShaped: string }> {
  await startReportsApp({ now: NOW })
  // Completed while Decision Document Issued is its current stage (imported shape: not in the
  // history, started when the last stage ended); 10 of its 70 days in an information request.
  const decidedImported = await evaluation({
    stage: 'DECISION_DOCUMENT_ISSUED',
    stageStartedAt: '2024-03-20T18:00:00Z',
    history: [
      ['RECOMMENDATION_SENT', '2024-03-01T18:00:00Z', '2024-03-20T18:00:00Z'],
      ['SEEKING_VIEWS', '2024-02-11T18:00:00Z', '2024-03-01T18:00:00Z'],
      ['ADEQUACY_INFORMATION_REQUEST', '2024-02-01T18:00:00Z', '2024-02-11T18:00:00Z'],
      ['ADEQUACY_REVIEW', '2024-01-10T18:00:00Z', '2024-02-01T18:00:00Z'],
      ['DRAFT', '2024-01-05T18:00:00Z', '2024-01-10T18:00:00Z'],
    ],
    sectorIds: [PLACER, QUARTZ],
    firstNationIds: [TRONDEK],
    outcomeId: PROCEED,
    decisionId: decision('Accept'),
  })
  // App shape: the current stage also open in the history; 75 days, 7 in an information request.
  const appShaped = await evaluation({
    stage: 'DECISION_DOCUMENT_ISSUED',
    stageStartedAt: '2024-06-15T18:00:00Z',
    history: [
      ['PROPOSAL_CHECK', '2024-04-01T18:00:00Z', '2024-04-05T18:00:00Z'],
      ['ADEQUACY_REVIEW', '2024-04-05T18:00:00Z', '2024-05-01T18:00:00Z'],
      ['EVALUATION_INFORMATION_REQUEST', '2024-05-01T18:00:00Z', '2024-05-08T18:00:00Z'],
      ['PREPARE_RECOMMENDATION', '2024-05-08T18:00:00Z', '2024-06-15T18:00:00Z'],
      ['DECISION_DOCUMENT_ISSUED', '2024-06-15T18:00:00Z', null],
    ],
    sectorIds: [PLACER],
    outcomeId: REFERRAL,
    decisionId: decision('Vary'),
  })
  await app.db.insert(t.assessmentTimings).values({ projectId: appShaped, assessorAssignedAt: new Date('2024-04-15T18:00:00Z') })
  // Submitted at 23:30 on 31 December 2023 in Whitehorse (06:30 UTC on 1 January 2024).
  const late = await evaluation({
    stage: 'REVIEW_INFORMATION',
    stageStartedAt: '2024-01-25T18:00:00Z',
    history: [['ADEQUACY_REVIEW', '2024-01-01T06:30:00Z', '2024-01-25T18:00:00Z']],
    sectorIds: [QUARTZ],
  })
  // Imported without a dated history: counts nowhere a date is needed, with or without a date on its stage.
  await evaluation({ stage: 'DECISION_DOCUMENT_ISSUED', stageStartedAt: null, history: [], sectorIds: [PLACER], outcomeId: PROCEED })
  const historic = await evaluation({
    stage: 'DECISION_DOCUMENT_ISSUED',
    stageStartedAt: '2024-08-01T18:00:00Z',
    history: [],
    sectorIds: [PLACER],
    outcomeId: PROCEED,
  })
  await app.db.update(t.projects).set({ isHistoric: true }).where(eq(t.projects.id, historic))
  // Not an evaluation.
  await evaluation({
    projectTypeId: PROJECT_TYPE.screening,
    stage: 'DECISION_DOCUMENT_ISSUED',
    stageStartedAt: '2024-05-01T18:00:00Z',
    history: [['ADEQUACY_REVIEW', '2024-02-01T18:00:00Z', '2024-05-01T18:00:00Z']],
    sectorIds: [PLACER],
    outcomeId: PROCEED,
  })
  await comment(decidedImported, '2024-03-05T18:00:00Z', 'public')
  await comment(decidedImported, '2024-03-06T18:00:00Z', 'unreviewed')
  await comment(decidedImported, '2024-03-07T18:00:00Z', 'rejected')
  // 22:00 on 31 December 2024 in Whitehorse.
  await comment(appShaped, '2025-01-01T05:00:00Z', 'internal')
  return { late, appShaped }
}
