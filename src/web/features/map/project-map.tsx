// The home page's interactive map: projects as dots coloured by stage group, or, at 500 results and
// more, bubbles with the number of projects in each assessment district, and "Search this map area"
// once the visitor has moved the map. Loaded when the visitor reaches for the map's first picture
// (home-map.tsx), which holds the legend and the download button around it.
import 'leaflet/dist/leaflet.css'
import './map.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { divIcon } from 'leaflet'
import type { LatLngBounds, Map as LeafletMap } from 'leaflet'
import { memo, useEffect, useMemo, useState } from 'react'
import { CircleMarker, MapContainer, Marker, Popup, useMapEvents } from 'react-leaflet'
import type { MapTileLayer } from '../../../shared/schemas/reference'
import type { StageGroup } from '../../../shared/domain/stages'
import { InternalLink } from '../../components/ui/internal-link'
import { useAfterPaint } from '../../components/ui/use-after-paint'
import { MapTypes, VectorBasemap } from './basemap'
import { HOME_VIEW } from './map-constants'
import { BUBBLE_MARGIN, BUBBLE_SIZE, PROJECT_DOT_RADIUS } from './picture-geometry'

export interface MapProject {
  projectId: string
  projectNumber: string
  title: string
  stageGrouping: StageGroup
  locations: { latitude: number; longitude: number }[]
}

export interface DistrictBubble {
  assessmentDistrictId: string
  name: string
  count: number
  latitude: number
  longitude: number
}

export interface MapArea {
  west: number
  south: number
  east: number
  north: number
}

export interface ProjectMapProps {
  projects: MapProject[]
  /** Tile services offered as map types, from the deployment's configuration. */
  tileLayers: MapTileLayer[]
  /** Shown instead of the projects when set. */
  bubbles?: DistrictBubble[]
  onSearchArea: (area: MapArea) => void
  onDistrict: (assessmentDistrictId: string) => void
  /** Once the map and its layers are drawn: it can take the picture's place. */
  onReady: (map: LeafletMap) => void
}

function MovedWatcher({ onMoved }: { onMoved: (bounds: LatLngBounds) => void }) {
  useMapEvents({
    // Only moves the visitor makes: drags and zooms, not the first layout.
    dragend: (event) => onMoved(event.target.getBounds()),
    zoomend: (event) => onMoved(event.target.getBounds()),
  })
  return null
}

function ProjectMap({ projects, tileLayers, bubbles, onSearchArea, onDistrict, onReady }: ProjectMapProps) {
  const { t, i18n } = useLingui()
  const [moved, setMoved] = useState<LatLngBounds | null>(null)
  const [map, setMap] = useState<LeafletMap | null>(null)
  // The map, then its layers, each in a task of its own after the page around it is drawn: made in
  // one go, they were the home page's longest task (some 350 ms on a slow phone).
  const mapTime = useAfterPaint()
  const layersTime = useAfterPaint(map !== null)
  const drawn = useAfterPaint(layersTime)
  useEffect(() => {
    if (drawn && map) onReady(map)
  }, [drawn, map, onReady])
  // Made again only for new projects or bubbles: the map draws again as it learns its own size, and
  // new elements would move every marker to where it already is.
  const bubbleAreas = useMemo(() => bubbles?.map((b) => ({ latitude: b.latitude, longitude: b.longitude, radius: BUBBLE_SIZE / 2 + BUBBLE_MARGIN })), [bubbles])
  const markers = useMemo(
    () =>
      bubbles
        ? bubbles.map((b) => (
            <Marker
              key={b.assessmentDistrictId}
              position={[b.latitude, b.longitude]}
              icon={divIcon({ className: 'district-bubble', html: `<span>${i18n.number(b.count)}</span>`, iconSize: [BUBBLE_SIZE, BUBBLE_SIZE] })}
              title={t`${b.name}: ${b.count} projects`}
              eventHandlers={{ click: () => onDistrict(b.assessmentDistrictId) }}
            />
          ))
        : projects.flatMap((p) =>
            p.locations.map((l, i) => (
              <CircleMarker
                key={`${p.projectId}-${i}`}
                center={[l.latitude, l.longitude]}
                radius={PROJECT_DOT_RADIUS}
                className={`stage-marker stage-${p.stageGrouping}`}
              >
                <Popup>
                  <strong>{p.projectNumber}</strong>
                  <br />
                  <InternalLink href={`/projects/${p.projectId}`}>{p.title}</InternalLink>
                </Popup>
              </CircleMarker>
            )),
          ),
    [bubbles, projects, i18n, t, onDistrict],
  )
  return (
    <>
      {mapTime ? (
        <MapContainer ref={setMap} center={HOME_VIEW.center} zoom={HOME_VIEW.zoom} className="project-map-canvas" minZoom={3}>
          {layersTime && (
            <>
              <VectorBasemap keepClearOf={bubbleAreas} />
              <MapTypes layers={tileLayers} />
              <MovedWatcher onMoved={setMoved} />
              {markers}
            </>
          )}
        </MapContainer>
      ) : (
        <div className="project-map-canvas" />
      )}
      {moved && (
        <button
          type="button"
          className="map-search-area"
          onClick={() => {
            onSearchArea({ west: moved.getWest(), south: moved.getSouth(), east: moved.getEast(), north: moved.getNorth() })
            setMoved(null)
          }}
        >
          <Trans>Search this map area</Trans>
        </button>
      )}
    </>
  )
}

/** Drawn again only when its inputs change (the home page keeps them the same objects until then). */
export default memo(ProjectMap)
