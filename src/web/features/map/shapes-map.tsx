// A file's shapes on the map before anything is sent (the "Check a location file" tool, later the
// proposal form): polygons, lines and points on the vector basemap, fitted with the spec's
// padding; shapes with a warning drawn dashed in the error colour. Polygons (and lines) of one
// kind go in one Leaflet layer each, so a file of thousands of claims is a handful of SVG paths.
// (Leaflet sets a path's class only when it creates it: each layer keeps one class for life.)
import 'leaflet/dist/leaflet.css'
import './map.css'
import './shapes-map.css'
import { useLingui } from '@lingui/react/macro'
import type { LatLngTuple } from 'leaflet'
import { useDeferredValue, useLayoutEffect, useMemo } from 'react'
import { CircleMarker, MapContainer, Polygon, Polyline, useMap } from 'react-leaflet'
import { boxOfLatLngArrays } from '../../../shared/geo/geometry'
import type { MapTileLayer } from '../../../shared/schemas/reference'
import { MapTypes, VectorBasemap } from './basemap'
import { fitView } from './fit-view'
import { PROJECT_VIEW, SINGLE_POINT_RADIUS } from './map-constants'

export interface MapShape {
  type: 'polygon' | 'line' | 'point'
  /** Latitude, longitude, latitude, longitude… */
  points: Float64Array
  flagged: boolean
}

export interface ShapesMapProps {
  shapes: MapShape[]
  /** Tile services offered as map types, from the deployment's configuration. */
  tileLayers: MapTileLayer[]
  /** What the map shows, for those who cannot see it (a file's shapes unless said). */
  label?: string
}

/** Points beyond this many are left off the map: each is its own marker. */
export const MAX_DRAWN_POINTS = 2000

const tuples = (points: Float64Array): LatLngTuple[] => Array.from({ length: points.length / 2 }, (_, i) => [points[2 * i]!, points[2 * i + 1]!])

/** Fits the view before the shapes' layers are added (a layout effect ahead of them), so Leaflet projects them once. */
function FitToShapes({ shapes }: { shapes: MapShape[] }) {
  const map = useMap()
  useLayoutEffect(() => {
    const box = boxOfLatLngArrays(shapes.map((s) => s.points))
    // No shapes (a file that could not be read): back to the form's view, not the last file's.
    if (box.south > box.north) map.setView(PROJECT_VIEW.center, PROJECT_VIEW.zoom, { animate: false })
    else fitView(map, box)
  }, [map, shapes])
  return null
}

export default function ShapesMap(props: ShapesMapProps) {
  const { t } = useLingui()
  // The shapes are drawn in a render of their own, after the page has shown what was read.
  const shapes = useDeferredValue(props.shapes)
  const layers = useMemo(() => {
    const rings = (flagged: boolean) => shapes.filter((s) => s.type === 'polygon' && s.flagged === flagged).map((s) => tuples(s.points))
    const lines = (flagged: boolean) => shapes.filter((s) => s.type === 'line' && s.flagged === flagged).map((s) => tuples(s.points))
    const points = shapes.filter((s) => s.type === 'point').slice(0, MAX_DRAWN_POINTS)
    return { polygons: rings(false), flaggedPolygons: rings(true), lines: lines(false), flaggedLines: lines(true), points }
  }, [shapes])
  const single = shapes.length === 1 && shapes[0]!.type === 'point'
  return (
    <div role="group" aria-label={props.label ?? t`Map of the file’s shapes`}>
      <MapContainer className="shapes-map" center={PROJECT_VIEW.center} zoom={PROJECT_VIEW.zoom} scrollWheelZoom={false}>
        <VectorBasemap />
        <MapTypes layers={props.tileLayers} />
        <FitToShapes shapes={shapes} />
        {layers.polygons.length > 0 && <Polygon positions={layers.polygons.map((ring) => [ring])} className="file-shape" />}
        {layers.flaggedPolygons.length > 0 && <Polygon positions={layers.flaggedPolygons.map((ring) => [ring])} className="file-shape file-shape-flagged" />}
        {layers.lines.length > 0 && <Polyline positions={layers.lines} className="file-line" />}
        {layers.flaggedLines.length > 0 && <Polyline positions={layers.flaggedLines} className="file-line file-shape-flagged" />}
        {layers.points.map((s, i) => (
          <CircleMarker key={i} center={[s.points[0]!, s.points[1]!]} radius={single ? SINGLE_POINT_RADIUS : 6} className="file-point" />
        ))}
      </MapContainer>
    </div>
  )
}
