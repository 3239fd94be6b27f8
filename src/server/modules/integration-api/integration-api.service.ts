// Reads the public projects the integration API serves (decision 0080): one query for the
// projects, one per kind of linked row, whatever the number of projects. Only projects the public
// may see: drafts, proposals at Proposal Check and deleted projects never appear.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { IntegrationProject } from '../../../shared/schemas/integration.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { projectVisibleTo } from '../projects/project-access.ts'
import { integrationProjects } from './integration-record.ts'
import type { LinkedFacts, OrganizationRole, ProjectFacts } from './integration-record.ts'

const ROLES: OrganizationRole[] = ['first-nation', 'decision-body', 'planning-commission']
const year = (y: number) => String(y).padStart(4, '0')

export function integrationApiService(db: Database) {
  async function projectFacts(where: SQL): Promise<ProjectFacts[]> {
    const rows = await db
      .select({
        id: t.projects.id,
        projectNumber: t.projects.projectNumber,
        projectTypeId: t.projects.projectTypeId,
        projectTypeName: t.projectTypes.name,
        title: t.projects.title,
        proponentName: t.projects.proponentName,
        summary: t.projects.summary,
        activities: t.projects.activities,
        stageId: t.projects.stageId,
        stageName: t.stages.name,
        stageExtended: t.projects.stageExtended,
        stageDeadline: t.projects.stageDeadline,
        outcomeName: t.assessmentOutcomes.name,
        decisionName: t.decisionKinds.name,
      })
      .from(t.projects)
      .innerJoin(t.projectTypes, eq(t.projectTypes.id, t.projects.projectTypeId))
      .innerJoin(t.stages, and(eq(t.stages.projectTypeId, t.projects.projectTypeId), eq(t.stages.id, t.projects.stageId)))
      .leftJoin(t.assessmentOutcomes, eq(t.assessmentOutcomes.id, t.projects.outcomeId))
      .leftJoin(t.decisionKinds, eq(t.decisionKinds.id, t.projects.decisionId))
      .where(and(projectVisibleTo(null, 'projects'), where))
      .orderBy(asc(t.projects.projectNumber))
    // A public project always has its number (projectVisibleTo).
    return rows.map((r) => ({ ...r, projectNumber: r.projectNumber! }))
  }

  async function linkedFacts(ids: string[]): Promise<LinkedFacts> {
    if (ids.length === 0) return { districts: [], sectors: [], organizations: [], history: [], locations: [] }
    const [districts, sectors, organizations, history, locations] = await Promise.all([
      db
        .select({ projectId: t.projectDistricts.projectId, id: t.assessmentDistricts.id, name: t.assessmentDistricts.name })
        .from(t.projectDistricts)
        .innerJoin(t.assessmentDistricts, eq(t.assessmentDistricts.id, t.projectDistricts.refId))
        .where(inArray(t.projectDistricts.projectId, ids)),
      db
        .select({ projectId: t.projectSectors.projectId, id: t.sectors.id, name: t.sectors.name })
        .from(t.projectSectors)
        .innerJoin(t.sectors, eq(t.sectors.id, t.projectSectors.refId))
        .where(inArray(t.projectSectors.projectId, ids)),
      db
        .select({ projectId: t.projectOrganizations.projectId, role: t.projectOrganizations.role, name: t.organizations.name })
        .from(t.projectOrganizations)
        .innerJoin(t.organizations, eq(t.organizations.id, t.projectOrganizations.organizationId))
        .where(and(inArray(t.projectOrganizations.projectId, ids), inArray(t.projectOrganizations.role, ROLES))),
      db
        .select({
          projectId: t.stageHistory.projectId,
          stageId: t.stageHistory.stageId,
          stageName: sql<string>`coalesce(${t.stages.name}, '')`,
          startedAt: t.stageHistory.startedAt,
          endedAt: t.stageHistory.endedAt,
          extended: t.stageHistory.extended,
        })
        .from(t.stageHistory)
        .innerJoin(t.projects, eq(t.projects.id, t.stageHistory.projectId))
        .leftJoin(t.stages, and(eq(t.stages.projectTypeId, t.projects.projectTypeId), eq(t.stages.id, t.stageHistory.stageId)))
        .where(inArray(t.stageHistory.projectId, ids)),
      db
        .select({
          projectId: t.projectLocations.projectId,
          position: t.projectLocations.position,
          latitude: t.projectLocations.latitude,
          longitude: t.projectLocations.longitude,
        })
        .from(t.projectLocations)
        .where(inArray(t.projectLocations.projectId, ids)),
    ])
    return { districts, sectors, organizations: organizations as LinkedFacts['organizations'], history, locations }
  }

  async function records(where: SQL, now: Date): Promise<IntegrationProject[]> {
    const projects = await projectFacts(where)
    return integrationProjects(projects, await linkedFacts(projects.map((p) => p.id)), now)
  }

  return {
    /** The public projects whose number's year is in [startYear, endYear], by number. */
    async byYears(startYear: number, endYear: number, now: Date): Promise<IntegrationProject[]> {
      return records(sql`left(${t.projects.projectNumber}, 4) between ${year(startYear)} and ${year(endYear)}`, now)
    },

    /** The public project with this number ("2023-0053") or id; null when there is none. */
    async one(numberOrId: string, now: Date): Promise<IntegrationProject | null> {
      const where = UUID_PATTERN.test(numberOrId) ? eq(t.projects.id, numberOrId.toLowerCase()) : eq(t.projects.projectNumber, numberOrId)
      const [found] = await records(where, now)
      return found ?? null
    },
  }
}
