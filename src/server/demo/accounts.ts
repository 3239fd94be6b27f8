// Demo people: the demo accounts of demo-accounts.ts (password hashed with argon2id, e-mail
// confirmed), the staff who lead assessments, and what each account is to the projects — the
// proponent's drafts and submissions, the decision body's and planning commission's projects,
// the participant's and follower's — so that every role's screens have something to show.
import { hash } from '@node-rs/argon2'
import * as t from '../db/schema/index.ts'
import { PROJECT_TYPE } from '../../shared/domain/stages.ts'
import { isPublicStage } from '../../shared/domain/project-visibility.ts'
import type { DistrictKey } from './catalog.ts'
import { decisionBodyId, districtId, firstNationId, planningCommissionId, sectorId } from './catalog.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from './demo-accounts.ts'
import type { DemoAccountKey } from './demo-accounts.ts'
import { DEMO_DRAINAGES } from './drainages.ts'
import type { ProjectPlan } from './project-plan.ts'
import { specialLabel } from './project-plan.ts'
import type { Random } from './random.ts'
import type { RowSink } from './rows.ts'
import { DAY } from './timeline.ts'
import { personName } from './text.ts'

export type AccountIds = Record<DemoAccountKey, string>

export interface Staff {
  byDistrict: Record<DistrictKey, string[]>
  panelManagerId: string
}

/**
 * The registry's password parameters (src/server/lib/passwords.ts: argon2id, t=2, m=19 MiB,
 * p=1) with a salt drawn from the seed, so that the same seed gives the same hashes.
 */
async function demoPasswordHash(rng: Random): Promise<string> {
  return hash(DEMO_PASSWORD, { algorithm: 2, timeCost: 2, memoryCost: 19 * 1024, parallelism: 1, salt: rng.bytes(16) })
}

const STAFF_DISTRICTS: [DistrictKey, number][] = [
  ['dawson', 2],
  ['mayo', 1],
  ['whitehorse', 1],
  ['hainesJunction', 1],
  ['teslin', 1],
  ['watsonLake', 1],
  ['executive', 2],
]

export async function addAccounts(sink: RowSink, rng: Random, today: number): Promise<{ ids: AccountIds; staff: Staff }> {
  const ids = {} as AccountIds
  const joined = new Date(today - 400 * DAY)
  for (const account of DEMO_ACCOUNTS) {
    const r = rng.fork(`account:${account.key}`)
    const id = r.uuid()
    ids[account.key] = id
    sink.add(t.users, {
      id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      company: account.company,
      phone: account.phone,
      passwordHash: await demoPasswordHash(r),
      emailConfirmedAt: joined,
      infoUpdatedAt: new Date(today - 30 * DAY),
      staffRole: account.staffRole,
      createdAt: joined,
      updatedAt: joined,
    })
    for (const organization of account.organizations) {
      const organizationId = organization.kind === 'decision-body' ? decisionBodyId(organization.name) : planningCommissionId(organization.name)
      sink.add(t.userOrganizations, { userId: id, organizationId })
    }
  }

  // Staff who lead assessments; they cannot log in (no password).
  const byDistrict = {} as Record<DistrictKey, string[]>
  const staffRng = rng.fork('staff')
  const addStaff = (role: 'assessor' | 'manager', label: string) => {
    const id = staffRng.uuid()
    const name = personName(staffRng)
    sink.add(t.users, {
      id,
      firstName: name.firstName,
      lastName: name.lastName,
      email: `${name.firstName}.${name.lastName}.${label}@staff.demo.example`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
      staffRole: role,
      emailConfirmedAt: joined,
      createdAt: joined,
      updatedAt: joined,
    })
    return id
  }
  for (const [district, count] of STAFF_DISTRICTS) byDistrict[district] = Array.from({ length: count }, (_, i) => addStaff('assessor', `${district}${i + 1}`))
  byDistrict.whitehorse.unshift(ids.assessor)
  const panelManagerId = addStaff('manager', 'panel')
  return { ids, staff: { byDistrict, panelManagerId } }
}

/** Lead assessors: the demo assessor leads the Whitehorse district and the special projects. */
export function assignStaff(plans: ProjectPlan[], staff: Staff, ids: AccountIds): void {
  for (const p of plans) {
    if (p.isHistoric || p.spans.length === 0) continue
    if (p.spans.length === 1 && p.current.code === 'PROPOSAL_CHECK') continue
    if (p.typeKey === 'panel') p.leadAssessorId = staff.panelManagerId
    else if (p.special || (p.area.district === 'whitehorse' && p.year >= 2016)) p.leadAssessorId = ids.assessor
    else {
      const team = staff.byDistrict[p.area.district]
      p.leadAssessorId = team[p.year % team.length]!
    }
  }
}

const findSpecial = (plans: ProjectPlan[], label: string) => plans.find((p) => specialLabel(p.special) === label)

/** Roles, follows, hides and the notification profile of the demo accounts. */
export function assignRoles(plans: ProjectPlan[], ids: AccountIds, sink: RowSink, today: number): void {
  // A small demo set has fewer projects than parts to play: one project may be picked twice for a role.
  const given = new Set<string>()
  const role = (p: ProjectPlan | undefined, userId: string, kind: (typeof t.PROJECT_ROLES)[number], organizationId: string | null = null) => {
    if (!p || given.has(`${p.id} ${userId} ${kind}`)) return
    given.add(`${p.id} ${userId} ${kind}`)
    sink.add(t.projectUserRoles, { projectId: p.id, userId, role: kind, organizationId, createdAt: new Date(p.submittedAt ?? p.createdAt) })
  }
  const proponent = demoAccount('proponent')

  // Proponent or agent: the drafts, projects in each answerable state, and earlier placer projects.
  const asProponent = (p: ProjectPlan | undefined, how: 'company' | 'self' | 'agent', form: ProjectPlan['form']) => {
    if (!p) return
    p.proponentUserId = ids.proponent
    p.isAgent = how === 'agent'
    if (how === 'company') p.text = { ...p.text, proponentName: proponent.company! }
    if (how === 'self') p.text = { ...p.text, proponentName: `${proponent.firstName} ${proponent.lastName}` }
    p.form = form
    // The role comes with the submission; a draft is its author's without one.
    if (p.current.code !== 'DRAFT') role(p, ids.proponent, 'proponent-agent')
  }
  asProponent(findSpecial(plans, 'draft:general'), 'self', 'general')
  asProponent(findSpecial(plans, 'draft:placer'), 'company', 'placer')
  asProponent(findSpecial(plans, 'draft:upload'), 'agent', 'upload')
  for (const code of ['PROPOSAL_CHECK', 'ADEQUACY_INFORMATION_REQUEST', 'ADEQUACY_REVIEW_RESPONSE', 'EVALUATION_INFORMATION_REQUEST', 'SEEKING_VIEWS']) {
    const p = findSpecial(plans, `evaluation:${code}`)
    asProponent(p, code === 'SEEKING_VIEWS' ? 'agent' : 'company', p?.sectors[0] === 'placer' ? 'placer' : 'general')
  }
  asProponent(findSpecial(plans, 'screening:SCREENING_INFORMATION_REQUEST'), 'agent', null)
  const earlierPlacer = plans
    .filter((p) => p.heavy && !p.special && p.sectors[0] === 'placer' && p.current.code === 'DECISION_DOCUMENT_ISSUED' && !p.isHistoric && p.year >= 2019)
    .sort((a, b) => b.submittedAt! - a.submittedAt!)
    .slice(0, 4)
  for (const p of earlierPlacer) asProponent(p, 'company', 'placer')

  // Some projects submitted through the online forms by other proponents.
  for (const p of plans) {
    if (p.heavy && !p.special && !p.proponentUserId && p.typeKey === 'evaluation' && p.year >= 2019 && !p.isHistoric && p.rng.fork('form').chance(0.3)) {
      p.form = p.sectors[0] === 'placer' ? 'placer' : 'general'
    }
  }

  // Decision body: a recommendation to decide on, a recent decision awaiting its authorization,
  // and other projects it decides on; two of them hidden. Like the planning commission's below,
  // none waits at Proposal Check, which only its proponent and staff see.
  const decisionOrg = decisionBodyId(demoAccount('decisionBody').organizations[0]!.name)
  const asDecisionBody = (p: ProjectPlan | undefined) => {
    if (!p || p.submittedAt === null) return
    if (!p.decisionBodyIds.includes(decisionOrg)) p.decisionBodyIds = [...p.decisionBodyIds, decisionOrg]
    role(p, ids.decisionBody, 'decision-body', decisionOrg)
  }
  const recentDecision = findSpecial(plans, 'evaluation:DECISION_DOCUMENT_ISSUED')
  for (const label of ['evaluation:RECOMMENDATION_SENT', 'evaluation:DECISION_DOCUMENT_ISSUED', 'screening:REPORT_SENT', 'screening:DECISION_DOCUMENT_ISSUED'])
    asDecisionBody(findSpecial(plans, label))
  const decided = plans
    .filter((p) => p.heavy && !p.special && p.decisionBodyIds.includes(decisionOrg) && !p.isHistoric && isPublicStage(p.current.code))
    .sort((a, b) => b.submittedAt! - a.submittedAt!)
    .slice(0, 10)
  decided.forEach(asDecisionBody)
  const hidden = decided.filter((p) => p.current.closed).slice(-2)
  for (const p of hidden) sink.add(t.projectHides, { projectId: p.id, userId: ids.decisionBody, createdAt: new Date(today - 20 * DAY) })
  for (const p of plans) {
    // Decisions older than the six-month window mostly have their authorization on file.
    if (p.current.code === 'DECISION_DOCUMENT_ISSUED' && p !== recentDecision && !p.isHistoric)
      p.authorizationDocUploaded = p.rng.fork('authorization').chance(0.6)
  }

  // Planning commission: projects in the Dawson planning region.
  const commission = planningCommissionId(demoAccount('planningCommission').organizations[0]!.name)
  const region = plans
    .filter((p) => p.heavy && p.planningCommissionIds.includes(commission) && p.submittedAt !== null && isPublicStage(p.current.code))
    .sort((a, b) => b.submittedAt! - a.submittedAt!)
    .slice(0, 8)
  if (region.length < 3) {
    for (const p of plans
      .filter((x) => x.special && !region.includes(x) && x.area.district === 'dawson' && x.submittedAt !== null && isPublicStage(x.current.code))
      .slice(0, 3 - region.length)) {
      p.planningCommissionIds = [...p.planningCommissionIds, commission]
      region.push(p)
    }
  }
  for (const p of region) role(p, ids.planningCommission, 'planning-commission', commission)

  // Intervenor on both featured panel reviews (the intervenor records come with the hearings).
  role(findSpecial(plans, 'panel:PUBLIC_HEARINGS:hearings'), ids.intervenor, 'intervenor')
  role(findSpecial(plans, 'panel:COMMENT_BEFORE_HEARINGS:before-hearings'), ids.intervenor, 'intervenor')

  // Participant: a project open to participants' comments only, and a few others.
  const reviewing = findSpecial(plans, 'evaluation:REVIEW_INFORMATION')
  if (reviewing) reviewing.openForParticipantComments = true
  role(reviewing, ids.participant, 'participant')
  role(findSpecial(plans, 'panel:COMMENT_BEFORE_HEARINGS:before-hearings'), ids.participant, 'participant')
  for (const p of plans.filter((x) => x.heavy && !x.special && !x.current.closed && x.typeKey === 'evaluation' && x.spans.length > 1).slice(0, 2))
    role(p, ids.participant, 'participant')

  // Follower: active projects of each type and a couple of finished ones.
  const follows = [
    findSpecial(plans, 'panel:PUBLIC_HEARINGS:hearings'),
    findSpecial(plans, 'screening:COMMENT_PROPOSAL'),
    findSpecial(plans, 'evaluation:SEEKING_VIEWS'),
    findSpecial(plans, 'evaluation:ADEQUACY_REVIEW'),
    ...plans.filter((p) => p.heavy && !p.special && !p.current.closed && p.submittedAt !== null && p.current.code !== 'PROPOSAL_CHECK').slice(0, 6),
    ...plans.filter((p) => p.heavy && !p.special && p.current.code === 'DECISION_DOCUMENT_ISSUED' && p.year >= 2023).slice(0, 2),
  ].filter((p): p is ProjectPlan => p !== undefined)
  for (const p of new Set(follows))
    sink.add(t.projectFollows, { projectId: p.id, userId: ids.follower, createdAt: new Date(Math.max(p.submittedAt ?? p.createdAt, today - 90 * DAY)) })

  // The follower's notification profile: the Klondike, placer and quartz mining, Dawson and Whitehorse.
  const around: { latitude: number; longitude: number }[] = [
    { latitude: 64.2, longitude: -139.8 },
    { latitude: 64.2, longitude: -138.6 },
    { latitude: 63.7, longitude: -138.6 },
    { latitude: 63.7, longitude: -139.8 },
    { latitude: 64.2, longitude: -139.8 },
  ]
  sink.add(t.notificationProfiles, {
    userId: ids.follower,
    publicNotice: true,
    recommendationSent: true,
    assessmentDistricts: [districtId('dawson'), districtId('whitehorse')],
    firstNations: [firstNationId("Tr'ondëk Hwëch'in")],
    sectors: [sectorId('placer'), sectorId('quartz')],
    planningCommissions: [planningCommissionId('Dawson Regional Planning Commission')],
    projectTypes: [PROJECT_TYPE.evaluation, PROJECT_TYPE.screening],
    drainages: DEMO_DRAINAGES.filter((d) => d.subName === 'Klondike River').map((d) => d.id),
    locationCoordinates: around,
    area: `SRID=4326;POLYGON((${around.map((c) => `${c.longitude} ${c.latitude}`).join(', ')}))`,
  })
  sink.add(t.notificationProfiles, {
    userId: ids.proponent,
    publicNotice: false,
    recommendationSent: true,
    assessmentDistricts: [districtId('dawson')],
    sectors: [sectorId('placer')],
  })
}
