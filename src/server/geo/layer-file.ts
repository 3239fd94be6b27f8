// Reads a reference layer file for import: GeoJSON (WGS84, as RFC 7946 has it) or a zipped
// shapefile in any projection its .prj names (reprojected to WGS84 by shpjs), into one
// FeatureCollection. Anything else gets a message saying what is accepted.
import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import type { Feature, FeatureCollection } from 'geojson'
import shp from 'shpjs'

export class LayerFileError extends Error {}

/** GeoJSON may still name its CRS (the 2008 format); only WGS84 longitude/latitude is read as is. */
const WGS84_NAMES = [/CRS84$/i, /EPSG::?4326$/i, /^EPSG:4326$/i]

function checkCrs(json: Record<string, unknown>): void {
  const crs = json.crs as { properties?: { name?: unknown } } | undefined
  const name = crs?.properties?.name
  if (typeof name === 'string' && !WGS84_NAMES.some((pattern) => pattern.test(name))) {
    throw new LayerFileError(
      `The GeoJSON names the coordinate system ${name}; give it in WGS84 longitude/latitude, or import the zipped shapefile with its .prj`,
    )
  }
}

export async function readLayerFile(path: string): Promise<FeatureCollection> {
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch (error) {
    throw new LayerFileError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`)
  }
  const extension = extname(path).toLowerCase()
  if (extension === '.zip') {
    let parsed
    try {
      parsed = await shp(bytes)
    } catch (error) {
      throw new LayerFileError(`${path} is not a zipped shapefile that can be read (${error instanceof Error ? error.message : String(error)})`)
    }
    const collections = Array.isArray(parsed) ? parsed : [parsed]
    if (collections.length > 1)
      throw new LayerFileError(`${path} holds ${collections.length} shapefiles (${collections.map((c) => c.fileName).join(', ')}); import one layer at a time`)
    return collections[0]!
  }
  if (extension === '.geojson' || extension === '.json') {
    let json: unknown
    try {
      json = JSON.parse(bytes.toString('utf8'))
    } catch (error) {
      throw new LayerFileError(`${path} is not valid JSON (${(error as Error).message})`)
    }
    if (typeof json !== 'object' || json === null) throw new LayerFileError(`${path} is not GeoJSON`)
    const object = json as Record<string, unknown>
    checkCrs(object)
    if (object.type === 'FeatureCollection' && Array.isArray(object.features)) return object as unknown as FeatureCollection
    if (object.type === 'Feature') return { type: 'FeatureCollection', features: [object as unknown as Feature] }
    throw new LayerFileError(`${path} is GeoJSON but not a FeatureCollection or a Feature: a layer's features carry the names it is looked up by`)
  }
  throw new LayerFileError(`${path}: give a GeoJSON file (.geojson, .json) or a zipped shapefile (.zip with .shp, .dbf, .prj)`)
}
