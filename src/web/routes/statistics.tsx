// /statistics: the registry's figures for a period (?period=YYYY|since2005; the current period,
// the default, has none), so a period can be linked to and shared. Its code and messages load only
// here (the route is split; its catalog is its own); what stays in the app's first download is the
// address's shape check.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { addCatalog } from '../lib/i18n'
import { StatisticsPage } from '../features/statistics/components/statistics-page'
import { CURRENT_PERIOD, reportRange } from '../../shared/domain/report-periods'

/** A year goes in the address as a number: the router would quote a string of digits (?period="2025"). */
const asSearch = (period: string): string | number => (/^\d{4}$/.test(period) ? Number(period) : period)

export const Route = createFileRoute('/statistics')({
  validateSearch: (search: Record<string, unknown>): { period?: string | number } => {
    const period = typeof search.period === 'string' || typeof search.period === 'number' ? String(search.period) : ''
    return /^(\d{4}|since2005)$/.test(period) ? { period: asSearch(period) } : {}
  },
  loader: () => addCatalog('statistics'),
  component: Statistics,
})

function Statistics() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  // A year the registry has no figures for (an old link, a typo) shows the current period.
  const asked = search.period === undefined ? CURRENT_PERIOD : String(search.period)
  const period = 'refused' in reportRange(asked, new Date()) ? CURRENT_PERIOD : asked
  return (
    <StatisticsPage period={period} onPeriod={(next) => void navigate({ search: next === CURRENT_PERIOD ? {} : { period: asSearch(next) }, replace: true })} />
  )
}
