// The rows one imported project becomes: its projects row and the linked rows the import owns
// (districts, sectors, organizations by role, stage history, locations). Pure; the service writes
// them, geometry as EWKT.
import type * as t from '../../db/schema/index.ts'
import { ORGANIZATION_ROLES } from './normalize-record.ts'
import type { NormalizedProject } from './normalize-record.ts'
import type { ReferenceResolver } from './resolve-references.ts'

const DAY_MS = 86_400_000

export type ProjectRow = typeof t.projects.$inferInsert

export interface LinkedRows {
  districts: (typeof t.projectDistricts.$inferInsert)[]
  sectors: (typeof t.projectSectors.$inferInsert)[]
  organizations: (typeof t.projectOrganizations.$inferInsert)[]
  history: (typeof t.stageHistory.$inferInsert)[]
  locations: (typeof t.projectLocations.$inferInsert)[]
}

/**
 * The projects row. `deadlinesAsOf` is when the export was taken: daysRemaining counts from it.
 * Display flags (panel review tabs, e-mails tab) are off, as for any project not in a panel review
 * run from this registry; the public may comment only while the current stage is a comment period.
 */
export function projectRow(p: NormalizedProject, refs: ReferenceResolver, deadlinesAsOf: Date | null): ProjectRow {
  const deadline = p.stage.daysRemaining !== null && deadlinesAsOf ? new Date(deadlinesAsOf.getTime() + p.stage.daysRemaining * DAY_MS) : null
  return {
    id: p.id,
    projectNumber: p.projectNumber,
    projectTypeId: p.projectTypeId,
    title: p.title,
    proponentName: p.proponentName,
    summary: p.summary,
    activities: p.activities,
    stageId: p.stage.stageId,
    stageStartedAt: p.stageStartedAt,
    stageDeadline: deadline,
    stageExtended: p.stage.extended,
    year: p.year,
    isHistoric: p.isHistoric,
    paused: false,
    suspended: false,
    outcomeId: p.outcome ? refs.resolve('outcome', p.outcome) : null,
    decisionId: p.decision ? refs.resolve('decision', p.decision) : null,
    recommendationOutcomeId: p.recommendation ? refs.resolve('outcome', p.recommendation) : null,
    openForComments: p.openForComments,
    openForParticipantComments: false,
    seekingViewsDeadline: p.seekingViews ? deadline : null,
    showEmailsTab: false,
    showDecisionBodies: true,
    panelDisplay: { showHearingsTab: false, showIntervenorsTab: false, showApplyToBeIntervenor: false, showPanelMembers: false },
    submittedAt: p.submittedAt,
    source: 'import',
    sourceUrl: p.sourceUrl,
  }
}

export function linkedRows(p: NormalizedProject, refs: ReferenceResolver): LinkedRows {
  const ids = (list: string[]) => [...new Set(list)]
  const resolved = (kind: Parameters<ReferenceResolver['resolve']>[0], list: NormalizedProject['districts']) =>
    ids(list.flatMap((ref) => refs.resolve(kind, ref) ?? []))
  const organizations = ORGANIZATION_ROLES.flatMap((role) =>
    resolved(role, p.organizations[role]).map((organizationId) => ({ projectId: p.id, organizationId, role })),
  )
  return {
    districts: resolved('assessment-district', p.districts).map((refId) => ({ projectId: p.id, refId })),
    sectors: resolved('sector', p.sectors).map((refId) => ({ projectId: p.id, refId })),
    organizations,
    history: p.history.map((h) => ({ projectId: p.id, stageId: h.stageId, startedAt: h.startedAt, endedAt: h.endedAt, extended: h.extended })),
    locations: p.locations.map((l) => ({
      projectId: p.id,
      position: l.position,
      latitude: l.latitude,
      longitude: l.longitude,
      geom: l.invalidReason === null ? `SRID=4326;POINT(${l.longitude} ${l.latitude})` : null,
      invalidReason: l.invalidReason,
    })),
  }
}
