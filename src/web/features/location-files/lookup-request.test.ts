import { describe, expect, it } from 'vitest'
import { entryGeoJson, entryShapesOfFile } from '../../../shared/geo/location-entry'
import { sha256Hex } from '../../../shared/sha256'
import { lookupRequest } from './lookup-request'

const claim = { type: 'polygon' as const, points: new Float64Array([63.9, -139.2, 63.9, -139.19, 63.91, -139.19, 63.91, -139.2]) }
const waypoint = { type: 'point' as const, points: new Float64Array([60.7, -135]) }
const tooFew = { type: 'polygon' as const, points: new Float64Array([61, -135, 61, -135, 62, -134]) }

describe("a location file's look-up request", () => {
  it('is the GeoJSON the form sends for the shapes, named by its SHA-256', async () => {
    const request = await lookupRequest([claim, tooFew, waypoint])
    const text = await request!.body.text()
    expect(JSON.parse(text)).toEqual(entryGeoJson(entryShapesOfFile([claim, waypoint])))
    expect(request!.body.type).toBe('application/json')
    expect(request!.key).toBe(await sha256Hex(new TextEncoder().encode(text)))
  })

  it('has the same name for the same shapes read again, and another for other shapes', async () => {
    const again = { ...claim, points: Float64Array.from(claim.points) }
    expect((await lookupRequest([again]))!.key).toBe((await lookupRequest([claim]))!.key)
    expect((await lookupRequest([waypoint]))!.key).not.toBe((await lookupRequest([claim]))!.key)
  })

  it('is none when no shape can be looked up', async () => {
    expect(await lookupRequest([tooFew])).toBeUndefined()
  })
})
