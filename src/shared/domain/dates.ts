// Dates as the registry prints them: short month, 2-digit day, year ("Mar 05, 2024"), in Yukon
// time, which has been UTC−7 all year since 2020.
const TIME_ZONE = 'America/Whitehorse'

/**
 * A formatter made on first use: each costs milliseconds to build (time zone data), which a page
 * that loads this module but prints no date, or only some kinds, should not pay as it starts.
 */
function yukonFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined
  return () => (format ??= new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }))
}

const dateFormat = yukonFormat('en-CA', { month: 'short', day: '2-digit', year: 'numeric' })
const frenchDateFormat = yukonFormat('fr-CA', { month: 'short', day: '2-digit', year: 'numeric' })
const noYearFormat = yukonFormat('en-CA', { month: 'short', day: '2-digit' })
const timeFormat = yukonFormat('en-CA', { hour: 'numeric', minute: '2-digit', hour12: true })
const frenchTimeFormat = yukonFormat('fr-CA', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const dayFormat = yukonFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' })

function parts(format: () => Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(
    format()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
}

/** "Mar 05, 2024"; in French "05 mars 2024". */
export function formatDate(date: Date, language: 'en' | 'fr' = 'en'): string {
  if (language === 'fr') {
    const p = parts(frenchDateFormat, date)
    return `${p.day} ${(p.month ?? '').replace(/\.$/, '')} ${p.year}`
  }
  const p = parts(dateFormat, date)
  return `${p.month} ${p.day}, ${p.year}`
}

export function formatDateNoYear(date: Date): string {
  const p = parts(noYearFormat, date)
  return `${p.month} ${p.day}`
}

/** "4:30 PM" in Yukon time. */
export function formatTime(date: Date): string {
  return timeFormat().format(date).replace(/\s/g, ' ').replace('a.m.', 'AM').replace('p.m.', 'PM')
}

/** "Mar 05, 2024 4:30 PM"; in French "05 mars 2024 16 h 30". */
export function formatDateTime(date: Date, language: 'en' | 'fr' = 'en'): string {
  if (language === 'fr') {
    const p = parts(frenchTimeFormat, date)
    return `${formatDate(date, 'fr')} ${p.hour} h ${p.minute}`
  }
  return `${formatDate(date)} ${formatTime(date)}`
}

/** The first moment of a Yukon calendar day given as "2024-03-05" (UTC−7 all year). */
export const yukonMidnight = (day: string): Date => new Date(`${day}T00:00:00-07:00`)

/** The calendar day in Yukon as "2024-03-05", for comparing days. */
export function yukonDay(date: Date): string {
  const p = parts(dayFormat, date)
  return `${p.year}-${p.month}-${p.day}`
}

/**
 * The instant a date from the server stands for. A calendar day ("2026-11-28", a Yukon day such as
 * a notice group's) is that day's first moment in Yukon: read as JavaScript reads it, UTC midnight,
 * it is the evening before in Yukon and prints one day early. Anything else is the ISO instant it says.
 */
export const yukonInstant = (value: string): Date => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? yukonMidnight(value) : new Date(value))

const frenchClockFormat = yukonFormat('fr-CA', { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })
/** "6:30 PM", "9 a.m.", "18:30": a time of day as the office types it. */
const CLOCK = String.raw`(\d{1,2})(?:[:h]\s*(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?`
const CLOCK_TEXT = new RegExp(String.raw`^\s*${CLOCK}\s*(?:(?:to|until|-|–|—|à)\s*${CLOCK})?\s*$`, 'i')

/** A time of day on the 24-hour clock. */
export interface ClockTime {
  hour: number
  minute: number
}

/**
 * A time of day or a span of two, as the office types it ("6:30 PM to 9:30 PM", "18:30"), on the
 * 24-hour clock. Null when the text is not only times (a sentence) or names an impossible time.
 */
export function clockSpan(text: string): { start: ClockTime; end: ClockTime | null } | null {
  const match = CLOCK_TEXT.exec(text)
  if (!match) return null
  const time = (hour: string | undefined, minute: string | undefined, half: string | undefined): ClockTime | null => {
    if ((half ? Number(hour) < 1 || Number(hour) > 12 : Number(hour) > 23) || Number(minute ?? 0) > 59) return null
    return { hour: (Number(hour) % (half ? 12 : 24)) + (half?.toLowerCase() === 'p' ? 12 : 0), minute: Number(minute ?? 0) }
  }
  // "6:30 to 9:30 PM": the first time is in the half of the day of the second.
  const start = time(match[1], match[2], match[3] ?? match[6])
  const end = match[4] === undefined ? null : time(match[4], match[5], match[6])
  if (start === null || (match[4] !== undefined && end === null)) return null
  return { start, end }
}

/**
 * A time of day or a span of two, as the office types it in English ("6:30 PM to 9:30 PM"), in the
 * reader's language: "18 h 30 à 21 h 30" in French. Null when the text is not only times (a
 * sentence), which is then shown as typed.
 */
export function clockTextIn(text: string, language: 'en' | 'fr'): string | null {
  if (!CLOCK_TEXT.test(text)) return null
  if (language === 'en') return text.trim()
  const span = clockSpan(text)
  if (!span) return null
  const pad = (n: number) => String(n).padStart(2, '0')
  // A Yukon instant of that time on any day: the time is printed as Yukon reads it.
  const french = (t: ClockTime) => frenchClockFormat().format(new Date(`2026-01-05T${pad(t.hour)}:${pad(t.minute)}:00-07:00`))
  return span.end ? `${french(span.start)} à ${french(span.end)}` : french(span.start)
}
