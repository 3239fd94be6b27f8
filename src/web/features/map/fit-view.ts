// How every map frames a location (spec proposals-and-accounts §9): the box of its shapes with
// 0.0025 degrees around it; a single point, whose box is tiny, is then zoomed out by 2 so the
// country around it shows. The project page also caps that zoom at 11 (public-registry §9): both
// rules hold at once, as the point is then at least 2 levels out from its box.
import { latLngBounds } from 'leaflet'
import type { Map as LeafletMap } from 'leaflet'
import type { Box } from '../../../shared/geo/geometry'
import { BOUNDS_PADDING_DEGREES, SINGLE_POINT_ZOOM_OUT } from './map-constants'

/** The box of these points (latitude, longitude), or null when there are none. */
export function boxOfPoints(points: readonly { latitude: number; longitude: number }[]): Box | null {
  if (points.length === 0) return null
  const lats = points.map((p) => p.latitude)
  const lngs = points.map((p) => p.longitude)
  return { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) }
}

export function fitView(map: LeafletMap, box: Box, { maxPointZoom = Infinity }: { maxPointZoom?: number } = {}): void {
  const p = BOUNDS_PADDING_DEGREES
  const bounds = latLngBounds([box.south - p, box.west - p], [box.north + p, box.east + p])
  if (box.south === box.north && box.west === box.east) {
    map.setView([box.south, box.west], Math.min(map.getBoundsZoom(bounds) - SINGLE_POINT_ZOOM_OUT, maxPointZoom), { animate: false })
  } else {
    map.fitBounds(bounds, { animate: false })
  }
}
