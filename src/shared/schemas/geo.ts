// The location look-up, the reference layers for offline look-ups, and placer claims by grant
// number (spec §7 "Map-service look-ups", done by our own API).
import * as v from 'valibot'
import { IsoDateTime, StatusOk } from './common.ts'
import { Text } from './input.ts'
import { LAYER_KINDS } from '../geo/lookup.ts'

const Position = v.tuple([v.number(), v.number()])
export const LayerGeometry = v.variant('type', [
  v.object({ type: v.literal('Point'), coordinates: Position }),
  v.object({ type: v.literal('Polygon'), coordinates: v.array(v.array(Position)) }),
  v.object({ type: v.literal('MultiPolygon'), coordinates: v.array(v.array(v.array(Position))) }),
])

export const LayerKind = v.picklist(LAYER_KINDS)

export const LayerFeature = v.object({
  kind: LayerKind,
  name: v.string(),
  refId: v.nullable(v.string()),
  properties: v.record(v.string(), v.string()),
  geometry: LayerGeometry,
})

export const LayerInfo = v.object({
  kind: LayerKind,
  /** Demo data the product built itself, to be replaced by an imported layer. */
  isDemo: v.boolean(),
  source: v.string(),
  featureCount: v.number(),
  importedAt: IsoDateTime,
})

export const LayersResponse = v.object({
  status: StatusOk,
  /** Changes whenever a layer is replaced. */
  version: v.string(),
  layers: v.array(LayerInfo),
  /** Every feature the look-up reads (placer claims excepted). */
  features: v.array(LayerFeature),
})
export type LayersResponse = v.InferOutput<typeof LayersResponse>

/** GeoJSON in WGS84: a geometry, a Feature or a FeatureCollection of points, lines and polygons. */
export const LookupRequest = v.pipe(
  v.looseObject({
    type: v.picklist(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection', 'Feature', 'FeatureCollection']),
  }),
  v.description('GeoJSON in WGS84 (RFC 7946): a geometry, a Feature or a FeatureCollection'),
)

const DrainageNames = v.object({
  subSubDrainageId: v.nullable(v.string()),
  majorDrainageName: v.string(),
  subDrainageName: v.string(),
  subSubDrainageName: v.string(),
  majorDrainageNameFr: v.string(),
  subDrainageNameFr: v.string(),
  subSubDrainageNameFr: v.string(),
})

export const LocationLookup = v.object({
  assessmentDistricts: v.array(v.string()),
  firstNations: v.array(v.string()),
  drainages: v.array(DrainageNames),
  ntsSheets: v.array(v.string()),
  planningRegions: v.array(v.string()),
  communityAreas: v.array(v.string()),
  settlementLands: v.array(v.object({ firstNation: v.string(), parcels: v.array(v.string()) })),
  communityDistances: v.array(v.object({ name: v.string(), distanceKm: v.number() })),
  closestCommunities: v.array(v.string()),
  demoLayers: v.array(LayerKind),
})

export const LookupResponse = v.object({ status: StatusOk, lookup: LocationLookup })

export const PlacerClaimsRequest = v.object({
  /** Grant numbers as typed: separated by commas or new lines, ranges with a dash. */
  claims: v.pipe(Text, v.maxLength(20_000, 'claims may be at most 20,000 characters')),
})

export const PlacerClaimsLayerResponse = v.object({
  status: StatusOk,
  /** The layers' version (that of /api/geo/layers): a device's copy is current while it is the same. */
  version: v.string(),
  /** The claims layer is demo data. */
  demo: v.boolean(),
  /** Every claim: its grant number and outline. */
  claims: v.array(v.object({ name: v.string(), geometry: LayerGeometry })),
})
export type PlacerClaimsLayerResponse = v.InferOutput<typeof PlacerClaimsLayerResponse>

export const PlacerClaimsResponse = v.object({
  status: StatusOk,
  found: v.array(LayerFeature),
  /** Grant numbers typed that the claims layer does not hold. */
  notFound: v.array(v.string()),
  /** Pieces that are neither a grant number nor a range of them. */
  unreadable: v.array(v.string()),
  /** The claims layer is demo data. */
  demo: v.boolean(),
})
