// Plans the demo projects: which type and stage each is in, its stage history and dates, where
// it is, what it is about and what it is linked to. A fixed list of "special" projects comes
// first — one in every stage of every type, the draft proposals, the two featured panel
// reviews — then "natural" projects spread over 2005 to today, each simulated from its
// submission date forward so that old ones are closed and recent ones sit in active stages.
// What a plan holds is in project-plan.ts, its dates in project-timing.ts, its place and sectors in
// project-place.ts.
import type { Stage } from '../../shared/domain/stages.ts'
import type { DistrictKey } from './catalog.ts'
import {
  DECISION,
  DECISION_BODIES_BY_SECTOR,
  decisionBodyId,
  firstNationId,
  OUTCOME,
  planningCommissionId,
  TRIGGERS_BY_SECTOR,
  triggerId,
  ufaBoardId,
} from './catalog.ts'
import { drainageBySubSub } from './drainages.ts'
import { pointIn, pointNear } from './geography.ts'
import { chooseArea, chooseSectors, LINEAR, NEIGHBOUR } from './project-place.ts'
import type { ProjectPlan, Special, TypeKey } from './project-plan.ts'
import { specialLabel, specialProjects, TYPE_IDS } from './project-plan.ts'
import { timingOf, yearOf } from './project-timing.ts'
import type { Random } from './random.ts'
import { majorProjectText, projectText } from './text.ts'
import { DAY, hasDeadline, scheduleBackward, workday } from './timeline.ts'

const COMMENT_STAGES = new Set(['SEEKING_VIEWS', 'ADDITIONAL_SEEKING_VIEWS'])
const isCommentStage = (stage: Stage) => COMMENT_STAGES.has(stage.code) || stage.code.startsWith('COMMENT_')

function outcomes(plan: ProjectPlan, rng: Random): void {
  const codes = new Set(plan.spans.map((s) => s.stage.code))
  const end = plan.current.code
  if (end === 'DISCONTINUED') {
    plan.outcomeId = OUTCOME.withdrawn
    return
  }
  const recommended = codes.has('RECOMMENDATION_SENT') || codes.has('REPORT_SENT') || codes.has('PANEL_REPORT_SENT')
  if (!recommended && !(plan.isHistoric && end === 'DECISION_DOCUMENT_ISSUED')) return
  const recommendation =
    plan.typeKey === 'evaluation'
      ? rng.weighted([
          [OUTCOME.proceedWithConditions, 62],
          [OUTCOME.proceed, 30],
          [OUTCOME.doNotProceed, 3],
          [OUTCOME.referral, 5],
        ] as const)
      : rng.weighted([
          [OUTCOME.proceedWithConditions, 85],
          [OUTCOME.proceed, 10],
          [OUTCOME.doNotProceed, 5],
        ] as const)
  plan.recommendationOutcomeId = recommendation
  if (end === 'DECISION_DOCUMENT_ISSUED') {
    plan.outcomeId = recommendation
    if (!plan.isHistoric || rng.chance(0.5))
      plan.decisionId = rng.weighted([
        [DECISION.accept, 86],
        [DECISION.vary, 12],
        [DECISION.reject, 2],
      ] as const)
  }
}

function planOne(index: number, special: Special | null, root: Random, today: number): ProjectPlan {
  const rng = root.fork(special ? `special:${specialLabel(special)}` : `natural:${index}`)
  const typeKey: TypeKey =
    special?.kind === 'stage'
      ? special.type
      : special?.kind === 'draft'
        ? 'evaluation'
        : special?.kind === 'panel-draft'
          ? 'panel'
          : rng.chance(0.035)
            ? 'screening'
            : 'evaluation'
  const type = TYPE_IDS[typeKey]
  const id = rng.uuid()
  const timing = timingOf(typeKey, special, rng, today)
  const area = chooseArea(typeKey, rng, special)
  const sectors = chooseSectors(area, typeKey, rng, special)
  const first = pointIn(area, rng)
  const points = [first]
  if (LINEAR.includes(sectors[0]!) && rng.chance(0.7)) {
    points.push(pointNear(first, rng.int(4, 25), rng))
    if (rng.chance(0.3)) points.push(pointNear(points[1]!, rng.int(4, 20), rng))
  } else if (rng.chance(0.06)) points.push(pointNear(first, rng.int(1, 6), rng))
  const districts: DistrictKey[] = [area.district]
  if (area.district !== 'executive' && LINEAR.includes(sectors[0]!) && rng.chance(0.15)) districts.push(NEIGHBOUR[area.district]!)
  const major = typeKey !== 'evaluation'
  const text = major
    ? majorProjectText(sectors[0]!, { area, point: first, rng, brief: false })
    : projectText(sectors[0]!, { area, point: first, rng, brief: false })
  const year = yearOf(timing.submittedAt ?? timing.createdAt)
  const current = timing.current
  const deadlineSpan = timing.spans[timing.spans.length - 1]
  const deadline =
    deadlineSpan && !current.closed && hasDeadline(current.code) && deadlineSpan.planned > 0
      ? workday(deadlineSpan.start + Math.round(deadlineSpan.planned * (deadlineSpan.extended ? 1.5 : 1)) * DAY) + 7.5 * 3_600_000
      : null
  const firstNationIds = rng.sample(area.firstNations, rng.int(1, area.firstNations.length)).map(firstNationId)
  if (!firstNationIds.includes(firstNationId(area.firstNations[0]!))) firstNationIds.unshift(firstNationId(area.firstNations[0]!))
  const bodies = DECISION_BODIES_BY_SECTOR[sectors[0]!]
  const decisionBodyIds = [bodies[0]!, ...rng.sample(bodies.slice(1), rng.int(0, bodies.length - 1))].map(decisionBodyId)
  const plan: ProjectPlan = {
    index,
    id,
    rng,
    typeKey,
    type,
    special,
    spans: timing.spans,
    current,
    currentStart: timing.currentStart,
    deadline,
    createdAt: timing.createdAt,
    submittedAt: timing.submittedAt,
    year,
    number: null,
    area,
    districts,
    sectors,
    points,
    badPoint: timing.isHistoric && rng.chance(0.15),
    text: timing.isHistoric ? { ...text, summary: '', activities: '' } : text,
    isHistoric: timing.isHistoric,
    paused: false,
    suspended: false,
    outcomeId: null,
    decisionId: null,
    recommendationOutcomeId: null,
    firstNationIds,
    decisionBodyIds,
    planningCommissionIds: area.planning && year >= area.planning.since ? [planningCommissionId(area.planning.name)] : [],
    boardIds: area.boards && rng.chance(0.5) ? [ufaBoardId(area.boards[0]!)] : [],
    drainageIds: rng.sample(area.drainages, rng.chance(0.2) ? 2 : 1).map((d) => drainageBySubSub(d).id),
    triggerIds: rng.sample(TRIGGERS_BY_SECTOR[sectors[0]!], rng.int(1, 2)).map(triggerId),
    leadAssessorId: null,
    openForComments: !current.closed && isCommentStage(current),
    openForParticipantComments: false,
    showEmailsTab: false,
    intervenorDeadline: null,
    oldProjectId: null,
    newerProjectId: null,
    heavy: false,
    proponentUserId: null,
    isAgent: false,
    authorizationDocUploaded: false,
    form: special?.kind === 'draft' ? special.form : null,
    language: 'en',
  }
  outcomes(plan, rng)
  if (special?.kind === 'stage' && special.featured === 'before-hearings') plan.intervenorDeadline = workday(today + 14 * DAY) + 7.5 * 3_600_000
  if (special?.kind === 'stage' && special.featured === 'hearings') plan.intervenorDeadline = workday(today - 60 * DAY) + 7.5 * 3_600_000
  return plan
}

export interface PlanOptions {
  count: number
  today: number
  rng: Random
  /** How many projects get documents, comments and the rest. */
  heavyLimit: number
}

/** Plans `count` projects: the special ones first, then natural ones, numbered by year. */
export function planProjects({ count, today, rng, heavyLimit }: PlanOptions): ProjectPlan[] {
  const specials = specialProjects().slice(0, count)
  const plans: ProjectPlan[] = specials.map((s, i) => planOne(i, s, rng, today))
  for (let i = specials.length; i < count; i++) plans.push(planOne(i, null, rng, today))
  linkPanelReviews(plans)

  // Project numbers: per year, in order of submission. Drafts have none.
  const byYear = new Map<number, ProjectPlan[]>()
  for (const p of plans) {
    if (p.submittedAt === null) continue
    const list = byYear.get(p.year) ?? []
    list.push(p)
    byYear.set(p.year, list)
  }
  for (const [year, list] of byYear) {
    list.sort((a, b) => a.submittedAt! - b.submittedAt! || a.index - b.index)
    list.forEach((p, i) => {
      p.number = `${year}-${String(i + 1).padStart(4, '0')}`
    })
  }

  // Heavy content: every special project, then the most recently submitted ones.
  const natural = plans.filter((p) => !p.special).sort((a, b) => (b.submittedAt ?? b.createdAt) - (a.submittedAt ?? a.createdAt) || a.index - b.index)
  for (const p of plans) if (p.special) p.heavy = true
  for (const p of natural.slice(0, Math.max(0, heavyLimit - specials.length))) p.heavy = true

  pauseSome(plans)
  for (const p of plans) {
    p.showEmailsTab = p.heavy && !p.isHistoric && p.submittedAt !== null && p.year >= 2016 && (!p.current.closed || p.rng.fork('emails').chance(0.5))
  }
  return plans
}

/**
 * A screening referred to a panel review continues as the featured panel review: same place,
 * subject and proponent, and the screening's history is moved to end before the review began.
 */
function linkPanelReviews(plans: ProjectPlan[]): void {
  const referred = plans.find((p) => p.typeKey === 'screening' && p.current.code === 'PANEL_REVIEW_REQUIRED')
  const featured = plans.find((p) => p.special?.kind === 'stage' && p.special.featured === 'hearings')
  if (!referred || !featured || !featured.spans[0]) return
  referred.newerProjectId = featured.id
  featured.oldProjectId = referred.id
  Object.assign(featured, {
    area: referred.area,
    points: referred.points,
    sectors: referred.sectors,
    districts: referred.districts,
    firstNationIds: referred.firstNationIds,
    decisionBodyIds: referred.decisionBodyIds,
    text: referred.text,
  })
  const codes = referred.spans.map((s) => s.stage.code)
  referred.spans = scheduleBackward(referred.type, codes, featured.spans[0].start - 45 * DAY, referred.rng.fork('referral'))
  referred.createdAt = referred.submittedAt = referred.spans[0]!.start
  referred.currentStart = referred.spans[referred.spans.length - 1]!.start
  referred.year = yearOf(referred.submittedAt)
  referred.planningCommissionIds = referred.area.planning && referred.year >= referred.area.planning.since ? referred.planningCommissionIds : []
}

/** A few active projects are paused (waiting on the proponent) or suspended. */
function pauseSome(plans: ProjectPlan[]): void {
  const candidates = plans.filter((p) => !p.special && !p.current.closed && p.spans.length > 0)
  const waiting = candidates.filter((p) => p.current.code.includes('INFORMATION_REQUEST'))
  for (const p of waiting.slice(0, 3)) p.paused = true
  for (const p of candidates.filter((x) => !x.paused && x.current.code !== 'PROPOSAL_CHECK').slice(0, 2)) p.suspended = true
  // Small sets have no natural active projects: use special ones that no account acts on.
  if (!plans.some((p) => p.paused)) {
    const p = plans.find((x) => x.special?.kind === 'stage' && x.special.type === 'screening' && x.current.code === 'ADEQUACY_INFORMATION_REQUEST')
    if (p) p.paused = true
  }
  if (!plans.some((p) => p.suspended)) {
    const p = plans.find((x) => x.special?.kind === 'stage' && x.special.type === 'screening' && x.current.code === 'CONSIDER_PROPOSAL')
    if (p) p.suspended = true
  }
}
