// The placer-mining proposal's data, version 3 (spec proposals-and-accounts §3 "Placer proposal
// form data"), stored as JSON text in form1 of kind 'placer', and how a stored one is read. Its
// every reader goes through migratePlacerForm, so that a draft missing fields or holding values of
// the wrong kind reads as a form of today (decision 0019). Versions 1 and 2 were saved too: they
// are brought up one step at a time by the history in docs/decisions/0038-placer-form-versions.md.
// A draft of no known version is refused, never guessed at.
import * as v from 'valibot'
import type { CommunityEntry, DrainageEntry, LatLng, LocationLookupRecord } from './general-form.ts'
import { answer, flag, group, isStoredObject, list, numberOrNull, partOf, readFields, text, textOrNull, texts, typedText } from './stored-fields.ts'

export const PLACER_FORM_VERSION = 3
export const OLDEST_PLACER_FORM_VERSION = 1
export const PLACER_FORM_PARTS = 8

export interface PlacerShape {
  projectLocationType: 'polygon' | 'line' | 'point'
  /** How the shape was made: from a claim ('claim'), typed or drawn, or read from a file. */
  builtFrom: string
  coordinates: LatLng[]
  successfullyRetrieved: boolean
  claimNumber: string | null
}

export interface PlacerActivity {
  activityId: string
  name: string
  activityGroup: string
  hasTextBox: boolean
  textBoxPlaceholder: string | null
  effects: { effectId: string; mitigationOptions: string[] }[]
}

export interface PlacerEffect {
  effectId: string
  name: string
  description: string
  effectGroup: string
  effectGroupMoreInfo: string | null
  mitigationOptions: string[]
}

export interface PlacerForm {
  version: typeof PLACER_FORM_VERSION
  projectId: string
  language: 'en' | 'fr'
  /** The part shown, 1 to 8, and the effect group shown in part 5. */
  part: number
  subPartIndex: number
  projectTitle: string
  proponentName: string
  isAgent: boolean
  proponentEmail: string
  proponentMailingAddressStreet: string
  proponentMailingAddressCity: string
  proponentMailingAddressProvince: string
  proponentMailingAddressPostalCode: string
  proponentMailingAddressCountry: string
  primaryContact: boolean | null
  contactPerson: string
  contactPhone: string
  contactEmail: string
  /** Grant numbers as typed, and as read. */
  claimString: string
  claimParsed: string[]
  projectCoordinates: PlacerShape[]
  assessmentDistricts: string[]
  firstNations: string[]
  settlementLandStatus: { isSettlement: boolean; isNotSettlement: boolean; isAndIsNotSettlement: boolean }
  settlementLands: { firstNation: string; parcels: string[] }[]
  yukonCommunity: { isYukonCommunity: boolean; isNotYukonCommunity: boolean }
  yukonCommunities: string[]
  yukonNorthSlope: { isNorthSlop: boolean; isNotNorthSlop: boolean }
  regionalLandUsePlan: { hasRegionalLandUsePlan: boolean; noRegionalLandUsePlan: boolean }
  regionalLandUsePlans: string[]
  communitiesList: CommunityEntry[]
  drainages: DrainageEntry[]
  drainagesFr: DrainageEntry[]
  watersheds: string[]
  watershedsFr: string[]
  watercourses: string
  closestCommunities: string[]
  additionalLocationInfo: string
  NTSIndexes: string[]
  projectActivities: { activityId: string; description: string; checked: boolean }[]
  otherProjectActivities: { name: string; description: string; checked: boolean }[]
  projectMitigations: { effectId: string; mitigations: { description: string; checked: boolean; reasoning: string }[] }[]
  otherNewMitigations: { effectName: string; effectDescription: string }[]
  /** The activities and effects the form was filled against, as the registry listed them then. */
  activities: PlacerActivity[]
  effects: PlacerEffect[]
  /** Rich text (sanitized HTML). */
  additionalInformationEditor: string
  /** The registry's own record of the claims' location look-up, as the general form keeps it (decision 0020). */
  locationLookup: LocationLookupRecord
}

export function emptyPlacerForm(projectId: string, language: 'en' | 'fr'): PlacerForm {
  return {
    version: PLACER_FORM_VERSION,
    projectId,
    language,
    part: 1,
    subPartIndex: 0,
    projectTitle: '',
    proponentName: '',
    isAgent: false,
    proponentEmail: '',
    proponentMailingAddressStreet: '',
    proponentMailingAddressCity: '',
    proponentMailingAddressProvince: '',
    proponentMailingAddressPostalCode: '',
    proponentMailingAddressCountry: '',
    primaryContact: null,
    contactPerson: '',
    contactPhone: '',
    contactEmail: '',
    claimString: '',
    claimParsed: [],
    projectCoordinates: [],
    assessmentDistricts: [],
    firstNations: [],
    settlementLandStatus: { isSettlement: false, isNotSettlement: false, isAndIsNotSettlement: false },
    settlementLands: [],
    yukonCommunity: { isYukonCommunity: false, isNotYukonCommunity: false },
    yukonCommunities: [],
    yukonNorthSlope: { isNorthSlop: false, isNotNorthSlop: false },
    regionalLandUsePlan: { hasRegionalLandUsePlan: false, noRegionalLandUsePlan: false },
    regionalLandUsePlans: [],
    communitiesList: [],
    drainages: [],
    drainagesFr: [],
    watersheds: [],
    watershedsFr: [],
    watercourses: '',
    closestCommunities: [],
    additionalLocationInfo: '',
    NTSIndexes: [],
    projectActivities: [],
    otherProjectActivities: [],
    projectMitigations: [],
    otherNewMitigations: [],
    activities: [],
    effects: [],
    additionalInformationEditor: '',
    locationLookup: { pending: false, assessmentDistricts: [], firstNations: [] },
  }
}

const drainage = v.object({ subSubDrainageId: textOrNull, majorDrainageName: text, subDrainageName: text, subSubDrainageName: text })

/** Every field of version 3 but its identity (version, projectId, language), by the rule it is read with (stored-fields.ts). */
const FIELDS: { [K in keyof PlacerForm]?: v.GenericSchema<unknown, PlacerForm[K]> } = {
  part: partOf(PLACER_FORM_PARTS),
  subPartIndex: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  projectTitle: text,
  proponentName: text,
  isAgent: flag,
  proponentEmail: text,
  proponentMailingAddressStreet: text,
  proponentMailingAddressCity: text,
  proponentMailingAddressProvince: text,
  proponentMailingAddressPostalCode: text,
  proponentMailingAddressCountry: text,
  primaryContact: answer,
  contactPerson: text,
  contactPhone: text,
  contactEmail: text,
  claimString: text,
  claimParsed: texts,
  projectCoordinates: list(
    v.object({
      projectLocationType: v.picklist(['polygon', 'line', 'point']),
      builtFrom: text,
      coordinates: list(v.object({ latitude: numberOrNull, longitude: numberOrNull })),
      successfullyRetrieved: flag,
      claimNumber: textOrNull,
    }),
  ),
  assessmentDistricts: texts,
  firstNations: texts,
  settlementLandStatus: group({ isSettlement: flag, isNotSettlement: flag, isAndIsNotSettlement: flag }),
  settlementLands: list(v.object({ firstNation: text, parcels: texts })),
  yukonCommunity: group({ isYukonCommunity: flag, isNotYukonCommunity: flag }),
  yukonCommunities: texts,
  yukonNorthSlope: group({ isNorthSlop: flag, isNotNorthSlop: flag }),
  regionalLandUsePlan: group({ hasRegionalLandUsePlan: flag, noRegionalLandUsePlan: flag }),
  regionalLandUsePlans: texts,
  communitiesList: list(v.object({ nearestCommunity: text, distanceFromCommunity: typedText })),
  drainages: list(drainage),
  drainagesFr: list(drainage),
  watersheds: texts,
  watershedsFr: texts,
  watercourses: text,
  closestCommunities: texts,
  additionalLocationInfo: text,
  NTSIndexes: texts,
  projectActivities: list(v.object({ activityId: v.string(), description: text, checked: flag })),
  otherProjectActivities: list(v.object({ name: text, description: text, checked: flag })),
  projectMitigations: list(v.object({ effectId: v.string(), mitigations: list(v.object({ description: text, checked: flag, reasoning: text })) })),
  otherNewMitigations: list(v.object({ effectName: text, effectDescription: text })),
  activities: list(
    v.object({
      activityId: v.string(),
      name: text,
      activityGroup: text,
      hasTextBox: flag,
      textBoxPlaceholder: textOrNull,
      effects: list(v.object({ effectId: v.string(), mitigationOptions: texts })),
    }),
  ),
  effects: list(
    v.object({ effectId: v.string(), name: text, description: text, effectGroup: text, effectGroupMoreInfo: textOrNull, mitigationOptions: texts }),
  ),
  additionalInformationEditor: text,
  locationLookup: group({ pending: flag, assessmentDistricts: texts, firstNations: texts }),
}

type Stored = Record<string, unknown>

/** 1 → 2: the claims typed, `claims`, became `claimString`; `otherNewMitigations` (new effects the proponent names) was added. */
function from1to2(v1: Stored): Stored {
  const { claims, ...rest } = v1
  return { ...rest, claimString: rest.claimString ?? claims ?? '', otherNewMitigations: rest.otherNewMitigations ?? [], version: 2 }
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Plain text as the rich-text editor's paragraphs: one per line, blank lines dropped. */
function paragraphsOf(plain: string): string {
  return plain
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join('')
}

/**
 * 2 → 3: the plain-text `additionalInformation` became the rich text `additionalInformationEditor`
 * (each line a paragraph); part 5 came to be stepped through by effect group (`subPartIndex`,
 * from the first group); the French drainage and watershed names were added.
 */
function from2to3(v2: Stored): Stored {
  const { additionalInformation, ...rest } = v2
  const editor = rest.additionalInformationEditor ?? (typeof additionalInformation === 'string' ? paragraphsOf(additionalInformation) : '')
  return {
    ...rest,
    additionalInformationEditor: editor,
    subPartIndex: rest.subPartIndex ?? 0,
    drainagesFr: rest.drainagesFr ?? [],
    watershedsFr: rest.watershedsFr ?? [],
    version: 3,
  }
}

const STEPS: Record<number, (form: Stored) => Stored> = { 1: from1to2, 2: from2to3 }

export type PlacerFormReadResult =
  { ok: true; form: PlacerForm; fromVersion: number } | { ok: false; reason: 'not-a-form' | 'unknown-version' | 'newer-version'; version: unknown }

/** A stored placer draft (versions 1 to 3) as version 3, or why it cannot be read. */
export function migratePlacerForm(stored: unknown): PlacerFormReadResult {
  if (!isStoredObject(stored)) return { ok: false, reason: 'not-a-form', version: undefined }
  const version = stored.version
  if (typeof version !== 'number' || !Number.isInteger(version) || version < OLDEST_PLACER_FORM_VERSION)
    return { ok: false, reason: 'unknown-version', version }
  if (version > PLACER_FORM_VERSION) return { ok: false, reason: 'newer-version', version }
  let form: Stored = stored
  for (let step = version; step < PLACER_FORM_VERSION; step++) form = STEPS[step]!(form)
  const projectId = typeof form.projectId === 'string' ? form.projectId : ''
  const language = form.language === 'fr' ? 'fr' : 'en'
  return { ok: true, form: { ...readFields(FIELDS, form, emptyPlacerForm(projectId, language)), version: PLACER_FORM_VERSION }, fromVersion: version }
}

/**
 * A new placer form started from an earlier submission's form1 (spec §4 "Placer prefill"): its
 * data, read as version 3, under the new project's id and language, from part 1. Nothing of the
 * old project comes along: its id is replaced and its documents are not in the form. Null when the
 * earlier form cannot be read (the new form then starts blank).
 */
export function placerFormFromEarlier(form1: string, projectId: string, language: 'en' | 'fr'): PlacerForm | null {
  let stored: unknown
  try {
    stored = JSON.parse(form1)
  } catch {
    return null
  }
  const read = migratePlacerForm(stored)
  if (!read.ok) return null
  return { ...read.form, projectId, language, part: 1, subPartIndex: 0 }
}
