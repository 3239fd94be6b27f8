import { describe, expect, it } from 'vitest'
import { nearestCommunities } from './nearest-communities.ts'

describe('nearestCommunities', () => {
  it('lists the communities nearest the points, nearest first, with their distance', () => {
    // On the Klondike River east of Dawson City.
    const near = nearestCommunities([{ latitude: 64.05, longitude: -139.2 }], 2)
    expect(near.map((c) => c.name)).toEqual(['Dawson City', 'Stewart Crossing'])
    expect(near[0]!.distanceKm).toBeGreaterThan(10)
    expect(near[0]!.distanceKm).toBeLessThan(12)
  })

  it('measures from the nearest of several points, and has nothing to say of no points', () => {
    expect(
      nearestCommunities(
        [
          { latitude: 67.5, longitude: -139.8 },
          { latitude: 60.72, longitude: -135.05 },
        ],
        2,
      ).map((c) => c.name),
    ).toEqual(['Whitehorse', 'Old Crow'])
    expect(nearestCommunities([], 3)).toEqual([])
  })
})
