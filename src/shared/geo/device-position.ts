// The device's own position, as "Use my location" takes it (issue 28 item 7): the latitude and
// longitude the browser's Geolocation API gives (from GPS with no connection on a tablet) and its
// accuracy, the radius in metres the device is 95 % sure of. What is worth a word to the person
// (a poor fix, a place outside Yukon), the figures as their language writes them, and the area
// around the position a notification profile matches on.
import { roundPoint } from './location-entry.ts'
import type { EntryPoint } from './location-entry.ts'
import { insideYukon } from './yukon.ts'

export interface DevicePosition extends EntryPoint {
  /** Metres. */
  accuracy: number
}

/**
 * Beyond this the point may fall in the next valley or across a district line: a GPS fix outdoors
 * is good to 5–20 m; a position from Wi-Fi or cell towers, hundreds of metres or more.
 */
export const POOR_ACCURACY_M = 100

export type PositionConcern = 'poor-accuracy' | 'outside-yukon'

/** What the person should check before relying on the position. */
export function positionConcerns(position: DevicePosition): PositionConcern[] {
  const concerns: PositionConcern[] = []
  if (!(position.accuracy <= POOR_ACCURACY_M)) concerns.push('poor-accuracy')
  if (!insideYukon(position.latitude, position.longitude)) concerns.push('outside-yukon')
  return concerns
}

/** Decimals shown for a position: 0.00001° is about a metre, as fine as a GPS fix. */
export const POSITION_DECIMALS = 5

const localeOf = (language: 'en' | 'fr') => (language === 'fr' ? 'fr-CA' : 'en-CA')

/** Degrees as the reader's language writes them (a decimal comma in French), to a fixed number of decimals. */
export function degreesText(value: number, language: 'en' | 'fr', decimals = POSITION_DECIMALS): string {
  return new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false }).format(value)
}

/** The position's figures in the reader's language: degrees to 5 decimals, the accuracy in whole metres (at least 1). */
export function positionFigures(position: DevicePosition, language: 'en' | 'fr'): { latitude: string; longitude: string; accuracy: string } {
  return {
    latitude: degreesText(position.latitude, language),
    longitude: degreesText(position.longitude, language),
    accuracy: new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(position.accuracy))),
  }
}

/** The point the forms add for a position: rounded to 4 decimals as a typed point is. */
export const pointOfPosition = (position: DevicePosition): EntryPoint => roundPoint(position)

/** The radii offered for a notification profile's area around the device, in kilometres. */
export const AREA_RADII_KM = [5, 10, 25, 50] as const
export type AreaRadiusKm = (typeof AREA_RADII_KM)[number]

const EARTH_RADIUS_KM = 6371.0088
const DEGREE = Math.PI / 180

/**
 * An area of `corners` corners on the circle of radiusKm around the point (great-circle
 * destinations on a sphere, within 0.5 % of the ellipsoid: plenty for "projects near me"), first
 * corner due north, clockwise, rounded to 4 decimals as corners clicked on the map are.
 */
export function areaAround(point: EntryPoint, radiusKm: number, corners = 12): EntryPoint[] {
  const lat1 = point.latitude * DEGREE
  const lon1 = point.longitude * DEGREE
  const angular = radiusKm / EARTH_RADIUS_KM
  return Array.from({ length: corners }, (_, i) => {
    const bearing = ((2 * Math.PI) / corners) * i
    const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing))
    const lon2 = lon1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2))
    return roundPoint({ latitude: lat2 / DEGREE, longitude: lon2 / DEGREE })
  })
}
