import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { and, eq, sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { submittableProposal } from '../factories/proposal-factory.ts'
import { createUser } from '../factories/user-factory.ts'
import { queryRows } from '../../src/server/db/client.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { stableId } from '../../src/server/lib/stable-id.ts'
import { importYor } from '../../src/server/import/yor/import-yor.service.ts'
import type { ImportSummary } from '../../src/server/import/yor/import-summary.ts'
import { ExportStream, readExport } from '../../src/server/import/yor/read-export.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import type { ProjectDetail, SearchResponse } from '../../src/shared/schemas/project.ts'
import { tempDir } from './temp-dirs.ts'

const REAL_EXPORT = resolve('../shared/data/yesab-projects.json.gz')
const DAWSON = 'b9d1ad56-661b-450d-a5be-b1d5bda05390'
const WHITEHORSE = '36fe3ef0-fbd2-4fb2-b75e-4ab48008e50f'
const PLACER = 'a962ed4b-1223-40f2-81ca-027046576935'
const TRONDEK = stableId('first-nation', "Tr'ondëk Hwëch'in")
const PROCEED = 'a19ae4d1-e036-4832-a603-95d61f623d22'
const stage = (code: string, type: (typeof PROJECT_TYPE)[keyof typeof PROJECT_TYPE] = PROJECT_TYPE.evaluation) => stageByCode(type, code).stageId
const ms = (iso: string) => Date.parse(iso)

const LEGACY_ID = '5e1f0000-0000-4000-8000-000000000001'
const LEGACY_BAD_POINTS_ID = '5e1f0000-0000-4000-8000-000000000002'
const V1_ID = '5e1f0000-0000-4000-8000-000000000010'
const V1_HISTORIC_ID = '5e1f0000-0000-4000-8000-000000000011'

function legacyExport(title = 'Bonanza Creek placer') {
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

function v1Export() {
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

async function project(app: TestApp, id: string): Promise<ProjectDetail> {
  const { status, body } = await app.getJson<{ project: ProjectDetail }>(`/api/projects/${id}`)
  expect(status).toBe(200)
  return body.project
}

async function countRows(app: TestApp, table: string, where = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: string }>(app.db, sql`select count(*) as n from ${sql.raw(table)} where ${where}`)
  return Number(row!.n)
}

describe('import-yor with small synthetic exports', () => {
  let app: TestApp
  let dir: string
  let legacySummary: ImportSummary
  let v1Summary: ImportSummary

  beforeAll(async () => {
    app = await startTestApp()
    dir = await tempDir('registry-import-test-')
    await writeFile(join(dir, 'legacy.json'), JSON.stringify(legacyExport()))
    // gzipped, under a name that does not say so: told by its magic bytes
    await writeFile(join(dir, 'v1-export.json'), gzipSync(JSON.stringify(v1Export())))
    const legacy = await readExport(join(dir, 'legacy.json'))
    expect(legacy).toMatchObject({ compressed: false, source: 'synthetic test export', declaredCount: 4 })
    legacySummary = await importYor(app.db, legacy.records, { source: 'legacy.json' })
    // As the CLI reads it: a stream, read once for what the whole export decides, then again to write.
    const v1 = new ExportStream(join(dir, 'v1-export.json'))
    v1Summary = await importYor(app.db, v1, { source: 'v1-export.json', asOf: new Date('2099-04-02T00:00:00Z') })
    expect(v1.compressed).toBe(true)
  })

  it('summarizes created and rejected records', () => {
    expect(legacySummary).toMatchObject({ records: 4, created: 2, updated: 0, shapes: { legacy: 2, v1: 0 }, historicProjects: 1 })
    expect(legacySummary.rejected.map((r) => [r.index, r.reason])).toEqual([
      [2, 'missing title'],
      [3, 'unknown project type'],
    ])
    expect(legacySummary.invalidCoordinates).toEqual({
      'longitude out of range': { count: 1, examples: [{ projectNumber: '2098-0002', latitude: 13.5047, longitude: -691.03 }] },
      'outside the registry area': { count: 1, examples: [{ projectNumber: '2098-0002', latitude: 19.95, longitude: -154.55 }] },
    })
    expect(legacySummary.organizationsCreated).toEqual([
      { kind: 'decision-body', id: stableId('decision-body', 'Klondike Test Agency'), name: 'Klondike Test Agency' },
    ])
    expect(v1Summary).toMatchObject({ records: 2, created: 2, rejected: [], shapes: { legacy: 0, v1: 2 }, projectsWithoutLocation: 1 })
    expect(v1Summary.referencesCreated).toEqual([{ kind: 'sector', id: '5e1f0000-aaaa-4000-8000-000000000001', name: 'Test sector from the export' }])
  })

  it('serves a legacy project with its links, history and flags', async () => {
    const p = await project(app, LEGACY_ID)
    expect(p).toMatchObject({
      projectNumber: '2099-0001',
      projectTypeId: PROJECT_TYPE.evaluation,
      title: 'Bonanza Creek placer',
      proponentName: 'Klondike Gold Ltd.',
      summary: 'Placer mining on Bonanza Creek.',
      activities: 'Sluicing and stripping',
      stageId: stage('SEEKING_VIEWS'),
      stageGrouping: 'evaluation',
      assessmentDistricts: [DAWSON],
      sectors: [PLACER],
      firstNations: [TRONDEK],
      planningCommissions: [stableId('planning-commission', 'Dawson Regional Planning Commission')],
      locations: [{ latitude: 64.0, longitude: -139.4 }],
      isHistoric: false,
      isActive: true,
      openForComments: true,
      outcome: null,
      decision: null,
    })
    expect(p.decisionBodies.sort()).toEqual(
      [stableId('decision-body', 'YG EMR Minerals Resources Branch'), stableId('decision-body', 'Klondike Test Agency')].sort(),
    )
    expect(p.stageDates).toMatchObject({ startDate: '2099-03-01T17:00:00.000Z', extended: true, deadline: null })
    expect(p.oldStages.map((s) => [s.stageId, s.startedDate, s.completedDate])).toEqual([
      [stage('ADEQUACY_REVIEW'), '2099-02-01T17:00:00.000Z', '2099-03-01T17:00:00.000Z'],
      [stage('DRAFT'), '2099-01-10T17:00:00.000Z', '2099-02-01T17:00:00.000Z'],
    ])
    expect(p.panelDisplay).toMatchObject({ showHearingsTab: false, showIntervenorsTab: false, showApplyToBeIntervenor: false, showPanelMembers: false })
  })

  it('keeps impossible coordinates out of the geometry but serves the project with its valid points', async () => {
    const p = await project(app, LEGACY_BAD_POINTS_ID)
    expect(p).toMatchObject({ isHistoric: true, isActive: false, locations: [{ latitude: 60.7, longitude: -135.1 }], oldStages: [] })
    expect(p.outcome).toEqual({ assessmentOutcomeId: PROCEED, name: '56.1(a) Proceed', nameFr: '56.1a) Réalisation' })
    expect(p.decision).toEqual({ decisionId: stableId('decision', 'Accept'), name: 'Accept', nameFr: 'Acceptation' })
    const rows = await app.db
      .select({
        position: t.projectLocations.position,
        latitude: t.projectLocations.latitude,
        longitude: t.projectLocations.longitude,
        reason: t.projectLocations.invalidReason,
        hasGeom: sql<boolean>`${t.projectLocations.geom} is not null`,
      })
      .from(t.projectLocations)
      .where(eq(t.projectLocations.projectId, LEGACY_BAD_POINTS_ID))
      .orderBy(t.projectLocations.position)
    expect(rows).toEqual([
      { position: 0, latitude: 13.5047, longitude: -691.03, reason: 'longitude out of range', hasGeom: false },
      { position: 1, latitude: 60.7, longitude: -135.1, reason: null, hasGeom: true },
      { position: 2, latitude: 19.95, longitude: -154.55, reason: 'outside the registry area', hasGeom: false },
    ])
  })

  it('serves a v1 project: renamed fields, repeated stages, deadline from daysRemaining, UFA boards', async () => {
    const p = await project(app, V1_ID)
    expect(p).toMatchObject({
      projectNumber: '2099-0100',
      title: 'Whitehorse rail spur',
      proponentName: 'Northern Rail Inc.',
      summary: 'A short rail spur.',
      stageId: stage('COMMENT_PROPOSAL', PROJECT_TYPE.screening),
      firstNations: [stableId('first-nation', 'Kwanlin Dün First Nation')],
      decisionBodies: [stableId('decision-body', 'Transport Canada')],
      sectors: ['5e1f0000-aaaa-4000-8000-000000000001'],
      openForComments: true,
      sourceUrl: 'https://registry.example/projects/v1',
      locations: [{ latitude: 60.7, longitude: -135.05 }],
    })
    expect(p.stageDates).toMatchObject({ startDate: '2099-04-01T17:00:00.000Z', deadline: '2099-04-12T00:00:00.000Z' })
    expect(p.oldStages.map((s) => s.stageId)).toEqual([stage('SCREENING', PROJECT_TYPE.screening), stage('SCREENING', PROJECT_TYPE.screening)])
    const [row] = await app.db.select().from(t.projects).where(eq(t.projects.id, V1_ID))
    expect(row).toMatchObject({ source: 'import', year: 2099, recommendationOutcomeId: PROCEED, isHistoric: false })
    const boards = await app.db
      .select({ id: t.projectOrganizations.organizationId })
      .from(t.projectOrganizations)
      .where(and(eq(t.projectOrganizations.projectId, V1_ID), eq(t.projectOrganizations.role, 'ufa-board')))
    expect(boards).toEqual([{ id: '77be118c-ffe3-4cb3-8554-89209c63044d' }])
  })

  it('imports a project with no location and no history as historic', async () => {
    const p = await project(app, V1_HISTORIC_ID)
    expect(p).toMatchObject({ isHistoric: true, locations: [], oldStages: [], stageDates: { startDate: null } })
  })

  it("computes the statistics' facts as it ends, so that the first statistics request does not", async () => {
    const [stale] = await queryRows<{ projects: number; months: number }>(
      app.db,
      sql`select (select count(*)::int from report_stale_projects) as projects, (select count(*)::int from report_stale_months) as months`,
    )
    expect(stale).toEqual({ projects: 0, months: 0 })
  })

  it('lists the imported projects in search', async () => {
    const active = await app.getJson<SearchResponse>('/api/projects/search')
    expect(active.body.projects.map((p) => p.projectNumber)).toEqual(['2099-0100', '2099-0001'])
    const all = await app.getJson<SearchResponse>('/api/projects/search?includeCompleteWithdrawn=yes')
    expect(all.body.projects.map((p) => p.projectNumber)).toEqual(['2099-0100', '2099-0001', '2098-0002', '2097-0101'])
    expect(all.body.projects.find((p) => p.projectNumber === '2098-0002')?.locations).toEqual([{ latitude: 60.7, longitude: -135.1 }])
    const byFirstNation = await app.getJson<SearchResponse>(`/api/projects/search?fns=${TRONDEK}`)
    expect(byFirstNation.body.projects.map((p) => p.projectNumber)).toEqual(['2099-0001'])
  })

  it('updates on re-import instead of duplicating, replacing linked rows, and audits each write', async () => {
    const changed = legacyExport('Bonanza Creek placer, amended')
    changed.projects[0]!.locations = [
      { latitude: 64.1, longitude: -139.5 },
      { latitude: 64.2, longitude: -139.6 },
    ]
    await writeFile(join(dir, 'legacy-again.gz'), gzipSync(JSON.stringify(changed)))
    const before = await countRows(app, 'projects')
    const again = await importYor(app.db, (await readExport(join(dir, 'legacy-again.gz'))).records)
    expect(again).toMatchObject({ created: 0, updated: 2, unchanged: 1 })
    expect(again.organizationsCreated).toEqual([])
    expect(await countRows(app, 'projects')).toBe(before)
    const p = await project(app, LEGACY_ID)
    expect(p.title).toBe('Bonanza Creek placer, amended')
    expect(p.locations).toEqual([
      { latitude: 64.1, longitude: -139.5 },
      { latitude: 64.2, longitude: -139.6 },
    ])
    expect(p.oldStages).toHaveLength(2)
    expect(await countRows(app, 'project_organizations', sql`project_id = ${LEGACY_ID}`)).toBe(4)
    const [row] = await app.db.select({ revision: t.projects.revision }).from(t.projects).where(eq(t.projects.id, LEGACY_ID))
    expect(row?.revision).toBe(2)

    const entries = await app.db
      .select({ action: t.auditLog.action, actor: t.auditLog.actor, actorUserId: t.auditLog.actorUserId })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'project'), eq(t.auditLog.entityId, LEGACY_ID)))
      .orderBy(t.auditLog.id)
    expect(entries).toEqual([
      { action: 'create', actor: 'system:import-yor', actorUserId: null },
      { action: 'update', actor: 'system:import-yor', actorUserId: null },
    ])
    const runs = await app.db
      .select({ detail: t.auditLog.detail })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'import-yor'), eq(t.auditLog.action, 'import')))
      .orderBy(t.auditLog.id)
    expect(runs).toHaveLength(3)
    expect(runs[0]?.detail).toMatchObject({ source: 'legacy.json', created: 2, rejectedCount: 2 })
  })

  it('rejects a record whose number another project already has, keeping the rest', async () => {
    const clash = { ...v1Export()[1]!, projectId: '5e1f0000-0000-4000-8000-0000000000ff' }
    const summary = await importYor(app.db, [clash, v1Export()[0]])
    expect(summary.rejected).toEqual([
      {
        index: 0,
        projectId: '5e1f0000-0000-4000-8000-0000000000ff',
        projectNumber: '2097-0101',
        reason: 'project number already used by another project',
        detail: V1_HISTORIC_ID,
      },
    ])
    expect(summary.updated).toBe(1)
  })

  it('numbers the next proposal of a year after the last number imported for it', async () => {
    app.setNow(new Date('2099-06-01T18:00:00Z'))
    const token = await app.tokenFor(await createUser(app.db))
    const fields = submittableProposal(randomUUID())
    expect((await app.postJson('/api/projects/create-proposal', fields, token)).status).toBe(200)
    const submitted = await app.postJson<{ projectNumber: string }>('/api/projects/submit-proposal', { ...fields, revision: 1 }, token)
    expect(submitted.body.projectNumber).toBe('2099-0101')
  })
})

describe.skipIf(!existsSync(REAL_EXPORT))('import-yor with the real registry export', () => {
  let app: TestApp
  let records: unknown[]
  let summary: ImportSummary

  beforeAll(async () => {
    app = await startTestApp()
    records = (await readExport(REAL_EXPORT)).records
    summary = await importYor(app.db, records, { source: REAL_EXPORT })
  }, 300_000)

  it('imports all 4,642 projects without rejections', async () => {
    expect(records).toHaveLength(4642)
    expect(summary).toMatchObject({ created: 4642, updated: 0, rejected: [], unknownStages: [], droppedHistoryEntries: 0 })
    expect(await countRows(app, 'projects')).toBe(4642)
  })

  it('keeps the real stage histories, repeats included', async () => {
    const { body } = await app.getJson<{ projectId: string }>('/api/projects/2017-0083')
    const p = await project(app, body.projectId)
    expect(p.oldStages).toHaveLength(16)
    expect(await countRows(app, 'stage_history')).toBe(21_630)
    expect(summary.historicProjects).toBe(1106)
  })

  it('keeps the projects with impossible coordinates, serving them without those points', async () => {
    const raw = records as { projectId: string; projectNumber: string; locations: { latitude: number; longitude: number }[] }[]
    const impossible = raw.filter((r) => r.locations.some((l) => Math.abs(l.longitude) > 180))
    expect(impossible.length).toBe(14)
    expect(summary.invalidCoordinates['longitude out of range']?.count).toBe(15)
    expect(summary.invalidCoordinates['outside the registry area']).toMatchObject({ count: 1, examples: [{ projectNumber: '2006-0049' }] })
    expect(summary.projectsWithInvalidCoordinates).toBe(15)
    expect(await countRows(app, 'project_locations', sql`geom is null`)).toBe(16)
    expect(await countRows(app, 'project_locations', sql`geom is null and invalid_reason is not null`)).toBe(16)
    for (const r of impossible) {
      const p = await project(app, r.projectId)
      expect(p.projectNumber).toBe(r.projectNumber)
      expect(p.locations.every((l) => Math.abs(l.longitude) <= 180)).toBe(true)
    }
  })

  it('imports the projects that have no location', async () => {
    expect(summary.projectsWithoutLocation).toBe(162)
    expect(await countRows(app, 'projects p', sql`not exists (select 1 from project_locations l where l.project_id = p.id)`)).toBe(162)
  })

  it("links Tr'ondëk Hwëch'in to about 1,380 projects", async () => {
    expect(await countRows(app, 'project_organizations', sql`organization_id = ${TRONDEK} and role = 'first-nation'`)).toBe(1380)
    const { body } = await app.getJson<SearchResponse>(`/api/projects/search?fns=${TRONDEK}&includeCompleteWithdrawn=yes&limit=1`)
    expect(body.total).toBe(1380)
    expect(summary.organizationsCreated.every((o) => o.kind === 'decision-body')).toBe(true)
  })

  it('finds real names whatever the accents and apostrophes', async () => {
    const numbers = async (words: string) => {
      const { body } = await app.getJson<SearchResponse>(`/api/projects/search?includeCompleteWithdrawn=yes&textSearch=${encodeURIComponent(words)}`)
      return body.projects.map((p) => p.projectNumber)
    }
    expect(await numbers('trondek hwechin farm')).toContain('2017-0100')
    // The proponent is spelled "Tr`ondek Hwech`in" in the registry.
    expect(await numbers("Tr'ochëk Tr'ondëk")).toContain('2012-0129')
    expect(await numbers('Genevieve Raymond')).toContain('2006-0101')
    expect(await numbers('Terre Boréale')).toContain('2020-0012')
  })

  it('finds every project whose coordinates were kept off the map, by number and by title', async () => {
    const rows = await queryRows<{ id: string; project_number: string; title: string }>(
      app.db,
      sql`select distinct p.id, p.project_number, p.title from projects p join project_locations l on l.project_id = p.id where l.invalid_reason is not null`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(15)
    for (const row of rows) {
      const byNumber = await app.getJson<SearchResponse>(`/api/projects/search?includeCompleteWithdrawn=yes&textSearch=${row.project_number}`)
      expect(
        byNumber.body.projects.map((p) => p.projectId),
        row.project_number,
      ).toContain(row.id)
      const word =
        row.title
          .split(/[^\p{L}\d]+/u)
          .filter((w) => w.length >= 5)
          .sort((a, b) => b.length - a.length)[0] ?? row.title
      const byTitle = await app.getJson<SearchResponse>(`/api/projects/search?includeCompleteWithdrawn=yes&textSearch=${encodeURIComponent(word)}`)
      expect(
        byTitle.body.projects.map((p) => p.projectId),
        `${row.project_number} by "${word}"`,
      ).toContain(row.id)
    }
  })

  it('changes the count by 0 when run again', async () => {
    const again = await importYor(app.db, records)
    expect(again).toMatchObject({ created: 0, updated: 4642, unchanged: 4642, rejected: [], organizationsCreated: [] })
    expect(await countRows(app, 'projects')).toBe(4642)
    expect(await countRows(app, 'stage_history')).toBe(21_630)
  }, 120_000)
})
