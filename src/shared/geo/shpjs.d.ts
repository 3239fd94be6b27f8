// shpjs ships no types. What we use: parsing a zipped shapefile (or a .shp with its .dbf/.prj/.cpg)
// to GeoJSON in WGS84, reprojected from the projection the .prj names.
declare module 'shpjs' {
  import type { FeatureCollection } from 'geojson'

  export type ShapefileCollection = FeatureCollection & { fileName?: string }

  interface ShapefileParts {
    shp: ArrayBuffer | Uint8Array
    dbf?: ArrayBuffer | Uint8Array
    prj?: string | ArrayBuffer | Uint8Array
    cpg?: string | ArrayBuffer | Uint8Array
  }

  /** A zipped shapefile (every layer in it) or the parts of one. */
  function shp(input: ArrayBuffer | Uint8Array | ShapefileParts): Promise<ShapefileCollection | ShapefileCollection[]>
  export default shp
}
