// /tools/location-file: "Check a location file". A proponent sees how the registry reads their
// shapefile, KML, GPX, GeoJSON or placer CSV (the shapes on the map, warnings, problems) before
// starting a proposal. The file is read in the browser and not sent.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { PageHeading } from '../../components/ui/page-heading'
import { siteQueries } from '../../features/site/api/site-queries'
import { LocationFileUpload } from '../../features/location-files/components/location-file-upload'
import { ShapesLookup } from '../../features/location/components/shapes-lookup'
import { ShapesMap } from '../../features/map/lazy-maps'

export const Route = createFileRoute('/tools/location-file')({
  component: CheckLocationFilePage,
})

function CheckLocationFilePage() {
  const { t } = useLingui()
  const tileLayers = useQuery(siteQueries.deployment()).data?.mapLayers ?? []
  return (
    <div>
      <PageHeading>{t`Check a location file`}</PageHeading>
      <p>
        <Trans>
          Before you start a proposal, see how the registry reads the file with your project’s location: the shapes it finds, drawn on the map, and anything
          that would keep them from being used. The file is read in your browser and is not sent anywhere.
        </Trans>
      </p>
      <LocationFileUpload
        renderMap={(shapes) => (
          <Suspense fallback={<div className="shapes-map" />}>
            <ShapesMap shapes={shapes} tileLayers={tileLayers} />
          </Suspense>
        )}
        renderLookup={(request) => <ShapesLookup request={request} />}
      />
    </div>
  )
}
