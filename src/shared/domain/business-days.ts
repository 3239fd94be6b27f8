// The assessment office's business days and hours (spec public-registry §9: 8:00 am to 4:30 pm,
// Monday to Friday, Yukon time; what arrives after hours counts as received the next business
// day). Yukon's statutory holidays (Employment Standards Act) are not business days. Yukon time
// has been UTC−7 all year since 2020, so hours are reckoned at that fixed offset.

const OFFSET_MS = -7 * 3_600_000
const DAY_MS = 86_400_000
const OPENS_MS = 8 * 3_600_000
const CLOSES_MS = 16.5 * 3_600_000

/** A calendar day as UTC midnight of that date, so weekday and arithmetic need no time zone. */
const day = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date)
const weekday = (d: number) => new Date(d).getUTCDay()
/** The n-th given weekday (0 Sunday … 6 Saturday) of a month. */
const nthWeekday = (year: number, month: number, dayOfWeek: number, n: number) => {
  const first = day(year, month, 1)
  return first + (((dayOfWeek - weekday(first) + 7) % 7) + (n - 1) * 7) * DAY_MS
}

/** Easter Sunday (the Gregorian computus, anonymous algorithm). */
function easter(year: number): number {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  return day(year, month, ((h + l - 7 * m + 114) % 31) + 1)
}

const iso = (d: number) => new Date(d).toISOString().slice(0, 10)

/**
 * Yukon's statutory holidays of a year, as "YYYY-MM-DD", each on the day it is observed: a holiday
 * on a fixed date that falls on a weekend is observed the next weekday that is not a holiday.
 */
export function yukonHolidays(year: number): string[] {
  const fixed = [day(year, 1, 1), day(year, 6, 21), day(year, 7, 1), ...(year >= 2023 ? [day(year, 9, 30)] : []), day(year, 11, 11), day(year, 12, 25)]
  const moving = [
    easter(year) - 2 * DAY_MS, // Good Friday
    nthWeekday(year, 5, 1, 4) - (nthWeekday(year, 5, 1, 4) > day(year, 5, 24) ? 7 * DAY_MS : 0), // Victoria Day: the Monday before May 25
    nthWeekday(year, 8, 1, 3), // Discovery Day
    nthWeekday(year, 9, 1, 1), // Labour Day
    nthWeekday(year, 10, 1, 2), // Thanksgiving
  ]
  const observed = new Set(moving)
  for (const d of fixed.sort((x, y) => x - y)) {
    let on = d
    while (weekday(on) === 0 || weekday(on) === 6 || observed.has(on)) on += DAY_MS
    observed.add(on)
  }
  return [...observed].sort((x, y) => x - y).map(iso)
}

const holidayCache = new Map<number, ReadonlySet<string>>()
const holidaysOf = (year: number) => {
  let set = holidayCache.get(year)
  if (!set) holidayCache.set(year, (set = new Set(yukonHolidays(year))))
  return set
}

/** Whether a Yukon calendar day (UTC midnight of its date) is a business day. */
function isBusinessDay(d: number): boolean {
  const w = weekday(d)
  return w !== 0 && w !== 6 && !holidaysOf(new Date(d).getUTCFullYear()).has(iso(d))
}

/**
 * When something submitted at this instant counts as received: the instant itself within business
 * hours, else 8:00 am Yukon time of the next business day (that same day when it came before 8:00).
 */
export function receivedAt(submitted: Date): Date {
  const local = submitted.getTime() + OFFSET_MS
  let d = Math.floor(local / DAY_MS) * DAY_MS
  const time = local - d
  if (isBusinessDay(d) && time >= OPENS_MS && time <= CLOSES_MS) return submitted
  if (!isBusinessDay(d) || time > CLOSES_MS) {
    do d += DAY_MS
    while (!isBusinessDay(d))
  }
  return new Date(d + OPENS_MS - OFFSET_MS)
}

/**
 * A deadline so many business days after a day: 4:30 pm Yukon time of the n-th business day after
 * the Yukon calendar day of `from` (weekends and statutory holidays are skipped).
 */
export function addBusinessDays(from: Date, days: number): Date {
  let d = Math.floor((from.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS
  for (let left = days; left > 0;) {
    d += DAY_MS
    if (isBusinessDay(d)) left -= 1
  }
  return new Date(d + CLOSES_MS - OFFSET_MS)
}

const REVIEW_BUSINESS_HOURS = 48

/**
 * When the office's review of something received is due (issue 18, every review queue): 48
 * business hours (8:00 am to 4:30 pm of business days) after it counts as received. Time outside
 * business hours does not count.
 */
export function reviewDueAt(received: Date): Date {
  let at = receivedAt(received)
  let left = REVIEW_BUSINESS_HOURS * 3_600_000
  for (;;) {
    // `at` is within business hours: the day's remaining hours run to 4:30 pm.
    const closes = closingOf(at)
    const today = closes.getTime() - at.getTime()
    if (left <= today) return new Date(at.getTime() + left)
    left -= today
    at = receivedAt(new Date(closes.getTime() + 1))
  }
}

/** 4:30 pm Yukon time of the Yukon day of `at`. */
function closingOf(at: Date): Date {
  return new Date(Math.floor((at.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS + CLOSES_MS - OFFSET_MS)
}
