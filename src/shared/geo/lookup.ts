// The location look-up of the proposal forms (spec §7 "Map-service look-ups"), done by our own code
// over reference layers so that it answers the same on the server and, over the layers cached for
// offline use, in a camp with no connection: assessment districts, First Nation territories,
// drainages, 1:50,000 NTS sheets, planning regions and community areas, settlement lands, and the
// geodesic distance from the shapes to each community with the closest ones.
import { COMMUNITIES } from './yukon.ts'
import { distancesToShapesM } from './geodesic.ts'
import type { LonLat, PreparedPolygon, PreparedShape, SimpleGeometry } from './geometry.ts'
import { preparePolygon, prepareShape, shapeIntersectsBox, shapeIntersectsPolygon } from './geometry.ts'
import { ntsCellsInBox, ntsSheet } from './nts.ts'

export const LAYER_KINDS = [
  'assessment-districts',
  'first-nation-territories',
  'drainages',
  'planning-regions',
  'settlement-lands',
  'placer-claims',
  'communities',
] as const
export type LayerKind = (typeof LAYER_KINDS)[number]

/** The layers the look-up reads (placer claims are looked up by grant number instead). */
export const LOOKUP_LAYER_KINDS = LAYER_KINDS.filter((k) => k !== 'placer-claims')

/** Communities closer than this to the nearest one are listed with it. */
export const CLOSEST_COMMUNITIES_WITHIN_KM = 25

export type LayerGeometry =
  { type: 'Point'; coordinates: LonLat } | { type: 'Polygon'; coordinates: LonLat[][] } | { type: 'MultiPolygon'; coordinates: LonLat[][][] }

/**
 * One feature of a reference layer. refId is the registry record it stands for (an assessment
 * district, an organization, a drainage); properties hold the names it answers with: drainages
 * major, sub, subSub and the same with Fr; settlement lands firstNation and parcel.
 */
export interface LayerFeature {
  kind: LayerKind
  name: string
  refId: string | null
  properties: Record<string, string>
  geometry: LayerGeometry
}

export interface DrainageNames {
  subSubDrainageId: string | null
  majorDrainageName: string
  subDrainageName: string
  subSubDrainageName: string
  majorDrainageNameFr: string
  subDrainageNameFr: string
  subSubDrainageNameFr: string
}

export interface CommunityDistance {
  name: string
  distanceKm: number
}

export interface LocationLookup {
  /** Assessment district ids. */
  assessmentDistricts: string[]
  /** Organization ids of the First Nations whose traditional territory the shapes touch. */
  firstNations: string[]
  drainages: DrainageNames[]
  /** 1:50,000 NTS sheets, as "105D/11". */
  ntsSheets: string[]
  planningRegions: string[]
  /** Names of the community areas the shapes touch. */
  communityAreas: string[]
  settlementLands: { firstNation: string; parcels: string[] }[]
  /** Every community, nearest first. */
  communityDistances: CommunityDistance[]
  /** The nearest community and those within 25 km of it, as "Dawson City: 12.3 km". */
  closestCommunities: string[]
  /** Layers that answered from demo data rather than an imported layer. */
  demoLayers: LayerKind[]
}

interface PreparedFeature {
  feature: LayerFeature
  polygons: PreparedPolygon[]
}

export interface PreparedLayers {
  byKind: Map<LayerKind, PreparedFeature[]>
  communities: { name: string; point: LonLat }[]
  demoLayers: LayerKind[]
}

/** The 17 communities of the spec, used unless a communities layer gives points of its own. */
const DEFAULT_COMMUNITIES = COMMUNITIES.map(([name, latitude, longitude]) => ({ name, point: [longitude, latitude] as LonLat }))

export function prepareLayers(features: LayerFeature[], demoLayers: LayerKind[] = []): PreparedLayers {
  const byKind = new Map<LayerKind, PreparedFeature[]>()
  const communityPoints: { name: string; point: LonLat }[] = []
  for (const feature of features) {
    const { geometry } = feature
    if (geometry.type === 'Point') {
      if (feature.kind === 'communities') communityPoints.push({ name: feature.name, point: geometry.coordinates })
      continue
    }
    const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).map(preparePolygon)
    const list = byKind.get(feature.kind) ?? []
    list.push({ feature, polygons })
    byKind.set(feature.kind, list)
  }
  return { byKind, communities: communityPoints.length ? communityPoints : DEFAULT_COMMUNITIES, demoLayers: [...demoLayers].sort() }
}

const sortedUnique = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'))

function touched(layers: PreparedLayers, kind: LayerKind, shapes: PreparedShape[]): LayerFeature[] {
  return (layers.byKind.get(kind) ?? [])
    .filter((f) => f.polygons.some((polygon) => shapes.some((shape) => shapeIntersectsPolygon(shape, polygon))))
    .map((f) => f.feature)
}

function sheetsOf(shape: PreparedShape): string[] {
  if (shape.geometry.type === 'Point') {
    const [lon, lat] = shape.geometry.coordinates
    const sheet = ntsSheet(lat, lon)
    return sheet ? [sheet] : []
  }
  return ntsCellsInBox(shape.box)
    .filter((cell) => shapeIntersectsBox(shape, cell))
    .map((cell) => cell.sheet)
}

const roundKm = (metres: number) => Math.round(metres) / 1000

export function formatCommunityDistance({ name, distanceKm }: CommunityDistance): string {
  return `${name}: ${distanceKm.toFixed(1)} km`
}

/** A distance in kilometres as a form keeps it ("30.7"), in a language's numbers ("30,7"); as kept when it is not a number. */
export function kilometresIn(value: string, language: 'en' | 'fr'): string {
  if (language === 'en' || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return value
  const decimals = value.trim().split('.')[1]?.length ?? 0
  return new Intl.NumberFormat('fr-CA', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(Number(value))
}

/** A community's distance as the look-up keeps it ("Dawson City: 30.7 km"), in a language: "Dawson City : 30,7 km". */
export function communityDistanceIn(kept: string, language: 'en' | 'fr'): string {
  const match = /^(.*): (\d+(?:\.\d+)?) km$/.exec(kept)
  if (!match || language === 'en') return kept
  return `${match[1]} : ${kilometresIn(match[2]!, language)} km`
}

export function lookupLocation(geometries: SimpleGeometry[], layers: PreparedLayers): LocationLookup {
  const shapes = geometries.map(prepareShape)
  const ids = (kind: LayerKind) => sortedUnique(touched(layers, kind, shapes).flatMap((f) => (f.refId ? [f.refId] : [])))
  const names = (kind: LayerKind) => sortedUnique(touched(layers, kind, shapes).map((f) => f.name))

  const drainages = new Map<string, DrainageNames>()
  for (const f of touched(layers, 'drainages', shapes)) {
    const p = f.properties
    drainages.set(f.refId ?? f.name, {
      subSubDrainageId: f.refId,
      majorDrainageName: p.major ?? '',
      subDrainageName: p.sub ?? '',
      subSubDrainageName: p.subSub ?? f.name,
      majorDrainageNameFr: p.majorFr ?? p.major ?? '',
      subDrainageNameFr: p.subFr ?? p.sub ?? '',
      subSubDrainageNameFr: p.subSubFr ?? p.subSub ?? f.name,
    })
  }

  const parcels = new Map<string, Set<string>>()
  for (const f of touched(layers, 'settlement-lands', shapes)) {
    const firstNation = f.properties.firstNation ?? f.name
    const set = parcels.get(firstNation) ?? new Set<string>()
    if (f.properties.parcel) set.add(f.properties.parcel)
    parcels.set(firstNation, set)
  }

  const distanceTo = distancesToShapesM(geometries)
  const communityDistances = layers.communities
    .map(({ name, point }) => ({ name, distanceKm: roundKm(distanceTo(point)) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name, 'en'))
  const nearest = communityDistances[0]
  const closest = nearest ? communityDistances.filter((c) => c.distanceKm <= nearest.distanceKm + CLOSEST_COMMUNITIES_WITHIN_KM) : []

  return {
    assessmentDistricts: ids('assessment-districts'),
    firstNations: ids('first-nation-territories'),
    drainages: [...drainages.values()].sort((a, b) => a.subSubDrainageName.localeCompare(b.subSubDrainageName, 'en')),
    ntsSheets: sortedUnique(shapes.flatMap(sheetsOf)),
    planningRegions: names('planning-regions'),
    communityAreas: names('communities'),
    settlementLands: [...parcels]
      .map(([firstNation, set]) => ({ firstNation, parcels: sortedUnique(set) }))
      .sort((a, b) => a.firstNation.localeCompare(b.firstNation, 'en')),
    communityDistances,
    closestCommunities: closest.map(formatCommunityDistance),
    demoLayers: layers.demoLayers,
  }
}
