// National Topographic System sheets at 1:50,000, computed from the grid rules rather than looked
// up in a layer (spec §7 "Reference map sheets"), for the west of Canada where Yukon lies:
// - 1:1,000,000 blocks of 4° of latitude by 8° of longitude counted from 40°N and 144°W; the
//   number is (11 − column) followed by the row, so 60–64°N, 128–136°W is 105;
// - 1:250,000 sheets lettered in rows from the south: 1° by 2° south of 68°N (D C B A / E F G H /
//   L K J I / M N O P, west to east), 1° by 4° from 68° to 80°N (B A / C D / F E / G H);
// - 1:50,000 sheets, each 1:250,000 sheet cut 4 by 4, numbered in rows from the south:
//   04 03 02 01 / 05 06 07 08 / 12 11 10 09 / 13 14 15 16.

const ORIGIN_LATITUDE = 40
const ORIGIN_LONGITUDE = -144
const BLOCK_LATITUDE = 4
const BLOCK_LONGITUDE = 8
/** Beyond this the numbering is not the one above (eastern Canada, the high Arctic). */
const COVERED = { south: 40, north: 80, west: -144, east: -88 }

const LETTERS_SOUTH = ['DCBA', 'EFGH', 'LKJI', 'MNOP']
const LETTERS_NORTH = ['BA', 'CD', 'FE', 'GH']
const SHEETS_50K = [
  [4, 3, 2, 1],
  [5, 6, 7, 8],
  [12, 11, 10, 9],
  [13, 14, 15, 16],
]

/** Width in degrees of longitude of a 1:250,000 sheet at this latitude. */
const sheetWidth = (latitude: number) => (latitude >= 68 ? 4 : 2)

/** Small enough to land inside the cell a coordinate on a grid line starts. */
const EPSILON = 1e-9

export function ntsCovers(latitude: number, longitude: number): boolean {
  return latitude >= COVERED.south && latitude < COVERED.north && longitude >= COVERED.west && longitude < COVERED.east
}

/** The 1:50,000 sheet containing the point, as "105D/11"; undefined outside the area the rules cover. */
export function ntsSheet(latitude: number, longitude: number): string | undefined {
  if (!ntsCovers(latitude, longitude)) return undefined
  const row = Math.floor((latitude - ORIGIN_LATITUDE) / BLOCK_LATITUDE + EPSILON)
  const column = Math.floor((longitude - ORIGIN_LONGITUDE) / BLOCK_LONGITUDE + EPSILON)
  const block = `${11 - column}${row}`
  const blockSouth = ORIGIN_LATITUDE + row * BLOCK_LATITUDE
  const blockWest = ORIGIN_LONGITUDE + column * BLOCK_LONGITUDE
  const width = sheetWidth(latitude)
  const sheetRow = Math.floor(latitude - blockSouth + EPSILON)
  const sheetColumn = Math.floor((longitude - blockWest) / width + EPSILON)
  const letters = (latitude >= 68 ? LETTERS_NORTH : LETTERS_SOUTH)[sheetRow]!
  const letter = letters[sheetColumn]!
  const sheetSouth = blockSouth + sheetRow
  const sheetWest = blockWest + sheetColumn * width
  const row50 = Math.floor((latitude - sheetSouth) / 0.25 + EPSILON)
  const column50 = Math.floor((longitude - sheetWest) / (width / 4) + EPSILON)
  const number = SHEETS_50K[row50]![column50]!
  return `${block}${letter}/${String(number).padStart(2, '0')}`
}

export interface Cell {
  south: number
  west: number
  north: number
  east: number
}

/**
 * The 1:50,000 sheet cells overlapping a bounding box, each with its sheet name: the candidates a
 * shape may touch (the caller keeps those the shape really touches).
 */
export function ntsCellsInBox(box: Cell): (Cell & { sheet: string })[] {
  const cells: (Cell & { sheet: string })[] = []
  const south = Math.max(box.south, COVERED.south)
  const north = Math.min(box.north, COVERED.north - EPSILON)
  for (let lat = Math.floor(south * 4) / 4; lat <= north; lat += 0.25) {
    const width = sheetWidth(lat) / 4
    const west = Math.max(box.west, COVERED.west)
    const east = Math.min(box.east, COVERED.east - EPSILON)
    for (let lon = ORIGIN_LONGITUDE + Math.floor((west - ORIGIN_LONGITUDE) / width) * width; lon <= east; lon += width) {
      const sheet = ntsSheet(lat + 0.125, lon + width / 2)
      if (sheet) cells.push({ south: lat, west: lon, north: lat + 0.25, east: lon + width, sheet })
    }
  }
  return cells
}
