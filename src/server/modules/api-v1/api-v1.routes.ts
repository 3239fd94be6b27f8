// Contracts of the public API v1 (decision 0082): the registry's projects for anyone, walked by
// cursor, followed by updatedSince, in JSON, GeoJSON or CSV; and one project's public parts.
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/api-v1.ts'

const tags = ['Open data']

const COMMON =
  "Answers carry an ETag; send it back in If-None-Match to be answered 304 while nothing changed. Each answer states the caller's quota (RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset in seconds); past it, 429 with Retry-After. Open to any origin (CORS); no authentication."

export const MIRRORING =
  'Mirroring the registry: first walk it whole, GET /api/v1/projects?includeCompleteWithdrawn=yes&limit=1000, following each answer\'s next link (also its Link rel="next" header) until next is null, or in one streamed answer with limit=all; keep the greatest updatedAt seen. Then, as often as wanted, GET /api/v1/projects?includeCompleteWithdrawn=yes&sort=updated&updatedSince=<that time less a minute> and follow its next links: it gives every project changed at or after that time, and a tombstone {projectNumber, deleted: true, updatedAt} for each project withdrawn from public view (remove it). updatedSince is inclusive and the minute of overlap covers a change stamped just before another but committed just after it, so a project may come twice (apply it again), never be missed. Fetch GET /api/v1/projects/{number} for the changed ones\' documents, comments and records.'

export const routes = {
  list: contract({
    tags,
    summary: "The public projects, with the home search's filters, walked by cursor; JSON, GeoJSON or CSV, streamed",
    description: [
      'The filters are those of GET /api/projects/search and mean the same (without includeCompleteWithdrawn=yes, only the projects in open stages, as on the home page).',
      'sort=number (default) walks by project number, sort=updated by the time anything the public sees of the project last changed; ties by project id. Pages hold limit projects (default 100, at most 1000; limit=all for the whole answer in one streamed response); the cursor of the next link carries the last sort key and id, so projects added while a client walks never shift a page: each project comes once.',
      'updatedSince (ISO 8601 with offset, inclusive) gives only what changed at or after it, and the tombstones of the projects withdrawn from public view (deleted, or back to a stage the public does not see) whatever the filters.',
      'Formats by format= or Accept: application/json (default); application/geo+json, a FeatureCollection (RFC 7946: longitude, latitude; exterior rings counterclockwise) whose geometry is the project\'s footprints where it has any, else its points, null for a tombstone; text/csv (RFC 4180, a header row, CRLF; lists joined by ";", points as "latitude longitude"; a text starting with = + - or @ is prefixed with an apostrophe so that spreadsheets do not run it). JSON and GeoJSON end with "next".',
      MIRRORING,
      COMMON,
    ].join('\n\n'),
    ok: s.ApiV1ProjectsPage,
    errors: {
      400: 'A parameter was not accepted (a filter, limit, updatedSince, or a cursor not given by this API or of another sort); the message names it',
      429: 'Too many requests from this address; the message says when to try again',
    },
  }),
  one: contract({
    tags,
    summary:
      'One public project by its number (2023-0053): the project with its stage history, documents, comments, information requests and answers, hearings and notices',
    description: `Only what the public sees on the project's page: published documents (the redacted copy when there is one) with their file addresses, published comments with withheld passages marked, published information requests with their published answers. ${COMMON}`,
    ok: s.ApiV1ProjectDetail,
    errors: { 404: 'No project the public may see has that number', 429: 'Too many requests from this address; the message says when to try again' },
  }),
}
