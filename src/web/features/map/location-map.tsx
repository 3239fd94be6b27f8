// A project's location on its page: its points on the vector basemap, fitted with the spec's
// padding; a single point is a circle of radius 20 and the map zooms no closer than 11.
import 'leaflet/dist/leaflet.css'
import './map.css'
import { useLingui } from '@lingui/react/macro'
import { latLngBounds } from 'leaflet'
import { CircleMarker, MapContainer } from 'react-leaflet'
import { VectorBasemap } from './basemap'
import { BOUNDS_PADDING_DEGREES, PROJECT_VIEW, SINGLE_POINT_MAX_ZOOM, SINGLE_POINT_RADIUS } from './map-constants'

export interface LocationMapProps {
  locations: { latitude: number; longitude: number }[]
  stageGrouping: string
}

export default function LocationMap({ locations, stageGrouping }: LocationMapProps) {
  const { t } = useLingui()
  const single = locations.length === 1
  const lats = locations.map((l) => l.latitude)
  const lngs = locations.map((l) => l.longitude)
  const p = BOUNDS_PADDING_DEGREES
  const bounds = locations.length
    ? latLngBounds([Math.min(...lats) - p, Math.min(...lngs) - p], [Math.max(...lats) + p, Math.max(...lngs) + p])
    : undefined
  // MapContainer does not pass ARIA attributes to its element; the group names the map.
  return (
    <div role="group" aria-label={t`Map of the project’s location`}>
      <MapContainer
        className="location-map"
        {...(bounds ? { bounds, boundsOptions: { maxZoom: SINGLE_POINT_MAX_ZOOM } } : { center: PROJECT_VIEW.center, zoom: PROJECT_VIEW.zoom })}
        scrollWheelZoom={false}
      >
        <VectorBasemap />
        {locations.map((l, i) => (
          <CircleMarker key={i} center={[l.latitude, l.longitude]} radius={single ? SINGLE_POINT_RADIUS : 6} className={`stage-marker stage-${stageGrouping}`} />
        ))}
      </MapContainer>
    </div>
  )
}
