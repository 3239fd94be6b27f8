// Builds projects for tests; every field has a sensible default and can be overridden.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../../src/server/db/client.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import type { ProjectTypeId } from '../../src/shared/domain/stages.ts'

export interface ProjectOverrides {
  id?: string
  projectNumber?: string | null
  projectTypeId?: ProjectTypeId
  stageCode?: string
  title?: string
  proponentName?: string
  summary?: string
  year?: number
  outcomeId?: string | null
  locations?: { latitude: number; longitude: number }[]
  assessmentDistrictIds?: string[]
  sectorIds?: string[]
  firstNationIds?: string[]
  panelDisplay?: (typeof t.projects.$inferInsert)['panelDisplay']
  intervenorDeadline?: Date | null
}

let sequence = 0

export async function createProject(db: Database, overrides: ProjectOverrides = {}): Promise<typeof t.projects.$inferSelect> {
  sequence += 1
  const projectTypeId = overrides.projectTypeId ?? PROJECT_TYPE.evaluation
  const stage = stageByCode(projectTypeId, overrides.stageCode ?? 'SEEKING_VIEWS')
  const year = overrides.year ?? 2024
  const [project] = await db
    .insert(t.projects)
    .values({
      id: overrides.id ?? randomUUID(),
      projectNumber: overrides.projectNumber === undefined ? `${year}-${String(sequence).padStart(4, '0')}` : overrides.projectNumber,
      projectTypeId,
      stageId: stage.stageId,
      title: overrides.title ?? `Test project ${sequence}`,
      proponentName: overrides.proponentName ?? 'Test Proponent Ltd.',
      summary: overrides.summary ?? '',
      year,
      outcomeId: overrides.outcomeId ?? null,
      ...(overrides.panelDisplay ? { panelDisplay: overrides.panelDisplay } : {}),
      intervenorDeadline: overrides.intervenorDeadline ?? null,
      stageStartedAt: new Date(`${year}-03-01T17:00:00Z`),
      submittedAt: new Date(`${year}-02-01T17:00:00Z`),
      source: 'app',
    })
    .returning()
  const locations = overrides.locations ?? [{ latitude: 62.5, longitude: -136 }]
  if (locations.length > 0) {
    await db.insert(t.projectLocations).values(
      locations.map((l, position) => ({
        projectId: project!.id,
        position,
        latitude: l.latitude,
        longitude: l.longitude,
        geom: sql`ST_SetSRID(ST_MakePoint(${l.longitude}, ${l.latitude}), 4326)` as unknown as string,
      })),
    )
  }
  for (const refId of overrides.assessmentDistrictIds ?? []) await db.insert(t.projectDistricts).values({ projectId: project!.id, refId })
  for (const refId of overrides.sectorIds ?? []) await db.insert(t.projectSectors).values({ projectId: project!.id, refId })
  for (const organizationId of overrides.firstNationIds ?? [])
    await db.insert(t.projectOrganizations).values({ projectId: project!.id, organizationId, role: 'first-nation' })
  return project!
}
