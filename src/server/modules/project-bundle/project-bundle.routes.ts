// Contract of the whole-project download (issue 31 item 4, decision 0079): public, the same for
// everyone, readable from other sites.
import { describeRoute } from 'hono-openapi'
import { contract } from '../../http/openapi.ts'
import { ProjectBundleSummary } from '../../../shared/schemas/project-bundle.ts'

const tags = ['Open data']
const notFound = 'No project with this number that the public may see'

export const routes = {
  summary: contract({
    tags,
    summary: "What a project's whole-project download holds, and the zip's exact size",
    description:
      'Shown before downloading. Answers with an ETag: a client that sends it in If-None-Match is answered 304 while nothing in the zip has changed.',
    ok: ProjectBundleSummary,
    errors: { 404: notFound },
  }),
  zip: describeRoute({
    tags,
    summary: "A project's public documents, comments, information requests, notices, notes and correspondence in one zip",
    description:
      'Documents in a folder per stage (the redacted copy where there is one), the records as text files, and manifest.json and manifest.csv listing every file with its SHA-256. Streamed as it is made, with its exact Content-Length; entries are stored, not compressed.',
    responses: {
      200: { description: 'The zip', content: { 'application/zip': { schema: { type: 'string' as const, format: 'binary' } } } },
      304: { description: 'The zip has not changed since the ETag sent in If-None-Match' },
      404: { description: notFound },
    },
  }),
}
