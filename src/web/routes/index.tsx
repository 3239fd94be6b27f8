// Home: search the registry on a map and in a list, side by side (stacked on a phone). The search
// lives in the address, so it can be bookmarked and shared.
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { showsDistrictCounts } from '../../shared/domain/search-filters'
import type { MapTileLayer } from '../../shared/schemas/reference'
import { Button } from '../components/ui/button'
import { SubscribeMenu } from '../components/ui/subscribe-menu'
import { ErrorMessage, Loading } from '../components/ui/status-message'
import { useDelayedFlag } from '../components/ui/use-delayed-flag'
import { usePageTitle } from '../components/ui/use-page-title'
import { ApiError } from '../lib/api-client'
import { useLocale } from '../lib/i18n'
import { districtName, referenceQueries } from '../lib/reference-data'
import { HomeMap } from '../features/map/home-map'
import type { DistrictBubble, MapArea, MapProject } from '../features/map/lazy-maps'
import { projectQueries } from '../features/projects/api/project-queries'
import type { ProjectSearchResult } from '../features/projects/api/project-queries'
import { ProjectList } from '../features/projects/components/project-list'
import { DocumentMatches } from '../features/projects/components/document-matches'
import { ProjectNotFoundNotice } from '../features/projects/components/project-not-found-notice'
import { SearchForm } from '../features/projects/components/search-form'
import { areaOf, parseHomeSearch, toFeedQuery, toSearchQuery } from '../features/projects/search-state'
import { offlineSearchQueries } from '../features/saved-projects/offline-search-query'
import { OfflineResultsNotice } from '../features/saved-projects/components/offline-results-notice'
import type { HomeSearch } from '../features/projects/search-state'
import { SiteMessageDialog } from '../features/site/components/site-message-dialog'
import { siteQueries } from '../features/site/api/site-queries'
import styles from '../features/projects/components/home.module.css'

export const Route = createFileRoute('/')({
  validateSearch: (raw: Record<string, unknown>): HomeSearch => parseHomeSearch(raw),
  loaderDeps: ({ search }) => search,
  // The search and the site message start as the address matches. Nothing here is awaited: a new
  // search keeps the last results on screen until it is answered. (On a first visit the app waits
  // a moment for both before drawing anything, app/first-load.ts.)
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(projectQueries.search(deps))
    void context.queryClient.prefetchQuery(siteQueries.message())
  },
  component: HomePage,
})

function useDistrictBubbles(result: ProjectSearchResult | undefined): DistrictBubble[] | undefined {
  const districts = useQuery(referenceQueries.assessmentDistricts()).data
  const fr = useLocale() === 'fr'
  return useMemo(() => {
    if (!result || !districts || !showsDistrictCounts(result.total)) return undefined
    return result.districtCount.flatMap((c) => {
      const district = districts.find((d) => d.assessmentDistrictId === c.assessmentDistrictId)
      return district?.centre ? [{ assessmentDistrictId: c.assessmentDistrictId, name: districtName(district, fr), count: c.count, ...district.centre }] : []
    })
  }, [result, districts, fr])
}

// The map's inputs stay the same objects while nothing in them changes, so that the map (memo) is not
// drawn again, every marker with it, whenever the page around it is (a query settling, searching…).
const NO_PROJECTS: MapProject[] = []
const NO_TILE_LAYERS: MapTileLayer[] = []

function HomePage() {
  const { t } = useLingui()
  usePageTitle()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const result = useQuery({ ...projectQueries.search(search), placeholderData: keepPreviousData })
  // With no way to the registry (not a refusal from it), the search runs over what this device holds.
  const unreachable = result.isError && !(result.error instanceof ApiError)
  const offline = useQuery({ ...offlineSearchQueries.search(toSearchQuery(search)), enabled: unreachable }).data
  const offlineResults = unreachable && offline && offline.searched > 0 ? offline : undefined
  const shown = offlineResults ?? result.data
  const slow = useDelayedFlag(result.isFetching, 500)
  const bubbles = useDistrictBubbles(shown)
  const deployment = useQuery(siteQueries.deployment()).data
  const setSearch = useCallback((next: HomeSearch) => void navigate({ search: next, resetScroll: false }), [navigate])
  const searchArea = useCallback((area: MapArea) => setSearch({ ...search, area: areaOf(area) }), [setSearch, search])
  const searchDistrict = useCallback((districtId: string) => setSearch({ ...search, districts: [districtId] }), [setSearch, search])

  return (
    <div>
      <ProjectNotFoundNotice />
      <SiteMessageDialog />
      <h1 className={styles.heading}>
        <Trans>Project assessments in Yukon</Trans>
      </h1>
      <SearchForm search={search} onChange={setSearch} currentYear={new Date().getFullYear()} />
      <div className={styles.subscribe}>
        <SubscribeMenu base="/api/v1/projects" query={toFeedQuery(search)} scope="search" />
      </div>
      <div className={styles.columns}>
        <section className={styles.map} aria-label={t`Map`}>
          <HomeMap
            projects={shown?.projects ?? NO_PROJECTS}
            tileLayers={deployment?.mapLayers ?? NO_TILE_LAYERS}
            bubbles={bubbles}
            onSearchArea={searchArea}
            onDistrict={searchDistrict}
          />
        </section>
        <section className={styles.list} aria-labelledby="search-results" aria-busy={result.isFetching}>
          <h2 id="search-results" className="visually-hidden">
            <Trans>Projects found</Trans>
          </h2>
          {slow && <Loading label={t`Searching…`} />}
          {result.isError && !offlineResults && (
            <ErrorMessage title={<Trans>The search did not work</Trans>}>
              <p>
                <Trans>The registry could not be reached. Check your connection and try again.</Trans>
              </p>
              <Button variant="secondary" onClick={() => void result.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </ErrorMessage>
          )}
          {offlineResults && <OfflineResultsNotice searched={offlineResults.searched} onRetry={() => void result.refetch()} />}
          {search.docs && search.q && <DocumentMatches q={search.q} />}
          {shown && <ProjectList result={shown} headingId="search-results" />}
        </section>
      </div>
    </div>
  )
}
