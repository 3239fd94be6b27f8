// Part 3 of the placer form (spec proposals-and-accounts §2, §3, §5): the claims typed, read
// (claimParsed), their outlines as the form keeps them (projectCoordinates with claimNumber), and
// the same location look-up as the general form's part 3 over those outlines, on the server or on
// the device (general-form-location). The look-up reads and fills the general form's location
// fields; the placer form holds the same fields by the same names, but its shapes and its list of
// distances, so these functions translate between the two. Beside the claims' outlines the form
// keeps the points the person adds where they stand ("Use my location"), each a line of one point
// as the general form keeps a typed point, so that the look-up reads it as a point.
import { parseClaims } from '../geo/claims.ts'
import type { EntryPoint, EntryShape } from '../geo/location-entry.ts'
import { clearedDetectedFields, dmsPointOf, lookupOwed } from './general-form-location.ts'
import type { LocationFields } from './general-form-location.ts'
import type { ProjectCoordinates } from './general-form.ts'
import type { PlacerForm, PlacerShape } from './placer-form.ts'

/** The claims typed, and as read: grant numbers in order, each once, ranges expanded. */
export function claimsPatch(claimString: string): Pick<PlacerForm, 'claimString' | 'claimParsed'> {
  return { claimString, claimParsed: parseClaims(claimString).claims }
}

/**
 * Spec §2 part 3, a CSV upload of claims: its claims join those typed, after them on a line of
 * their own, each once; the text is left as it is when the file adds none.
 */
export function claimStringWithCsv(claimString: string, csvClaims: readonly string[]): { claimString: string; added: string[] } {
  const typed = new Set(parseClaims(claimString).claims)
  const added = [...new Set(csvClaims)].filter((claim) => !typed.has(claim))
  if (added.length === 0) return { claimString, added }
  const before = claimString.trimEnd()
  return { claimString: before ? `${before}\n${added.join(', ')}` : added.join(', '), added }
}

/** Spec §5: a polygon needs more than 2 points to be used in queries. */
const usable = (shape: EntryShape) => shape.type !== 'polygon' || shape.points.length > 2

/** A claim found by the claims layer, with its outlines. */
export interface FoundClaim {
  name: string
  shapes: EntryShape[]
}

/** The outlines of the claims found, as the form keeps them. */
export function claimShapes(found: readonly FoundClaim[]): PlacerShape[] {
  return found.flatMap((claim) =>
    claim.shapes.filter(usable).map((shape) => ({
      projectLocationType: shape.type,
      builtFrom: 'claim',
      coordinates: shape.points.map((p) => ({ ...p })),
      successfullyRetrieved: true,
      claimNumber: claim.name,
    })),
  )
}

/** A point the person added rather than a claim's outline. */
const isAddedPoint = (shape: PlacerShape) => shape.builtFrom === 'manual'

/** The points the person added, in the order added. */
export function addedPoints(form: Pick<PlacerForm, 'projectCoordinates'>): EntryPoint[] {
  return form.projectCoordinates
    .filter(isAddedPoint)
    .flatMap((shape) =>
      shape.coordinates.flatMap((p) => (p.latitude === null || p.longitude === null ? [] : [{ latitude: p.latitude, longitude: p.longitude }])),
    )
}

/**
 * The form's patch for its new shapes: a look-up owed for them, or, with none left, nothing found,
 * as the general form's "Reset map" leaves it: what was found for claims since cleared is not where
 * the project is.
 */
function shapesPatch(form: Pick<PlacerForm, 'locationLookup'>, shapes: PlacerShape[]): Partial<PlacerForm> {
  if (shapes.length === 0) return { projectCoordinates: [], ...placerPatchOfLocation(clearedDetectedFields()) }
  return { projectCoordinates: shapes, locationLookup: lookupOwed(form.locationLookup) }
}

/** The form's patch when the points added change: the claims' outlines kept, the points after them. */
export function addedPointsPatch(form: Pick<PlacerForm, 'projectCoordinates' | 'locationLookup'>, points: readonly EntryPoint[]): Partial<PlacerForm> {
  const added = points.map((p): PlacerShape => ({
    projectLocationType: 'line',
    builtFrom: 'manual',
    coordinates: [{ ...p }],
    successfullyRetrieved: true,
    claimNumber: null,
  }))
  return shapesPatch(form, [...form.projectCoordinates.filter((shape) => !isAddedPoint(shape)), ...added])
}

/** The form's patch when the claims found change: their outlines (the points added kept). Null when they are the outlines the form has. */
export function claimsFoundPatch(form: PlacerForm, found: readonly FoundClaim[]): Partial<PlacerForm> | null {
  const shapes = [...claimShapes(found), ...form.projectCoordinates.filter(isAddedPoint)]
  if (JSON.stringify(shapes) === JSON.stringify(form.projectCoordinates)) return null
  return shapesPatch(form, shapes)
}

function asGeneralShape(shape: PlacerShape): ProjectCoordinates {
  const points = shape.coordinates.flatMap((p) => (p.latitude === null || p.longitude === null ? [] : [{ latitude: p.latitude, longitude: p.longitude }]))
  return {
    projectLocationType: shape.projectLocationType === 'line' ? 'line' : 'polygon',
    builtFrom: 'manual',
    projectLocationCoordinates: shape.coordinates,
    projectLocationCoordinatesDms: points.map(dmsPointOf),
  }
}

/** The placer form's location as the look-up reads it (its distances are its closest communities). */
export function placerLocationFields(form: PlacerForm): LocationFields {
  return {
    projectCoordinates: form.projectCoordinates.filter((s) => s.projectLocationType !== 'point').map(asGeneralShape),
    assessmentDistricts: form.assessmentDistricts,
    firstNations: form.firstNations,
    settlementLandStatus: form.settlementLandStatus,
    yukonCommunity: form.yukonCommunity,
    yukonNorthSlope: form.yukonNorthSlope,
    regionalLandUsePlan: form.regionalLandUsePlan,
    communitiesList: form.communitiesList,
    watersheds: form.watersheds,
    watershedsFr: form.watershedsFr,
    watercourses: form.watercourses,
    NTSIndexes: form.NTSIndexes,
    communityDistances: form.closestCommunities,
    closestCommunities: form.closestCommunities,
    settlementLands: form.settlementLands,
    drainages: form.drainages,
    drainagesFr: form.drainagesFr,
    regionalLandUsePlans: form.regionalLandUsePlans,
    yukonCommunities: form.yukonCommunities,
    locationLookup: form.locationLookup,
  }
}

/** What the look-up (or the person, by the look-up's summary) changed, as a patch of the placer form; the shapes are the claims', never the look-up's. */
export function placerPatchOfLocation(patch: Partial<LocationFields>): Partial<PlacerForm> {
  const { projectCoordinates: _shapes, communityDistances: _distances, ...fields } = patch
  return fields
}
