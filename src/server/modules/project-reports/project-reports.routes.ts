// Contracts of the statistics routes.
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/project-reports.ts'

const tags = ['Statistics']

export const routes = {
  data: contract({
    tags,
    summary: 'Statistics of Designated Office evaluations for a period: a year (YYYY), lastNovToCurrent (the default) or since2005',
    ok: s.ReportData,
  }),
}
