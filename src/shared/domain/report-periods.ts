// The statistics' periods (spec §2 "Statistics screen", §9; decision 0031): a calendar year, the
// current period from the November before this year to today, or every year since the first
// evaluations (2005). Dates are calendar dates in Yukon time; `to` is exclusive.

export const REPORT_TIME_ZONE = 'America/Whitehorse'
export const FIRST_REPORT_YEAR = 2005
export const CURRENT_PERIOD = 'lastNovToCurrent'
export const SINCE_FIRST_YEAR = 'since2005'
/** How many full calendar years the selector offers before the current period. */
export const FULL_YEARS_OFFERED = 5

export interface ReportRange {
  period: string
  /** First day, YYYY-MM-DD. */
  from: string
  /** Day after the last, YYYY-MM-DD. */
  to: string
}

/** Today's calendar date in Yukon, YYYY-MM-DD. */
export function yukonDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/** The periods the selector offers, newest first after the current period (its default). */
export function reportPeriods(now: Date): string[] {
  const year = Number(yukonDate(now).slice(0, 4))
  return [CURRENT_PERIOD, ...Array.from({ length: FULL_YEARS_OFFERED }, (_, i) => String(year - 1 - i)), SINCE_FIRST_YEAR]
}

/**
 * The dates a period covers, or why it covers none: a year must lie between 2005 and this year
 * (this year's figures so far are a year too, for whoever asks for it).
 */
export function reportRange(period: string, now: Date): ReportRange | { refused: string } {
  const today = yukonDate(now)
  const year = Number(today.slice(0, 4))
  const end = nextDay(today)
  if (period === CURRENT_PERIOD) return { period, from: `${year - 1}-11-01`, to: end }
  if (period === SINCE_FIRST_YEAR) return { period, from: `${FIRST_REPORT_YEAR}-01-01`, to: end }
  if (/^\d{4}$/.test(period)) {
    const asked = Number(period)
    if (asked < FIRST_REPORT_YEAR || asked > year)
      return { refused: `must be a year from ${FIRST_REPORT_YEAR} to ${year}, ${CURRENT_PERIOD} or ${SINCE_FIRST_YEAR}` }
    return { period, from: `${asked}-01-01`, to: asked === year ? end : `${asked + 1}-01-01` }
  }
  return { refused: `must be a year (YYYY), ${CURRENT_PERIOD} or ${SINCE_FIRST_YEAR}` }
}
