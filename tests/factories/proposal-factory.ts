// Proposal forms as the browser sends them (form1), filled in enough to be submitted, with overrides.
import { emptyGeneralForm } from '../../src/shared/proposal-form/general-form.ts'
import type { GeneralForm } from '../../src/shared/proposal-form/general-form.ts'
import type { Part1Field } from '../../src/shared/proposal-form/general-form-rules.ts'
import { emptyPlacerForm } from '../../src/shared/proposal-form/placer-form.ts'
import type { PlacerForm } from '../../src/shared/proposal-form/placer-form.ts'
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
  return {
    ...emptyUploadForm(projectId, 'en'),
    proponentName: 'Goldstream Placers Ltd.',
    projectTitle: 'Bonanza camp',
    agreePrivacy: true,
    agreeTerms: true,
    ...overrides,
  }
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

/** A placer form (version 3) with a value in every field and an item in every list. */
export function filledPlacerForm(projectId: string, overrides: Partial<PlacerForm> = {}): PlacerForm {
  const drainage = {
    subSubDrainageId: 'klondike-bonanza',
    majorDrainageName: 'Yukon River',
    subDrainageName: 'Klondike River',
    subSubDrainageName: 'Bonanza Creek',
  }
  return {
    ...emptyPlacerForm(projectId, 'en'),
    ...FILLED_PART1,
    part: 5,
    subPartIndex: 1,
    isAgent: true,
    proponentEmail: 'office@goldstream.example',
    primaryContact: false,
    claimString: 'P 12000-P 12002',
    claimParsed: ['P 12000', 'P 12001', 'P 12002'],
    projectCoordinates: [
      {
        projectLocationType: 'polygon',
        builtFrom: 'claim',
        coordinates: DAWSON_POLYGON.projectLocationCoordinates,
        successfullyRetrieved: true,
        claimNumber: 'P 12000',
      },
    ],
    assessmentDistricts: ['dawson'],
    firstNations: ['trondek'],
    settlementLandStatus: { isSettlement: false, isNotSettlement: true, isAndIsNotSettlement: false },
    settlementLands: [{ firstNation: 'trondek', parcels: ['R-1A'] }],
    yukonCommunity: { isYukonCommunity: false, isNotYukonCommunity: true },
    yukonCommunities: ['Dawson City'],
    yukonNorthSlope: { isNorthSlop: false, isNotNorthSlop: true },
    regionalLandUsePlan: { hasRegionalLandUsePlan: true, noRegionalLandUsePlan: false },
    regionalLandUsePlans: ['Dawson'],
    communitiesList: [{ nearestCommunity: 'Dawson City', distanceFromCommunity: '18.5' }],
    drainages: [drainage],
    drainagesFr: [{ ...drainage, majorDrainageName: 'Fleuve Yukon' }],
    watersheds: ['Yukon River'],
    watershedsFr: ['Fleuve Yukon'],
    watercourses: 'Bonanza Creek',
    closestCommunities: ['Dawson City: 18.5 km'],
    additionalLocationInfo: 'Access from the Bonanza Creek road.',
    NTSIndexes: ['116B03'],
    projectActivities: [{ activityId: 'placer-sluicing', description: '5000 m³', checked: true }],
    otherProjectActivities: [{ name: 'Test pits', description: 'Up to 10', checked: true }],
    projectMitigations: [{ effectId: 'placer-effect-sediment', mitigations: [{ description: 'Settling ponds', checked: true, reasoning: 'Required' }] }],
    otherNewMitigations: [{ effectName: 'Dust', effectDescription: 'Water the road' }],
    activities: [
      {
        activityId: 'placer-sluicing',
        name: 'Sluicing',
        activityGroup: 'Mining',
        hasTextBox: true,
        textBoxPlaceholder: 'Volume',
        effects: [{ effectId: 'placer-effect-sediment', mitigationOptions: ['Settling ponds'] }],
      },
    ],
    effects: [
      {
        effectId: 'placer-effect-sediment',
        name: 'Sediment',
        description: 'Sediment in watercourses',
        effectGroup: 'Water',
        effectGroupMoreInfo: 'See the guide',
        mitigationOptions: ['Settling ponds'],
      },
    ],
    additionalInformationEditor: '<p>Progressive reclamation.</p>',
    ...overrides,
  }
}
