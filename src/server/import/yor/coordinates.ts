// Checks the points of an imported project: which are plausible positions in Yukon and its
// neighbourhood, and why the others are not. Pure; the database gets a geometry only for valid ones.

/** Yukon with a margin: neighbouring Alaska, British Columbia and the Northwest Territories. */
export const REGISTRY_AREA = { minLatitude: 58, maxLatitude: 71, minLongitude: -145, maxLongitude: -120 } as const

export const INVALID_COORDINATE_REASONS = ['missing', 'not a number', 'latitude out of range', 'longitude out of range', 'outside the registry area'] as const
export type InvalidCoordinateReason = (typeof INVALID_COORDINATE_REASONS)[number]

export interface CheckedCoordinate {
  /** As given when numeric (even when out of range), otherwise null. */
  latitude: number | null
  longitude: number | null
  invalidReason: InvalidCoordinateReason | null
}

function numeric(value: unknown): number | null | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN
  return Number.isFinite(n) ? n : null
}

/** undefined = absent, null = present but not a finite number. */
export function checkCoordinate(latitudeValue: unknown, longitudeValue: unknown): CheckedCoordinate {
  const lat = numeric(latitudeValue)
  const lon = numeric(longitudeValue)
  const latitude = lat ?? null
  const longitude = lon ?? null
  const invalid = (invalidReason: InvalidCoordinateReason): CheckedCoordinate => ({ latitude, longitude, invalidReason })
  if (lat === undefined || lon === undefined) return invalid('missing')
  if (lat === null || lon === null) return invalid('not a number')
  if (Math.abs(lat) > 90) return invalid('latitude out of range')
  if (Math.abs(lon) > 180) return invalid('longitude out of range')
  const a = REGISTRY_AREA
  if (lat < a.minLatitude || lat > a.maxLatitude || lon < a.minLongitude || lon > a.maxLongitude) return invalid('outside the registry area')
  return { latitude: lat, longitude: lon, invalidReason: null }
}
