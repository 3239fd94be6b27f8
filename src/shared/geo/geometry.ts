// Plane geometry on longitude/latitude, enough for the location look-ups: shapes broken into points,
// lines and polygons, their bounding boxes, point in polygon and intersection. Coordinates follow
// GeoJSON: [longitude, latitude].

export type LonLat = [longitude: number, latitude: number]

export type SimpleGeometry =
  | { type: 'Point'; coordinates: LonLat }
  | { type: 'LineString'; coordinates: LonLat[] }
  /** Outer ring first, then holes; rings closed (last point repeats the first). */
  | { type: 'Polygon'; coordinates: LonLat[][] }

export interface Box {
  west: number
  south: number
  east: number
  north: number
}

export function boxOf(points: Iterable<LonLat>): Box {
  let west = Infinity
  let south = Infinity
  let east = -Infinity
  let north = -Infinity
  for (const [lon, lat] of points) {
    if (lon < west) west = lon
    if (lon > east) east = lon
    if (lat < south) south = lat
    if (lat > north) north = lat
  }
  return { west, south, east, north }
}

/** The box of shapes held as flat arrays of latitude, longitude, latitude, longitude… (as maps draw them). */
export function boxOfLatLngArrays(arrays: Iterable<Float64Array>): Box {
  let west = Infinity
  let south = Infinity
  let east = -Infinity
  let north = -Infinity
  for (const points of arrays) {
    for (let i = 0; i < points.length; i += 2) {
      south = Math.min(south, points[i]!)
      north = Math.max(north, points[i]!)
      west = Math.min(west, points[i + 1]!)
      east = Math.max(east, points[i + 1]!)
    }
  }
  return { west, south, east, north }
}

export function pointsOf(geometry: SimpleGeometry): LonLat[] {
  if (geometry.type === 'Point') return [geometry.coordinates]
  if (geometry.type === 'LineString') return geometry.coordinates
  return geometry.coordinates.flat()
}

/**
 * Whether a list holds at least `wanted` different items, compared with `same` (a handful wanted:
 * each item is compared with those found so far, with no text made per item).
 */
export function hasDistinct<T>(items: Iterable<T>, wanted: number, same: (a: T, b: T) => boolean): boolean {
  const found: T[] = []
  for (const item of items) {
    if (found.length >= wanted) break
    if (!found.some((f) => same(f, item))) found.push(item)
  }
  return found.length >= wanted
}

export const sameLonLat = (a: LonLat, b: LonLat) => a[0] === b[0] && a[1] === b[1]

export const boxesOverlap = (a: Box, b: Box) => a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north

/** Inside the outer ring and outside every hole; a point on an edge counts as inside. */
export function pointInPolygon(point: LonLat, rings: LonLat[][]): boolean {
  const [outer, ...holes] = rings
  if (!outer || !inRing(point, outer)) return false
  return holes.every((hole) => !inRing(point, hole) || onRing(point, hole))
}

function inRing([x, y]: LonLat, ring: LonLat[]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (onSegment([x, y], ring[j]!, ring[i]!)) return true
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

function onRing(point: LonLat, ring: LonLat[]): boolean {
  for (let i = 1; i < ring.length; i++) if (onSegment(point, ring[i - 1]!, ring[i]!)) return true
  return false
}

const cross = (o: LonLat, a: LonLat, b: LonLat) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

function onSegment(p: LonLat, a: LonLat, b: LonLat): boolean {
  return cross(a, b, p) === 0 && Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1])
}

/** Whether two segments share a point (touching counts). */
export function segmentsIntersect(a: LonLat, b: LonLat, c: LonLat, d: LonLat): boolean {
  const d1 = cross(c, d, a)
  const d2 = cross(c, d, b)
  const d3 = cross(a, b, c)
  const d4 = cross(a, b, d)
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  return (d1 === 0 && onSegment(a, c, d)) || (d2 === 0 && onSegment(b, c, d)) || (d3 === 0 && onSegment(c, a, b)) || (d4 === 0 && onSegment(d, a, b))
}

export interface Segment {
  a: LonLat
  b: LonLat
  box: Box
}

export function segmentsOf(geometry: SimpleGeometry): Segment[] {
  const lines = geometry.type === 'Point' ? [] : geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates
  const segments: Segment[] = []
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1]!
      const b = line[i]!
      segments.push({ a, b, box: boxOf([a, b]) })
    }
  }
  return segments
}

/** A polygon made ready for many intersection tests: its box and its edges. */
export interface PreparedPolygon {
  rings: LonLat[][]
  box: Box
  edges: Segment[]
}

export function preparePolygon(rings: LonLat[][]): PreparedPolygon {
  return { rings, box: boxOf(rings[0] ?? []), edges: segmentsOf({ type: 'Polygon', coordinates: rings }) }
}

/** A shape made ready for many intersection tests. */
export interface PreparedShape {
  geometry: SimpleGeometry
  box: Box
  edges: Segment[]
}

export function prepareShape(geometry: SimpleGeometry): PreparedShape {
  return { geometry, box: boxOf(pointsOf(geometry)), edges: segmentsOf(geometry) }
}

/** Whether a shape (point, line or polygon) and a polygon share any point. */
export function shapeIntersectsPolygon(shape: PreparedShape, polygon: PreparedPolygon): boolean {
  if (!boxesOverlap(shape.box, polygon.box)) return false
  const { geometry } = shape
  // A vertex of the shape inside the polygon (most vertices of a large shape fall outside a small polygon's box).
  const { west, south, east, north } = polygon.box
  for (const point of geometry.type === 'Point' ? [geometry.coordinates] : geometry.type === 'LineString' ? geometry.coordinates : geometry.coordinates[0]!) {
    const [x, y] = point
    if (x >= west && x <= east && y >= south && y <= north && pointInPolygon(point, polygon.rings)) return true
  }
  if (geometry.type === 'Point') return false
  // The polygon inside a polygon shape.
  if (geometry.type === 'Polygon' && pointInPolygon(polygon.rings[0]![0]!, geometry.coordinates)) return true
  // Edges crossing, counting only the edges near the other's box.
  const theirs = polygon.edges.filter((e) => boxesOverlap(e.box, shape.box))
  if (theirs.length === 0) return false
  for (const mine of shape.edges) {
    if (!boxesOverlap(mine.box, polygon.box)) continue
    for (const other of theirs) if (boxesOverlap(mine.box, other.box) && segmentsIntersect(mine.a, mine.b, other.a, other.b)) return true
  }
  return false
}

/** Whether the box and the shape share any point. */
export function shapeIntersectsBox(shape: PreparedShape, box: Box): boolean {
  const rectangle = preparePolygon([
    [
      [box.west, box.south],
      [box.east, box.south],
      [box.east, box.north],
      [box.west, box.north],
      [box.west, box.south],
    ],
  ])
  return shapeIntersectsPolygon(shape, rectangle)
}
