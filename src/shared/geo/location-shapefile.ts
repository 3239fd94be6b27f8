// A project's location as a zipped shapefile, written with @mapbox/shp-write: one layer per
// geometry type (points, lines, polygons), each a .shp, .shx, .dbf and a WGS84 .prj. The writer
// brings a zip library with it (CommonJS, which would also add a shared runtime chunk to every
// page), so the web app runs this module only in a worker, when a visitor asks for the file.
import { zip } from '@mapbox/shp-write'
import type { ShapefileFeatureCollection } from './location-export.ts'

export interface ShapefileRequest {
  features: ShapefileFeatureCollection
  /** "2024-0100-location": the layers are "2024-0100-location-points.shp" and the like. */
  fileBase: string
}

export async function shapefileZip({ features, fileBase }: ShapefileRequest): Promise<ArrayBuffer> {
  // shp-write names a layer's files by its shape type in lower case (its types declare line and
  // multiline, which it never reads).
  const types = { point: `${fileBase}-points`, polyline: `${fileBase}-lines`, polygon: `${fileBase}-polygons` }
  return zip<'arraybuffer'>(features, { outputType: 'arraybuffer', compression: 'DEFLATE', types })
}
