// Contracts of the project routes: search, the project page and the number look-up.
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/project.ts'

const tags = ['Projects']

export const routes = {
  search: contract({
    tags,
    summary: 'Search projects; sorted by project number, newest first',
    description: 'Without limit every match is returned in the compact shape; total and districtCount always count every match.',
    ok: s.SearchResponse,
    errors: { 400: 'A parameter was not accepted; the message names it' },
  }),
  byNumber: contract({
    tags,
    summary: 'Find a project id by its project number (e.g. 2024-0123)',
    ok: s.ProjectNumberLookupResponse,
    errors: { 404: 'No visible project has that number' },
  }),
  byId: contract({ tags, summary: 'A project with everything its page shows', ok: s.ProjectResponse, errors: { 404: 'No visible project has that id' } }),
}
