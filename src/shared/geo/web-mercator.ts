// Web Mercator as Leaflet draws it (its EPSG:3857 CRS, 256-pixel tiles): where a place falls on
// the world's pixels at a zoom, and on a map's box showing a centre at a zoom. The home page draws
// its first picture of the map with these, so that Leaflet, when it takes over, draws every dot
// and name on the same pixel.

/** Web Mercator stops short of the poles. */
const MAX_LATITUDE = 85.0511287798

export interface Point {
  x: number
  y: number
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** A place's position on the whole world's pixels at a zoom: 256 × 2^zoom across, y growing southwards. */
export function worldPixel(latitude: number, longitude: number, zoom: number): Point {
  const size = 256 * 2 ** zoom
  const sin = Math.sin((clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180)
  return {
    x: size * (0.5 + longitude / 360),
    y: size * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  }
}

/**
 * Where places fall in a box of `width` × `height` pixels showing `center` at `zoom`, in the box's
 * own pixels from its top-left corner. Rounded as Leaflet rounds: its view's origin, then each
 * place on the world's pixels.
 */
export function viewProjection(
  center: readonly [latitude: number, longitude: number],
  zoom: number,
  size: { width: number; height: number },
): (latitude: number, longitude: number) => Point {
  const middle = worldPixel(center[0], center[1], zoom)
  const originX = Math.round(middle.x - size.width / 2)
  const originY = Math.round(middle.y - size.height / 2)
  return (latitude, longitude) => {
    const p = worldPixel(latitude, longitude, zoom)
    return { x: Math.round(p.x) - originX, y: Math.round(p.y) - originY }
  }
}
