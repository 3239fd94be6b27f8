// Sizes as people read them: a file's as the file lists show it (the proposal forms' files, a
// comment's attachments), and storage's (saved projects, the space used and left on the device).

/** A file's size as a person reads it, in the interface's language. */
export function sizeText(bytes: number, locale: string): string {
  if (bytes >= 1024 * 1024) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`
}

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

/** A size in bytes, in decimal units (as the system's file managers show them). */
export function formatBytes(bytes: number, locale: 'en' | 'fr'): string {
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
