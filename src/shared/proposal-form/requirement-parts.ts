// Where in each proposal form the requirements of a submit live (general-form-rules'
// GeneralRequirement, placer-form-rules' PlacerRequirement), so that the parts the registry names
// when it refuses a submit (submit-requirements) are marked in the navigation like the parts the
// device finds incomplete. Part 1 (proponent, contact, agent) is the same in both forms.
import type { AgentRequirement } from './agent-requirements.ts'
import type { GeneralRequirement, Part1Field } from './general-form-rules.ts'
import type { PlacerRequirement } from './placer-form-rules.ts'

/** A form's requirements, each with the number of the part that holds it. */
export type RequirementParts<Requirement extends string> = Readonly<Record<Requirement, number>>

const PART_1: RequirementParts<Part1Field | AgentRequirement> = {
  proponentName: 1,
  projectTitle: 1,
  proponentMailingAddressStreet: 1,
  proponentMailingAddressCity: 1,
  proponentMailingAddressProvince: 1,
  proponentMailingAddressPostalCode: 1,
  proponentMailingAddressCountry: 1,
  contactPerson: 1,
  contactPhone: 1,
  contactEmail: 1,
  proponentEmail: 1,
  agentConsentFile: 1,
}

export const GENERAL_REQUIREMENT_PARTS: RequirementParts<GeneralRequirement> = { ...PART_1, applicableRegulations: 2, location: 3, communityDistances: 3 }

/** The placer form's: part 3's claims or other location details, part 4's activity. */
export const PLACER_REQUIREMENT_PARTS: RequirementParts<PlacerRequirement> = { ...PART_1, claimsOrLocation: 3, activity: 4 }

/**
 * The parts that hold the requirements named, in order, each once. A name that no part holds
 * ('form1': the form could not be read; a name a newer server knows) marks none.
 */
export function partsOfRequirements(parts: RequirementParts<string>, missing: readonly string[]): number[] {
  const found = missing.flatMap((name) => (Object.hasOwn(parts, name) ? [parts[name]!] : []))
  return [...new Set(found)].sort((a, b) => a - b)
}
