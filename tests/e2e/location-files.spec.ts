// "Check a location file": each kind of file is read in the browser's worker and its shapes drawn
// on the map before anything is sent; flagged shapes and broken files show the messages.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import * as files from '../factories/location-files'

type Upload = { name: string; data: Uint8Array | string }

/** Playwright takes file contents as a Node Buffer; this type check has no Node types, the runner has Node. */
const NodeBuffer = (globalThis as unknown as { Buffer: { from(bytes: Uint8Array): unknown } }).Buffer
const payload = (u: Upload) => ({
  name: u.name,
  mimeType: 'application/octet-stream',
  buffer: NodeBuffer.from(typeof u.data === 'string' ? files.encode(u.data) : u.data),
})

class LocationFileTool {
  readonly input: Locator
  readonly result: Locator
  readonly problem: Locator
  readonly map: Locator
  readonly shapes: Locator

  constructor(readonly page: Page) {
    this.input = page.getByLabel('Location file')
    this.result = page.getByTestId('location-file-result')
    this.problem = page.getByRole('alert')
    this.map = page.getByRole('group', { name: 'Map of the file’s shapes' })
    this.shapes = page.getByRole('table', { name: 'Shapes in the file' })
  }

  async open() {
    await this.page.goto('/tools/location-file')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Check a location file' })).toBeVisible()
    await expect(this.map.locator('.leaflet-container')).toBeVisible()
  }

  async choose(...uploads: Upload[]) {
    await this.input.setInputFiles(uploads.map(payload))
  }

  drawn(kind: 'file-shape' | 'file-line' | 'file-point' | 'file-shape-flagged'): Locator {
    return this.map.locator(`path.${kind}`)
  }
}

let tool: LocationFileTool
test.beforeEach(async ({ page }) => {
  tool = new LocationFileTool(page)
  await tool.open()
})

test.describe('check a location file: each kind is drawn on the map', () => {
  test('a zipped shapefile', async () => {
    await tool.choose({ name: 'claims.zip', data: await files.shapefileZip() })
    await expect(tool.result).toContainText('3 shapes read from the shapefile.')
    await expect(tool.drawn('file-shape')).toHaveCount(1)
    await expect(tool.shapes.getByRole('row')).toHaveCount(4)
    await expect(tool.shapes).toContainText('Claim 2')
  })

  test('loose .shp, .dbf and .prj files chosen together', async () => {
    const parts = await files.shapefileParts()
    await tool.choose({ name: 'claims.shp', data: parts.shp }, { name: 'claims.dbf', data: parts.dbf }, { name: 'claims.prj', data: parts.prj })
    await expect(tool.result).toContainText('3 shapes read from the shapefile.')
    await expect(tool.drawn('file-shape')).toBeVisible()
  })

  test('KML with folders and a multi-geometry, its hole left out with a warning', async () => {
    await tool.choose({ name: 'area.kml', data: files.kmlText() })
    await expect(tool.result).toContainText('3 shapes read from the KML file.')
    await expect(tool.result).toContainText('1 hole was left out: a location is the outline of each polygon.')
    await expect(tool.drawn('file-shape')).toBeVisible()
    await expect(tool.drawn('file-line')).toBeVisible()
    await expect(tool.drawn('file-point')).toBeVisible()
  })

  test('KMZ', async () => {
    await tool.choose({ name: 'area.kmz', data: await files.kmzBytes() })
    await expect(tool.result).toContainText('3 shapes read from the KMZ file.')
    await expect(tool.drawn('file-shape')).toBeVisible()
  })

  test('GPX tracks, routes and waypoints', async () => {
    await tool.choose({ name: 'walk.gpx', data: files.gpxText() })
    await expect(tool.result).toContainText('4 shapes read from the GPX file.')
    await expect(tool.drawn('file-line')).toBeVisible()
    await expect(tool.drawn('file-point')).toBeVisible()
    await expect(tool.shapes).toContainText('Trailhead')
  })

  test('GeoJSON, with what the registry finds for it', async ({ page }) => {
    await tool.choose({ name: 'claims.geojson', data: JSON.stringify(files.claimsGeojson()) })
    await expect(tool.result).toContainText('3 shapes read from the GeoJSON file.')
    await expect(tool.drawn('file-shape')).toBeVisible()
    const summary = page.getByRole('region', { name: 'What the registry finds for this location' })
    await expect(summary.locator('dt', { hasText: '1:50,000 map sheets (NTS)' }).locator('+ dd')).not.toHaveText('None found')
    await expect(summary.locator('dt', { hasText: 'Closest communities' }).locator('+ dd')).toContainText(' km')
  })

  test('the placer CSV: its claims listed, those with corners drawn', async () => {
    await tool.choose({ name: 'claims.csv', data: files.placerCsvText() })
    await expect(tool.result).toContainText('5 claims read from the CSV file: P 51234, P 51235, P 51236, P 51237, P 51238')
    await expect(tool.result).toContainText('1 claim is placed by coordinates in the CSV file.')
    await expect(tool.drawn('file-shape')).toBeVisible()
    await expect(tool.shapes).toContainText('P 51234 – Bonanza, upper')
  })

  test('the real Yukon Albers shapefile, reprojected', async () => {
    try {
      await tool.input.setInputFiles('../shared/geo/first-nation-traditional-territories-yukon-albers.shp.zip')
    } catch (error) {
      test.skip(String(error).includes('ENOENT'), 'the real Yukon files are not here')
      throw error
    }
    await expect(tool.result).toContainText('22 shapes read from the shapefile.')
    await expect(tool.shapes).toContainText('First Nation of Na-cho Nyäk Dun Traditional Territory')
    await expect(tool.drawn('file-shape')).toBeVisible()
  })

  test('a second file replaces the first', async () => {
    await tool.choose({ name: 'walk.gpx', data: files.gpxText() })
    await expect(tool.drawn('file-line')).toBeVisible()
    await tool.choose({ name: 'claims.geojson', data: JSON.stringify(files.claimsGeojson()) })
    await expect(tool.result).toContainText('3 shapes read from the GeoJSON file.')
    await expect(tool.drawn('file-line')).toHaveCount(0)
    await expect(tool.drawn('file-shape')).toBeVisible()
  })
})

test.describe('check a location file: what is flagged', () => {
  test('a polygon with fewer than 3 points and one that crosses itself are drawn as flagged', async () => {
    const thin = {
      type: 'Polygon',
      coordinates: [
        [
          [-135, 60],
          [-134.9, 60],
          [-135, 60],
        ],
      ],
    }
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [-135, 60],
          [-134, 61],
          [-134, 60],
          [-135, 61],
          [-135, 60],
        ],
      ],
    }
    const square = { type: 'Polygon', coordinates: [files.ring(-136, 61, 0.5)] }
    await tool.choose({ name: 'shapes.geojson', data: JSON.stringify({ type: 'GeometryCollection', geometries: [square, thin, bowtie] }) })
    await expect(tool.result).toContainText('Shape 2 is a polygon with fewer than 3 points: polygons need more than 2 points to be used in queries.')
    await expect(tool.result).toContainText('Shape 3 is a polygon whose edges cross each other.')
    await expect(tool.drawn('file-shape-flagged')).toBeVisible()
    await expect(tool.map.locator('path.file-shape:not(.file-shape-flagged)')).toBeVisible()
  })
})

test.describe('check a location file: broken files', () => {
  const cases: [string, () => Promise<Upload[]>, string][] = [
    ['a PDF', async () => [{ name: 'map.pdf', data: '%PDF-1.7\n\0binary' }], 'This is not a location file. Use a shapefile (.shp) or a zip file of one'],
    ['an empty file', async () => [{ name: 'claims.zip', data: '' }], 'The file is empty.'],
    [
      'a zip bomb',
      async () => [{ name: 'bomb.zip', data: await files.makeZip([{ name: 'a.shp', data: new Uint8Array(30 * 1024 * 1024) }]) }],
      'The zip file would unpack to more than 100 MB',
    ],
    [
      'a zip whose entry climbs out of its folder',
      async () => [{ name: 'evil.zip', data: await files.makeZip([{ name: '../../evil.shp', data: 'x' }]) }],
      'The zip file names a file outside its folder (../../evil.shp)',
    ],
    ['a .dbf without its .shp', async () => [{ name: 'claims.dbf', data: (await files.shapefileParts()).dbf }], 'The shapefile’s .shp file is missing.'],
    [
      'a projected .shp without its .prj',
      async () => [
        {
          name: 'p.shp',
          data: (
            await files.shapefileParts({
              type: 'FeatureCollection',
              features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [files.ring(500000, 834000, 2000)] } }],
            })
          ).shp,
        },
      ],
      'are not latitude and longitude in degrees. Add the shapefile’s .prj file',
    ],
    ['malformed KML', async () => [{ name: 'area.kml', data: '<kml><Placemark><Polygon></kml>' }], 'The file could not be read as a KML file'],
    [
      'a CSV without grant numbers',
      async () => [{ name: 'claims.csv', data: 'Owner,Recorded\nA. Miner,2024-05-01\n' }],
      'No claim grant numbers were found. Put them in a column headed “Grant Number”.',
    ],
  ]
  for (const [name, uploads, message] of cases) {
    test(`${name} shows why it cannot be used`, async () => {
      await tool.choose(...(await uploads()))
      await expect(tool.problem).toContainText('This file could not be read')
      await expect(tool.problem).toContainText(message)
      await expect(tool.map.locator('path[class*="file-"]')).toHaveCount(0)
    })
  }
})

test('the footer links to the tool, which speaks French too', async ({ page, shell }) => {
  await page.goto('/')
  await shell.footerLink('Check a location file').click()
  await expect(page).toHaveURL(/\/tools\/location-file$/)
  await shell.switchLanguage('Français')
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifier un fichier d’emplacement' })).toBeVisible()
  await page.getByLabel('Fichier d’emplacement').setInputFiles(payload({ name: 'walk.gpx', data: files.gpxText() }))
  await expect(page.getByTestId('location-file-result')).toContainText('4 formes lues dans le fichier GPX.')
})
