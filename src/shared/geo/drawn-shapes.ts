// A proposal's stored shapes as the maps draw them (web/features/map ShapesMap): each one's points
// packed [latitude, longitude, …], points not filled in left out. A point added where the person
// stood is kept as a line of one point; it is drawn as the point it is.

export interface StoredShape {
  projectLocationType: 'polygon' | 'line' | 'point'
  points: readonly { latitude: number | null; longitude: number | null }[]
}

export interface DrawnShape {
  type: 'polygon' | 'line' | 'point'
  points: Float64Array
  flagged: boolean
}

export function drawnShapes(shapes: readonly StoredShape[]): DrawnShape[] {
  return shapes.map((shape) => ({
    type: shape.points.length === 1 ? 'point' : shape.projectLocationType,
    points: Float64Array.from(shape.points.flatMap((p) => (p.latitude === null || p.longitude === null ? [] : [p.latitude, p.longitude]))),
    flagged: false,
  }))
}
