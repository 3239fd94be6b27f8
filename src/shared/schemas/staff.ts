// The office's workspace (issue 18): the staff member's own view, a project as staff run it, the
// moves they make and the project's audit log.
import * as v from 'valibot'
import { IsoDateTime, StatusOk } from './common.ts'

export const STAFF_ROLES = ['assessor', 'manager', 'administrator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const StaffMeResponse = v.object({ status: StatusOk, staffRole: v.picklist(STAFF_ROLES) })

export const StaffProjectSummary = v.object({
  projectId: v.string(),
  projectNumber: v.nullable(v.string()),
  title: v.string(),
  proponentName: v.string(),
  projectTypeId: v.string(),
  stageId: v.string(),
  updatedAt: IsoDateTime,
})

export const StaffProjectsQuery = v.object({ search: v.optional(v.pipe(v.string(), v.maxLength(200))) })
export const StaffProjectsResponse = v.object({ status: StatusOk, projects: v.array(StaffProjectSummary) })

export const StaffProject = v.object({
  ...StaffProjectSummary.entries,
  stageStartedAt: v.nullable(IsoDateTime),
  stageDeadline: v.nullable(IsoDateTime),
  stageExtended: v.boolean(),
  paused: v.boolean(),
  suspended: v.boolean(),
  /** Stages the transition table allows next, in its order. */
  nextStageIds: v.array(v.string()),
  /** Whether the project is under assessment: it can be paused, suspended or discontinued. */
  underAssessment: v.boolean(),
  history: v.array(v.object({ stageId: v.string(), startedAt: IsoDateTime, endedAt: v.nullable(IsoDateTime), extended: v.boolean() })),
})
export type StaffProject = v.InferOutput<typeof StaffProject>
export const StaffProjectResponse = v.object({ status: StatusOk, project: StaffProject })

const Day = v.pipe(v.string(), v.isoDate('Give the date as YYYY-MM-DD.'))
const BusinessDays = v.pipe(v.number(), v.integer(), v.minValue(1, 'Give at least 1 business day.'), v.maxValue(1000, 'Give at most 1,000 business days.'))

export const MoveStageBody = v.object({
  stageId: v.pipe(v.string(), v.nonEmpty('Choose the next stage.')),
  /** The new stage's first day (Yukon). */
  startDate: Day,
  /** Its deadline, counted in business days from the start; none for a stage without one. */
  deadlineBusinessDays: v.nullable(BusinessDays),
  /** The stage the mover saw the project in: once it has left it, the move is refused, not chained on the other move. */
  fromStageId: v.optional(v.pipe(v.string(), v.nonEmpty())),
})
export type MoveStageBody = v.InferOutput<typeof MoveStageBody>

export const ExtendDeadlineBody = v.object({ businessDays: BusinessDays })

export const PROJECT_STATUS_ACTIONS = ['pause', 'suspend', 'resume', 'discontinue'] as const
export type ProjectStatusAction = (typeof PROJECT_STATUS_ACTIONS)[number]
export const ProjectStatusBody = v.object({ action: v.picklist(PROJECT_STATUS_ACTIONS) })

export const ReturnProposalBody = v.object({
  reason: v.pipe(v.string(), v.trim(), v.nonEmpty('Say why the proposal is returned.'), v.maxLength(4000, 'Keep the reason under 4,000 characters.')),
})

export const AuditEntry = v.object({
  at: IsoDateTime,
  actor: v.string(),
  /** The acting person's name; null for the system (imports, jobs). */
  actorName: v.nullable(v.string()),
  action: v.string(),
  entity: v.string(),
  entityId: v.nullable(v.string()),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
  reason: v.nullable(v.string()),
})
/** names: the people, documents, files and organizations the entries' ids stand for (stages are named from the stage tables). */
export const AuditResponse = v.object({ status: StatusOk, entries: v.array(AuditEntry), names: v.record(v.string(), v.string()) })
