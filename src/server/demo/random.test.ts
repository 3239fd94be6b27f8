import { describe, expect, it } from 'vitest'
import { Random } from './random.ts'

const draw = (r: Random) => [r.uint32(), r.next(), r.int(1, 6), r.uuid(), r.pick(['a', 'b', 'c']), r.sample([1, 2, 3, 4, 5], 3)]

describe('seeded random', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draw(Random.seeded(7))).toEqual(draw(Random.seeded(7)))
    expect(draw(Random.seeded('yukon'))).toEqual(draw(Random.seeded('yukon')))
  })

  it('gives different sequences for different seeds and different forks', () => {
    expect(draw(Random.seeded(1))).not.toEqual(draw(Random.seeded(2)))
    const root = Random.seeded(1)
    expect(draw(root.fork('a'))).not.toEqual(draw(root.fork('b')))
  })

  it('forks by name, whatever the parent has drawn', () => {
    const fresh = Random.seeded(3).fork('project:1')
    const used = Random.seeded(3)
    for (let i = 0; i < 100; i++) used.next()
    expect(draw(used.fork('project:1'))).toEqual(draw(fresh))
  })

  it('makes version-4-shaped UUIDs that do not repeat', () => {
    const r = Random.seeded('ids')
    const ids = new Set<string>()
    const shape = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    let misshapen = 0
    for (let i = 0; i < 10_000; i++) {
      const id = r.uuid()
      if (!shape.test(id)) misshapen++
      ids.add(id)
    }
    expect(misshapen).toBe(0)
    expect(ids.size).toBe(10_000)
  })

  it('keeps numbers in their ranges and roughly uniform', () => {
    const r = Random.seeded('range')
    const counts = [0, 0, 0, 0, 0, 0]
    let outside = 0
    for (let i = 0; i < 60_000; i++) {
      const n = r.next()
      if (n < 0 || n >= 1) outside++
      counts[r.int(1, 6) - 1]! += 1
    }
    expect(outside).toBe(0)
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500)
  })

  it('respects weights', () => {
    const r = Random.seeded('weights')
    let heavy = 0
    for (let i = 0; i < 10_000; i++)
      if (
        r.weighted([
          ['heavy', 9],
          ['light', 1],
        ] as const) === 'heavy'
      )
        heavy++
    expect(heavy).toBeGreaterThan(8_700)
    expect(heavy).toBeLessThan(9_300)
  })
})
