// The basemap drawn from our own vector data, so a map always shows Yukon and its communities,
// with no tile service and no connection. (Leaflet sets a path's class only when it creates it,
// so classes go in as props, not pathOptions.)
import './map-drawing.css'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { divIcon } from 'leaflet'
import { useEffect, useMemo } from 'react'
import { CircleMarker, LayerGroup, LayersControl, Marker, Pane, Polygon, TileLayer, useMap } from 'react-leaflet'
import { COMMUNITIES, YUKON_OUTLINE } from '../../../shared/geo/yukon'
import type { MapTileLayer } from '../../../shared/schemas/reference'
import { placeLabels } from './label-placement'
import { COMMUNITY_DOT_RADIUS } from './picture-geometry'

const outline = YUKON_OUTLINE.map(([longitude, latitude]) => [latitude, longitude] as [number, number])

/**
 * A community's name beside its dot. A marker, not a permanent tooltip: Leaflet measures a
 * tooltip's size to place it, which lays the page out once per name as the map opens.
 */
function CommunityName({ label, position }: { label: HTMLElement; position: [number, number] }) {
  const icon = useMemo(() => divIcon({ className: 'basemap-label', html: label, iconSize: undefined, iconAnchor: [0, 0] }), [label])
  // In the tooltip pane: inside the basemap's own pane the land would cover the names, and above
  // the markers a name stays readable where it cannot move clear of them.
  return <Marker position={position} icon={icon} pane="tooltipPane" interactive={false} keyboard={false} />
}

/** Moves each name, at every zoom and move, to a place around its dot that the round markers leave free. */
function NamesClearOf({ labels, markers }: { labels: HTMLElement[]; markers: RoundMarker[] }) {
  const map = useMap()
  useEffect(() => {
    const place = () => {
      // All sizes first, then all moves: one layout.
      const boxes = COMMUNITIES.map(([, latitude, longitude], i) => ({
        dot: map.latLngToContainerPoint([latitude, longitude]),
        width: labels[i]!.offsetWidth,
        height: labels[i]!.offsetHeight,
      }))
      const circles = markers.map((m) => ({ centre: map.latLngToContainerPoint([m.latitude, m.longitude]), radius: m.radius }))
      const size = map.getSize()
      placeLabels(boxes, circles, { width: size.x, height: size.y }).forEach((offset, i) => {
        labels[i]!.style.transform = `translate(${offset.x}px, ${offset.y}px)`
      })
    }
    place()
    // After a zoom the bubbles are elsewhere around the names; after a move, the map's edges.
    map.on('moveend', place)
    return () => {
      map.off('moveend', place)
      for (const label of labels) label.style.transform = ''
    }
  }, [map, labels, markers])
  return null
}

/** A round marker of this radius (pixels) that community names keep clear of. */
export interface RoundMarker {
  latitude: number
  longitude: number
  radius: number
}

/** keepClearOf: round markers (the district bubbles) whose places the community names avoid. */
export function VectorBasemap({ keepClearOf }: { keepClearOf?: RoundMarker[] }) {
  const labels = useMemo(
    () =>
      COMMUNITIES.map(([name]) => {
        const text = document.createElement('span')
        text.textContent = name
        return text
      }),
    [],
  )
  // Its own pane under the tiles (z-index 200): a tile layer covers it, and where tiles are
  // missing (offline) Yukon still shows.
  return (
    <Pane name="basemap" style={{ zIndex: 150 }}>
      <Polygon positions={outline} className="basemap-land" interactive={false} />
      {COMMUNITIES.map(([name, latitude, longitude]) => (
        <CircleMarker key={name} center={[latitude, longitude]} radius={COMMUNITY_DOT_RADIUS} className="basemap-community" interactive={false} />
      ))}
      {COMMUNITIES.map(([name, latitude, longitude], i) => (
        <CommunityName key={name} label={labels[i]!} position={[latitude, longitude]} />
      ))}
      {keepClearOf && keepClearOf.length > 0 && <NamesClearOf labels={labels} markers={keepClearOf} />}
    </Pane>
  )
}

export const MAP_TYPE_NAMES: Record<MapTileLayer['type'], MessageDescriptor> = {
  roadmap: msg`Roadmap`,
  terrain: msg`Terrain`,
  satellite: msg`Satellite`,
  hybrid: msg`Hybrid`,
}

/** The map types: "Map" (our own basemap, no connection needed) and each tile service the deployment configures. */
export function MapTypes({ layers }: { layers: MapTileLayer[] }) {
  const { t, i18n } = useLingui()
  if (layers.length === 0) return null
  return (
    <LayersControl position="topright">
      <LayersControl.BaseLayer checked name={t`Map`}>
        <LayerGroup />
      </LayersControl.BaseLayer>
      {layers.map((layer) => (
        <LayersControl.BaseLayer key={layer.type} name={i18n._(MAP_TYPE_NAMES[layer.type])}>
          {/* Asked with CORS: the service worker keeps only tiles it can read and measure (sw/map-tiles.ts). */}
          <TileLayer url={layer.url} attribution={layer.attribution} maxZoom={layer.maxZoom} crossOrigin />
        </LayersControl.BaseLayer>
      ))}
    </LayersControl>
  )
}
