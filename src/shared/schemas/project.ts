// A project as the API serves it: the compact search shape, the full project page shape of
// spec §3, and the number look-up.
import * as v from 'valibot'
import { LatLng, StatusOk } from './common.ts'
import { STAGE_GROUPS } from '../domain/stages.ts'

export const ProjectSummary = v.object({
  projectId: v.string(),
  projectNumber: v.string(),
  title: v.string(),
  proponentName: v.string(),
  projectTypeId: v.string(),
  stageId: v.string(),
  stageGrouping: v.picklist(STAGE_GROUPS),
  locations: v.array(LatLng),
})
export type ProjectSummary = v.InferOutput<typeof ProjectSummary>

export const DistrictCount = v.object({ assessmentDistrictId: v.string(), count: v.number() })

export const SearchResponse = v.object({
  status: StatusOk,
  projects: v.array(ProjectSummary),
  districtCount: v.array(DistrictCount),
  total: v.number(),
})
export type SearchResponse = v.InferOutput<typeof SearchResponse>

const yes = v.literal('yes')
const count = (max: number) => v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.maxValue(max, `must be at most ${max}`))

export const SearchQuery = v.object({
  includeCompleteWithdrawn: v.optional(yes),
  limit: v.optional(count(100_000)),
  offset: v.optional(count(10_000_000)),
})
export type SearchQuery = v.InferOutput<typeof SearchQuery>

const DateFormatted = v.object({
  startedDate: v.nullable(v.string()),
  startedDateNoYear: v.nullable(v.string()),
  deadlineDate: v.nullable(v.string()),
  deadlineDateTime: v.nullable(v.string()),
})

export const ProjectDetail = v.object({
  projectId: v.string(),
  projectNumber: v.nullable(v.string()),
  projectTypeId: v.string(),
  title: v.string(),
  proponentName: v.string(),
  summary: v.string(),
  activities: v.string(),
  PSEInfo: v.nullable(v.string()),
  operationId: v.nullable(v.string()),
  stageId: v.string(),
  stageGrouping: v.picklist(STAGE_GROUPS),
  stageDates: v.object({
    startDate: v.nullable(v.string()),
    deadline: v.nullable(v.string()),
    extended: v.boolean(),
    informationRequestId: v.nullable(v.string()),
    simplifiedInformationRequestId: v.nullable(v.string()),
  }),
  stageDatesFormatted: DateFormatted,
  oldStages: v.array(v.object({ stageId: v.string(), startedDate: v.string(), completedDate: v.nullable(v.string()), completedDateFormatted: v.nullable(v.string()), extended: v.boolean() })),
  assessmentDistricts: v.array(v.string()),
  firstNations: v.array(v.string()),
  decisionBodies: v.array(v.string()),
  planningCommissions: v.array(v.string()),
  sectors: v.array(v.string()),
  locations: v.array(LatLng),
  outcome: v.nullable(v.object({ assessmentOutcomeId: v.string(), name: v.string() })),
  decision: v.nullable(v.object({ decisionId: v.string(), name: v.string() })),
  leadAssessor: v.nullable(v.object({ name: v.string(), email: v.string() })),
  panelMembers: v.array(v.object({ name: v.string(), title: v.string() })),
  userRoles: v.array(v.string()),
  isProponentOrAgent: v.boolean(),
  isDecisionBody: v.boolean(),
  isParticipant: v.boolean(),
  isHistoric: v.boolean(),
  isActive: v.boolean(),
  openForComments: v.boolean(),
  openForParticipantComments: v.boolean(),
  authorizationDocUploaded: v.boolean(),
  paused: v.boolean(),
  suspended: v.boolean(),
  oldProjectId: v.nullable(v.string()),
  newerProjectId: v.nullable(v.string()),
  seekingViewsAndInformationDeadline: v.nullable(v.string()),
  seekingViewsAndInformationDeadlineFormatted: v.nullable(v.string()),
  intervenorDeadlineFormatted: v.nullable(v.string()),
  /** The proposal form as JSON text, as the spec serves it; null when there is none. */
  form1: v.nullable(v.string()),
  form1DocumentNumber: v.nullable(v.string()),
  form1DocumentState: v.nullable(v.string()),
  uploadedByForm2: v.boolean(),
  hasForm1: v.boolean(),
  proposalSubmitted: v.boolean(),
  canUploadDocuments: v.boolean(),
  panelDisplay: v.object({ showDecisionBodies: v.boolean(), showHearingsTab: v.boolean(), showIntervenorsTab: v.boolean(), showApplyToBeIntervenor: v.boolean(), showPanelMembers: v.boolean() }),
  showDecisionBodies: v.boolean(),
  showEmailsTab: v.boolean(),
  sourceUrl: v.nullable(v.string()),
})
export type ProjectDetail = v.InferOutput<typeof ProjectDetail>

export const ProjectResponse = v.object({ status: StatusOk, project: ProjectDetail })
export const ProjectNumberLookupResponse = v.object({ status: StatusOk, projectId: v.string() })

export const PROJECT_NUMBER_PATTERN = /^\d{4}-\d{4}$/
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
