// Part 3 of the general form (spec proposals-and-accounts §2, §3 "Location", §4, §9): the shapes
// as the form stores them and as the map and coordinate entry edit them, the fields the location
// look-up fills in (each of which the person may then change by hand), and what "Reset map" clears.
// Editing or removing a shape recomputes the detected fields from the look-up; the person's own
// answers that no look-up gives (north slope, watercourses) are left alone, and so are the districts
// and First Nations they ticked that the look-up did not find. The form remembers a look-up owed
// for its shapes (none could run), which the browser and the server run as soon as they can.
import { dmsText } from '../geo/dms.ts'
import { entryGeoJson } from '../geo/location-entry.ts'
import type { EntryPoint, EntryShape } from '../geo/location-entry.ts'
import { formatCommunityDistance } from '../geo/lookup.ts'
import type { LocationLookup } from '../geo/lookup.ts'
import { emptyGeneralForm } from './general-form.ts'
import type { DmsPoint, GeneralForm, LocationLookupRecord, ProjectCoordinates } from './general-form.ts'

export const LOCATION_FIELDS = [
  'projectCoordinates',
  'assessmentDistricts',
  'firstNations',
  'settlementLandStatus',
  'yukonCommunity',
  'yukonNorthSlope',
  'regionalLandUsePlan',
  'communitiesList',
  'watersheds',
  'watershedsFr',
  'watercourses',
  'NTSIndexes',
  'communityDistances',
  'closestCommunities',
  'settlementLands',
  'drainages',
  'drainagesFr',
  'regionalLandUsePlans',
  'yukonCommunities',
  'locationLookup',
] as const satisfies readonly (keyof GeneralForm)[]

export type LocationFields = Pick<GeneralForm, (typeof LOCATION_FIELDS)[number]>

export function locationFieldsOf(form: GeneralForm): LocationFields {
  return Object.fromEntries(LOCATION_FIELDS.map((key) => [key, form[key]])) as LocationFields
}

/** The regional land use plans the registry recognises (spec §9). */
export const LAND_USE_PLANS = ['Dawson', 'Peel Watershed', 'North Yukon'] as const
export type LandUsePlan = (typeof LAND_USE_PLANS)[number]
const LAND_USE_PLANS_FR: Record<LandUsePlan, string> = {
  Dawson: 'Dawson',
  'Peel Watershed': 'Bassin hydrographique de la Peel',
  'North Yukon': 'Nord du Yukon',
}

/** A plan as the form keeps it (its English name), in a language; as kept when not recognised. */
export function landUsePlanName(plan: string, language: 'en' | 'fr'): string {
  return language === 'fr' ? (LAND_USE_PLANS_FR[plan as LandUsePlan] ?? plan) : plan
}

/** The plan a planning region's name stands for ("Dawson Regional Planning Commission" → Dawson), if recognised. */
export function landUsePlanOf(regionName: string): LandUsePlan | null {
  const name = regionName.toLowerCase()
  if (name.includes('dawson')) return 'Dawson'
  if (name.includes('peel')) return 'Peel Watershed'
  if (name.includes('north yukon')) return 'North Yukon'
  return null
}

/** A point in degrees, minutes and seconds as the form keeps it beside the decimal one: "60° 42′ 5.5″". */
export function dmsPointOf(point: EntryPoint): DmsPoint {
  const text = (value: number) => {
    const d = dmsText(value)
    return `${d.degrees}° ${d.minutes}′ ${d.seconds}″`
  }
  return { latitude: text(point.latitude), longitude: text(point.longitude) }
}

/** The shapes split by where they came from: typed or drawn (edited on the map), and read from a file (shown, removable). */
export interface LocationShapes {
  manual: EntryShape[]
  file: EntryShape[]
}

export function shapesOfCoordinates(coordinates: readonly ProjectCoordinates[]): LocationShapes {
  const shapes: LocationShapes = { manual: [], file: [] }
  for (const c of coordinates) shapes[c.builtFrom === 'file' ? 'file' : 'manual'].push(entryShapeOf(c))
  return shapes
}

/** A stored shape as the map entry draws it: its points that have both numbers. */
function entryShapeOf(c: StoredShape): EntryShape {
  const points = c.projectLocationCoordinates.flatMap((p) =>
    p.latitude === null || p.longitude === null ? [] : [{ latitude: p.latitude, longitude: p.longitude }],
  )
  return { type: c.projectLocationType, points }
}

export function coordinatesOfShapes({ manual, file }: LocationShapes): ProjectCoordinates[] {
  const stored = (shape: EntryShape, builtFrom: ProjectCoordinates['builtFrom']): ProjectCoordinates => ({
    projectLocationType: shape.type,
    builtFrom,
    projectLocationCoordinates: shape.points.map((p) => ({ latitude: p.latitude, longitude: p.longitude })),
    projectLocationCoordinatesDms: shape.points.map(dmsPointOf),
  })
  return [...manual.map((s) => stored(s, 'manual')), ...file.map((s) => stored(s, 'file'))]
}

/** A shape of part 3 as either form stores it (the placer form's from a claim, with its number). */
export interface StoredShape {
  projectLocationType: ProjectCoordinates['projectLocationType']
  builtFrom: string
  projectLocationCoordinates: ProjectCoordinates['projectLocationCoordinates']
  claimNumber?: string | null
}

/**
 * Part 3's usable shapes as the registry keeps them once the proposal is saved (project_shapes),
 * where the map, the search and people's notification areas find the project: each with its kind,
 * how it was made, its claim's number and its GeoJSON geometry in WGS84.
 */
export function keptShapesOf(shapes: readonly StoredShape[]) {
  return shapes.flatMap((c) => {
    const geometry = entryGeoJson([entryShapeOf(c)])?.features[0]?.geometry
    return geometry ? [{ locationType: c.projectLocationType, builtFrom: c.builtFrom, claimNumber: c.claimNumber ?? null, geometry }] : []
  })
}

/** The GeoJSON the look-up reads for the stored shapes, or undefined when none of them can be looked up. */
export function lookupGeoJsonOf(coordinates: readonly ProjectCoordinates[]) {
  const { manual, file } = shapesOfCoordinates(coordinates)
  return entryGeoJson([...manual, ...file])
}

/**
 * Whether a look-up is owed for the form's shapes: one could not run since they changed, or
 * nothing a look-up finds is in the form (a draft written offline by a release that did not
 * remember it; any look-up names at least the distances to the communities).
 */
export function needsLocationLookup(
  form: Pick<LocationFields, 'projectCoordinates' | 'locationLookup' | 'assessmentDistricts' | 'firstNations' | 'NTSIndexes' | 'communityDistances'>,
): boolean {
  if (lookupGeoJsonOf(form.projectCoordinates) === undefined) return false
  const nothingFound = [form.assessmentDistricts, form.firstNations, form.NTSIndexes, form.communityDistances].every((values) => values.length === 0)
  return form.locationLookup.pending || nothingFound
}

/** The look-up record of a form whose shapes changed: a look-up is owed until one answers. */
export function lookupOwed(record: LocationLookupRecord): LocationLookupRecord {
  return { ...record, pending: true }
}

type DetectedFields = Omit<LocationFields, 'projectCoordinates' | 'yukonNorthSlope' | 'watercourses'>

/** The fields the look-up fills, empty: what "Reset map" leaves, and what a location with no shape has. */
export function clearedDetectedFields(): DetectedFields {
  // The person's own answers (the north slope, watercourses) and the shapes are not the look-up's.
  const { projectCoordinates, yukonNorthSlope, watercourses, ...detected } = locationFieldsOf(emptyGeneralForm('', 'en'))
  return detected
}

/** Ids the person ticked that the look-up did not find. */
const chosenByHand = (selected: readonly string[], found: readonly string[]) => selected.filter((id) => !found.includes(id))

/**
 * The fields as the look-up answers them for the shapes, over the form as it is. The districts and
 * First Nations the person ticked that the previous look-up had not found stay ticked; those it
 * found are replaced by what this one finds. The nearest community and its distance start the
 * nearest-community answer, which the person may change; the settlement-land answer "partly" is
 * the person's to give, as the look-up only says whether settlement land is touched.
 */
export function detectedFields(lookup: LocationLookup, form: Pick<LocationFields, 'assessmentDistricts' | 'firstNations' | 'locationLookup'>): DetectedFields {
  const plans = [...new Set(lookup.planningRegions.flatMap((name) => landUsePlanOf(name) ?? []))]
  const nearest = lookup.communityDistances[0]
  const settlement = lookup.settlementLands.length > 0
  const found = form.locationLookup
  return {
    assessmentDistricts: [...new Set([...lookup.assessmentDistricts, ...chosenByHand(form.assessmentDistricts, found.assessmentDistricts)])],
    firstNations: [...new Set([...lookup.firstNations, ...chosenByHand(form.firstNations, found.firstNations)])],
    locationLookup: { pending: false, assessmentDistricts: lookup.assessmentDistricts, firstNations: lookup.firstNations },
    settlementLandStatus: { isSettlement: settlement, isNotSettlement: !settlement, isAndIsNotSettlement: false },
    yukonCommunity: { isYukonCommunity: lookup.communityAreas.length > 0, isNotYukonCommunity: lookup.communityAreas.length === 0 },
    regionalLandUsePlan: { hasRegionalLandUsePlan: plans.length > 0, noRegionalLandUsePlan: plans.length === 0 },
    communitiesList: nearest ? [{ nearestCommunity: nearest.name, distanceFromCommunity: nearest.distanceKm.toFixed(1) }] : [],
    watersheds: lookup.drainages.map((d) => `${d.majorDrainageName} - ${d.subDrainageName} - ${d.subSubDrainageName}`),
    watershedsFr: lookup.drainages.map((d) => `${d.majorDrainageNameFr} - ${d.subDrainageNameFr} - ${d.subSubDrainageNameFr}`),
    NTSIndexes: lookup.ntsSheets,
    communityDistances: lookup.communityDistances.map(formatCommunityDistance),
    closestCommunities: lookup.closestCommunities,
    settlementLands: lookup.settlementLands,
    drainages: lookup.drainages.map((d) => ({
      subSubDrainageId: d.subSubDrainageId,
      majorDrainageName: d.majorDrainageName,
      subDrainageName: d.subDrainageName,
      subSubDrainageName: d.subSubDrainageName,
    })),
    drainagesFr: lookup.drainages.map((d) => ({
      subSubDrainageId: d.subSubDrainageId,
      majorDrainageName: d.majorDrainageNameFr,
      subDrainageName: d.subDrainageNameFr,
      subSubDrainageName: d.subSubDrainageNameFr,
    })),
    regionalLandUsePlans: plans,
    yukonCommunities: lookup.communityAreas,
  }
}

/** The settlement-land answer as one choice, for the three exclusive boxes of the form. */
export type SettlementAnswer = 'settlement' | 'not-settlement' | 'both' | null

export function settlementAnswerOf(status: LocationFields['settlementLandStatus']): SettlementAnswer {
  if (status.isAndIsNotSettlement) return 'both'
  if (status.isSettlement) return 'settlement'
  if (status.isNotSettlement) return 'not-settlement'
  return null
}

export function settlementStatusOf(answer: Exclude<SettlementAnswer, null>): LocationFields['settlementLandStatus'] {
  return { isSettlement: answer === 'settlement', isNotSettlement: answer === 'not-settlement', isAndIsNotSettlement: answer === 'both' }
}
