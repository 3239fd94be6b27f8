// The integration API's project record (decision 0080): the real registry's
// /api/integration/projects shape, field for field, so that programs written against it (Yukon
// Government's map and cache builders) read ours unchanged. No `status` wrapper: a list is a bare
// array and a project a bare object, as there. Dates are epoch milliseconds, as there.
import * as v from 'valibot'

export const IntegrationProjectsQuery = v.object({
  startYear: v.optional(v.pipe(v.string(), v.description("First year, by the project number's year (2023-0053 → 2023)"))),
  endYear: v.optional(v.pipe(v.string(), v.description('Last year, included; at most 5 after startYear'))),
})

const EpochMs = v.pipe(v.number(), v.integer(), v.description('Milliseconds since 1970-01-01 UTC'))

export const IntegrationProject = v.object({
  projectId: v.string(),
  projectTypeId: v.string(),
  projectTypeName: v.string(),
  projectNumber: v.string(),
  title: v.string(),
  proponentName: v.string(),
  assessmentDistricts: v.array(v.object({ assessmentDistrictId: v.string(), name: v.string() })),
  sectors: v.array(v.object({ sectorId: v.string(), name: v.string() })),
  indigenousGovernments: v.array(v.string()),
  decisionBodies: v.array(v.string()),
  projectScope: v.object({ summary: v.string(), activities: v.string() }),
  planningCommissions: v.array(v.string()),
  stage: v.object({
    stageId: v.string(),
    name: v.string(),
    extended: v.boolean(),
    /** Only while the stage has a deadline: whole days to it from now (negative once past). */
    daysRemaining: v.optional(v.pipe(v.number(), v.integer())),
  }),
  /** The stages the project has left, newest first; the current stage is not in it. */
  stageHistory: v.array(v.object({ stageId: v.string(), stageName: v.string(), stageStart: EpochMs, stageEnd: EpochMs, extended: v.boolean() })),
  /** Each name only once the project has it: {} before any outcome. */
  outcomes: v.object({ outcomeName: v.optional(v.string()), decisionName: v.optional(v.string()) }),
  stageId: v.string(),
  /** As recorded, impossible points included: the real registry serves them, and its readers sort them out. */
  locations: v.array(v.object({ latitude: v.number(), longitude: v.number() })),
})
export type IntegrationProject = v.InferOutput<typeof IntegrationProject>

export const IntegrationProjects = v.array(IntegrationProject)
