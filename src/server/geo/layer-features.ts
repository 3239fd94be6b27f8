// Turns an imported layer's features into the look-up's features (LayerFeature): the name it is
// known by, the registry record it stands for, the names it answers with, and a checked geometry.
// Layer names rarely equal the registry's own (a territory layer says "Kwanlin Dün First Nation
// Traditional Territory"; Geomatics Yukon merges Ross River and Liard as "Kaska Dena Nation"):
// names are compared without case, accents, punctuation and the usual suffixes, and a name map
// (layer name → registry names) covers the rest. Every problem is collected, so that one import
// reports them all and imports nothing.
import type { Feature, FeatureCollection, Geometry } from 'geojson'
import type { LayerFeature, LayerGeometry, LayerKind } from '../../shared/geo/lookup.ts'
import type { LonLat } from '../../shared/geo/geometry.ts'
import { shapesOf } from '../../shared/geo/geojson.ts'

export interface RegistryRecord {
  id: string
  /** Every name the record may be given in a layer (name, display names, map-service name). */
  names: string[]
}

export interface RegistryDrainage extends RegistryRecord {
  code: string | null
  majorName: string
  subName: string
  subSubName: string
  majorNameFr: string | null
  subNameFr: string | null
  subSubNameFr: string | null
}

export interface RegistryNames {
  districts: RegistryRecord[]
  firstNations: RegistryRecord[]
  drainages: RegistryDrainage[]
}

/** Layer name → registry names; an empty list leaves the layer's feature out on purpose. */
export type NameMap = Map<string, string[]>

export interface LayerFeaturesResult {
  features: LayerFeature[]
  /** Features left out on purpose (a name map sending them nowhere), with why. */
  skipped: string[]
  /** What stops the import. */
  problems: string[]
}

/** Where a layer's attributes hold what we need, tried in order (case-insensitive). */
const FIELDS = {
  name: [
    'name',
    'NAME',
    'Name',
    'district',
    'DISTRICT_NAME',
    'ASSESSMENT_DISTRICT',
    'FN_NAME',
    'FIRST_NATION',
    'REGION_NAME',
    'PLAN_NAME',
    'COMMUNITY',
    'COMMUNITY_NAME',
    'GRANT_NUMBER',
  ],
  drainage: ['code', 'CODE', 'DRAINAGE_CODE', 'WSCSSDA', 'id', 'name'],
  firstNation: ['firstNation', 'FIRST_NATION', 'FN_NAME', 'FIRST_NATION_NAME', 'FN'],
  parcel: ['parcel', 'PARCEL', 'PARCEL_NAME', 'PARCEL_ID', 'LAND_CLAIM_SELECTION', 'SELECTION', 'NAME'],
  grantNumber: ['GRANT_NUMBER', 'grantNumber', 'GRANT_NO', 'name'],
}

const CLAIM_FIELDS = ['CLAIM_NAME', 'TENURE_STATUS', 'OWNER_NAME', 'RECORDED_DATE', 'EXPIRY_DATE', 'DISTRICT_NAME']

/** The shipped name map for Geomatics Yukon's First Nation Traditional Territories layer. */
export const TERRITORY_NAMES: NameMap = new Map([
  ['Kaska Dena Nation (Ross River and Liard) Traditional Territory', ['Ross River Dena Council', 'Liard First Nation']],
  ['Inuvialuit Settlement Region (Yukon portion)', ['Inuvialuit Game Council']],
  ["Tetlit Gwich'in Council Primary Use Area", ['Tetlit Gwich’in']],
  ["Tetlit Gwich'in Council Secondary Use Area", ['Tetlit Gwich’in']],
])

const SUFFIXES = / (traditional territory|primary use area|secondary use area|settlement region|\(yukon portion\)|assessment district|district office)$/

/** Names as compared: no case, accents, punctuation or usual suffix. */
export function comparableName(name: string): string {
  let text = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  for (let previous = ''; previous !== text;) {
    previous = text
    text = text.replace(SUFFIXES, '')
  }
  return text.replace(/[^a-z0-9]+/g, '')
}

function field(properties: Record<string, unknown>, candidates: string[], chosen?: string): string | undefined {
  const keys = Object.keys(properties)
  for (const candidate of chosen ? [chosen] : candidates) {
    const key = keys.find((k) => k.toLowerCase() === candidate.toLowerCase())
    const value = key === undefined ? undefined : properties[key]
    if (value !== undefined && value !== null && String(value).trim() !== '') return String(value).trim()
  }
  return undefined
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6
const roundPoint = ([lon, lat]: LonLat): LonLat => [round6(lon), round6(lat)]

/** The geometry a layer feature may have: polygons (points too, for communities), checked and rounded to 6 decimals. */
function layerGeometry(geometry: Geometry | null, allowPoints: boolean): LayerGeometry | string {
  if (!geometry) return 'it has no geometry'
  const shapes = shapesOf(geometry)
  if (!shapes.ok) return shapes.message
  const polygons = shapes.shapes.flatMap((s) => (s.type === 'Polygon' ? [s.coordinates.map((ring) => ring.map(roundPoint))] : []))
  const points = shapes.shapes.flatMap((s) => (s.type === 'Point' ? [roundPoint(s.coordinates)] : []))
  if (polygons.length + points.length !== shapes.shapes.length) return `it is a ${geometry.type}; this layer takes polygons${allowPoints ? ' or points' : ''}`
  if (points.length > 0) {
    if (!allowPoints) return `it is a ${geometry.type}; this layer takes polygons`
    if (points.length > 1 || polygons.length > 0) return 'a community is one point or polygons, not both'
    return { type: 'Point', coordinates: points[0]! }
  }
  return polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0]! } : { type: 'MultiPolygon', coordinates: polygons }
}

export interface LayerFeaturesOptions {
  /** The attribute holding the feature's name, when not one of the usual ones. */
  nameField?: string | undefined
  names?: NameMap | undefined
}

export function layerFeatures(
  kind: LayerKind,
  collection: FeatureCollection,
  registry: RegistryNames,
  options: LayerFeaturesOptions = {},
): LayerFeaturesResult {
  const features: LayerFeature[] = []
  const skipped: string[] = []
  const problems: string[] = []
  const names = options.names ?? (kind === 'first-nation-territories' ? TERRITORY_NAMES : new Map<string, string[]>())
  const index = (records: RegistryRecord[]) => {
    const map = new Map<string, RegistryRecord>()
    for (const record of records) for (const name of record.names) map.set(comparableName(name), record)
    return map
  }
  const districts = index(registry.districts)
  const firstNations = index(registry.firstNations)
  const drainagesByKey = new Map<string, RegistryDrainage>()
  for (const d of registry.drainages) for (const key of [d.id, d.code, d.subSubName].filter((k): k is string => !!k)) drainagesByKey.set(comparableName(key), d)

  /** Registry records for a layer name: through the name map, else by comparable name. */
  const resolve = (name: string, from: Map<string, RegistryRecord>, what: string, where: string): RegistryRecord[] | undefined => {
    const mapped = names.get(name)
    if (mapped) {
      const records = mapped.map((n) => from.get(comparableName(n)))
      const missing = mapped.filter((_, i) => !records[i])
      if (missing.length) problems.push(`${where}: the name map sends "${name}" to ${missing.map((m) => `"${m}"`).join(', ')}, which is not a registry ${what}`)
      return records.filter((r): r is RegistryRecord => !!r)
    }
    const record = from.get(comparableName(name))
    if (!record) problems.push(`${where}: "${name}" is not the name of a registry ${what}; add it to a name map (--names)`)
    return record ? [record] : undefined
  }

  collection.features.forEach((feature: Feature, i) => {
    const properties = (feature.properties ?? {}) as Record<string, unknown>
    const name = field(properties, kind === 'placer-claims' ? FIELDS.grantNumber : FIELDS.name, options.nameField)
    const where = `feature ${i + 1}${name ? ` ("${name}")` : ''}`
    if (!name) {
      problems.push(`feature ${i + 1}: no name (looked in ${options.nameField ?? FIELDS.name.join(', ')}); say which attribute holds it with --name-field`)
      return
    }
    const geometry = layerGeometry(feature.geometry, kind === 'communities')
    if (typeof geometry === 'string') {
      problems.push(`${where}: ${geometry}`)
      return
    }
    const base = { kind, name, geometry }
    const strings = (keys: string[]) => Object.fromEntries(keys.flatMap((k) => (field(properties, [k]) ? [[k, field(properties, [k])!]] : [])))
    switch (kind) {
      case 'assessment-districts':
      case 'first-nation-territories': {
        if (names.get(name)?.length === 0) {
          skipped.push(`${where}: left out by the name map`)
          return
        }
        const records = resolve(
          name,
          kind === 'assessment-districts' ? districts : firstNations,
          kind === 'assessment-districts' ? 'assessment district' : 'First Nation',
          where,
        )
        for (const record of records ?? []) features.push({ ...base, refId: record.id, properties: {} })
        return
      }
      case 'drainages': {
        const key = field(properties, FIELDS.drainage, options.nameField) ?? name
        const drainage = drainagesByKey.get(comparableName(key)) ?? drainagesByKey.get(comparableName(name))
        if (!drainage) {
          problems.push(`${where}: "${key}" is not the code or name of a registry drainage`)
          return
        }
        features.push({
          ...base,
          name: drainage.subSubName,
          refId: drainage.id,
          properties: {
            major: drainage.majorName,
            sub: drainage.subName,
            subSub: drainage.subSubName,
            majorFr: drainage.majorNameFr ?? drainage.majorName,
            subFr: drainage.subNameFr ?? drainage.subName,
            subSubFr: drainage.subSubNameFr ?? drainage.subSubName,
          },
        })
        return
      }
      case 'settlement-lands': {
        const firstNation = field(properties, FIELDS.firstNation)
        if (!firstNation) {
          problems.push(`${where}: no First Nation (looked in ${FIELDS.firstNation.join(', ')})`)
          return
        }
        features.push({ ...base, refId: null, properties: { firstNation, parcel: field(properties, FIELDS.parcel) ?? name } })
        return
      }
      case 'placer-claims':
        features.push({ ...base, refId: null, properties: strings(CLAIM_FIELDS) })
        return
      case 'planning-regions':
      case 'communities':
        features.push({ ...base, refId: null, properties: {} })
        return
    }
  })
  if (collection.features.length === 0) problems.push('the layer has no features')
  return { features, skipped, problems }
}

/** A name map file: CSV lines of "layer name,registry name" (quotes allowed); a registry name of "-" leaves the layer name out. */
export function parseNameMap(text: string): NameMap {
  const map: NameMap = new Map()
  for (const [n, raw] of text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .entries()) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const cells = [...line.matchAll(/\s*(?:"((?:[^"]|"")*)"|([^,]*))\s*(?:,|$)/g)].map((m) =>
      (m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? '')).trim(),
    )
    const [layerName, registryName] = cells
    if (!layerName || registryName === undefined || registryName === '') throw new Error(`name map line ${n + 1}: expected "layer name,registry name"`)
    if (n === 0 && /^layer/i.test(layerName)) continue
    const list = map.get(layerName) ?? []
    if (registryName !== '-') list.push(registryName)
    map.set(layerName, list)
  }
  return map
}
