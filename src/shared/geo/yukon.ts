// Yukon drawn simply, for maps that must draw with no tiles and for placing demo projects: a rough
// outline of the territory and the 17 communities the proposal form measures distances to.
// Our own approximation, good to a few kilometres; the reference layers hold the real boundaries.

/** The 17 communities the proposal form measures distances to. */
export const COMMUNITIES: [name: string, latitude: number, longitude: number][] = [
  ['Carcross', 60.17, -134.71], ['Whitehorse', 60.72, -135.06], ['Haines Junction', 60.75, -137.51], ['Destruction Bay', 61.25, -138.8],
  ['Burwash Landing', 61.35, -139.0], ['Beaver Creek', 62.38, -140.87], ['Dawson City', 64.06, -139.43], ['Mayo', 63.59, -135.9],
  ['Keno City', 63.91, -135.3], ['Stewart Crossing', 63.38, -136.68], ['Pelly Crossing', 62.82, -136.58], ['Carmacks', 62.09, -136.29],
  ['Old Crow', 67.57, -139.83], ['Watson Lake', 60.06, -128.71], ['Faro', 62.23, -133.35], ['Ross River', 61.98, -132.45], ['Teslin', 60.17, -132.72],
]

/**
 * A rough outline of Yukon (longitude, latitude): 60°N in the south, the 141st meridian in the
 * west, the St. Elias corner in the south-west, the Mackenzie and Richardson mountains in the
 * east and the Beaufort Sea coast in the north.
 */
export const YUKON_OUTLINE: [number, number][] = [
  [-141.0, 69.64], [-141.0, 60.31], [-139.07, 60.0], [-123.82, 60.0], [-125.0, 61.0], [-127.0, 61.6], [-128.3, 62.1],
  [-129.6, 62.9], [-130.0, 63.3], [-131.0, 63.9], [-132.4, 64.6], [-133.2, 65.1], [-134.0, 65.8], [-134.6, 66.3],
  [-136.1, 67.0], [-136.4, 67.6], [-136.45, 68.9], [-137.5, 69.05], [-139.1, 69.5], [-141.0, 69.64],
]

export function insideYukon(latitude: number, longitude: number): boolean {
  let inside = false
  const ring = YUKON_OUTLINE
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}
