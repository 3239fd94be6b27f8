// Which fields differ between two versions of a proposal draft, for the conflict's comparison (keep
// mine / take theirs): the forms are long, so the person is shown only what differs. A "field" is
// one item as the form's summary shows it (the mailing address is one item made of five stored
// fields; a location lookup's derived flags belong to the item they come with), in the form's order
// and with its part, so that the comparison can label it as the form does. The same items say
// whether a new form holds anything the person entered: only then is it a draft (kept and synced).
import { sameJson } from '../domain/outbox'
import { emptyGeneralForm } from './general-form'
import type { GeneralForm } from './general-form'
import { emptyPlacerForm } from './placer-form'
import type { PlacerForm } from './placer-form'
import { emptyUploadForm } from './upload-form'
import type { UploadForm } from './upload-form'

interface ItemFields<Form> {
  /** The part of the form the item is shown in (the PDF upload has no parts: 0). */
  part: number
  fields: readonly (keyof Form)[]
}

/** The general form's items in the order it shows them, each with the stored fields it shows. */
export const GENERAL_FORM_ITEMS = {
  projectTitle: { part: 1, fields: ['projectTitle'] },
  proponentName: { part: 1, fields: ['proponentName'] },
  mailingAddress: {
    part: 1,
    fields: [
      'proponentMailingAddressStreet',
      'proponentMailingAddressCity',
      'proponentMailingAddressProvince',
      'proponentMailingAddressPostalCode',
      'proponentMailingAddressCountry',
    ],
  },
  isAgent: { part: 1, fields: ['isAgent'] },
  proponentEmail: { part: 1, fields: ['proponentEmail'] },
  primaryContact: { part: 1, fields: ['primaryContact'] },
  contactPerson: { part: 1, fields: ['contactPerson'] },
  contactPhone: { part: 1, fields: ['contactPhone'] },
  contactEmail: { part: 1, fields: ['contactEmail'] },
  applicableRegulations: { part: 2, fields: ['applicableRegulationsList'] },
  projectInYukon: { part: 2, fields: ['projectInYukon'] },
  proponentIsFedAgency: { part: 2, fields: ['proponentIsFedAgency', 'proponentIsFedAgencyName'] },
  fedAgencyFinancialAssistanceApp: { part: 2, fields: ['fedAgencyFinancialAssistanceApp', 'fedAgencyFinancialAssistanceAppName'] },
  isAgency: { part: 2, fields: ['isAgency'] },
  infrastructureFunding: { part: 2, fields: ['infrastructureFunding'] },
  navigableWaterbody: { part: 2, fields: ['navigableWaterbody'] },
  authorizations: { part: 2, fields: ['authorizationsList'] },
  projectLocation: { part: 3, fields: ['projectCoordinates', 'yukonNorthSlope'] },
  assessmentDistricts: { part: 3, fields: ['assessmentDistricts'] },
  firstNations: { part: 3, fields: ['firstNations'] },
  settlementLand: { part: 3, fields: ['settlementLandStatus'] },
  settlementLands: { part: 3, fields: ['settlementLands'] },
  communities: { part: 3, fields: ['communitiesList', 'communityDistances'] },
  closestCommunities: { part: 3, fields: ['closestCommunities'] },
  yukonCommunities: { part: 3, fields: ['yukonCommunities', 'yukonCommunity'] },
  regionalLandUsePlans: { part: 3, fields: ['regionalLandUsePlans', 'regionalLandUsePlan'] },
  drainages: { part: 3, fields: ['drainages', 'drainagesFr'] },
  watersheds: { part: 3, fields: ['watersheds', 'watershedsFr'] },
  watercourses: { part: 3, fields: ['watercourses'] },
  NTSIndexes: { part: 3, fields: ['NTSIndexes'] },
  proposalAsDocument: { part: 4, fields: ['proposalAsDocument'] },
  projectPurpose: { part: 5, fields: ['projectPurpose'] },
  projectDescription: { part: 5, fields: ['projectDescription'] },
  environmentalConditions: { part: 6, fields: ['environmentalConditions'] },
  socioEconomicConditions: { part: 6, fields: ['socioEconomicConditions'] },
  effects: { part: 7, fields: ['mitigationList'] },
  additionalInformation: { part: 8, fields: ['additionalInformation'] },
} as const satisfies Record<string, ItemFields<GeneralForm>>

export type GeneralFormItem = keyof typeof GENERAL_FORM_ITEMS

/**
 * Stored fields that are not the proposal's content: which draft it is, where the person was, and
 * what the location look-up found (the values it filled in are compared in their own items).
 */
export const GENERAL_FORM_BOOKKEEPING = ['version', 'projectId', 'language', 'part', 'locationLookup'] as const satisfies readonly (keyof GeneralForm)[]

/** The PDF upload's items in the order its page shows them. */
export const UPLOAD_FORM_ITEMS = {
  proponentName: { part: 0, fields: ['proponentName'] },
  projectTitle: { part: 0, fields: ['projectTitle'] },
  assessmentDistricts: { part: 0, fields: ['assessmentDistricts'] },
  isAgent: { part: 0, fields: ['isAgent'] },
  proponentEmail: { part: 0, fields: ['proponentEmail'] },
  agreements: { part: 0, fields: ['agreePrivacy', 'agreeTerms'] },
} as const satisfies Record<string, ItemFields<UploadForm>>

export type UploadFormItem = keyof typeof UPLOAD_FORM_ITEMS

export const UPLOAD_FORM_BOOKKEEPING = ['version', 'projectId', 'language'] as const satisfies readonly (keyof UploadForm)[]

/** The placer form's items in the order its parts show them (the catalogue it was filled against is not an entry). */
export const PLACER_FORM_ITEMS = {
  projectTitle: { part: 1, fields: ['projectTitle'] },
  proponentName: { part: 1, fields: ['proponentName'] },
  mailingAddress: {
    part: 1,
    fields: [
      'proponentMailingAddressStreet',
      'proponentMailingAddressCity',
      'proponentMailingAddressProvince',
      'proponentMailingAddressPostalCode',
      'proponentMailingAddressCountry',
    ],
  },
  agent: { part: 1, fields: ['isAgent', 'proponentEmail'] },
  contact: { part: 1, fields: ['primaryContact', 'contactPerson', 'contactPhone', 'contactEmail'] },
  claims: { part: 3, fields: ['claimString'] },
  location: {
    part: 3,
    fields: [
      'projectCoordinates',
      'assessmentDistricts',
      'firstNations',
      'settlementLandStatus',
      'settlementLands',
      'yukonCommunity',
      'yukonCommunities',
      'yukonNorthSlope',
      'regionalLandUsePlan',
      'regionalLandUsePlans',
      'communitiesList',
      'drainages',
      'watercourses',
      'NTSIndexes',
    ],
  },
  additionalLocationInfo: { part: 3, fields: ['additionalLocationInfo'] },
  activities: { part: 4, fields: ['projectActivities', 'otherProjectActivities'] },
  mitigations: { part: 5, fields: ['projectMitigations', 'otherNewMitigations'] },
  additionalInformation: { part: 6, fields: ['additionalInformationEditor'] },
} as const satisfies Record<string, ItemFields<PlacerForm>>

export type PlacerFormItem = keyof typeof PLACER_FORM_ITEMS

function differingItems<Form extends object, Item extends string>(items: Record<Item, ItemFields<Form>>, mine: Form, theirs: Form): Item[] {
  return (Object.keys(items) as Item[]).filter((item) => items[item].fields.some((field) => !sameJson(mine[field], theirs[field])))
}

/** The general form's items whose content differs between the two versions, in the form's order. */
export function generalFormDifferences(mine: GeneralForm, theirs: GeneralForm): GeneralFormItem[] {
  return differingItems<GeneralForm, GeneralFormItem>(GENERAL_FORM_ITEMS, mine, theirs)
}

/** The PDF upload's items whose content differs between the two versions, in the page's order. */
export function uploadFormDifferences(mine: UploadForm, theirs: UploadForm): UploadFormItem[] {
  return differingItems<UploadForm, UploadFormItem>(UPLOAD_FORM_ITEMS, mine, theirs)
}

/** The placer form's items whose content differs between the two versions, in the form's order. */
export function placerFormDifferences(mine: PlacerForm, theirs: PlacerForm): PlacerFormItem[] {
  return differingItems<PlacerForm, PlacerFormItem>(PLACER_FORM_ITEMS, mine, theirs)
}

/** Whether the person entered anything in a placer form; moving between its parts and the catalogue it loaded enter nothing. */
export function placerFormHasEntries(form: PlacerForm): boolean {
  return placerFormDifferences(form, emptyPlacerForm(form.projectId, form.language)).length > 0
}

/** Whether the person entered anything in a general form; moving between its parts enters nothing. */
export function generalFormHasEntries(form: GeneralForm): boolean {
  return generalFormDifferences(form, emptyGeneralForm(form.projectId, form.language)).length > 0
}

/** Whether the person entered anything in a PDF-upload form. */
export function uploadFormHasEntries(form: UploadForm): boolean {
  return uploadFormDifferences(form, emptyUploadForm(form.projectId, form.language)).length > 0
}

/** The parts (in order) that hold at least one of these general-form items. */
export function partsOf(items: readonly GeneralFormItem[]): number[] {
  return [...new Set(items.map((item) => GENERAL_FORM_ITEMS[item].part))].sort((a, b) => a - b)
}
