// Yukon drawn simply, for maps that must draw with no tiles and for placing demo projects: a rough
// outline of the territory and the 17 communities the proposal form measures distances to.
// The outline is our own approximation, good to a few kilometres (the reference layers hold the
// real boundaries); the communities are placed to about 10 m, as distances are reported to 0.1 km.

/** The 17 communities the proposal form measures distances to. */
export const COMMUNITIES: [name: string, latitude: number, longitude: number][] = [
  ['Carcross', 60.1694, -134.701],
  ['Whitehorse', 60.727, -135.074],
  ['Haines Junction', 60.7559, -137.504],
  ['Destruction Bay', 61.2542, -138.807],
  ['Burwash Landing', 61.3542, -138.994],
  ['Beaver Creek', 62.3833, -140.875],
  ['Dawson City', 64.0625, -139.431],
  ['Mayo', 63.5931, -135.896],
  ['Keno City', 63.9083, -135.303],
  ['Stewart Crossing', 63.3675, -136.679],
  ['Pelly Crossing', 62.8198, -136.574],
  ['Carmacks', 62.0888, -136.284],
  ['Old Crow', 67.5729, -139.829],
  ['Watson Lake', 60.0639, -128.706],
  ['Faro', 62.2274, -133.35],
  ['Ross River', 61.9779, -132.449],
  ['Teslin', 60.1683, -132.719],
]

/**
 * A rough outline of Yukon (longitude, latitude): 60°N in the south, the 141st meridian in the
 * west, the St. Elias corner in the south-west, the Mackenzie and Richardson mountains in the
 * east and the Beaufort Sea coast in the north.
 */
export const YUKON_OUTLINE: [number, number][] = [
  [-141.0, 69.64],
  [-141.0, 60.31],
  [-139.07, 60.0],
  [-123.82, 60.0],
  [-125.0, 61.0],
  [-127.0, 61.6],
  [-128.3, 62.1],
  [-129.6, 62.9],
  [-130.0, 63.3],
  [-131.0, 63.9],
  [-132.4, 64.6],
  [-133.2, 65.1],
  [-134.0, 65.8],
  [-134.6, 66.3],
  [-136.1, 67.0],
  [-136.4, 67.6],
  [-136.45, 68.9],
  [-137.5, 69.05],
  [-139.1, 69.5],
  [-141.0, 69.64],
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
