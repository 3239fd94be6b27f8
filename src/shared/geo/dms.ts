// Coordinates as the proposal form takes them (spec §7 part 3): decimal degrees rounded to 4
// decimals, or degrees/minutes/seconds. A degrees/minutes/seconds entry is valid only when every
// part converts; the sign rides on the degrees (west longitudes are negative).

export const COORDINATE_DECIMALS = 4

export interface Dms {
  /** Whole degrees, carrying the sign of the coordinate (−0 is written as "-0"). */
  degrees: number
  minutes: number
  seconds: number
  negative: boolean
}

export function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS
  return Math.round(value * factor) / factor
}

/** Seconds to 2 decimals: 0.01" is about 30 cm, finer than the 4 decimals of the decimal form. */
export function toDms(value: number): Dms {
  const negative = value < 0
  let totalHundredths = Math.round(Math.abs(value) * 3600 * 100)
  const degrees = Math.floor(totalHundredths / 360000)
  totalHundredths -= degrees * 360000
  const minutes = Math.floor(totalHundredths / 6000)
  totalHundredths -= minutes * 6000
  return { degrees: negative ? -degrees : degrees, minutes, seconds: totalHundredths / 100, negative }
}

export interface DmsText {
  degrees: string
  minutes: string
  seconds: string
}

/**
 * Decimal degrees from typed parts, or undefined when a part does not convert: degrees a whole
 * number within the bound, minutes a whole number below 60, seconds a number below 60.
 */
export function fromDms(parts: DmsText, bound: 90 | 180): number | undefined {
  const degreesText = parts.degrees.trim()
  if (!/^[-+]?\d{1,3}$/.test(degreesText)) return undefined
  const minutesText = parts.minutes.trim() || '0'
  const secondsText = parts.seconds.trim().replace(',', '.') || '0'
  if (!/^\d{1,2}$/.test(minutesText) || !/^\d{1,2}(\.\d+)?$/.test(secondsText)) return undefined
  const degrees = Math.abs(Number(degreesText))
  const minutes = Number(minutesText)
  const seconds = Number(secondsText)
  if (minutes >= 60 || seconds >= 60) return undefined
  const value = degrees + minutes / 60 + seconds / 3600
  if (value > bound) return undefined
  return roundCoordinate(degreesText.startsWith('-') ? -value : value)
}

/** The parts of a coordinate as the form's three boxes show them. */
export function dmsText(value: number): DmsText {
  const dms = toDms(value)
  return { degrees: `${dms.negative ? '-' : ''}${Math.abs(dms.degrees)}`, minutes: String(dms.minutes), seconds: String(dms.seconds) }
}

/** Decimal degrees typed in a box: a number within the bound, rounded to 4 decimals, or undefined. */
export function parseDecimalCoordinate(text: string, bound: 90 | 180): number | undefined {
  const trimmed = text.trim().replace(',', '.')
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return undefined
  const value = Number(trimmed)
  return Math.abs(value) <= bound ? roundCoordinate(value) : undefined
}
