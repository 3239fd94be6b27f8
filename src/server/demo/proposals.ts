// Proposal forms kept with demo projects: the general online form (form1 JSON, version 5), the
// placer form (version 3) and the PDF-upload fields, filled from the project as a proponent
// would have — drafts part-way through, submitted forms complete.
import * as t from '../db/schema/index.ts'
import { SHIPPED_PLACER_CATALOGUE } from '../db/reference/placer-catalogue.ts'
import { catalogueSnapshot, effectGroupsFor } from '../../shared/domain/placer-effects.ts'
import { districtId } from './catalog.ts'
import { DEMO_DRAINAGES } from './drainages.ts'
import { communityDistances } from './geography.ts'
import { ntsSheet } from '../../shared/geo/nts.ts'
import { formatCommunityDistance } from '../../shared/geo/lookup.ts'
import type { LayerFeature } from '../../shared/geo/lookup.ts'
import { dmsPointOf } from '../../shared/proposal-form/general-form-location.ts'
import { claimShapes } from '../../shared/proposal-form/placer-location.ts'

import { REGULATION_PARTS } from '../../shared/proposal-form/general-form-reference.ts'
import { emptyUploadForm, UPLOAD_FORM_VERSION } from '../../shared/proposal-form/upload-form.ts'
import type { UploadForm } from '../../shared/proposal-form/upload-form.ts'
import type { GeneralForm, ProjectCoordinates } from '../../shared/proposal-form/general-form.ts'
import type { PlacerForm } from '../../shared/proposal-form/placer-form.ts'
import type { ProjectPlan } from './project-plan.ts'
import type { RowSink } from './rows.ts'
import { DAY } from './timeline.ts'
import { CLAIMS_PER_ROW, demoPlacerClaims } from '../geo/demo-layers.ts'

interface Person {
  firstName: string
  lastName: string
  email: string
  phone: string
}

function locationFields(p: ProjectPlan) {
  const drainages = DEMO_DRAINAGES.filter((d) => p.drainageIds.includes(d.id))
  const distances = communityDistances(p.points[0]!)
  const closest = distances.filter((d) => d.km <= distances[0]!.km + 25)
  return {
    assessmentDistricts: p.districts.map(districtId),
    firstNations: p.firstNationIds,
    settlementLandStatus: { isSettlement: false, isNotSettlement: true, isAndIsNotSettlement: false },
    settlementLands: [],
    yukonCommunity: { isYukonCommunity: closest[0]!.km < 3, isNotYukonCommunity: closest[0]!.km >= 3 },
    yukonCommunities: closest[0]!.km < 3 ? [closest[0]!.name] : [],
    yukonNorthSlope: { isNorthSlop: p.area.key === 'north-slope', isNotNorthSlop: p.area.key !== 'north-slope' },
    regionalLandUsePlan: { hasRegionalLandUsePlan: p.planningCommissionIds.length > 0, noRegionalLandUsePlan: p.planningCommissionIds.length === 0 },
    regionalLandUsePlans: p.planningCommissionIds.length > 0 ? [p.area.planning?.name.replace(' Regional Planning Commission', '') ?? ''] : [],
    // As typed in the form: text (a number here was read as text by the form and broke it).
    communitiesList: [{ nearestCommunity: distances[0]!.name, distanceFromCommunity: distances[0]!.km.toFixed(1) }],
    // As the location look-up writes them (shared/proposal-form/general-form-location.ts).
    communityDistances: distances.map((d) => formatCommunityDistance({ name: d.name, distanceKm: d.km })),
    closestCommunities: closest.map((d) => formatCommunityDistance({ name: d.name, distanceKm: d.km })),
    drainages: drainages.map((d) => ({ subSubDrainageId: d.id, majorDrainageName: d.majorName, subDrainageName: d.subName, subSubDrainageName: d.subSubName })),
    drainagesFr: drainages.map((d) => ({
      subSubDrainageId: d.id,
      majorDrainageName: d.majorNameFr,
      subDrainageName: d.subNameFr,
      subSubDrainageName: d.subSubNameFr,
    })),
    watersheds: drainages.map((d) => `${d.majorName} - ${d.subName} - ${d.subSubName}`),
    watershedsFr: drainages.map((d) => `${d.majorNameFr} - ${d.subNameFr} - ${d.subSubNameFr}`),
    watercourses: [...new Set(drainages.map((d) => d.subSubName))].join(', '),
    NTSIndexes: [...new Set(p.points.map((x) => ntsSheet(x.latitude, x.longitude)).filter((x): x is string => x !== undefined))],
  }
}

function coordinates(p: ProjectPlan): ProjectCoordinates {
  const c = p.points[0]!
  const d = 0.004
  const ring =
    p.points.length > 1
      ? p.points
      : [
          { latitude: c.latitude - d, longitude: c.longitude - 2 * d },
          { latitude: c.latitude - d, longitude: c.longitude + 2 * d },
          { latitude: c.latitude + d, longitude: c.longitude + 2 * d },
          { latitude: c.latitude + d, longitude: c.longitude - 2 * d },
        ]
  const round = (n: number) => Math.round(n * 10_000) / 10_000
  const points = ring.map((x) => ({ latitude: round(x.latitude), longitude: round(x.longitude) }))
  return {
    projectLocationType: p.points.length > 1 ? 'line' : 'polygon',
    builtFrom: 'manual',
    projectLocationCoordinates: points,
    projectLocationCoordinatesDms: points.map(dmsPointOf),
  }
}

function contact(p: ProjectPlan, person: Person) {
  return {
    proponentName: p.text.proponentName,
    projectTitle: p.text.title,
    proponentMailingAddressStreet: `${100 + (p.index % 800)} Main Street`,
    proponentMailingAddressCity: p.area.community === 'Dawson City' ? 'Dawson City' : 'Whitehorse',
    proponentMailingAddressProvince: 'YT',
    proponentMailingAddressPostalCode: p.area.community === 'Dawson City' ? 'Y0B 1G0' : 'Y1A 2C6',
    proponentMailingAddressCountry: 'Canada',
    proponentEmail: p.isAgent ? `office@${p.text.proponentName.toLowerCase().replace(/[^a-z]+/g, '')}.example` : person.email,
    primaryContact: true,
    contactPerson: `${person.firstName} ${person.lastName}`,
    contactPhone: person.phone,
    contactEmail: person.email,
  }
}

/** The general online form (version 5). Drafts stop at the part the proponent reached. */
export function generalForm(p: ProjectPlan, person: Person, complete: boolean): GeneralForm {
  const regulation =
    p.sectors[0] === 'placer' || p.sectors[0] === 'quartz' ? REGULATION_PARTS[0]! : p.sectors[0] === 'roads' ? REGULATION_PARTS[5]! : REGULATION_PARTS[12]!
  return {
    version: 5,
    projectId: p.id,
    isAgent: p.isAgent,
    language: p.language,
    part: complete ? 8 : 3,
    ...contact(p, person),
    projectInYukon: true,
    applicableRegulationsList: [{ part: regulation.key, item: complete ? '1' : '', activities: p.text.activities }],
    proponentIsFedAgency: false,
    proponentIsFedAgencyName: '',
    fedAgencyFinancialAssistanceApp: false,
    fedAgencyFinancialAssistanceAppName: '',
    isAgency: false,
    infrastructureFunding: false,
    navigableWaterbody: false,
    authorizationsList: [{ agency: 'territorial', department: 'Energy, Mines and Resources', authorization: 'Land use permit' }],
    projectCoordinates: [coordinates(p)],
    ...locationFields(p),
    // The demo's districts and First Nations are those of its place, as a look-up finds them.
    locationLookup: { pending: false, assessmentDistricts: p.districts.map(districtId), firstNations: p.firstNationIds },
    projectPurpose: complete ? `<p>${p.text.title}.</p>` : '',
    projectDescription: complete
      ? `<p>${p.text.summary}</p><ul>${p.text.activities
          .split('; ')
          .map((a) => `<li>${a.replace(/\.$/, '')}</li>`)
          .join('')}</ul>`
      : '',
    environmentalConditions: complete
      ? '<p>The area is boreal forest of white spruce and aspen with permafrost on north-facing slopes. Moose and black bears use the valley.</p>'
      : '',
    socioEconomicConditions: complete ? `<p>The nearest community is ${p.area.community}. The area is used for hunting, trapping and berry picking.</p>` : '',
    mitigationList: complete
      ? [
          { effect: 'Sedimentation of nearby watercourses', mitigation: 'Silt fences and a 30 m vegetated buffer', significance: 'Not significant' },
          { effect: 'Disturbance of wildlife', mitigation: 'Work outside sensitive periods; wildlife log', significance: 'Not significant' },
        ]
      : [],
    additionalInformation: complete ? '<p>No additional information.</p>' : '',
    proposalAsDocument: complete ? 'notAsDocument' : '',
  }
}

/** The activities a demo placer proposal lists, in the order the demo ticks them. */
const DEMO_PLACER_ACTIVITIES = [
  'Stripping and overburden removal',
  'Sluicing (washing plant)',
  'Settling ponds',
  'Water withdrawal (pumping)',
  'Work camp',
  'Fuel storage and handling',
].map((name) => SHIPPED_PLACER_CATALOGUE.activities.find((a) => a.name === name)!)

/**
 * The claims a placer project names: a run of 2 to 12 of its area's claims in the demo claims
 * layer, in one column; its form and its shapes on the project page name the same.
 */
export function demoProposalClaims(p: ProjectPlan): LayerFeature[] {
  const rng = p.rng.fork('placer-claims')
  const count = rng.int(2, 12)
  const first = rng.int(0, 2) * CLAIMS_PER_ROW + rng.int(0, CLAIMS_PER_ROW - count)
  return demoPlacerClaims(p.area).slice(first, first + count)
}

/** The placer form (version 3). */
export function placerForm(p: ProjectPlan, person: Person, complete: boolean): PlacerForm {
  const rng = p.rng.fork('placer-form')
  // Its claims with their outlines as the claims look-up gives them, and the place the look-up would report for them.
  const claims = demoProposalClaims(p)
  const count = claims.length
  const outlines = claimShapes(
    claims.map((claim) => ({
      name: claim.name,
      shapes: [
        {
          type: 'polygon',
          points: (claim.geometry.coordinates as number[][][])[0]!
            .slice(0, -1)
            .map(([longitude, latitude]) => ({ latitude: latitude!, longitude: longitude! })),
        },
      ],
    })),
  )
  const centre = outlines[Math.floor(count / 2)]!.coordinates[0]! as { latitude: number; longitude: number }
  // The placer form keeps no list of every community's distance.
  const { communityDistances: _everyCommunity, ...placerLocation } = locationFields({ ...p, points: [centre] })
  const projectActivities = DEMO_PLACER_ACTIVITIES.map((a, i) => ({
    activityId: a.activityId,
    description: a.hasTextBox ? String(rng.int(2, 50)) : '',
    checked: i < (complete ? 6 : 3),
  }))
  return {
    version: 3,
    projectId: p.id,
    language: p.language,
    part: complete ? 8 : 4,
    subPartIndex: 0,
    isAgent: p.isAgent,
    ...contact(p, person),
    claimString: `${claims[0]!.name}-${claims[count - 1]!.name}`,
    claimParsed: claims.map((claim) => claim.name),
    projectCoordinates: outlines,
    ...placerLocation,
    locationLookup: { pending: false, assessmentDistricts: placerLocation.assessmentDistricts, firstNations: placerLocation.firstNations },
    additionalLocationInfo: `Access from the ${p.area.roads?.[0]?.[0] ?? 'existing trail'}.`,
    projectActivities,
    otherProjectActivities: complete ? [{ name: 'Helicopter supply flights', description: 'Twice a month from Dawson City', checked: true }] : [],
    // A submitted proposal commits to the first mitigation of each effect its activities bring; a draft has not reached part 5.
    projectMitigations: complete
      ? effectGroupsFor(SHIPPED_PLACER_CATALOGUE.activities, SHIPPED_PLACER_CATALOGUE.effects, projectActivities)
          .flatMap((g) => g.effects)
          .map((e) => ({ effectId: e.effectId, mitigations: [{ description: e.mitigationOptions[0]!.description, checked: true, reasoning: '' }] }))
      : [],
    otherNewMitigations: [],
    ...catalogueSnapshot(SHIPPED_PLACER_CATALOGUE, p.language),
    additionalInformationEditor: complete ? '<p>Mining will follow the approved operating plan; reclamation is progressive.</p>' : '',
  }
}

/** The PDF upload's fields, in the stored shape the app reads (shared/proposal-form/upload-form.ts). */
function uploadForm(p: ProjectPlan, complete: boolean): UploadForm {
  return {
    ...emptyUploadForm(p.id, p.language),
    projectTitle: p.text.title,
    proponentName: p.text.proponentName,
    isAgent: p.isAgent,
    assessmentDistricts: p.districts.map(districtId),
    proponentEmail: p.isAgent ? 'clerk@mayo.example' : '',
    agreePrivacy: complete,
    agreeTerms: complete,
  }
}

/** Adds the form of a project that keeps one. */
export function addProposalForm(sink: RowSink, p: ProjectPlan, person: Person, today: number): void {
  if (!p.form) return
  const draft = p.submittedAt === null
  const edited = draft ? Math.min(today - DAY, p.createdAt + 3 * DAY) : p.submittedAt!
  const form = p.form === 'general' ? generalForm(p, person, !draft) : p.form === 'placer' ? placerForm(p, person, !draft) : uploadForm(p, !draft)
  sink.add(t.proposalForms, {
    projectId: p.id,
    kind: p.form,
    formVersion: p.form === 'general' ? 5 : p.form === 'placer' ? 3 : UPLOAD_FORM_VERSION,
    language: p.language,
    form1: form,
    isAgent: p.isAgent,
    submittedAt: draft ? null : new Date(p.submittedAt!),
    lastEditedAt: new Date(edited),
    lastEditedById: p.proponentUserId,
    createdAt: new Date(p.createdAt),
    updatedAt: new Date(edited),
    revision: draft ? 4 : 1,
  })
}
