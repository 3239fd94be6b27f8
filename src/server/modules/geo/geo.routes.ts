// Contracts of the location look-up, reference-layer and placer-claim routes.
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/geo.ts'

const tags = ['Locations']

export const routes = {
  lookup: contract({
    tags,
    summary: 'Assessment districts, First Nation territories, drainages, NTS sheets, planning regions, settlement lands and community distances of a location',
    description: 'The body is GeoJSON in WGS84. Distances are geodesic, on the WGS84 ellipsoid, from the nearest point of the shapes.',
    ok: s.LookupResponse,
    errors: { 400: 'The body is not GeoJSON of points, lines and polygons in WGS84', 413: 'The body is larger than 5 MB' },
  }),
  layers: contract({
    tags,
    summary: 'The reference layers the look-up reads, for look-ups without a connection',
    ok: s.LayersResponse,
  }),
  placerClaimsLayer: contract({
    tags,
    summary: 'Every placer claim (grant number and outline), for finding claims without a connection',
    description: 'Under the version of /api/geo/layers, also its ETag: a device sends it in If-None-Match and is answered 304 while its copy is current.',
    ok: s.PlacerClaimsLayerResponse,
  }),
  placerClaims: contract({
    tags,
    summary: 'Placer claims by grant number (ranges expanded, case-sensitive)',
    ok: s.PlacerClaimsResponse,
    errors: { 400: 'No claims text' },
  }),
}
