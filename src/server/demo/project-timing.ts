// When a demo project happened: its stage history and dates, either scheduled back from today for
// a special project in a given stage, or simulated forward from a submission date spread over the
// years as the registry's own (old records sometimes historic, with no history). Apart from the
// planning (projects.ts) because the dates are a model of their own.
import { stageByCode } from '../../shared/domain/stages.ts'
import type { Stage } from '../../shared/domain/stages.ts'
import type { Special, TypeKey } from './project-plan.ts'
import { TYPE_IDS } from './project-plan.ts'
import type { Random } from './random.ts'
import type { Span } from './timeline.ts'
import { DAY, naturalPath, pathTo, scheduleBackward, scheduleForward, workday, workdayBefore } from './timeline.ts'

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

export function yearOf(ms: number): number {
  return new Date(ms).getUTCFullYear()
}

interface Timing {
  spans: Span[]
  createdAt: number
  submittedAt: number | null
  isHistoric: boolean
  current: Stage
  currentStart: number | null
}

export function timingOf(typeKey: TypeKey, special: Special | null, rng: Random, today: number): Timing {
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
