// The integration API's record of a project, made from what the registry stores (decision 0080):
// the inverse of the import of the real registry's export (src/server/import/yor). Pure.
import type { IntegrationProject } from '../../../shared/schemas/integration.ts'

const DAY_MS = 86_400_000

export interface ProjectFacts {
  id: string
  projectNumber: string
  projectTypeId: string
  projectTypeName: string
  title: string
  proponentName: string
  summary: string
  activities: string
  stageId: string
  stageName: string
  stageExtended: boolean
  stageDeadline: Date | null
  outcomeName: string | null
  decisionName: string | null
}

export type OrganizationRole = 'first-nation' | 'decision-body' | 'planning-commission'

/** The rows hanging off a project, each naming its project. */
export interface LinkedFacts {
  districts: { projectId: string; id: string; name: string }[]
  sectors: { projectId: string; id: string; name: string }[]
  organizations: { projectId: string; role: OrganizationRole; name: string }[]
  history: { projectId: string; stageId: string; stageName: string; startedAt: Date; endedAt: Date | null; extended: boolean }[]
  locations: { projectId: string; position: number; latitude: number | null; longitude: number | null }[]
}

/** Lists in one fixed order, so that the same data is always the same bytes (and ETag). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Whole days from now to the deadline, rounded up: 0 on its last day, negative once it is past. */
export function daysRemaining(deadline: Date, now: Date): number {
  return Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS) + 0
}

/** One project's record from its own linked rows. */
export function integrationProject(p: ProjectFacts, linked: LinkedFacts, now: Date): IntegrationProject {
  const names = (role: OrganizationRole) =>
    linked.organizations
      .filter((o) => o.role === role)
      .map((o) => o.name)
      .sort(byText)
  return {
    projectId: p.id,
    projectTypeId: p.projectTypeId,
    projectTypeName: p.projectTypeName,
    projectNumber: p.projectNumber,
    title: p.title,
    proponentName: p.proponentName,
    assessmentDistricts: linked.districts
      .map((d) => ({ assessmentDistrictId: d.id, name: d.name }))
      .sort((a, b) => byText(a.name, b.name) || byText(a.assessmentDistrictId, b.assessmentDistrictId)),
    sectors: linked.sectors.map((s) => ({ sectorId: s.id, name: s.name })).sort((a, b) => byText(a.name, b.name) || byText(a.sectorId, b.sectorId)),
    indigenousGovernments: names('first-nation'),
    decisionBodies: names('decision-body'),
    projectScope: { summary: p.summary, activities: p.activities },
    planningCommissions: names('planning-commission'),
    stage: {
      stageId: p.stageId,
      name: p.stageName,
      extended: p.stageExtended,
      ...(p.stageDeadline ? { daysRemaining: daysRemaining(p.stageDeadline, now) } : {}),
    },
    // An entry without an end is the stage the project is in (the app opens one for a draft): the
    // real registry's history holds only stages left.
    stageHistory: linked.history
      .flatMap((h) =>
        h.endedAt
          ? [{ stageId: h.stageId, stageName: h.stageName, stageStart: h.startedAt.getTime(), stageEnd: h.endedAt.getTime(), extended: h.extended }]
          : [],
      )
      .sort((a, b) => b.stageEnd - a.stageEnd || b.stageStart - a.stageStart || byText(a.stageId, b.stageId)),
    outcomes: { ...(p.outcomeName !== null ? { outcomeName: p.outcomeName } : {}), ...(p.decisionName !== null ? { decisionName: p.decisionName } : {}) },
    stageId: p.stageId,
    locations: [...linked.locations]
      .sort((a, b) => a.position - b.position)
      .flatMap((l) => (l.latitude !== null && l.longitude !== null ? [{ latitude: l.latitude, longitude: l.longitude }] : [])),
  }
}

/** Every project's record, in the order given, each with its own linked rows. */
export function integrationProjects(projects: ProjectFacts[], linked: LinkedFacts, now: Date): IntegrationProject[] {
  const grouped = new Map<string, LinkedFacts>(projects.map((p) => [p.id, { districts: [], sectors: [], organizations: [], history: [], locations: [] }]))
  for (const key of Object.keys(linked) as (keyof LinkedFacts)[]) {
    for (const row of linked[key]) (grouped.get(row.projectId)?.[key] as { projectId: string }[] | undefined)?.push(row)
  }
  return projects.map((p) => integrationProject(p, grouped.get(p.id)!, now))
}
