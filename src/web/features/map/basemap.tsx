// The basemap drawn from our own vector data, so a map always shows Yukon and its communities,
// with no tile service and no connection. (Leaflet sets a path's class only when it creates it,
// so classes go in as props, not pathOptions.)
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { divIcon } from 'leaflet'
import { useMemo } from 'react'
import { CircleMarker, LayerGroup, LayersControl, Marker, Pane, Polygon, TileLayer } from 'react-leaflet'
import { COMMUNITIES, YUKON_OUTLINE } from '../../../shared/geo/yukon'
import type { MapTileLayer } from '../../../shared/schemas/reference'

const outline = YUKON_OUTLINE.map(([longitude, latitude]) => [latitude, longitude] as [number, number])

/**
 * A community's name to the right of its dot. A marker, not a permanent tooltip: Leaflet measures
 * a tooltip's size to place it, which lays the page out once per name as the map opens.
 */
function CommunityName({ name, position }: { name: string; position: [number, number] }) {
  const icon = useMemo(() => {
    const text = document.createElement('span')
    text.textContent = name
    return divIcon({ className: 'basemap-label', html: text, iconSize: undefined, iconAnchor: [-4, 0] })
  }, [name])
  // In the tooltip pane: inside the basemap's own pane the land would cover the names.
  return <Marker position={position} icon={icon} pane="tooltipPane" interactive={false} keyboard={false} />
}

export function VectorBasemap() {
  // Its own pane under the tiles (z-index 200): a tile layer covers it, and where tiles are
  // missing (offline) Yukon still shows.
  return (
    <Pane name="basemap" style={{ zIndex: 150 }}>
      <Polygon positions={outline} className="basemap-land" interactive={false} />
      {COMMUNITIES.map(([name, latitude, longitude]) => (
        <CircleMarker key={name} center={[latitude, longitude]} radius={3} className="basemap-community" interactive={false} />
      ))}
      {COMMUNITIES.map(([name, latitude, longitude]) => (
        <CommunityName key={name} name={name} position={[latitude, longitude]} />
      ))}
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
