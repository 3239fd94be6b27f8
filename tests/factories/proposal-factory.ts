// Proposal forms as the browser sends them (form1), filled in enough to be submitted, with overrides.
import { emptyGeneralForm } from '../../src/shared/proposal-form/general-form.ts'
import type { GeneralForm } from '../../src/shared/proposal-form/general-form.ts'
import type { Part1Field } from '../../src/shared/proposal-form/general-form-rules.ts'
import { emptyUploadForm } from '../../src/shared/proposal-form/upload-form.ts'
import type { UploadForm } from '../../src/shared/proposal-form/upload-form.ts'

/** A small polygon typed in part 3, near Dawson City. */
export const DAWSON_POLYGON = {
  projectLocationType: 'polygon' as const,
  builtFrom: 'manual' as const,
  projectLocationCoordinates: [
    { latitude: 64.06, longitude: -139.43 },
    { latitude: 64.07, longitude: -139.4 },
    { latitude: 64.05, longitude: -139.38 },
  ],
  projectLocationCoordinatesDms: [],
}

/** Every field part 1 requires, filled in (the contact named, as when the proponent is not the primary contact). */
export const FILLED_PART1: Pick<GeneralForm, Part1Field> = {
  proponentName: 'Goldstream Placers Ltd.',
  projectTitle: 'Bonanza Creek placer',
  proponentMailingAddressStreet: '1 Front St',
  proponentMailingAddressCity: 'Dawson City',
  proponentMailingAddressProvince: 'YT',
  proponentMailingAddressPostalCode: 'Y0B 1G0',
  proponentMailingAddressCountry: 'Canada',
  contactPhone: '867-555-0100',
  contactPerson: 'Pat Lee',
  contactEmail: 'pat@example.com',
}

/** A general form (version 5) that a submit accepts: part 1 filled, a regulation entry, a typed polygon. */
export function completeGeneralForm(projectId: string, overrides: Partial<GeneralForm> = {}): GeneralForm {
  return {
    ...emptyGeneralForm(projectId, 'en'),
    ...FILLED_PART1,
    applicableRegulationsList: [{ part: '1', item: '2', activities: 'placer mining' }],
    projectCoordinates: [DAWSON_POLYGON],
    ...overrides,
  }
}

/** A PDF-upload form a submit accepts once its proposal file is attached. */
export function completeUploadForm(projectId: string, overrides: Partial<UploadForm> = {}): UploadForm {
  return { ...emptyUploadForm(projectId, 'en'), proponentName: 'Goldstream Placers Ltd.', projectTitle: 'Bonanza camp', agreePrivacy: true, agreeTerms: true, ...overrides }
}

/**
 * What create-proposal takes for a general form a submit accepts (with a revision, update- and
 * submit-proposal take the same); located by its typed polygon, so it needs no district.
 */
export function submittableProposal(projectId: string, overrides: Partial<GeneralForm> = {}) {
  const form = completeGeneralForm(projectId, overrides)
  return {
    projectId,
    projectTitle: form.projectTitle,
    proponentName: form.proponentName,
    isAgent: form.isAgent,
    assessmentDistricts: [],
    firstNations: [],
    form1: JSON.stringify(form),
  }
}
