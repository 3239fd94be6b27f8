// The basemap drawn from our own vector data, so a map always shows Yukon and its communities,
// with no tile service and no connection. (Leaflet sets a path's class only when it creates it,
// so classes go in as props, not pathOptions.)
import { CircleMarker, Pane, Polygon, Tooltip } from 'react-leaflet'
import { COMMUNITIES, YUKON_OUTLINE } from '../../../shared/geo/yukon'

const outline = YUKON_OUTLINE.map(([longitude, latitude]) => [latitude, longitude] as [number, number])

export function VectorBasemap() {
  // Its own pane under the tiles (z-index 200): a tile layer covers it, and where tiles are
  // missing (offline) Yukon still shows.
  return (
    <Pane name="basemap" style={{ zIndex: 150 }}>
      <Polygon positions={outline} className="basemap-land" interactive={false} />
      {COMMUNITIES.map(([name, latitude, longitude]) => (
        <CircleMarker key={name} center={[latitude, longitude]} radius={3} className="basemap-community" interactive={false}>
          <Tooltip permanent direction="right" offset={[4, 0]} className="basemap-label">
            {name}
          </Tooltip>
        </CircleMarker>
      ))}
    </Pane>
  )
}
