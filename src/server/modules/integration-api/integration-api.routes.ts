// Contracts of the integration API (decision 0080): the real registry's /api/integration/projects,
// for programs that read the whole registry in year buckets.
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/integration.ts'

const tags = ['Integration']

export const routes = {
  byYears: contract({
    tags,
    summary: "Public projects whose number's year (2023-0053 → 2023) is from startYear to endYear, by number",
    description:
      "The real registry's integration API, field for field: a bare array, dates in epoch milliseconds. At most 6 years at a time (endYear − startYear ≤ 5); every project is in exactly one year, so buckets covering all years give the whole public registry once. Answers carry an ETag; send it in If-None-Match to be answered 304 while nothing changed. Open to any origin (CORS).",
    ok: s.IntegrationProjects,
    errors: { 400: 'startYear or endYear is missing or not a year, endYear is before startYear, or the range is more than 6 years; the message says which' },
  }),
  one: contract({
    tags,
    summary: 'One public project by its number (2023-0053) or its id, as in the year buckets',
    description: 'A bare object. Answers carry an ETag for If-None-Match, as the buckets do.',
    ok: s.IntegrationProject,
    errors: { 404: 'No public project has that number or id' },
  }),
}
