// Reads projects: the full page shape and the number look-up, each only for a caller who may see
// the project (shared/domain/project-visibility.ts): drafts, proposals at Proposal Check and
// deleted projects are never served to the public.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { canAddProjectDocument } from '../../../shared/domain/project-uploads.ts'
import { commentFlagsAt, upcomingCommentPeriod } from '../../../shared/domain/comment-period.ts'
import { findStage } from '../../../shared/domain/stages.ts'
import { formatDate, formatDateNoYear, formatDateTime } from '../../../shared/domain/dates.ts'
import type { ProjectDetail, ProjectShape } from '../../../shared/schemas/project.ts'
import { queryRows } from '../../db/client.ts'
import { canSeeProject } from '../../../shared/domain/project-visibility.ts'
import { NO_ACCESS, relationOf } from './project-access.ts'
import type { ProjectAccess } from './project-access.ts'

/** Whether the caller may see the project (drafts, proposals at Proposal Check and deleted projects are not public). */
export function visible(project: { projectTypeId: string; stageId: string; projectNumber: string | null }, access: ProjectAccess): boolean {
  const stageCode = findStage(project.projectTypeId, project.stageId)?.code
  return stageCode !== undefined && canSeeProject({ stageCode, projectNumber: project.projectNumber }, relationOf(access))
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)

/** `clock` says when a comment period's dates are read against. */
export function projectsService(db: Database, clock: () => Date = () => new Date()) {
  /** The project's shapes broken into simple parts (ST_Dump), since the column takes any geometry. */
  async function shapes(projectId: string): Promise<ProjectShape[]> {
    const rows = await queryRows<{ location_type: ProjectShape['locationType']; claim_number: string | null; geometry: string }>(
      db,
      sql`select s.location_type, s.claim_number, ST_AsGeoJSON(d.geom) as geometry
          from ${t.projectShapes} s cross join lateral ST_Dump(s.geom) d
          where s.project_id = ${projectId}
          order by s.position, d.path`,
    )
    return rows.map((r) => ({ locationType: r.location_type, claimNumber: r.claim_number, geometry: JSON.parse(r.geometry) as ProjectShape['geometry'] }))
  }

  async function linked(projectId: string) {
    const [districts, sectors, organizations, locations, shapeParts, history, members, irs, sirs, proposal, form] = await Promise.all([
      db.select({ id: t.projectDistricts.refId }).from(t.projectDistricts).where(eq(t.projectDistricts.projectId, projectId)),
      db.select({ id: t.projectSectors.refId }).from(t.projectSectors).where(eq(t.projectSectors.projectId, projectId)),
      db.select().from(t.projectOrganizations).where(eq(t.projectOrganizations.projectId, projectId)),
      db
        .select({ latitude: t.projectLocations.latitude, longitude: t.projectLocations.longitude })
        .from(t.projectLocations)
        .where(and(eq(t.projectLocations.projectId, projectId), sql`${t.projectLocations.geom} is not null`))
        .orderBy(asc(t.projectLocations.position)),
      shapes(projectId),
      db.select().from(t.stageHistory).where(eq(t.stageHistory.projectId, projectId)).orderBy(desc(t.stageHistory.startedAt)),
      db.select().from(t.panelMembers).where(eq(t.panelMembers.projectId, projectId)).orderBy(asc(t.panelMembers.position)),
      db
        .select({ id: t.informationRequests.id })
        .from(t.informationRequests)
        .where(and(eq(t.informationRequests.projectId, projectId), inArray(t.informationRequests.status, ['published', 'draft_answer'])))
        .orderBy(desc(t.informationRequests.number))
        .limit(1),
      db
        .select({ id: t.simplifiedInformationRequests.id })
        .from(t.simplifiedInformationRequests)
        .where(and(eq(t.simplifiedInformationRequests.projectId, projectId), inArray(t.simplifiedInformationRequests.status, ['published', 'draft_answer'])))
        .orderBy(desc(t.simplifiedInformationRequests.number))
        .limit(1),
      db
        .select({ documentNumber: t.documents.documentNumber, state: t.documents.state })
        .from(t.documents)
        .where(and(eq(t.documents.projectId, projectId), eq(t.documents.role, 'proposal'), sql`${t.documents.removedAt} is null`))
        .orderBy(asc(t.documents.uploadedAt))
        .limit(1),
      db.select().from(t.proposalForms).where(eq(t.proposalForms.projectId, projectId)),
    ])
    return { districts, sectors, organizations, locations, shapes: shapeParts, history, members, irs, sirs, proposal: proposal[0], form: form[0] }
  }

  return {
    async getProject(projectId: string, access: ProjectAccess = NO_ACCESS): Promise<ProjectDetail | null> {
      const [row] = await db
        .select({ project: t.projects, outcome: t.assessmentOutcomes, decision: t.decisionKinds, assessor: t.users })
        .from(t.projects)
        .leftJoin(t.assessmentOutcomes, eq(t.assessmentOutcomes.id, t.projects.outcomeId))
        .leftJoin(t.decisionKinds, eq(t.decisionKinds.id, t.projects.decisionId))
        .leftJoin(t.users, eq(t.users.id, t.projects.leadAssessorId))
        .where(eq(t.projects.id, projectId))
      if (!row || !visible(row.project, access)) return null
      const p = row.project
      const stage = findStage(p.projectTypeId, p.stageId)
      const l = await linked(p.id)
      const orgs = (role: (typeof t.PROJECT_ORGANIZATION_ROLES)[number]) => l.organizations.filter((o) => o.role === role).map((o) => o.organizationId)
      const proposalState = l.proposal?.state ?? null
      const form1Visible = access.viewer.privileged || (l.form?.submittedAt != null && proposalState === 'public')
      // The proponent's side of the project: its Proponent/Agent, or the author of the draft it still is.
      const isProponentOrAgent = access.roles.includes('proponent-agent') || access.isDrafter
      const now = clock()
      const upcoming = upcomingCommentPeriod(p, now)
      return {
        projectId: p.id,
        projectNumber: p.projectNumber,
        projectTypeId: p.projectTypeId,
        title: p.title,
        proponentName: p.proponentName,
        summary: p.summary,
        activities: p.activities,
        PSEInfo: p.pseInfo,
        operationId: p.operationId,
        stageId: p.stageId,
        stageGrouping: stage?.stageGrouping ?? 'evaluation',
        stageDates: {
          startDate: iso(p.stageStartedAt),
          deadline: iso(p.stageDeadline),
          extended: p.stageExtended,
          informationRequestId: l.irs[0]?.id ?? null,
          simplifiedInformationRequestId: l.sirs[0]?.id ?? null,
        },
        stageDatesFormatted: {
          startedDate: p.stageStartedAt ? formatDate(p.stageStartedAt) : null,
          startedDateNoYear: p.stageStartedAt ? formatDateNoYear(p.stageStartedAt) : null,
          deadlineDate: p.stageDeadline ? formatDate(p.stageDeadline) : null,
          deadlineDateTime: p.stageDeadline ? formatDateTime(p.stageDeadline) : null,
        },
        oldStages: l.history.map((h) => ({
          stageId: h.stageId,
          startedDate: h.startedAt.toISOString(),
          completedDate: iso(h.endedAt),
          completedDateFormatted: h.endedAt ? formatDate(h.endedAt) : null,
          extended: h.extended,
        })),
        assessmentDistricts: l.districts.map((d) => d.id),
        firstNations: orgs('first-nation'),
        decisionBodies: orgs('decision-body'),
        planningCommissions: orgs('planning-commission'),
        sectors: l.sectors.map((s) => s.id),
        locations: l.locations.flatMap((x) => (x.latitude !== null && x.longitude !== null ? [{ latitude: x.latitude, longitude: x.longitude }] : [])),
        shapes: l.shapes,
        outcome: row.outcome ? { assessmentOutcomeId: row.outcome.id, name: row.outcome.name, nameFr: row.outcome.nameFr } : null,
        decision: row.decision ? { decisionId: row.decision.id, name: row.decision.name, nameFr: row.decision.nameFr } : null,
        leadAssessor: row.assessor ? { name: `${row.assessor.firstName} ${row.assessor.lastName}`, email: row.assessor.email } : null,
        panelMembers: p.panelDisplay.showPanelMembers ? l.members.map((m) => ({ name: m.name, title: m.title })) : [],
        userRoles: [...access.roles.filter((r) => r !== 'lead-assessor'), ...(access.following ? ['follower'] : [])],
        isProponentOrAgent,
        isDecisionBody: access.roles.includes('decision-body'),
        isParticipant: access.roles.includes('participant'),
        isHistoric: p.isHistoric,
        isActive: !(stage?.closed ?? false),
        // A period ends on its last day whether or not staff close it.
        ...commentFlagsAt(p, now),
        upcomingCommentPeriod: upcoming
          ? { startsAt: upcoming.startsAt.toISOString(), endsAt: iso(upcoming.endsAt), participantsOnly: upcoming.participantsOnly }
          : null,
        authorizationDocUploaded: p.authorizationDocUploaded,
        paused: p.paused,
        suspended: p.suspended,
        oldProjectId: p.oldProjectId,
        newerProjectId: p.newerProjectId,
        seekingViewsAndInformationDeadline: iso(p.seekingViewsDeadline),
        seekingViewsAndInformationDeadlineFormatted: p.seekingViewsDeadline ? formatDateTime(p.seekingViewsDeadline) : null,
        intervenorDeadline: iso(p.intervenorDeadline),
        intervenorDeadlineFormatted: p.intervenorDeadline ? formatDateTime(p.intervenorDeadline) : null,
        publicNoticeText: p.publicNoticeText || p.publicNoticeTextFr ? { en: p.publicNoticeText ?? '', fr: p.publicNoticeTextFr } : null,
        form1: form1Visible && l.form ? JSON.stringify(l.form.form1) : null,
        form1DocumentNumber: l.proposal?.documentNumber && p.projectNumber ? `${p.projectNumber}-${l.proposal.documentNumber}` : null,
        form1DocumentState: proposalState,
        uploadedByForm2: l.form?.kind === 'placer',
        hasForm1: l.form?.submittedAt != null && l.form.kind !== 'upload',
        proposalSubmitted: p.submittedAt !== null,
        canUploadDocuments: canAddProjectDocument({
          projectTypeId: p.projectTypeId,
          stageId: p.stageId,
          isProponentOrAgent: access.roles.includes('proponent-agent'),
        }),
        panelDisplay: { showDecisionBodies: p.showDecisionBodies, ...p.panelDisplay },
        showDecisionBodies: p.showDecisionBodies,
        showEmailsTab: p.showEmailsTab,
        sourceUrl: p.sourceUrl,
      }
    },

    /** The few fields the project's tabs need, when the project is visible. */
    async visibleProject(
      projectId: string,
      access: ProjectAccess = NO_ACCESS,
    ): Promise<{ id: string; projectNumber: string | null; showEmailsTab: boolean } | null> {
      const [row] = await db
        .select({
          id: t.projects.id,
          projectNumber: t.projects.projectNumber,
          showEmailsTab: t.projects.showEmailsTab,
          projectTypeId: t.projects.projectTypeId,
          stageId: t.projects.stageId,
        })
        .from(t.projects)
        .where(eq(t.projects.id, projectId))
      return row && visible(row, access) ? { id: row.id, projectNumber: row.projectNumber, showEmailsTab: row.showEmailsTab } : null
    },

    /** The id of the project with this number, whoever may see it: the caller's access decides next. */
    async projectIdByNumber(projectNumber: string): Promise<string | null> {
      const [row] = await db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.projectNumber, projectNumber))
      return row?.id ?? null
    },
  }
}
