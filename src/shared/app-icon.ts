// The app's icon as shapes (the same as public/favicon.svg: a dark square, a white mountain, a
// yellow sun), drawn into RGBA pixels at any size, so the install icons are made at build time
// from this one source. Maskable icons keep the shapes inside the centre 80 %.

type Rgb = [number, number, number]
const BRAND: Rgb = [0x1d, 0x3f, 0x4f]
const SNOW: Rgb = [0xf4, 0xf7, 0xf8]
const SUN: Rgb = [0xf2, 0xb7, 0x05]
/** The mountain of the 32-unit logo. */
const MOUNTAIN: [number, number][] = [[5, 24], [13, 12], [18, 19], [21, 15], [27, 24]]

function inPolygon(x: number, y: number, ring: [number, number][]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** The colour of a point of the logo in its 32-unit square (null outside the rounded square). */
function colourAt(x: number, y: number, maskable: boolean): Rgb | null {
  // Maskable icons fill the whole square; the others have the logo's rounded corners.
  if (!maskable) {
    const r = 6
    const cx = Math.min(Math.max(x, r), 32 - r)
    const cy = Math.min(Math.max(y, r), 32 - r)
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null
  }
  // Maskable: the shapes shrink to the safe zone around the centre.
  const [u, v] = maskable ? [16 + (x - 16) / 0.8, 16 + (y - 16) / 0.8] : [x, y]
  if ((u - 23) ** 2 + (v - 9) ** 2 <= 9) return SUN
  if (inPolygon(u, v, MOUNTAIN)) return SNOW
  return BRAND
}

/** RGBA pixels of the icon, each pixel averaged over 4×4 samples for smooth edges. */
export function drawAppIcon(size: number, maskable = false): Uint8Array {
  const pixels = new Uint8Array(size * size * 4)
  const n = 4
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = colourAt(((px + (sx + 0.5) / n) / size) * 32, ((py + (sy + 0.5) / n) / size) * 32, maskable)
          if (!c) continue
          r += c[0]
          g += c[1]
          b += c[2]
          a += 1
        }
      }
      const o = (py * size + px) * 4
      if (a > 0) {
        pixels[o] = Math.round(r / a)
        pixels[o + 1] = Math.round(g / a)
        pixels[o + 2] = Math.round(b / a)
      }
      pixels[o + 3] = Math.round((a / (n * n)) * 255)
    }
  }
  return pixels
}
