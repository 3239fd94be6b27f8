// The reference records the demo set refers to, looked up once by name from the lists the
// product ships with: sectors by a short key, organizations, outcomes and decisions, document
// types, e-mail types and recipient kinds, triggers; and which decision bodies and triggers go
// with which sector.
import { ASSESSMENT_DISTRICTS, EXECUTIVE_COMMITTEE_DISTRICT_ID, SECTORS } from '../db/reference/districts-and-sectors.ts'
import { DECISION_BODIES, FIRST_NATIONS, PLANNING_COMMISSIONS, UFA_BOARDS } from '../db/reference/organizations.ts'
import {
  ASSESSMENT_OUTCOMES,
  DECISION_KINDS,
  DOCUMENT_TYPES,
  EMAIL_MESSAGE_TYPES,
  EMAIL_RECIPIENT_TYPES,
  TRIGGERS,
} from '../db/reference/outcomes-and-types.ts'

function byName<T extends { name: string }>(list: readonly T[], name: string): T {
  const found = list.find((x) => x.name === name)
  if (!found) throw new Error(`Demo data names an unknown reference record: ${name}`)
  return found
}

export const SECTOR_KEYS = {
  agriculture: 'Agriculture and Aquaculture',
  camps: 'Camps',
  power: 'Energy - Power Generation',
  petroleum: 'Energy - Petroleum',
  transmission: 'Energy Transmission (Gas, Electricity)',
  forestry: 'Forestry',
  military: 'Military',
  aggregate: 'Mining - Other (Coal, Aggregate etc.)',
  placer: 'Mining - Placer',
  quartz: 'Mining - Quartz',
  industrial: 'Other Industrial Activities',
  tourism: 'Recreation and Tourism',
  land: 'Residential, Commercial, and Industrial Land Development',
  research: 'Scientific Research/Wildlife Management',
  transport: 'Transportation - Rail, Marine, Air',
  roads: 'Transportation - Roads, Access Roads and Trails',
  telecom: 'Utilities - Telecommunications',
  water: 'Utilities - Water and Wastewater',
  contaminated: 'Waste Management - Contaminated Sites',
  solidWaste: 'Waste Management - Solid Waste',
  hazardousWaste: 'Waste Management - Special & Hazardous Waste',
} as const

export type SectorKey = keyof typeof SECTOR_KEYS

export const sectorId = (key: SectorKey): string => byName(SECTORS, SECTOR_KEYS[key]).id

export const DISTRICT_KEYS = {
  dawson: 'Dawson',
  hainesJunction: 'Haines Junction',
  mayo: 'Mayo',
  teslin: 'Teslin',
  watsonLake: 'Watson Lake',
  whitehorse: 'Whitehorse',
} as const

export type DistrictKey = keyof typeof DISTRICT_KEYS | 'executive'

export const districtId = (key: DistrictKey): string =>
  key === 'executive' ? EXECUTIVE_COMMITTEE_DISTRICT_ID : byName(ASSESSMENT_DISTRICTS, DISTRICT_KEYS[key]).id

export const districtName = (key: DistrictKey): string => (key === 'executive' ? 'Executive Committee' : DISTRICT_KEYS[key])

export const firstNationId = (name: string): string => byName(FIRST_NATIONS, name).id
export const planningCommissionId = (name: string): string => byName(PLANNING_COMMISSIONS, name).id
export const decisionBodyId = (name: string): string => byName(DECISION_BODIES, name).id
export const ufaBoardId = (name: string): string => byName(UFA_BOARDS, name).id

export const OUTCOME = {
  proceed: byName(ASSESSMENT_OUTCOMES, '56.1(a) Proceed').id,
  proceedWithConditions: byName(ASSESSMENT_OUTCOMES, '56.1(b) Proceed with Terms and Conditions').id,
  doNotProceed: byName(ASSESSMENT_OUTCOMES, '56.1(c) Do not Proceed').id,
  referral: byName(ASSESSMENT_OUTCOMES, '56.1(d) Referral to Executive Committee Screening').id,
  withdrawn: byName(ASSESSMENT_OUTCOMES, 'Withdrawn').id,
}

export const DECISION = {
  accept: byName(DECISION_KINDS, 'Accept').id,
  vary: byName(DECISION_KINDS, 'Vary').id,
  reject: byName(DECISION_KINDS, 'Reject').id,
}

type Coded = readonly (readonly [number, string, string, string])[]
const idOfCode = (list: Coded, code: string): number => {
  const found = list.find(([, c]) => c === code)
  if (!found) throw new Error(`Unknown code ${code}`)
  return found[0]
}

export const documentTypeId = (code: (typeof DOCUMENT_TYPES)[number][1]): number => idOfCode(DOCUMENT_TYPES, code)
export const emailTypeId = (code: (typeof EMAIL_MESSAGE_TYPES)[number][1]): number => idOfCode(EMAIL_MESSAGE_TYPES, code)
export const recipientTypeId = (code: (typeof EMAIL_RECIPIENT_TYPES)[number][1]): number => idOfCode(EMAIL_RECIPIENT_TYPES, code)

export const triggerId = (name: string): string => byName(TRIGGERS, name).id

/** Who decides on a project of each sector (names from the decision-body list). */
export const DECISION_BODIES_BY_SECTOR: Record<SectorKey, string[]> = {
  agriculture: ['YG EMR-Agriculture Branch', 'YG EMR Land Management Branch, Client Services'],
  camps: ['YG EMR Land Use Branch', 'YG Community Services'],
  power: ['Yukon Water Board', 'YG EMR Land Management Branch, Client Services', 'Natural Resources Canada'],
  petroleum: ['YG EMR Land Use Branch', 'Canada Energy Regulator'],
  transmission: ['Canada Energy Regulator', 'YG EMR Land Management Branch, Client Services'],
  forestry: ['YG EMR Forest Management Branch'],
  military: ['Natural Resources Canada', 'YG EMR Land Use Branch'],
  aggregate: ['YG EMR Land Management Branch, Client Services', 'YG Highways and Public Works'],
  placer: ['YG EMR Minerals Resources Branch', 'Yukon Water Board', 'DFO Referrals Pacific'],
  quartz: ['YG EMR Minerals Resources Branch', 'Yukon Water Board', 'YG ECO Major Projects Yukon'],
  industrial: ['YG Environment', 'YG EMR Land Management Branch, Client Services'],
  tourism: ['YG EMR Land Use Branch', 'Parks Canada Yukon'],
  land: ['YG EMR Land Management Branch, Client Services', 'YG Community Services'],
  research: ['YG Environment', 'Environment and Climate Change Canada'],
  transport: ['Transport Canada', 'YG Highways and Public Works'],
  roads: ['YG Highways and Public Works', 'YG EMR Land Use Branch', 'DFO Referrals Pacific'],
  telecom: ['YG EMR Land Management Branch, Client Services'],
  water: ['Yukon Water Board', 'YG Community Services'],
  contaminated: ['YG Environment', 'Yukon Water Board', 'YG ECO Major Projects Yukon'],
  solidWaste: ['YG Environment', 'YG Community Services'],
  hazardousWaste: ['YG Environment', 'Environment and Climate Change Canada'],
}

/** Authorizations that typically make a project of each sector assessable. */
export const TRIGGERS_BY_SECTOR: Record<SectorKey, string[]> = {
  agriculture: ['Land Disposition (Lease, Sale)'],
  camps: ['Land Use Permit', 'Solid Waste Permit'],
  power: ['Energy Facility Approval', 'Water Licence'],
  petroleum: ['Oil and Gas Licence', 'Land Use Permit'],
  transmission: ['Energy Facility Approval', 'Land Use Permit'],
  forestry: ['Timber Harvest Licence'],
  military: ['Land Use Permit', 'Federal Funding'],
  aggregate: ['Land Use Permit', 'Land Disposition (Lease, Sale)'],
  placer: ['Placer Mining Land Use Approval', 'Water Licence'],
  quartz: ['Quartz Mining Land Use Approval', 'Water Licence'],
  industrial: ['Air Emissions Permit', 'Land Disposition (Lease, Sale)'],
  tourism: ['Land Use Permit', 'Land Disposition (Lease, Sale)'],
  land: ['Land Disposition (Lease, Sale)', 'Territorial Funding'],
  research: ['Wildlife Act Permit', 'Federal Funding'],
  transport: ['Canadian Navigable Waters Act Approval', 'Federal Funding'],
  roads: ['Highways Act Permit', 'Fisheries Act Authorization', 'Land Use Permit'],
  telecom: ['Land Use Permit', 'Federal Funding'],
  water: ['Water Licence', 'Territorial Funding'],
  contaminated: ['Special Waste Permit', 'Water Licence'],
  solidWaste: ['Solid Waste Permit'],
  hazardousWaste: ['Special Waste Permit'],
}
