// import-yor on small synthetic exports: what it keeps of each project, its stage history,
// documents and coordinates, the numbers it continues from, and a second run that changes nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
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
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import type { SearchResponse } from '../../src/shared/schemas/project.ts'
import { tempDir } from './temp-dirs.ts'
import {
  countRows,
  DAWSON,
  LEGACY_BAD_POINTS_ID,
  LEGACY_ID,
  legacyExport,
  PLACER,
  PROCEED,
  project,
  stage,
  TRONDEK,
  V1_HISTORIC_ID,
  V1_ID,
  v1Export,
} from './import-yor-exports.ts'

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
