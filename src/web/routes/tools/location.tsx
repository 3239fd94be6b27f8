// /tools/location: "Check a project location" — type, draw or give placer claims and see what the
// registry finds for the location, as a proposal's location part will.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { PageHeading } from '../../components/ui/page-heading'
import { siteQueries } from '../../features/site/api/site-queries'
import { LocationCheck } from '../../features/location/components/location-check'
import { LocationEditor } from '../../features/map/lazy-maps'
import { LocationEditorPlaceholder } from '../../features/map/location-editor-placeholder'

export const Route = createFileRoute('/tools/location')({
  component: CheckLocationPage,
})

function CheckLocationPage() {
  const { t } = useLingui()
  const tileLayers = useQuery(siteQueries.deployment()).data?.mapLayers ?? []
  return (
    <div>
      <PageHeading>{t`Check a project location`}</PageHeading>
      <p>
        <Trans>
          See what the registry finds for a location before you start a proposal: the assessment districts, the First Nations whose traditional territory it
          touches, drainages, 1:50,000 map sheets and the closest communities. Nothing is saved or sent to anyone.
        </Trans>{' '}
        <Link to="/tools/location-file">
          <Trans>Have a shapefile, KML, GPX or GeoJSON file? Check the file.</Trans>
        </Link>
      </p>
      <LocationCheck
        renderMap={(slot) => (
          <Suspense fallback={<LocationEditorPlaceholder />}>
            <LocationEditor {...slot} tileLayers={tileLayers} />
          </Suspense>
        )}
      />
    </div>
  )
}
