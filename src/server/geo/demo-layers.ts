// Reference layers for a fresh install, built from the demo geography (src/server/demo/geography.ts)
// so that the look-ups answer in step with the demo projects: Yukon cut into 1:50,000-sheet cells
// (0.25° by 0.5°), each given to the nearest demo area, whose district, First Nations, drainages
// and planning region it takes; small squares for community areas and settlement-land parcels
// around the communities; rows of placer claims in the placer areas. They are labelled demo data
// wherever they answer, and importing a real layer replaces the demo one of its kind.
import type { LayerFeature, LayerKind } from '../../shared/geo/lookup.ts'
import type { LonLat } from '../../shared/geo/geometry.ts'
import { COMMUNITIES, YUKON_OUTLINE, insideYukon } from '../../shared/geo/yukon.ts'
import { AREAS } from '../demo/geography.ts'
import type { Area } from '../demo/geography.ts'
import { districtId, firstNationId } from '../demo/catalog.ts'
import { drainageBySubSub } from '../demo/drainages.ts'

const CELL_LATITUDE = 0.25
const CELL_LONGITUDE = 0.5
const CLAIMS_PER_AREA = 60
export const CLAIMS_PER_ROW = 20

type Cell = { south: number; west: number; area: Area }

const square = (west: number, south: number, east: number, north: number): LonLat[][] => [
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ],
]

const round = (value: number) => Math.round(value * 1e6) / 1e6
const cellRings = (cell: Cell) => square(round(cell.west), round(cell.south), round(cell.west + CELL_LONGITUDE), round(cell.south + CELL_LATITUDE))

function nearestArea(latitude: number, longitude: number): Area {
  let best = AREAS[0]!
  let bestDistance = Infinity
  for (const area of AREAS) {
    const dy = area.centre[0] - latitude
    const dx = (area.centre[1] - longitude) * Math.cos((latitude * Math.PI) / 180)
    const distance = dx * dx + dy * dy
    if (distance < bestDistance) [best, bestDistance] = [area, distance]
  }
  return best
}

function yukonCells(): Cell[] {
  const longitudes = YUKON_OUTLINE.map(([lon]) => lon)
  const latitudes = YUKON_OUTLINE.map(([, lat]) => lat)
  const cells: Cell[] = []
  for (let south = Math.floor(Math.min(...latitudes) / CELL_LATITUDE) * CELL_LATITUDE; south < Math.max(...latitudes); south += CELL_LATITUDE) {
    for (let west = Math.floor(Math.min(...longitudes) / CELL_LONGITUDE) * CELL_LONGITUDE; west < Math.max(...longitudes); west += CELL_LONGITUDE) {
      const latitude = south + CELL_LATITUDE / 2
      const longitude = west + CELL_LONGITUDE / 2
      if (insideYukon(latitude, longitude)) cells.push({ south, west, area: nearestArea(latitude, longitude) })
    }
  }
  return cells
}

/** One feature per group of cells, as a MultiPolygon of the cells. */
function grouped(
  kind: LayerKind,
  cells: Cell[],
  keysOf: (cell: Cell) => string[],
  feature: (key: string) => Omit<LayerFeature, 'kind' | 'geometry'>,
): LayerFeature[] {
  const groups = new Map<string, Cell[]>()
  for (const cell of cells) for (const key of keysOf(cell)) groups.set(key, [...(groups.get(key) ?? []), cell])
  return [...groups].map(([key, of]) => ({ kind, ...feature(key), geometry: { type: 'MultiPolygon', coordinates: of.map(cellRings) } }))
}

const PLACER_AREAS = AREAS.filter((a) => a.sectors.some(([sector]) => sector === 'placer'))

/**
 * The demo claims of an area (none outside the placer areas): about 500 m by 150 m, in three columns
 * of 20 about its centre, numbered from P 10000 by area; the demo's placer proposals name them.
 */
export function demoPlacerClaims(area: Area): LayerFeature[] {
  const a = PLACER_AREAS.indexOf(area)
  if (a < 0) return []
  return Array.from({ length: CLAIMS_PER_AREA }, (_, k) => {
    const south = area.centre[0] + (k % CLAIMS_PER_ROW) * 0.0015 - 0.015
    const west = area.centre[1] + Math.floor(k / CLAIMS_PER_ROW) * 0.012 - 0.018
    return {
      kind: 'placer-claims' as const,
      name: `P ${10000 + a * 100 + k}`,
      refId: null,
      properties: { CLAIM_NAME: `${area.creeks?.[k % (area.creeks.length || 1)] ?? area.name} ${k + 1}`, TENURE_STATUS: 'Active' },
      geometry: { type: 'Polygon' as const, coordinates: square(round(west), round(south), round(west + 0.01), round(south + 0.0013)) },
    }
  })
}

export function demoLayers(): Map<LayerKind, LayerFeature[]> {
  const cells = yukonCells()
  const layers = new Map<LayerKind, LayerFeature[]>()
  layers.set(
    'assessment-districts',
    grouped(
      'assessment-districts',
      cells,
      (c) => (c.area.district === 'executive' ? [] : [c.area.district]),
      (key) => ({ name: key, refId: districtId(key as Area['district']), properties: {} }),
    ),
  )
  layers.set(
    'first-nation-territories',
    grouped(
      'first-nation-territories',
      cells,
      (c) => c.area.firstNations,
      (name) => ({ name, refId: firstNationId(name), properties: {} }),
    ),
  )
  // Each area's cells are shared among its drainages from west to east.
  const drainageOfCell = new Map<Cell, string>()
  for (const area of AREAS) {
    const own = cells.filter((c) => c.area === area).sort((a, b) => a.west - b.west || a.south - b.south)
    own.forEach((cell, i) => {
      const name = area.drainages[Math.floor((i * area.drainages.length) / own.length)]
      if (name) drainageOfCell.set(cell, name)
    })
  }
  const drainageOf = (cell: Cell): string[] => (drainageOfCell.has(cell) ? [drainageOfCell.get(cell)!] : [])
  layers.set(
    'drainages',
    grouped('drainages', cells, drainageOf, (subSub) => {
      const d = drainageBySubSub(subSub)
      return {
        name: d.subSubName,
        refId: d.id,
        properties: { major: d.majorName, sub: d.subName, subSub: d.subSubName, majorFr: d.majorNameFr, subFr: d.subNameFr, subSubFr: d.subSubNameFr },
      }
    }),
  )
  layers.set(
    'planning-regions',
    grouped(
      'planning-regions',
      cells,
      (c) => (c.area.planning ? [c.area.planning.name] : []),
      (name) => ({ name, refId: null, properties: {} }),
    ),
  )
  layers.set(
    'communities',
    COMMUNITIES.map(([name, latitude, longitude]) => ({
      kind: 'communities' as const,
      name,
      refId: null,
      properties: {},
      geometry: {
        type: 'Polygon' as const,
        coordinates: square(round(longitude - 0.06), round(latitude - 0.03), round(longitude + 0.06), round(latitude + 0.03)),
      },
    })),
  )
  // Two parcels next to each community, of the First Nation of the nearest area.
  layers.set(
    'settlement-lands',
    COMMUNITIES.flatMap(([name, latitude, longitude], i) => {
      const firstNation = nearestArea(latitude, longitude).firstNations[0]
      if (!firstNation) return []
      const prefix = name.replace(/[^A-Z]/g, '') || 'X'
      return [0, 1].map((k) => ({
        kind: 'settlement-lands' as const,
        name: `${prefix}-${i + 1}${'AB'[k]}`,
        refId: null,
        properties: { firstNation, parcel: `${prefix}-${i + 1}${'AB'[k]}` },
        geometry: {
          type: 'Polygon' as const,
          coordinates: square(round(longitude + 0.07 + k * 0.05), round(latitude - 0.02), round(longitude + 0.11 + k * 0.05), round(latitude + 0.02)),
        },
      }))
    }),
  )
  layers.set('placer-claims', PLACER_AREAS.flatMap(demoPlacerClaims))
  return layers
}
