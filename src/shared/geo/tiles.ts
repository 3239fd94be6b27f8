// Web Mercator map tiles (the scheme of Leaflet and of every tile service MAP_TILE_LAYERS names):
// which tiles cover an area at each zoom, their addresses, and how much a download of them would
// weigh. Shared by the map's "Download this map area" and by the service worker, which serves the
// tiles a visitor downloaded from a cache of their own.
import type { MapTileLayer } from '../schemas/reference.ts'
import type { Box } from './geometry.ts'
import { worldPixel } from './web-mercator.ts'

/** Tiles the visitor downloaded on purpose: kept until they delete them. */
export const SAVED_TILES_CACHE = 'map-tiles-saved'
/** Tiles seen while browsing: least recently used dropped first, dropped whole when storage runs out. */
export const BROWSED_TILES_CACHE = 'map-tiles'

/** A download may take at most this much space (and never more than the device has free). */
export const MAX_DOWNLOAD_BYTES = 200_000_000

/**
 * What a tile weighs on average, for the estimate shown before a download starts: photos (JPEG)
 * weigh more than drawn maps (PNG), and few tiles of Yukon are empty. The download itself counts
 * the real sizes and stops at the limit.
 */
export const AVERAGE_TILE_BYTES: Record<MapTileLayer['type'], number> = {
  roadmap: 15_000,
  terrain: 20_000,
  satellite: 30_000,
  hybrid: 35_000,
}

export interface Tile {
  x: number
  y: number
  z: number
}

/** The tiles of one zoom covering a box, inclusive; y grows southwards. */
export interface TileRange {
  z: number
  minX: number
  maxX: number
  minY: number
  maxY: number
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

const tileX = (longitude: number, zoom: number) => clamp(Math.floor(worldPixel(0, longitude, zoom).x / 256), 0, 2 ** zoom - 1)
const tileY = (latitude: number, zoom: number) => clamp(Math.floor(worldPixel(latitude, 0, zoom).y / 256), 0, 2 ** zoom - 1)

/** The tiles covering a box at one zoom. A box past ±180° (a map zoomed out over the world's copies) is cut at them. */
export function tileRange(box: Box, zoom: number): TileRange {
  return { z: zoom, minX: tileX(box.west, zoom), maxX: tileX(box.east, zoom), minY: tileY(box.north, zoom), maxY: tileY(box.south, zoom) }
}

export const tilesInRange = (range: TileRange) => (range.maxX - range.minX + 1) * (range.maxY - range.minY + 1)

/** Every tile covering a box from one zoom to another, zoom by zoom. */
export function* tilesInBox(box: Box, fromZoom: number, toZoom: number): Generator<Tile> {
  for (let z = fromZoom; z <= toZoom; z++) {
    const range = tileRange(box, z)
    for (let y = range.minY; y <= range.maxY; y++) for (let x = range.minX; x <= range.maxX; x++) yield { x, y, z }
  }
}

export function countTiles(box: Box, fromZoom: number, toZoom: number): number {
  let count = 0
  for (let z = fromZoom; z <= toZoom; z++) count += tilesInRange(tileRange(box, z))
  return count
}

/**
 * A tile's address from a Leaflet URL template, as Leaflet itself fills it in (with its default
 * options), so that a downloaded tile is found again under the address the map asks for: {s} is one
 * of the subdomains a, b, c chosen by the tile, {r} is empty (no retina tiles), {-y} counts rows
 * from the south (TMS).
 */
export function tileUrl(template: string, tile: Tile): string {
  const values: Record<string, string> = {
    x: String(tile.x),
    y: String(tile.y),
    '-y': String(2 ** tile.z - 1 - tile.y),
    z: String(tile.z),
    s: 'abc'[Math.abs(tile.x + tile.y) % 3]!,
    r: '',
  }
  return template.replace(/\{ *([\w-]+) *\}/g, (whole, key: string) => values[key] ?? whole)
}

export interface DownloadEstimate {
  tiles: number
  bytes: number
}

/** The tiles and estimated bytes of a download of these layers, each no deeper than its own maximum zoom. */
export function estimateDownload(box: Box, fromZoom: number, toZoom: number, layers: readonly Pick<MapTileLayer, 'type' | 'maxZoom'>[]): DownloadEstimate {
  let tiles = 0
  let bytes = 0
  for (const layer of layers) {
    const count = countTiles(box, fromZoom, Math.min(toZoom, layer.maxZoom))
    tiles += count
    bytes += count * AVERAGE_TILE_BYTES[layer.type]
  }
  return { tiles, bytes }
}

/** The limit of one download: the fixed maximum, or less when the device has less room (half of it, leaving room for the rest of the app). */
export function downloadLimit(freeBytes: number | undefined): number {
  return freeBytes === undefined ? MAX_DOWNLOAD_BYTES : Math.max(0, Math.min(MAX_DOWNLOAD_BYTES, Math.floor(freeBytes / 2)))
}

/**
 * The deepest zoom, from `fromZoom` up to `maxZoom`, whose download stays within the limit;
 * `fromZoom - 1` when even the area's own zoom does not fit.
 */
export function deepestZoomWithin(
  box: Box,
  fromZoom: number,
  maxZoom: number,
  layers: readonly Pick<MapTileLayer, 'type' | 'maxZoom'>[],
  limitBytes: number,
): number {
  let zoom = fromZoom - 1
  while (zoom < maxZoom && estimateDownload(box, fromZoom, zoom + 1, layers).bytes <= limitBytes) zoom += 1
  return zoom
}
