// How a demo project moves through the stages of its type: which stages it passes (optional
// information-request rounds, pre-submission engagement, referrals), how it can end early
// (discontinued, deleted, not proceeding, referred to a panel), and how long each stage lasts.
// Paths always follow stage order; dates are whole days at 9:00 Yukon time on weekdays.
import { PROJECT_TYPE, stageByCode } from '../../shared/domain/stages.ts'
import type { ProjectTypeId, Stage } from '../../shared/domain/stages.ts'
import type { Random } from './random.ts'

export const DAY = 86_400_000
/** 9:00 in Yukon (UTC−7). */
const START_HOUR_UTC = 16

interface Step {
  /** Alternative runs of stage codes; one is chosen. */
  options: string[][]
  weights?: number[]
  /** Chance the step happens at all (1: always). */
  p: number
  /** Index of a step that must have happened for this one to happen. */
  after?: number
}

interface Flow {
  steps: Step[]
  /** Early endings, each with the stages it may follow. */
  exits: Record<string, string[]>
}

const always = (...codes: string[]): Step => ({ options: [codes], p: 1 })
const maybe = (p: number, codes: string[], after?: number): Step => ({ options: [codes], p, ...(after === undefined ? {} : { after }) })

const EVALUATION_STEPS: Step[] = [
  always('PROPOSAL_CHECK'),
  always('ADEQUACY_REVIEW'),
  maybe(0.35, ['ADEQUACY_INFORMATION_REQUEST', 'ADEQUACY_REVIEW_RESPONSE']),
  always('SEEKING_VIEWS'),
  always('REVIEW_INFORMATION'),
  maybe(0.3, ['EVALUATION_INFORMATION_REQUEST', 'EVALUATION_REVIEW_RESPONSE']),
  maybe(0.08, ['ADDITIONAL_SEEKING_VIEWS']),
  always('PREPARE_RECOMMENDATION'),
  always('RECOMMENDATION_SENT'),
  always('DECISION_DOCUMENT_ISSUED'),
]

const PSE = [
  'PROJECT_DESCRIPTION_SUBMISSION',
  'COMMENT_PROJECT_DESCRIPTION',
  'CONSIDER_PROJECT_DESCRIPTION',
  'COMMENT_DRAFT_GUIDELINE',
  'CONSIDER_DRAFT_GUIDELINE',
  'GUIDELINE_ISSUED',
  'GUIDELINE_RESPONSE_SUBMITTED',
  'COMMENT_GUIDELINE_RESPONSE',
  'CONSIDER_GUIDELINE_RESPONSE',
  'PROPOSAL_REPORT_ISSUED',
]

const SCREENING_STEPS: Step[] = [
  maybe(0.35, PSE),
  always('PROPOSAL_SUBMITTED'),
  always('ADEQUACY_REVIEW'),
  maybe(0.5, ['ADEQUACY_INFORMATION_REQUEST', 'ADEQUACY_REVIEW_RESPONSE']),
  always('SCREENING', 'COMMENT_PROPOSAL', 'CONSIDER_PROPOSAL'),
  maybe(0.6, ['SCREENING_INFORMATION_REQUEST', 'SCREENING_REVIEW_RESPONSE']),
  maybe(0.35, ['SCREENING_INFORMATION_REQUEST_2', 'SCREENING_REVIEW_RESPONSE_2'], 5),
  always('DEVELOPING_DRAFT_REPORT', 'COMMENT_DRAFT_REPORT', 'CONSIDER_DRAFT_REPORT', 'DEVELOPING_REPORT'),
  { options: [['REPORT_SENT'], ['RECOMMENDATION_SENT']], weights: [0.85, 0.15], p: 1 },
  maybe(0.15, ['REFERRED_BACK', 'COMMENT_REFERRAL', 'DEVELOPING_REFERRAL_REPORT', 'REFERRAL_REPORT_SENT']),
  always('DECISION_DOCUMENT_ISSUED'),
]

const PANEL_STEPS: Step[] = [
  always(
    'PREPARE_DRAFT_GUIDELINES',
    'COMMENT_DRAFT_GUIDELINES',
    'CONSIDER_DRAFT_GUIDELINES',
    'GUIDELINES_ISSUED',
    'STATEMENT_SCHEDULE',
    'STATEMENT_REVIEW',
    'COMMENT_STATEMENT',
    'PANEL_REVIEW_START',
  ),
  maybe(0.6, ['SUPPLEMENTARY_INFORMATION_REQUEST', 'SUPPLEMENTARY_INFORMATION_RESPONSE']),
  always('COMMENT_BEFORE_HEARINGS', 'PUBLIC_HEARINGS', 'COMMENT_AFTER_HEARINGS', 'PREPARE_PANEL_REPORT', 'PANEL_REPORT_SENT'),
  maybe(0.2, ['REFERRED_BACK', 'NEW_RECOMMENDATION_SENT']),
  always('DECISION_DOCUMENT_ISSUED'),
]

const FLOWS: Record<ProjectTypeId, Flow> = {
  [PROJECT_TYPE.evaluation]: {
    steps: EVALUATION_STEPS,
    exits: {
      DISCONTINUED: [
        'ADEQUACY_REVIEW',
        'ADEQUACY_INFORMATION_REQUEST',
        'SEEKING_VIEWS',
        'REVIEW_INFORMATION',
        'EVALUATION_INFORMATION_REQUEST',
        'PREPARE_RECOMMENDATION',
      ],
      DELETED: ['PROPOSAL_CHECK'],
    },
  },
  [PROJECT_TYPE.screening]: {
    steps: SCREENING_STEPS,
    exits: {
      NOT_PROCEEDING: ['CONSIDER_PROJECT_DESCRIPTION', 'CONSIDER_DRAFT_GUIDELINE', 'GUIDELINE_ISSUED', 'PROPOSAL_REPORT_ISSUED'],
      DISCONTINUED: ['ADEQUACY_REVIEW', 'ADEQUACY_INFORMATION_REQUEST', 'SCREENING', 'SCREENING_INFORMATION_REQUEST', 'DEVELOPING_DRAFT_REPORT'],
      PANEL_REVIEW_REQUIRED: ['REPORT_SENT', 'REFERRAL_REPORT_SENT'],
      DELETED: ['PROPOSAL_SUBMITTED'],
    },
  },
  [PROJECT_TYPE.panelReview]: {
    steps: PANEL_STEPS,
    exits: {
      DISCONTINUED: ['COMMENT_DRAFT_GUIDELINES', 'STATEMENT_SCHEDULE', 'STATEMENT_REVIEW', 'SUPPLEMENTARY_INFORMATION_REQUEST'],
      DELETED: ['PREPARE_DRAFT_GUIDELINES'],
    },
  },
}

/** Stage codes, in order, from the first stage to `target` (or to the end when absent). */
function regularPath(type: ProjectTypeId, rng: Random, target?: string): string[] {
  const steps = FLOWS[type].steps
  const targetStep = target === undefined ? -1 : steps.findIndex((s) => s.options.some((o) => o.includes(target)))
  if (target !== undefined && targetStep < 0) throw new Error(`Stage ${target} is not on the regular path of ${type}`)
  const forced = new Set<number>()
  for (let i = targetStep; i >= 0; i = steps[i]!.after ?? -1) forced.add(i)
  const path: string[] = []
  const happened: boolean[] = []
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!
    if (i === targetStep) {
      const option = step.options.find((o) => o.includes(target!))!
      path.push(...option.slice(0, option.indexOf(target!) + 1))
      return path
    }
    const allowed = step.after === undefined || happened[step.after]
    happened[i] = forced.has(i) || (allowed === true && (step.p >= 1 || rng.chance(step.p)))
    if (!happened[i]) continue
    const option = step.weights ? rng.weighted(step.options.map((o, k) => [o, step.weights![k]!] as const)) : rng.pick(step.options)
    path.push(...option)
  }
  return path
}

/** A path that ends in the given stage, whatever kind of stage it is. */
export function pathTo(type: ProjectTypeId, target: string, rng: Random): string[] {
  const exits = FLOWS[type].exits[target]
  if (exits) return [...regularPath(type, rng, rng.pick(exits)), target]
  return regularPath(type, rng, target)
}

/** A whole path as most projects go: to a decision, sometimes ending early. */
export function naturalPath(type: ProjectTypeId, rng: Random): string[] {
  const exits = FLOWS[type].exits
  const roll = rng.next()
  if (type === PROJECT_TYPE.screening && roll < 0.06) return pathTo(type, 'NOT_PROCEEDING', rng)
  if (type === PROJECT_TYPE.screening && roll < 0.09) return pathTo(type, 'PANEL_REVIEW_REQUIRED', rng)
  if (roll > 0.995 && exits.DELETED) return pathTo(type, 'DELETED', rng)
  if (roll > 0.94) return pathTo(type, 'DISCONTINUED', rng)
  return regularPath(type, rng)
}

// Typical length of each stage in days, [shortest, longest]; the draw leans to the short end.
const EVALUATION_DAYS: Record<string, [number, number]> = {
  PROPOSAL_CHECK: [1, 8],
  ADEQUACY_REVIEW: [5, 25],
  ADEQUACY_INFORMATION_REQUEST: [10, 150],
  ADEQUACY_REVIEW_RESPONSE: [3, 14],
  SEEKING_VIEWS: [14, 29],
  REVIEW_INFORMATION: [5, 25],
  EVALUATION_INFORMATION_REQUEST: [14, 180],
  EVALUATION_REVIEW_RESPONSE: [3, 14],
  ADDITIONAL_SEEKING_VIEWS: [10, 21],
  PREPARE_RECOMMENDATION: [10, 45],
  RECOMMENDATION_SENT: [10, 60],
}
const SCREENING_DAYS: Record<string, [number, number]> = {
  PROJECT_DESCRIPTION_SUBMISSION: [14, 45],
  COMMENT_PROJECT_DESCRIPTION: [30, 60],
  CONSIDER_PROJECT_DESCRIPTION: [14, 60],
  COMMENT_DRAFT_GUIDELINE: [30, 60],
  CONSIDER_DRAFT_GUIDELINE: [14, 60],
  GUIDELINE_ISSUED: [5, 20],
  GUIDELINE_RESPONSE_SUBMITTED: [60, 400],
  COMMENT_GUIDELINE_RESPONSE: [30, 60],
  CONSIDER_GUIDELINE_RESPONSE: [14, 60],
  PROPOSAL_REPORT_ISSUED: [10, 60],
  PROPOSAL_SUBMITTED: [5, 20],
  ADEQUACY_REVIEW: [20, 60],
  ADEQUACY_INFORMATION_REQUEST: [30, 300],
  ADEQUACY_REVIEW_RESPONSE: [10, 30],
  SCREENING: [14, 45],
  COMMENT_PROPOSAL: [30, 60],
  CONSIDER_PROPOSAL: [14, 45],
  SCREENING_INFORMATION_REQUEST: [30, 200],
  SCREENING_REVIEW_RESPONSE: [14, 45],
  SCREENING_INFORMATION_REQUEST_2: [30, 150],
  SCREENING_REVIEW_RESPONSE_2: [14, 45],
  DEVELOPING_DRAFT_REPORT: [30, 90],
  COMMENT_DRAFT_REPORT: [30, 45],
  CONSIDER_DRAFT_REPORT: [14, 45],
  DEVELOPING_REPORT: [20, 60],
  REPORT_SENT: [30, 90],
  RECOMMENDATION_SENT: [30, 90],
  REFERRED_BACK: [7, 30],
  COMMENT_REFERRAL: [30, 45],
  DEVELOPING_REFERRAL_REPORT: [30, 60],
  REFERRAL_REPORT_SENT: [30, 60],
}
const PANEL_DAYS: Record<string, [number, number]> = {
  PREPARE_DRAFT_GUIDELINES: [60, 120],
  COMMENT_DRAFT_GUIDELINES: [45, 60],
  CONSIDER_DRAFT_GUIDELINES: [30, 60],
  GUIDELINES_ISSUED: [5, 14],
  STATEMENT_SCHEDULE: [60, 365],
  STATEMENT_REVIEW: [60, 120],
  COMMENT_STATEMENT: [60, 90],
  PANEL_REVIEW_START: [14, 30],
  SUPPLEMENTARY_INFORMATION_REQUEST: [30, 120],
  SUPPLEMENTARY_INFORMATION_RESPONSE: [30, 120],
  COMMENT_BEFORE_HEARINGS: [45, 60],
  PUBLIC_HEARINGS: [14, 30],
  COMMENT_AFTER_HEARINGS: [30, 45],
  PREPARE_PANEL_REPORT: [60, 120],
  PANEL_REPORT_SENT: [30, 90],
  REFERRED_BACK: [30, 60],
  NEW_RECOMMENDATION_SENT: [30, 60],
}
const DAYS: Record<ProjectTypeId, Record<string, [number, number]>> = {
  [PROJECT_TYPE.evaluation]: EVALUATION_DAYS,
  [PROJECT_TYPE.screening]: SCREENING_DAYS,
  [PROJECT_TYPE.panelReview]: PANEL_DAYS,
}

/** Stages whose end is a published deadline (comment periods, information requests, reviews). */
export function hasDeadline(code: string): boolean {
  return /COMMENT|SEEKING_VIEWS|INFORMATION_REQUEST|ADEQUACY_REVIEW$|PROPOSAL_CHECK|REVIEW_INFORMATION|PREPARE_RECOMMENDATION/.test(code)
}

export function plannedDays(type: ProjectTypeId, code: string, rng: Random): number {
  const [min, max] = DAYS[type][code] ?? [7, 30]
  if (code === 'SEEKING_VIEWS') return rng.pick([14, 14, 21, 28, 29])
  return Math.round(rng.skewed(min, max, 1.8))
}

/** The same instant moved to 9:00 Yukon time on that day, or the next weekday. */
export function workday(ms: number): number {
  const d = new Date(Math.floor(ms / DAY) * DAY + START_HOUR_UTC * 3_600_000)
  const weekday = d.getUTCDay()
  if (weekday === 6) return d.getTime() + 2 * DAY
  if (weekday === 0) return d.getTime() + DAY
  return d.getTime()
}

/** The same instant moved to 9:00 Yukon time on that day, or the weekday before. */
export function workdayBefore(ms: number): number {
  const d = new Date(Math.floor(ms / DAY) * DAY + START_HOUR_UTC * 3_600_000)
  const weekday = d.getUTCDay()
  if (weekday === 6) return d.getTime() - DAY
  if (weekday === 0) return d.getTime() - 2 * DAY
  return d.getTime()
}

export interface Span {
  stage: Stage
  start: number
  /** Null for the current stage. */
  end: number | null
  planned: number
  extended: boolean
}

function spansOf(type: ProjectTypeId, path: string[], rng: Random): { stage: Stage; planned: number; extended: boolean; days: number }[] {
  return path.map((code) => {
    const stage = stageByCode(type, code)
    const planned = stage.closed ? 0 : plannedDays(type, code, rng)
    const extended = !stage.closed && hasDeadline(code) && rng.chance(0.05)
    return { stage, planned, extended, days: Math.max(1, extended ? Math.round(planned * 1.5) : planned) }
  })
}

/**
 * Walks the path forward from `start`. The stage that holds `today` becomes the current one;
 * when the path ends before today its last stage is current.
 */
export function scheduleForward(type: ProjectTypeId, path: string[], start: number, today: number, rng: Random): Span[] {
  const spans: Span[] = []
  let at = workday(start)
  for (const s of spansOf(type, path, rng)) {
    const end = workday(at + s.days * DAY)
    if (s.stage.closed || end > today) {
      spans.push({ stage: s.stage, start: at, end: null, planned: s.planned, extended: s.extended })
      return spans
    }
    spans.push({ stage: s.stage, start: at, end, planned: s.planned, extended: s.extended })
    at = end
  }
  const lastSpan = spans[spans.length - 1]!
  lastSpan.end = null
  return spans
}

/** Lays the path out backwards so that its last stage began at `currentStart`. */
export function scheduleBackward(type: ProjectTypeId, path: string[], currentStart: number, rng: Random): Span[] {
  const planned = spansOf(type, path, rng)
  const spans: Span[] = []
  let end = workdayBefore(currentStart)
  for (let i = planned.length - 1; i >= 0; i--) {
    const s = planned[i]!
    if (i === planned.length - 1) {
      spans.unshift({ stage: s.stage, start: end, end: null, planned: s.planned, extended: s.extended })
      continue
    }
    let start = workday(end - s.days * DAY)
    if (start >= end) start = workdayBefore(end - DAY)
    spans.unshift({ stage: s.stage, start, end, planned: s.planned, extended: s.extended })
    end = spans[0]!.start
  }
  return spans
}
