// A project's location on its page: its points on the vector basemap, framed with the communities
// nearest them so the reader sees where in the territory they lie (a point alone, even at zoom 11,
// showed on nothing), and said in words under the map (LocationFacts). A single point is a circle
// of radius 20.
import 'leaflet/dist/leaflet.css'
import './map.css'
import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect } from 'react'
import { CircleMarker, MapContainer, useMap } from 'react-leaflet'
import { VectorBasemap } from './basemap'
import { boxOfPoints, fitView } from './fit-view'
import { nearestCommunities } from '../../../shared/geo/nearest-communities'
import type { NearbyCommunity } from '../../../shared/geo/nearest-communities'
import { LocationFacts, NEARBY_COMMUNITIES } from './location-facts'
import { PROJECT_PAGE_MAX_POINT_ZOOM, PROJECT_VIEW, SINGLE_POINT_RADIUS } from './map-constants'

export interface LocationMapProps {
  locations: { latitude: number; longitude: number }[]
  stageGrouping: string
}

/**
 * Frames the points before the first paint, so the map never shows the territory-wide view first.
 * Once: a project's points do not change while its page shows them, and the visitor's panning stays.
 */
function FitToLocations({ locations, communities }: Pick<LocationMapProps, 'locations'> & { communities: NearbyCommunity[] }) {
  const map = useMap()
  useLayoutEffect(() => {
    const box = boxOfPoints([...locations, ...communities])
    if (box) fitView(map, box, { maxPointZoom: PROJECT_PAGE_MAX_POINT_ZOOM })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map])
  return null
}

export default function LocationMap({ locations, stageGrouping }: LocationMapProps) {
  const { t } = useLingui()
  const single = locations.length === 1
  const communities = nearestCommunities(locations, NEARBY_COMMUNITIES)
  // MapContainer does not pass ARIA attributes to its element; the group names the map.
  return (
    <>
      <div role="group" aria-label={t`Map of the project’s location`}>
        <MapContainer className="location-map" center={PROJECT_VIEW.center} zoom={PROJECT_VIEW.zoom} scrollWheelZoom={false}>
          <VectorBasemap />
          <FitToLocations locations={locations} communities={communities} />
          {locations.map((l, i) => (
            <CircleMarker
              key={i}
              center={[l.latitude, l.longitude]}
              radius={single ? SINGLE_POINT_RADIUS : 6}
              className={`stage-marker stage-${stageGrouping}`}
            />
          ))}
        </MapContainer>
      </div>
      <LocationFacts locations={locations} communities={communities} />
    </>
  )
}
