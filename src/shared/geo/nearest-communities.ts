// The communities nearest a project's points (of the 17 in yukon.ts), by geodesic distance: what
// a location map frames with the points, so a reader sees where in the territory they lie.
import { distanceM } from './geodesic.ts'
import { COMMUNITIES } from './yukon.ts'

export interface NearbyCommunity {
  name: string
  latitude: number
  longitude: number
  /** From the nearest of the points, to 0.1 km. */
  distanceKm: number
}

export function nearestCommunities(points: readonly { latitude: number; longitude: number }[], count: number): NearbyCommunity[] {
  if (points.length === 0) return []
  return COMMUNITIES.map(([name, latitude, longitude]) => ({
    name,
    latitude,
    longitude,
    distanceKm: Math.round(Math.min(...points.map((p) => distanceM([p.longitude, p.latitude], [longitude, latitude]))) / 100) / 10,
  }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name, 'en'))
    .slice(0, count)
}
