// Brings a stored general-form draft (form1, saved as version 3, 4 or 5) up to version 5 as it is
// read, one step at a time, the way excalidraw restores its stored scenes. Which fields changed
// between versions is the history recorded in docs/decisions/0009-general-form-versions.md. A
// draft from an unknown or newer version is refused, never guessed at: a newer app may have
// written fields this one would drop.
import * as v from 'valibot'
import { GENERAL_FORM_PARTS, GENERAL_FORM_VERSION, emptyGeneralForm } from './general-form.ts'
import type { GeneralForm, LocationLookupRecord } from './general-form.ts'
import { needsLocationLookup } from './general-form-location.ts'
import { answer, flag, group, isStoredObject, list, numberOrNull, oneOf, partOf, readFields, text, textOrNull, texts, typedText } from './stored-fields.ts'

export const OLDEST_GENERAL_FORM_VERSION = 3

export type GeneralFormReadResult =
  { ok: true; form: GeneralForm; fromVersion: number } | { ok: false; reason: 'not-a-form' | 'unknown-version' | 'newer-version'; version: unknown }

type Stored = Record<string, unknown>

/** 3 → 4: contactName became contactPerson; the authorizations list and the form's language were added. */
function from3to4(v3: Stored): Stored {
  const { contactName, ...rest } = v3
  return {
    ...rest,
    contactPerson: rest.contactPerson ?? contactName ?? '',
    authorizationsList: rest.authorizationsList ?? [],
    language: rest.language ?? 'en',
    version: 4,
  }
}

/**
 * 4 → 5: projectPurpose, infrastructureFunding, navigableWaterbody and the French drainage and
 * watershed names were added; a nearest community's distance, a number in 4, is kept as typed text
 * (by `settle`, which also mends a version-5 draft written with a number there);
 * proposalAsDocument, a boolean in 4, became the choice 'asDocument' / 'notAsDocument' (unset: '').
 */
function from4to5(v4: Stored): Stored {
  const asDocument = v4.proposalAsDocument
  return {
    ...v4,
    projectPurpose: v4.projectPurpose ?? '',
    infrastructureFunding: v4.infrastructureFunding ?? null,
    navigableWaterbody: v4.navigableWaterbody ?? null,
    drainagesFr: v4.drainagesFr ?? [],
    watershedsFr: v4.watershedsFr ?? [],
    proposalAsDocument: asDocument === true ? 'asDocument' : asDocument === false ? 'notAsDocument' : (asDocument ?? ''),
    version: 5,
  }
}

const STEPS: Record<number, (form: Stored) => Stored> = { 3: from3to4, 4: from4to5 }

const latLng = v.object({ latitude: numberOrNull, longitude: numberOrNull })
const drainage = v.object({ subSubDrainageId: textOrNull, majorDrainageName: text, subDrainageName: text, subSubDrainageName: text })

/** Every field of version 5 but its identity (version, projectId, language), by the rule it is read with. */
const FIELDS: { [K in keyof GeneralForm]?: v.GenericSchema<unknown, GeneralForm[K]> } = {
  isAgent: flag,
  proponentName: text,
  projectTitle: text,
  part: partOf(GENERAL_FORM_PARTS),
  proponentMailingAddressStreet: text,
  proponentMailingAddressCity: text,
  proponentMailingAddressProvince: text,
  proponentMailingAddressPostalCode: text,
  proponentMailingAddressCountry: text,
  proponentEmail: text,
  primaryContact: answer,
  contactPerson: text,
  contactPhone: text,
  contactEmail: text,
  projectInYukon: answer,
  applicableRegulationsList: list(v.object({ part: text, item: text, activities: text })),
  proponentIsFedAgency: answer,
  proponentIsFedAgencyName: text,
  fedAgencyFinancialAssistanceApp: answer,
  fedAgencyFinancialAssistanceAppName: text,
  isAgency: answer,
  infrastructureFunding: answer,
  navigableWaterbody: answer,
  authorizationsList: list(v.object({ agency: text, department: text, authorization: text })),
  projectCoordinates: list(
    v.object({
      projectLocationType: v.picklist(['polygon', 'line', 'point']),
      builtFrom: oneOf(['manual', 'file']),
      projectLocationCoordinates: list(latLng),
      projectLocationCoordinatesDms: list(v.object({ latitude: text, longitude: text })),
    }),
  ),
  assessmentDistricts: texts,
  firstNations: texts,
  settlementLandStatus: group({ isSettlement: flag, isNotSettlement: flag, isAndIsNotSettlement: flag }),
  yukonCommunity: group({ isYukonCommunity: flag, isNotYukonCommunity: flag }),
  yukonNorthSlope: group({ isNorthSlop: flag, isNotNorthSlop: flag }),
  regionalLandUsePlan: group({ hasRegionalLandUsePlan: flag, noRegionalLandUsePlan: flag }),
  // A nearest community's distance is kept as typed text, also where version 4 (or a slip) kept a number.
  communitiesList: list(v.object({ nearestCommunity: text, distanceFromCommunity: typedText })),
  watersheds: texts,
  watershedsFr: texts,
  watercourses: text,
  NTSIndexes: texts,
  communityDistances: texts,
  closestCommunities: texts,
  settlementLands: list(v.object({ firstNation: text, parcels: texts })),
  drainages: list(drainage),
  drainagesFr: list(drainage),
  regionalLandUsePlans: texts,
  yukonCommunities: texts,
  projectPurpose: text,
  projectDescription: text,
  environmentalConditions: text,
  socioEconomicConditions: text,
  mitigationList: list(v.object({ effect: text, mitigation: text, significance: text })),
  additionalInformation: text,
  proposalAsDocument: oneOf(['', 'asDocument', 'notAsDocument']),
}

/**
 * The location look-up record as stored. A draft saved before the form kept one (it came with
 * version 5, not as a new version: readers of form1 ignore a field they do not know) owes a look-up
 * when it has shapes and nothing a look-up finds, as the drafts written offline did.
 */
function lookupRecord(stored: unknown, form: GeneralForm): LocationLookupRecord {
  if (isStoredObject(stored))
    return {
      pending: stored.pending === true,
      assessmentDistricts: v.parse(texts, stored.assessmentDistricts),
      firstNations: v.parse(texts, stored.firstNations),
    }
  const none = { pending: false, assessmentDistricts: [], firstNations: [] }
  return { ...none, pending: needsLocationLookup({ ...form, locationLookup: none }) }
}

/**
 * Version 5 from whatever a version-5 draft holds: every field read by its rule (stored-fields.ts),
 * missing ones from the empty form; anything else is dropped.
 */
function settle(stored: Stored): GeneralForm {
  const projectId = typeof stored.projectId === 'string' ? stored.projectId : ''
  const language = stored.language === 'fr' ? 'fr' : 'en'
  const settled: GeneralForm = { ...readFields(FIELDS, stored, emptyGeneralForm(projectId, language)), version: GENERAL_FORM_VERSION }
  return { ...settled, locationLookup: lookupRecord(stored.locationLookup, settled) }
}

export function migrateGeneralForm(stored: unknown): GeneralFormReadResult {
  if (!isStoredObject(stored)) return { ok: false, reason: 'not-a-form', version: undefined }
  const version = stored.version
  if (typeof version !== 'number' || !Number.isInteger(version) || version < OLDEST_GENERAL_FORM_VERSION) {
    return { ok: false, reason: 'unknown-version', version }
  }
  if (version > GENERAL_FORM_VERSION) return { ok: false, reason: 'newer-version', version }
  let form = stored
  for (let v = version; v < GENERAL_FORM_VERSION; v++) {
    const step = STEPS[v]
    if (!step) return { ok: false, reason: 'unknown-version', version }
    form = step(form)
  }
  return { ok: true, form: settle(form), fromVersion: version }
}

/** form1 as stored by the server: JSON text. */
export function readGeneralForm(form1: string): GeneralFormReadResult {
  let parsed: unknown
  try {
    parsed = JSON.parse(form1)
  } catch {
    return { ok: false, reason: 'not-a-form', version: undefined }
  }
  return migrateGeneralForm(parsed)
}
