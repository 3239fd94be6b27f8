// Ages on the saved-projects page, in the interface language: "3 days ago" / "il y a 3 jours"
// (sizes: lib/file-size).

type Locale = 'en' | 'fr'

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
