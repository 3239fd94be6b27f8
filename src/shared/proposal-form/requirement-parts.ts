// Where in the general form each requirement of a submit lives (general-form-rules'
// GeneralRequirement), so that the parts the registry names when it refuses a submit
// (submit-requirements) are marked in the navigation like the parts the device finds incomplete.
import type { GeneralRequirement } from './general-form-rules.ts'

const PART_OF: Record<GeneralRequirement, number> = {
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
  applicableRegulations: 2,
  location: 3,
  communityDistances: 3,
}

/**
 * The parts of the general form that hold the requirements named, in order, each once. A name
 * that no part holds ('form1': the form could not be read; a name a newer server knows) marks none.
 */
export function partsOfRequirements(missing: readonly string[]): number[] {
  const parts = missing.flatMap((name) => (Object.hasOwn(PART_OF, name) ? [PART_OF[name as GeneralRequirement]] : []))
  return [...new Set(parts)].sort((a, b) => a - b)
}
