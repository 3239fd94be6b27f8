// The rules of the general proposal form (spec proposals-and-accounts §4, §5 "General proposal
// form"): which fields are required, when parts 1 to 3 are complete, when a submit may go ahead,
// the side navigation's markers, and where Return and Proceed lead. Messages are shown only after
// a submit attempt; the functions here say what is wrong, the form decides when to show it.
import { agentMissing } from './agent-requirements.ts'
import type { AgentRequirement } from './agent-requirements.ts'
import { GENERAL_FORM_PARTS } from './general-form.ts'
import type { GeneralForm } from './general-form.ts'
import { REGULATION_PARTS } from './general-form-reference.ts'

/** What the form cannot see in its JSON: the attachments kept beside it. */
export interface FormAttachments {
  /** Location files (shape, KML …) attached to the proposal. */
  locationFiles: number
  /** Signed agent-consent forms attached. */
  agentConsentFiles: number
}

export const NO_ATTACHMENTS: FormAttachments = { locationFiles: 0, agentConsentFiles: 0 }

export type Part1Field =
  | 'proponentName'
  | 'projectTitle'
  | 'proponentMailingAddressStreet'
  | 'proponentMailingAddressCity'
  | 'proponentMailingAddressProvince'
  | 'proponentMailingAddressPostalCode'
  | 'proponentMailingAddressCountry'
  | 'contactPerson'
  | 'contactPhone'
  | 'contactEmail'

export const PART1_ALWAYS_REQUIRED: readonly Part1Field[] = [
  'proponentName',
  'projectTitle',
  'proponentMailingAddressStreet',
  'proponentMailingAddressCity',
  'proponentMailingAddressProvince',
  'proponentMailingAddressPostalCode',
  'proponentMailingAddressCountry',
  'contactPhone',
]

/** Part 1's fields, which the placer form shares by name with the general form. */
export type ProponentFields = Pick<GeneralForm, Part1Field>

const blank = (value: string) => value.trim() === ''

/**
 * Part 1 fields that are empty but required. The spec reads two ways on contactPerson and
 * contactEmail (required when the signed-in person is not the primary contact, or always) and asks
 * completeness to honour both: when the person is the primary contact the two fields hold their own
 * name and email, so requiring them always only bites when those copied values are empty.
 */
export function part1MissingFields(form: ProponentFields): Part1Field[] {
  const missing = PART1_ALWAYS_REQUIRED.filter((field) => blank(form[field]))
  if (blank(form.contactPerson)) missing.push('contactPerson')
  if (blank(form.contactEmail)) missing.push('contactEmail')
  return missing
}

/** Whether a field gets the 'field is required' mark: after a submit attempt, when empty and required. */
export function isFieldRequiredShown(form: ProponentFields, field: Part1Field, submitAttempted: boolean): boolean {
  return submitAttempted && part1MissingFields(form).includes(field)
}

export const isPart1Filled = (form: ProponentFields) => part1MissingFields(form).length === 0

const isRegulationPart = (key: string) => REGULATION_PARTS.some((p) => p.key === key)

/** Indexes of regulation entries whose part is not one of the 13 (each entry's part is required). */
export function regulationEntriesMissingPart(form: GeneralForm): number[] {
  return form.applicableRegulationsList.flatMap((entry, i) => (isRegulationPart(entry.part) ? [] : [i]))
}

/** Part 2: at least one regulation entry, and every entry names its part. */
export function isPart2Complete(form: GeneralForm): boolean {
  return form.applicableRegulationsList.length > 0 && regulationEntriesMissingPart(form).length === 0
}

const hasPoint = (form: GeneralForm) =>
  form.projectCoordinates.some((shape) => shape.projectLocationCoordinates.some((p) => p.latitude !== null && p.longitude !== null))

/** Part 3: a location drawn or typed, or location files together with at least one assessment district. */
export function isPart3Complete(form: GeneralForm, attachments: FormAttachments): boolean {
  return hasPoint(form) || (attachments.locationFiles > 0 && form.assessmentDistricts.length > 0)
}

/** A distance typed in kilometres: a plain non-negative number, with a point or a comma for decimals. */
export function isNumericDistance(value: string): boolean {
  return /^\s*\d+([.,]\d+)?\s*$/.test(value)
}

/** Indexes of nearest-community entries whose distance is filled in but not a number. */
export function communityDistancesNotNumeric(form: GeneralForm): number[] {
  return form.communitiesList.flatMap((entry, i) => (entry.distanceFromCommunity.trim() === '' || isNumericDistance(entry.distanceFromCommunity) ? [] : [i]))
}

/** What a submit may lack: a part 1 field, an agent's proponent email or consent form, part 2's regulations, part 3's location, or a numeric community distance. */
export type GeneralRequirement = Part1Field | AgentRequirement | 'applicableRegulations' | 'location' | 'communityDistances'

/** What a submit still needs, browser and server alike (the server refuses a submit that lacks any). */
export function generalMissing(form: GeneralForm, attachments: FormAttachments): GeneralRequirement[] {
  const missing: GeneralRequirement[] = [...part1MissingFields(form), ...agentMissing(form, attachments.agentConsentFiles)]
  if (!isPart2Complete(form)) missing.push('applicableRegulations')
  if (!isPart3Complete(form, attachments)) missing.push('location')
  if (communityDistancesNotNumeric(form).length > 0) missing.push('communityDistances')
  return missing
}

/** Whether a submit may go ahead; otherwise it is refused and the attempt remembered, so the errors show. */
export function canSubmit(form: GeneralForm, attachments: FormAttachments): boolean {
  return generalMissing(form, attachments).length === 0
}

/**
 * Whether a part lacks something a submit needs, by this device's view or because the registry's
 * last refusal of the submit named it (refusedParts: requirement-parts.ts). Parts 4 to 8 hold
 * nothing required.
 */
export function isPartIncomplete(form: GeneralForm, part: number, attachments: FormAttachments, refusedParts: readonly number[] = []): boolean {
  if (refusedParts.includes(part)) return true
  switch (part) {
    case 1:
      return !isPart1Filled(form) || agentMissing(form, attachments.agentConsentFiles).length > 0
    case 2:
      return !isPart2Complete(form)
    case 3:
      return !isPart3Complete(form, attachments) || communityDistancesNotNumeric(form).length > 0
    default:
      return false
  }
}

/** Each part's required-fields banner: after a submit attempt, on an incomplete part. */
export function showsRequiredFieldsBanner(
  form: GeneralForm,
  part: number,
  attachments: FormAttachments,
  submitAttempted: boolean,
  refusedParts: readonly number[] = [],
): boolean {
  return submitAttempted && isPartIncomplete(form, part, attachments, refusedParts)
}

/**
 * The parts that lack something a submit needs, which part 8 lists after an attempt ('required
 * fields in previous section'): parts 1 to 3, the only ones holding requirements, so the list is
 * empty exactly when a submit may go and the registry named no part.
 */
export function partsMissingRequired(form: GeneralForm, attachments: FormAttachments, refusedParts: readonly number[] = []): number[] {
  return [1, 2, 3].filter((part) => isPartIncomplete(form, part, attachments, refusedParts))
}

export type PartMarker = 'current' | 'completed' | 'warning' | 'danger' | 'upcoming'

/**
 * The side navigation's mark for a part. Parts below the current one count as completed (spec §4);
 * after a submit attempt an incomplete part is in danger; before it, a passed part that still lacks
 * something (an agent's missing email or consent form in part 1 too) is a warning.
 */
export function partMarker(
  form: GeneralForm,
  part: number,
  attachments: FormAttachments,
  submitAttempted: boolean,
  refusedParts: readonly number[] = [],
): PartMarker {
  if (part === form.part) return 'current'
  const incomplete = isPartIncomplete(form, part, attachments, refusedParts)
  if (submitAttempted && incomplete) return 'danger'
  if (part < form.part && incomplete) return 'warning'
  return part < form.part ? 'completed' : 'upcoming'
}

export const isDocumentProposal = (form: GeneralForm) => form.proposalAsDocument === 'asDocument'

/** Where 'Return to part N' leads, or null on part 1. Part 8 goes back to 4 when the proposal is a document. */
export function previousPart(form: GeneralForm): number | null {
  if (form.part <= 1) return null
  if (form.part === GENERAL_FORM_PARTS && isDocumentProposal(form)) return 4
  return form.part - 1
}

/**
 * Where 'Proceed to part N' leads, or null when there is no way on: after part 8, and from part 4
 * until the online-form-or-document choice is made (a document skips parts 5 to 7).
 */
export function nextPart(form: GeneralForm): number | null {
  if (form.part >= GENERAL_FORM_PARTS) return null
  if (form.part === 4) {
    if (form.proposalAsDocument === '') return null
    return isDocumentProposal(form) ? GENERAL_FORM_PARTS : 5
  }
  return form.part + 1
}

/** The contact fields when the signed-in person answers the primary-contact question (spec §4). */
export function primaryContactPatch(
  isPrimary: boolean,
  person: { firstName: string; lastName: string; email: string },
): Pick<GeneralForm, 'primaryContact' | 'contactPerson' | 'contactEmail'> {
  return isPrimary
    ? { primaryContact: true, contactPerson: `${person.firstName} ${person.lastName}`.trim(), contactEmail: person.email }
    : { primaryContact: false, contactPerson: '', contactEmail: '' }
}
