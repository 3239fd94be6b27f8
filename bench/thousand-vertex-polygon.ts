// The 1,000-vertex polygon the location look-up benchmarks ask about: across the Klondike, Stewart
// and Pelly country, touching several districts, territories and sheets.

export function thousandVertexPolygon(): { type: 'Polygon'; coordinates: [number, number][][] } {
  const ring: [number, number][] = Array.from({ length: 1000 }, (_, k) => {
    const angle = (2 * Math.PI * k) / 1000
    const radius = 1 + 0.15 * Math.sin(angle * 17)
    return [-137.5 + 2 * radius * Math.cos(angle), 63 + radius * Math.sin(angle)]
  })
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] }
}
