import { describe, expect, it } from 'vitest'
import { COMMUNITIES, insideYukon } from '../../shared/geo/yukon.ts'
import { AREAS, pointIn } from './geography.ts'
import { DEMO_DRAINAGES, drainageBySubSub } from './drainages.ts'
import { Random } from './random.ts'

describe('demo geography', () => {
  it('places every area and community inside the outline of Yukon', () => {
    for (const area of AREAS) expect(insideYukon(...area.centre), area.key).toBe(true)
    for (const [name, lat, lon] of COMMUNITIES) expect(insideYukon(lat, lon), name).toBe(true)
  })

  it('keeps points outside Yukon out', () => {
    expect(insideYukon(59.5, -135)).toBe(false) // British Columbia
    expect(insideYukon(64, -142)).toBe(false) // Alaska
    expect(insideYukon(64, -128)).toBe(false) // Northwest Territories
    expect(insideYukon(70.5, -139)).toBe(false) // Beaufort Sea
  })

  it('draws points inside their area, inside Yukon and within the rough bounds', () => {
    const rng = Random.seeded('points')
    for (const area of AREAS) {
      for (let i = 0; i < 40; i++) {
        const p = pointIn(area, rng)
        expect(insideYukon(p.latitude, p.longitude), area.key).toBe(true)
        expect(p.latitude).toBeGreaterThanOrEqual(60)
        expect(p.latitude).toBeLessThanOrEqual(69.6)
        expect(p.longitude).toBeGreaterThanOrEqual(-141)
        expect(p.longitude).toBeLessThanOrEqual(-124)
      }
    }
  })

  it('refers only to known drainages, each with French names', () => {
    for (const area of AREAS) for (const name of area.drainages) expect(() => drainageBySubSub(name), `${area.key}: ${name}`).not.toThrow()
    expect(new Set(DEMO_DRAINAGES.map((d) => d.id)).size).toBe(DEMO_DRAINAGES.length)
    expect(DEMO_DRAINAGES.length).toBeGreaterThanOrEqual(30)
    expect(DEMO_DRAINAGES.find((d) => d.majorName === 'Yukon River')?.majorNameFr).toBe('fleuve Yukon')
  })
})
