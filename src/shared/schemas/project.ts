// A project as the API serves it: the compact search shape, the full project page shape of
// spec §3, and the number look-up.
import * as v from 'valibot'
import { LatLng, StatusOk } from './common.ts'
import { boundedList, Text } from './input.ts'
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
const year = v.pipe(
  v.string(),
  v.regex(/^\d{4}$/, 'must be a four-digit year'),
  v.transform(Number),
  v.minValue(1900, 'must be 1900 or later'),
  v.maxValue(2100, 'must be 2100 or earlier'),
)
/** A comma-separated list, e.g. "a,b,c"; empty items are ignored. */
const list = <T extends v.GenericSchema<string>>(item: T) =>
  v.pipe(
    Text,
    v.transform((value) =>
      value
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x.length > 0),
    ),
    boundedList(item, 200),
  )
const referenceId = v.pipe(v.string(), v.regex(/^[0-9A-Za-z-]{1,64}$/, 'must be a comma-separated list of ids'))

/** What a search filters on: the home page's search, and the registry's feeds of one. */
export const SearchFilterFields = {
  textSearch: v.optional(v.pipe(Text, v.maxLength(200, 'must be at most 200 characters'))),
  /** A closed ring of "lon lat" pairs separated by commas; checked by parsePolygonParam. */
  polygon: v.optional(v.pipe(Text, v.maxLength(40_000, 'is too long'))),
  includeCompleteWithdrawn: v.optional(yes),
  minYear: v.optional(year),
  maxYear: v.optional(year),
  sectors: v.optional(list(referenceId)),
  fns: v.optional(list(referenceId)),
  stageGroups: v.optional(list(v.picklist(STAGE_GROUPS, `must list stage groups among ${STAGE_GROUPS.join(', ')}`))),
  outcomes: v.optional(list(referenceId)),
  districts: v.optional(list(referenceId)),
  projectTypes: v.optional(list(referenceId)),
  drainages: v.optional(list(referenceId)),
}

/** A search's years are in order (the check names minYear). */
export const yearsInOrder = (q: { minYear?: number | undefined; maxYear?: number | undefined }) =>
  q.minYear === undefined || q.maxYear === undefined || q.minYear <= q.maxYear
export const YEARS_OUT_OF_ORDER = 'must not be after maxYear'

export const SearchQuery = v.pipe(
  v.object({
    ...SearchFilterFields,
    /** Default: project number, newest first, as the registry lists them; relevance needs textSearch. */
    sort: v.optional(v.picklist(['number', 'relevance'], 'must be number or relevance')),
    limit: v.optional(count(100_000)),
    offset: v.optional(count(10_000_000)),
  }),
  v.forward(
    v.check((q) => yearsInOrder(q), YEARS_OUT_OF_ORDER),
    ['minYear'],
  ),
)
export type SearchQuery = v.InferOutput<typeof SearchQuery>

/** The registry's English dates; pages format stageDates' ISO values in their reader's language. */
const DateFormatted = v.object({
  startedDate: v.nullable(v.string()),
  startedDateNoYear: v.nullable(v.string()),
  deadlineDate: v.nullable(v.string()),
  deadlineDateTime: v.nullable(v.string()),
})

/** A WGS84 [longitude, latitude] position, as GeoJSON writes it (a list, not a tuple: the web client's types turn tuples into lists). */
const Position = v.pipe(v.array(v.number()), v.length(2))

/** One simple part of a drawn or uploaded shape: multi-part shapes are served as their parts. */
export const ShapeGeometry = v.variant('type', [
  v.object({ type: v.literal('Point'), coordinates: Position }),
  v.object({ type: v.literal('LineString'), coordinates: v.array(Position) }),
  /** Outer ring first, then holes; each ring closed. */
  v.object({ type: v.literal('Polygon'), coordinates: v.array(v.array(Position)) }),
])

export const ProjectShape = v.object({
  locationType: v.picklist(['polygon', 'line', 'point']),
  /** The claim a shape was built from, when it was. */
  claimNumber: v.nullable(v.string()),
  geometry: ShapeGeometry,
})
export type ProjectShape = v.InferOutput<typeof ProjectShape>

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
  oldStages: v.array(
    v.object({
      stageId: v.string(),
      startedDate: v.string(),
      completedDate: v.nullable(v.string()),
      completedDateFormatted: v.nullable(v.string()),
      extended: v.boolean(),
    }),
  ),
  assessmentDistricts: v.array(v.string()),
  firstNations: v.array(v.string()),
  decisionBodies: v.array(v.string()),
  planningCommissions: v.array(v.string()),
  sectors: v.array(v.string()),
  locations: v.array(LatLng),
  /** Polygons, lines and points drawn or uploaded in the proposal, in their order. */
  shapes: v.array(ProjectShape),
  outcome: v.nullable(v.object({ assessmentOutcomeId: v.string(), name: v.string(), nameFr: v.nullable(v.string()) })),
  decision: v.nullable(v.object({ decisionId: v.string(), name: v.string(), nameFr: v.nullable(v.string()) })),
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
  /** A comment period the office scheduled whose first day has not begun; it opens by itself then. */
  upcomingCommentPeriod: v.nullable(v.object({ startsAt: v.string(), endsAt: v.nullable(v.string()), participantsOnly: v.boolean() })),
  authorizationDocUploaded: v.boolean(),
  paused: v.boolean(),
  suspended: v.boolean(),
  oldProjectId: v.nullable(v.string()),
  newerProjectId: v.nullable(v.string()),
  seekingViewsAndInformationDeadline: v.nullable(v.string()),
  seekingViewsAndInformationDeadlineFormatted: v.nullable(v.string()),
  intervenorDeadline: v.nullable(v.string()),
  intervenorDeadlineFormatted: v.nullable(v.string()),
  /** The office's own words on the printable public notice (sanitized HTML), in English and French; null when it wrote none. */
  publicNoticeText: v.nullable(v.object({ en: v.string(), fr: v.nullable(v.string()) })),
  /** The proposal form as JSON text, as the spec serves it; null when there is none. */
  form1: v.nullable(v.string()),
  form1DocumentNumber: v.nullable(v.string()),
  form1DocumentState: v.nullable(v.string()),
  uploadedByForm2: v.boolean(),
  hasForm1: v.boolean(),
  proposalSubmitted: v.boolean(),
  canUploadDocuments: v.boolean(),
  panelDisplay: v.object({
    showDecisionBodies: v.boolean(),
    showHearingsTab: v.boolean(),
    showIntervenorsTab: v.boolean(),
    showApplyToBeIntervenor: v.boolean(),
    showPanelMembers: v.boolean(),
  }),
  showDecisionBodies: v.boolean(),
  showEmailsTab: v.boolean(),
  sourceUrl: v.nullable(v.string()),
})
export type ProjectDetail = v.InferOutput<typeof ProjectDetail>

export const ProjectResponse = v.object({ status: StatusOk, project: ProjectDetail })
export const ProjectNumberLookupResponse = v.object({ status: StatusOk, projectId: v.string() })

export const PROJECT_NUMBER_PATTERN = /^\d{4}-\d{4}$/
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
