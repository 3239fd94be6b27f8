// Plans the demo projects: which type and stage each is in, its stage history and dates, where
// it is, what it is about and what it is linked to. A fixed list of "special" projects comes
// first — one in every stage of every type, the draft proposals, the two featured panel
// reviews — then "natural" projects spread over 2005 to today, each simulated from its
// submission date forward so that old ones are closed and recent ones sit in active stages.
import { PROJECT_TYPE, stageByCode, stagesOfType } from '../../shared/domain/stages.ts'
import type { ProjectTypeId, Stage } from '../../shared/domain/stages.ts'
import type { DistrictKey, SectorKey } from './catalog.ts'
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
import type { Area } from './geography.ts'
import { AREAS, areasOf, pointIn, pointNear } from './geography.ts'
import type { Random } from './random.ts'
import type { ProjectText } from './text.ts'
import { majorProjectText, projectText } from './text.ts'
import type { Span } from './timeline.ts'
import { DAY, hasDeadline, naturalPath, pathTo, scheduleBackward, scheduleForward, workday, workdayBefore } from './timeline.ts'

export type TypeKey = 'evaluation' | 'screening' | 'panel'
export const TYPE_IDS: Record<TypeKey, ProjectTypeId> = {
  evaluation: PROJECT_TYPE.evaluation,
  screening: PROJECT_TYPE.screening,
  panel: PROJECT_TYPE.panelReview,
}

export type Special =
  | { kind: 'draft'; form: 'general' | 'placer' | 'upload' }
  | { kind: 'panel-draft' }
  | { kind: 'stage'; type: TypeKey; code: string; featured?: 'hearings' | 'before-hearings' }

export interface ProjectPlan {
  index: number
  id: string
  rng: Random
  typeKey: TypeKey
  type: ProjectTypeId
  special: Special | null
  /** Stages left and the current one (last); empty for drafts and historic records. */
  spans: Span[]
  current: Stage
  currentStart: number | null
  deadline: number | null
  createdAt: number
  submittedAt: number | null
  year: number
  number: string | null
  area: Area
  districts: DistrictKey[]
  sectors: SectorKey[]
  points: { latitude: number; longitude: number }[]
  /** A location kept off the map because its coordinates are impossible (old records). */
  badPoint: boolean
  text: ProjectText
  isHistoric: boolean
  paused: boolean
  suspended: boolean
  outcomeId: string | null
  decisionId: string | null
  recommendationOutcomeId: string | null
  firstNationIds: string[]
  decisionBodyIds: string[]
  planningCommissionIds: string[]
  boardIds: string[]
  drainageIds: string[]
  triggerIds: string[]
  leadAssessorId: string | null
  openForComments: boolean
  openForParticipantComments: boolean
  showEmailsTab: boolean
  intervenorDeadline: number | null
  oldProjectId: string | null
  newerProjectId: string | null
  /** Projects that get documents, comments, requests and the rest (a bounded number). */
  heavy: boolean
  /** Filled in when accounts are given roles. */
  proponentUserId: string | null
  isAgent: boolean
  authorizationDocUploaded: boolean
  /** A proposal form kept with the project (drafts, and some submitted through the app). */
  form: 'general' | 'placer' | 'upload' | null
  language: 'en' | 'fr'
}

const DISTRICT_WEIGHTS: [DistrictKey, number][] = [
  ['dawson', 30],
  ['mayo', 16],
  ['whitehorse', 26],
  ['hainesJunction', 9],
  ['teslin', 7],
  ['watsonLake', 12],
]

/** How many projects entered the registry each year, relative to an average year. */
const YEAR_WEIGHTS: Record<number, number> = {
  2005: 0.55,
  2006: 0.75,
  2007: 0.9,
  2008: 1.0,
  2009: 0.8,
  2010: 1.0,
  2011: 1.3,
  2012: 1.35,
  2013: 1.1,
  2014: 0.95,
  2015: 0.9,
  2016: 0.9,
  2017: 1.0,
  2018: 1.05,
  2019: 1.05,
  2020: 1.1,
  2021: 1.2,
  2022: 1.15,
  2023: 1.05,
  2024: 1.0,
}

const COMMENT_STAGES = new Set(['SEEKING_VIEWS', 'ADDITIONAL_SEEKING_VIEWS'])
const isCommentStage = (stage: Stage) => COMMENT_STAGES.has(stage.code) || stage.code.startsWith('COMMENT_')

/** The special projects, in the order they are kept when the set is small. */
export function specialProjects(): Special[] {
  const stages = (type: TypeKey) => stagesOfType(TYPE_IDS[type]).filter((s) => s.code !== 'DRAFT')
  const panel = stages('panel').filter((s) => s.code !== 'PUBLIC_HEARINGS' && s.code !== 'COMMENT_BEFORE_HEARINGS')
  return [
    { kind: 'draft', form: 'general' },
    { kind: 'draft', form: 'placer' },
    { kind: 'draft', form: 'upload' },
    ...stages('evaluation').map((s): Special => ({ kind: 'stage', type: 'evaluation', code: s.code })),
    { kind: 'stage', type: 'panel', code: 'PUBLIC_HEARINGS', featured: 'hearings' },
    { kind: 'stage', type: 'panel', code: 'COMMENT_BEFORE_HEARINGS', featured: 'before-hearings' },
    ...stages('screening').map((s): Special => ({ kind: 'stage', type: 'screening', code: s.code })),
    ...panel.map((s): Special => ({ kind: 'stage', type: 'panel', code: s.code })),
    { kind: 'panel-draft' },
  ]
}

export function specialLabel(s: Special | null): string {
  if (!s) return 'natural'
  if (s.kind === 'draft') return `draft:${s.form}`
  if (s.kind === 'panel-draft') return 'panel-draft'
  return `${s.type}:${s.code}${s.featured ? `:${s.featured}` : ''}`
}

function yearOf(ms: number): number {
  return new Date(ms).getUTCFullYear()
}

function chooseArea(typeKey: TypeKey, rng: Random, special: Special | null): Area {
  if (special?.kind === 'draft') {
    const key = special.form === 'placer' ? 'klondike-goldfields' : special.form === 'general' ? 'ibex-takhini' : 'mayo'
    return AREAS.find((a) => a.key === key)!
  }
  if (typeKey !== 'evaluation') {
    const candidates = areasOf('executive')
    if (typeKey === 'panel')
      return rng.weighted(candidates.filter((a) => a.sectors.some(([s]) => s === 'quartz' || s === 'power')).map((a) => [a, a.weight] as const))
    return rng.weighted(candidates.map((a) => [a, a.weight] as const))
  }
  const district = rng.weighted(DISTRICT_WEIGHTS)
  return rng.weighted(areasOf(district).map((a) => [a, a.weight] as const))
}

function chooseSectors(area: Area, typeKey: TypeKey, rng: Random, special: Special | null): SectorKey[] {
  let primary: SectorKey
  if (special?.kind === 'draft') primary = special.form === 'placer' ? 'placer' : special.form === 'general' ? 'agriculture' : 'land'
  else if (typeKey === 'panel') primary = rng.weighted(area.sectors.filter(([s]) => s === 'quartz' || s === 'power'))
  else primary = rng.weighted(area.sectors)
  const sectors: SectorKey[] = [primary]
  if (rng.chance(0.12)) {
    const other = rng.weighted(area.sectors)
    if (other !== primary) sectors.push(other)
  }
  if (primary === 'placer' && rng.chance(0.1) && !sectors.includes('roads')) sectors.push('roads')
  if (primary === 'quartz' && rng.chance(0.15) && !sectors.includes('camps')) sectors.push('camps')
  return sectors
}

const LINEAR: SectorKey[] = ['roads', 'transmission', 'telecom']
const NEIGHBOUR: Partial<Record<DistrictKey, DistrictKey>> = {
  dawson: 'mayo',
  mayo: 'whitehorse',
  whitehorse: 'teslin',
  teslin: 'watsonLake',
  hainesJunction: 'whitehorse',
  watsonLake: 'teslin',
}

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

interface Timing {
  spans: Span[]
  createdAt: number
  submittedAt: number | null
  isHistoric: boolean
  current: Stage
  currentStart: number | null
}

function timingOf(typeKey: TypeKey, special: Special | null, rng: Random, today: number): Timing {
  const type = TYPE_IDS[typeKey]
  if (special?.kind === 'draft' || special?.kind === 'panel-draft') {
    const createdAt = workdayBefore(today - rng.int(2, 40) * DAY)
    return { spans: [], createdAt, submittedAt: null, isHistoric: false, current: stageByCode(type, 'DRAFT'), currentStart: createdAt }
  }
  let spans: Span[]
  if (special?.kind === 'stage') {
    const target = stageByCode(type, special.code)
    let ago: number
    if (special.featured === 'hearings') ago = 9
    else if (special.featured === 'before-hearings') ago = 20
    else if (target.closed) ago = typeKey === 'evaluation' && target.code === 'DECISION_DOCUMENT_ISSUED' ? rng.int(30, 90) : rng.int(20, 500)
    else ago = rng.int(1, 12)
    spans = scheduleBackward(type, pathTo(type, special.code, rng), today - ago * DAY, rng)
  } else {
    const years = Object.keys(YEAR_WEIGHTS).map(Number)
    const thisYear = yearOf(today)
    for (let y = Math.max(...years) + 1; y <= thisYear; y++) years.push(y)
    const startOfThisYear = Date.UTC(thisYear, 0, 1)
    const elapsed = Math.max(0.05, (today - startOfThisYear) / (365 * DAY))
    const year = rng.weighted(years.filter((y) => y <= thisYear).map((y) => [y, (YEAR_WEIGHTS[y] ?? 1) * (y === thisYear ? elapsed : 1)] as const))
    const from = Date.UTC(year, 0, 2)
    const to = Math.min(Date.UTC(year, 11, 20), today - 2 * DAY)
    const submitted = workdayBefore(from + Math.floor(rng.next() * Math.max(DAY, to - from)))
    if (typeKey === 'evaluation' && year <= 2008 && rng.chance(0.12)) {
      return {
        spans: [],
        createdAt: submitted,
        submittedAt: submitted,
        isHistoric: true,
        current: stageByCode(type, 'DECISION_DOCUMENT_ISSUED'),
        currentStart: workday(submitted + rng.int(60, 200) * DAY),
      }
    }
    spans = scheduleForward(type, naturalPath(type, rng), submitted, today, rng)
  }
  const current = spans[spans.length - 1]!
  return { spans, createdAt: spans[0]!.start, submittedAt: spans[0]!.start, isHistoric: false, current: current.stage, currentStart: current.start }
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
