// Contracts of the operator's endpoints.
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/reference.ts'

export const routes = {
  ready: contract({
    tags: ['Site management'],
    summary:
      'Whether this server can serve: the database answers, its migrations are applied, the file store answers and the jobs run (for a proxy or orchestrator)',
    ok: s.ReadyResponse,
    errors: { 503: { description: 'Not ready, with what is wrong', schema: s.NotReadyResponse } },
  }),
}
