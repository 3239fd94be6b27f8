// Contracts of the reference-data routes.
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/reference.ts'

const tags = ['Reference data']

export const routes = {
  stages: contract({ tags, summary: 'Stages of every project type, with order and grouping', ok: s.StagesResponse }),
  assessmentDistricts: contract({ tags, summary: 'Assessment districts with their office contacts', ok: s.AssessmentDistrictsResponse }),
  sectors: contract({ tags, summary: 'Sectors', ok: s.SectorsResponse }),
  triggers: contract({ tags, summary: 'Regulatory triggers that make an activity assessable', ok: s.TriggersResponse }),
  domain: contract({ tags, summary: 'Outcomes, decisions, project types, e-mail and document types, drainages', ok: s.DomainResponse }),
  firstNations: contract({ tags, summary: 'First Nations and Indigenous governments', ok: s.OrganizationsResponse }),
  decisionBodies: contract({ tags, summary: 'Decision bodies', ok: s.OrganizationsResponse }),
  planningCommissions: contract({ tags, summary: 'Regional planning commissions', ok: s.OrganizationsResponse }),
  health: contract({
    tags: ['Site management'],
    summary: 'Whether the server answers (never answered by the service worker, so the app can tell it is online)',
    ok: s.HealthResponse,
  }),
  publicBaseUrl: contract({ tags, summary: 'Public address of this deployment and whether it is production', ok: s.PublicBaseUrlResponse }),
  publicDisplayMessage: contract({ tags: ['Site management'], summary: 'The site message shown on the home page, if any', ok: s.SiteMessageResponse }),
}
