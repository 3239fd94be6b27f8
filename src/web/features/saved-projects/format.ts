// Sizes and ages on the saved-projects page, in the interface language: "1.2 MB" / "1,2 Mo",
// "3 days ago" / "il y a 3 jours".

type Locale = 'en' | 'fr'

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

/** A size in bytes, in decimal units (as the system's file managers show them). */
export function formatBytes(bytes: number, locale: Locale): string {
  const whole = Math.round(Math.max(0, bytes))
  if (whole < 1000) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(whole)
  let value = whole / 1000
  let index = 0
  // 999,999 bytes shows as 1 MB, not 1,000 kB.
  while (value >= 999.5 && index < UNITS.length - 1) {
    value /= 1000
    index++
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[index], unitDisplay: 'short', maximumFractionDigits: value < 9.95 ? 1 : 0 }).format(value)
}

const AGE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/** How long ago a moment was, in the largest whole unit: "now" under a minute. */
export function formatAge(then: number, now: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const seconds = Math.max(0, now - then) / 1000
  for (const [unit, size] of AGE_UNITS) if (seconds >= size) return format.format(-Math.floor(seconds / size), unit)
  return format.format(0, 'second')
}
