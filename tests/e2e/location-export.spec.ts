// Downloading a project's location from its page: GeoJSON, KML and a zipped shapefile, each file
// read back and compared with what the API says of the project.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { download } from './downloads'
import type { ListedProject } from './page-models/project-page'
import { unzip } from '../unzip'

interface ProjectLocation {
  projectId: string
  projectNumber: string
  title: string
  locations: { latitude: number; longitude: number }[]
  shapes: { locationType: string; claimNumber: string | null; geometry: { type: string; coordinates: number[][][] } }[]
}

/** The first listed project with points and a polygon drawn from claims (the demo set draws some). */
async function projectWithPolygon(request: APIRequestContext): Promise<ProjectLocation> {
  const { projects } = (await (await request.get('/api/projects/search?includeCompleteWithdrawn=yes')).json()) as { projects: ListedProject[] }
  for (let start = 0; start < projects.length; start += 25) {
    const details = await Promise.all(
      projects
        .slice(start, start + 25)
        .map(async (p) => ((await (await request.get(`/api/projects/${p.projectId}`)).json()) as { project: ProjectLocation }).project),
    )
    const found = details.find((p) => p.locations.length > 0 && p.shapes.some((s) => s.geometry.type === 'Polygon'))
    if (found) return found
  }
  throw new Error('The demo set has no project with points and a polygon')
}

/** The positions of a ring, in any order and direction, for comparing rings. */
const ringKey = (ring: number[][]) =>
  ring
    .map(([x, y]) => `${x} ${y}`)
    .sort()
    .join(',')

test.describe('location downloads', () => {
  test('downloads the points and shapes as GeoJSON, KML and a zipped shapefile', async ({ request, projectPage, page }) => {
    const project = await projectWithPolygon(request)
    const polygon = project.shapes.find((s) => s.geometry.type === 'Polygon')!.geometry.coordinates
    await projectPage.goto(project.projectId)
    const group = projectPage.sidePanel.getByRole('group', { name: 'Download location' })
    await expect(group).toBeVisible()

    const geojson = await download(page, group.getByRole('button', { name: 'GeoJSON' }))
    expect(geojson.fileName).toBe(`${project.projectNumber}-location.geojson`)
    const collection = JSON.parse(geojson.text()) as {
      type: string
      features: { geometry: { type: string; coordinates: unknown }; properties: Record<string, unknown> }[]
    }
    expect(collection.type).toBe('FeatureCollection')
    const points = collection.features.filter((f) => f.geometry.type === 'Point')
    expect(points.map((f) => f.geometry.coordinates)).toEqual(project.locations.map((l) => [l.longitude, l.latitude]))
    expect(points[0]!.properties).toMatchObject({ projectNumber: project.projectNumber, title: project.title, position: 1 })
    const polygons = collection.features.filter((f) => f.geometry.type === 'Polygon').map((f) => f.geometry.coordinates as number[][][])
    expect(polygons.map((rings) => ringKey(rings[0]!))).toContain(ringKey(polygon[0]!))

    const kml = await download(page, group.getByRole('button', { name: 'KML' }))
    expect(kml.fileName).toBe(`${project.projectNumber}-location.kml`)
    // The browser's own XML parser reads it: well-formed, with the project's coordinates.
    const placemarks = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml')
      if (document.getElementsByTagName('parsererror').length > 0) throw new Error('The KML is not well-formed XML')
      return [...document.getElementsByTagName('Placemark')].map((p) => p.getElementsByTagName('coordinates')[0]?.textContent ?? '')
    }, kml.text())
    const first = project.locations[0]!
    expect(placemarks[0]).toBe(`${first.longitude},${first.latitude}`)
    expect(placemarks).toHaveLength(project.locations.length + project.shapes.length)

    const shapefile = await download(page, group.getByRole('button', { name: 'Shapefile (zip)' }))
    expect(shapefile.fileName).toBe(`${project.projectNumber}-location.zip`)
    const files = await unzip(shapefile.body)
    const base = `${project.projectNumber}-location`
    for (const layer of ['points', 'polygons']) {
      for (const extension of ['shp', 'shx', 'dbf', 'prj']) expect([...files.keys()]).toContain(`${base}-${layer}.${extension}`)
    }
    expect(new TextDecoder().decode(files.get(`${base}-points.prj`))).toContain('GEOGCS["GCS_WGS_1984"')
    const shp = (layer: string) => {
      const bytes = files.get(`${base}-${layer}.shp`)!
      return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    }
    // The shape type in each .shp header (1 point, 5 polygon), then the first point's X and Y.
    expect([shp('points').getInt32(32, true), shp('polygons').getInt32(32, true)]).toEqual([1, 5])
    expect([shp('points').getFloat64(112, true), shp('points').getFloat64(120, true)]).toEqual([first.longitude, first.latitude])
  })

  test.describe('in French', () => {
    test.use({ locale: 'fr-CA' })

    test('names the group and the buttons in French', async ({ request, projectPage }) => {
      const project = await projectWithPolygon(request)
      await projectPage.goto(project.projectId)
      const group = projectPage.sidePanel.getByRole('group', { name: 'Télécharger l’emplacement' })
      await expect(group.getByRole('button')).toHaveText(['GeoJSON', 'KML', 'Fichier de formes (zip)'])
    })
  })
})
