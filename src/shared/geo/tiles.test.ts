import { describe, expect, it } from 'vitest'
import { countTiles, deepestZoomWithin, downloadLimit, estimateDownload, MAX_DOWNLOAD_BYTES, tileRange, tilesInBox, tileUrl } from './tiles.ts'

const WORLD = { west: -180, south: -85.06, east: 179.999, north: 85.06 }
/** Around Whitehorse: about 25 km across. */
const WHITEHORSE = { west: -135.3, south: 60.6, east: -134.85, north: 60.85 }

describe('tileRange', () => {
  it('covers the world with 4^z tiles', () => {
    expect(tileRange(WORLD, 0)).toEqual({ z: 0, minX: 0, maxX: 0, minY: 0, maxY: 0 })
    expect(tileRange(WORLD, 2)).toEqual({ z: 2, minX: 0, maxX: 3, minY: 0, maxY: 3 })
  })

  it('finds the tile of a place as the tile services number them', () => {
    // Whitehorse at zoom 10 is tile 10/127/293 of OpenStreetMap's scheme.
    const point = { west: -135.056, south: 60.721, east: -135.056, north: 60.721 }
    expect(tileRange(point, 10)).toEqual({ z: 10, minX: 127, maxX: 127, minY: 293, maxY: 293 })
  })

  it('counts rows from the north', () => {
    const range = tileRange(WHITEHORSE, 12)
    expect(range.minY).toBeLessThan(range.maxY)
    expect(range.minX).toBeLessThan(range.maxX)
  })

  it('cuts a box past ±180° and the poles at the edges of the world', () => {
    expect(tileRange({ west: -250, south: -89, east: 250, north: 89 }, 3)).toEqual({ z: 3, minX: 0, maxX: 7, minY: 0, maxY: 7 })
  })
})

describe('tilesInBox and countTiles', () => {
  it('list every tile of each zoom once, and count them alike', () => {
    const tiles = [...tilesInBox(WHITEHORSE, 9, 13)]
    expect(tiles.length).toBe(countTiles(WHITEHORSE, 9, 13))
    expect(new Set(tiles.map((t) => `${t.z}/${t.x}/${t.y}`)).size).toBe(tiles.length)
    expect(tiles[0]!.z).toBe(9)
    expect(tiles.at(-1)!.z).toBe(13)
  })

  it('about quadruples the count with each zoom deeper', () => {
    const at = (z: number) => countTiles(WHITEHORSE, z, z)
    expect(at(14) / at(12)).toBeGreaterThan(10)
    expect(at(14) / at(12)).toBeLessThan(25)
    expect(countTiles(WORLD, 0, 3)).toBe(1 + 4 + 16 + 64)
  })

  it('counts nothing for an empty zoom range', () => {
    expect(countTiles(WHITEHORSE, 10, 9)).toBe(0)
  })
})

describe('tileUrl', () => {
  it('fills a template as Leaflet does', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', { z: 10, x: 127, y: 293 })).toBe('https://tiles.example/10/127/293.png')
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', { z: 1, x: 1, y: 0 })).toBe('https://b.tiles.example/1/1/0.png')
    expect(tileUrl('https://tiles.example/tms/{z}/{x}/{-y}.png', { z: 2, x: 1, y: 0 })).toBe('https://tiles.example/tms/2/1/3.png')
    expect(tileUrl('https://tiles.example/tile?z={z}&x={x}&y={y}&key={key}', { z: 3, x: 4, y: 5 })).toBe('https://tiles.example/tile?z=3&x=4&y=5&key={key}')
  })
})

describe('the size of a download', () => {
  const satellite = { type: 'satellite' as const, maxZoom: 18 }
  const roadmap = { type: 'roadmap' as const, maxZoom: 12 }

  it('adds up the layers, each no deeper than its own maximum zoom', () => {
    const estimate = estimateDownload(WHITEHORSE, 10, 14, [satellite, roadmap])
    expect(estimate.tiles).toBe(countTiles(WHITEHORSE, 10, 14) + countTiles(WHITEHORSE, 10, 12))
    expect(estimate.bytes).toBe(countTiles(WHITEHORSE, 10, 14) * 30_000 + countTiles(WHITEHORSE, 10, 12) * 15_000)
  })

  it('is limited by the fixed maximum or by half the room left on the device', () => {
    expect(downloadLimit(undefined)).toBe(MAX_DOWNLOAD_BYTES)
    expect(downloadLimit(10 * MAX_DOWNLOAD_BYTES)).toBe(MAX_DOWNLOAD_BYTES)
    expect(downloadLimit(50_000_000)).toBe(25_000_000)
    expect(downloadLimit(-1)).toBe(0)
  })

  it('goes as deep as the limit allows', () => {
    const limit = 20_000_000
    const deepest = deepestZoomWithin(WHITEHORSE, 9, 18, [satellite], limit)
    expect(estimateDownload(WHITEHORSE, 9, deepest, [satellite]).bytes).toBeLessThanOrEqual(limit)
    expect(estimateDownload(WHITEHORSE, 9, deepest + 1, [satellite]).bytes).toBeGreaterThan(limit)
  })

  it('stops at the deepest zoom there is, and says when not even the first zoom fits', () => {
    expect(deepestZoomWithin(WHITEHORSE, 9, 11, [satellite], MAX_DOWNLOAD_BYTES)).toBe(11)
    expect(deepestZoomWithin(WORLD, 6, 18, [satellite], 1_000_000)).toBe(5)
  })
})
