// The general proposal form's data, version 5 (spec proposals-and-accounts §3 "General proposal form
// data"), stored as JSON text in form1. Field names are the spec's, so that form1 reads the same to
// every tool that knows the registry. Drafts saved as versions 3 and 4 are brought up to 5 by
// migrate-general-form.ts when read.

export const GENERAL_FORM_VERSION = 5
export const GENERAL_FORM_PARTS = 8

export interface LatLng {
  latitude: number | null
  longitude: number | null
}

/** A point as typed in degrees, minutes and seconds, kept as typed until it converts. */
export interface DmsPoint {
  latitude: string
  longitude: string
}

export interface ProjectCoordinates {
  /** 'point': a point read from a location file (a point typed in is a line of one point). */
  projectLocationType: 'polygon' | 'line' | 'point'
  /** How the shape was made: typed or drawn ('manual'), or read from a file ('file'). */
  builtFrom: 'manual' | 'file'
  projectLocationCoordinates: LatLng[]
  projectLocationCoordinatesDms: DmsPoint[]
}

export interface RegulationEntry {
  /** One of REGULATION_PARTS' keys, or '' until chosen. */
  part: string
  item: string
  activities: string
}

export interface AuthorizationEntry {
  /** One of AGENCY_TYPES' keys, or ''. */
  agency: string
  department: string
  authorization: string
}

export interface CommunityEntry {
  nearestCommunity: string
  /** Kilometres as typed; must be numeric (spec §5). */
  distanceFromCommunity: string
}

export interface EffectEntry {
  effect: string
  mitigation: string
  significance: string
}

export interface DrainageEntry {
  subSubDrainageId: string | null
  majorDrainageName: string
  subDrainageName: string
  subSubDrainageName: string
}

/**
 * The location look-up as the form remembers it (the registry's own field, beside the spec's):
 * whether one is owed for the shapes as they are, and what the last one found, so that the form
 * tells the values found for the location from those the person chose.
 */
export interface LocationLookupRecord {
  /**
   * The shapes changed and no look-up has answered for them yet (with no connection and no layers
   * on the device none can run): it runs as soon as it can, on the device or on the server.
   */
  pending: boolean
  /** Assessment district ids the last look-up found. */
  assessmentDistricts: string[]
  /** First Nation organization ids the last look-up found. */
  firstNations: string[]
}

export interface GeneralForm {
  version: typeof GENERAL_FORM_VERSION
  // Identity
  isAgent: boolean
  projectId: string
  proponentName: string
  projectTitle: string
  language: 'en' | 'fr'
  /** The part shown, 1 to 8. */
  part: number
  // Address
  proponentMailingAddressStreet: string
  proponentMailingAddressCity: string
  proponentMailingAddressProvince: string
  proponentMailingAddressPostalCode: string
  proponentMailingAddressCountry: string
  // Contact
  proponentEmail: string
  /** Whether the signed-in person is the primary contact; null until answered. */
  primaryContact: boolean | null
  contactPerson: string
  contactPhone: string
  contactEmail: string
  // Circumstances (null: not answered)
  projectInYukon: boolean | null
  applicableRegulationsList: RegulationEntry[]
  proponentIsFedAgency: boolean | null
  proponentIsFedAgencyName: string
  fedAgencyFinancialAssistanceApp: boolean | null
  fedAgencyFinancialAssistanceAppName: string
  isAgency: boolean | null
  infrastructureFunding: boolean | null
  navigableWaterbody: boolean | null
  authorizationsList: AuthorizationEntry[]
  // Location
  projectCoordinates: ProjectCoordinates[]
  /** Assessment district ids, found for the location or chosen by hand. */
  assessmentDistricts: string[]
  /** Organization ids of First Nations. */
  firstNations: string[]
  settlementLandStatus: { isSettlement: boolean; isNotSettlement: boolean; isAndIsNotSettlement: boolean }
  yukonCommunity: { isYukonCommunity: boolean; isNotYukonCommunity: boolean }
  yukonNorthSlope: { isNorthSlop: boolean; isNotNorthSlop: boolean }
  regionalLandUsePlan: { hasRegionalLandUsePlan: boolean; noRegionalLandUsePlan: boolean }
  communitiesList: CommunityEntry[]
  watersheds: string[]
  watershedsFr: string[]
  watercourses: string
  NTSIndexes: string[]
  /** "name: distance km", every community, nearest first. */
  communityDistances: string[]
  closestCommunities: string[]
  settlementLands: { firstNation: string; parcels: string[] }[]
  drainages: DrainageEntry[]
  drainagesFr: DrainageEntry[]
  regionalLandUsePlans: string[]
  yukonCommunities: string[]
  locationLookup: LocationLookupRecord
  // Content (rich text is sanitized HTML)
  projectPurpose: string
  projectDescription: string
  environmentalConditions: string
  socioEconomicConditions: string
  mitigationList: EffectEntry[]
  additionalInformation: string
  proposalAsDocument: 'notAsDocument' | 'asDocument' | ''
}

export function emptyGeneralForm(projectId: string, language: 'en' | 'fr'): GeneralForm {
  return {
    version: GENERAL_FORM_VERSION,
    isAgent: false,
    projectId,
    proponentName: '',
    projectTitle: '',
    language,
    part: 1,
    proponentMailingAddressStreet: '',
    proponentMailingAddressCity: '',
    proponentMailingAddressProvince: '',
    proponentMailingAddressPostalCode: '',
    proponentMailingAddressCountry: '',
    proponentEmail: '',
    primaryContact: null,
    contactPerson: '',
    contactPhone: '',
    contactEmail: '',
    projectInYukon: null,
    applicableRegulationsList: [{ part: '', item: '', activities: '' }],
    proponentIsFedAgency: null,
    proponentIsFedAgencyName: '',
    fedAgencyFinancialAssistanceApp: null,
    fedAgencyFinancialAssistanceAppName: '',
    isAgency: null,
    infrastructureFunding: null,
    navigableWaterbody: null,
    authorizationsList: [],
    projectCoordinates: [],
    assessmentDistricts: [],
    firstNations: [],
    settlementLandStatus: { isSettlement: false, isNotSettlement: false, isAndIsNotSettlement: false },
    yukonCommunity: { isYukonCommunity: false, isNotYukonCommunity: false },
    yukonNorthSlope: { isNorthSlop: false, isNotNorthSlop: false },
    regionalLandUsePlan: { hasRegionalLandUsePlan: false, noRegionalLandUsePlan: false },
    communitiesList: [],
    watersheds: [],
    watershedsFr: [],
    watercourses: '',
    NTSIndexes: [],
    communityDistances: [],
    closestCommunities: [],
    settlementLands: [],
    drainages: [],
    drainagesFr: [],
    regionalLandUsePlans: [],
    yukonCommunities: [],
    locationLookup: { pending: false, assessmentDistricts: [], firstNations: [] },
    projectPurpose: '',
    projectDescription: '',
    environmentalConditions: '',
    socioEconomicConditions: '',
    mitigationList: [{ effect: '', mitigation: '', significance: '' }],
    additionalInformation: '',
    proposalAsDocument: '',
  }
}
