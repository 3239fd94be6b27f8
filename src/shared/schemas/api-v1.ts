// The public API v1's queries (decision 0082): the home search's filters, the walk (sort, limit,
// cursor, updatedSince) and the format.
import * as v from 'valibot'
import { DocumentItem } from './document.ts'
import { Comment, EmailDetailResponse, Hearing, InformationRequest, SimplifiedInformationRequest, WithheldCommentsResponse } from './participation.ts'
import { ProjectDetail, ProjectSummary, SearchFilterFields, YEARS_OUT_OF_ORDER, yearsInOrder } from './project.ts'

/** The most projects one page gives; limit=all gives the whole answer as one streamed page. */
export const API_V1_MAX_LIMIT = 1000
export const API_V1_DEFAULT_LIMIT = 100

const limit = v.union(
  [
    v.literal('all'),
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number or all'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(API_V1_MAX_LIMIT, `must be at most ${API_V1_MAX_LIMIT}, or all`),
    ),
  ],
  `must be a whole number from 1 to ${API_V1_MAX_LIMIT}, or all`,
)

export const ApiV1ProjectsQuery = v.pipe(
  v.object({
    ...SearchFilterFields,
    updatedSince: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/, 'must be an ISO 8601 time with its offset, e.g. 2026-11-29T04:00:00Z'),
        v.description('Only the projects changed at or after this time (inclusive), and the tombstones of those withdrawn from public view since'),
      ),
    ),
    sort: v.optional(v.picklist(['number', 'updated'], 'must be number or updated')),
    limit: v.optional(limit),
    cursor: v.optional(v.pipe(v.string(), v.maxLength(400, 'is not a cursor this API wrote'))),
    format: v.optional(v.picklist(['json', 'geojson', 'csv'], 'must be json, geojson or csv')),
  }),
  v.forward(
    v.check((q) => yearsInOrder(q), YEARS_OUT_OF_ORDER),
    ['minYear'],
  ),
)
export type ApiV1ProjectsQuery = v.InferOutput<typeof ApiV1ProjectsQuery>

/** The home search's project (ProjectSummary) with what else project_search holds, and when it last changed. */
export const ApiV1Project = v.object({
  ...ProjectSummary.entries,
  outcomeId: v.nullable(v.string()),
  year: v.number(),
  districtIds: v.array(v.string()),
  sectorIds: v.array(v.string()),
  drainageIds: v.array(v.string()),
  firstNationIds: v.array(v.string()),
  updatedAt: v.pipe(v.string(), v.description('When anything the public sees of the project last changed (ISO 8601, microseconds)')),
})
export type ApiV1Project = v.InferOutput<typeof ApiV1Project>

export const ApiV1Tombstone = v.object({ projectNumber: v.string(), deleted: v.literal(true), updatedAt: v.string() })
export type ApiV1Tombstone = v.InferOutput<typeof ApiV1Tombstone>

export const ApiV1ProjectsPage = v.object({
  projects: v.array(v.union([ApiV1Project, ApiV1Tombstone])),
  next: v.pipe(v.nullable(v.string()), v.description('The next page\'s address, also in the Link header (rel="next"); null on the last page')),
})

const fileUrl = {
  fileUrl: v.pipe(
    v.nullable(v.string()),
    v.description("The public copy's stable address (the redacted one when there is one); null when the public has no file"),
  ),
}
const PublicDocument = v.object({ ...DocumentItem.entries, ...fileUrl })

/** One project's public parts: the page's reads as a member of the public sees them. */
export const ApiV1ProjectDetail = v.object({
  project: ProjectDetail,
  documents: v.array(PublicDocument),
  comments: v.array(v.object({ ...Comment.entries, documents: v.array(v.object({ ...Comment.entries.documents.item.entries, ...fileUrl })) })),
  withheldComments: v.object({ total: WithheldCommentsResponse.entries.total, groups: WithheldCommentsResponse.entries.groups }),
  informationRequests: v.array(InformationRequest),
  informationRequestDocuments: v.array(PublicDocument),
  simplifiedInformationRequests: v.array(SimplifiedInformationRequest),
  hearings: v.array(Hearing),
  notices: v.array(EmailDetailResponse.entries.email),
})
