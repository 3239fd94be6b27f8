// Brings a stored general-form draft (form1, saved as version 3, 4 or 5) up to version 5 as it is
// read, one step at a time, the way excalidraw restores its stored scenes. Which fields changed
// between versions is the history recorded in docs/decisions/0009-general-form-versions.md. A
// draft from an unknown or newer version is refused, never guessed at: a newer app may have
// written fields this one would drop.
import { GENERAL_FORM_VERSION, emptyGeneralForm } from './general-form.ts'
import type { GeneralForm, LocationLookupRecord } from './general-form.ts'
import { needsLocationLookup } from './general-form-location.ts'

export const OLDEST_GENERAL_FORM_VERSION = 3

export type GeneralFormReadResult =
  | { ok: true; form: GeneralForm; fromVersion: number }
  | { ok: false; reason: 'not-a-form' | 'unknown-version' | 'newer-version'; version: unknown }

type Stored = Record<string, unknown>

const isRecord = (value: unknown): value is Stored => typeof value === 'object' && value !== null && !Array.isArray(value)

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

/** Whether a stored value may stand for the field whose empty value is `empty`. */
function fits(empty: unknown, value: unknown): boolean {
  if (empty === null) return value === null || typeof value === 'boolean'
  if (Array.isArray(empty)) return Array.isArray(value)
  if (isRecord(empty)) return isRecord(value)
  return typeof value === typeof empty
}

const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

/** A nearest community as the form types it: a name and a distance, both text. */
function nearestCommunity(entry: unknown): GeneralForm['communitiesList'] {
  return isRecord(entry) ? [{ nearestCommunity: asText(entry.nearestCommunity), distanceFromCommunity: asText(entry.distanceFromCommunity) }] : []
}

const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [])

/**
 * The location look-up record as stored. A draft saved before the form kept one (it came with
 * version 5, not as a new version: readers of form1 ignore a field they do not know) owes a look-up
 * when it has shapes and nothing a look-up finds, as the drafts written offline did.
 */
function lookupRecord(stored: unknown, form: GeneralForm): LocationLookupRecord {
  if (isRecord(stored)) return { pending: stored.pending === true, assessmentDistricts: ids(stored.assessmentDistricts), firstNations: ids(stored.firstNations) }
  const none = { pending: false, assessmentDistricts: [], firstNations: [] }
  return { ...none, pending: needsLocationLookup({ ...form, locationLookup: none }) }
}

/**
 * Version 5 from whatever a version-5 draft holds: every field of the type, taken from the draft
 * when it has the right kind of value and from the empty form otherwise; anything else is dropped.
 */
function settle(stored: Stored): GeneralForm {
  const projectId = typeof stored.projectId === 'string' ? stored.projectId : ''
  const language = stored.language === 'fr' ? 'fr' : 'en'
  const empty = emptyGeneralForm(projectId, language)
  const form: Record<string, unknown> = { ...empty }
  for (const key of Object.keys(empty)) {
    const emptyValue = empty[key as keyof GeneralForm]
    if (key in stored && fits(emptyValue, stored[key])) form[key] = isRecord(emptyValue) ? { ...emptyValue, ...(stored[key] as Stored) } : stored[key]
  }
  const settled = form as unknown as GeneralForm
  settled.communitiesList = settled.communitiesList.flatMap(nearestCommunity)
  settled.locationLookup = lookupRecord(stored.locationLookup, settled)
  const part = Math.trunc(settled.part)
  settled.part = Number.isFinite(part) ? Math.min(Math.max(part, 1), 8) : 1
  if (!['', 'asDocument', 'notAsDocument'].includes(settled.proposalAsDocument)) settled.proposalAsDocument = ''
  settled.version = GENERAL_FORM_VERSION
  return settled
}

export function migrateGeneralForm(stored: unknown): GeneralFormReadResult {
  if (!isRecord(stored)) return { ok: false, reason: 'not-a-form', version: undefined }
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
