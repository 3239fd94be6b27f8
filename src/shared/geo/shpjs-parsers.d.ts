// shpjs ships no types. The location-file reader uses its two low-level parsers, so that it opens
// zips itself (with its checks) and hands shpjs only the parts it already unpacked.
declare module 'shpjs' {
  /** The geometries of a .shp, in record order (null for an empty record), reprojected from the .prj text when it is one proj4 reads. */
  export function parseShp(shp: ArrayBuffer | Uint8Array | DataView, prj?: string | false): unknown[]
  /** The attribute rows of a .dbf, text decoded with the encoding a .cpg names (UTF-8 without one). */
  export function parseDbf(dbf: ArrayBuffer | Uint8Array | DataView, cpg?: string): Record<string, unknown>[]
}
