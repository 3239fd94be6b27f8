import { describe, expect, it } from 'vitest'
import { placeLabels } from './label-placement'

const label = (x: number, y: number) => ({ dot: { x, y }, width: 60, height: 14 })
const bubble = (x: number, y: number) => ({ centre: { x, y }, radius: 26 })

describe('community names around the district bubbles', () => {
  it('keeps a name to the right of its dot when nothing is there', () => {
    expect(placeLabels([label(100, 100)], [bubble(300, 300)])).toEqual([{ x: 4, y: -7 }])
  })

  it('moves a name to the left of its dot when a bubble sits on its right', () => {
    expect(placeLabels([label(100, 100)], [bubble(150, 100)])).toEqual([{ x: -64, y: -7 }])
  })

  it('puts a name past the edge of a bubble centred on its own dot', () => {
    expect(placeLabels([label(100, 100)], [bubble(100, 100)])).toEqual([{ x: 30, y: -7 }])
  })

  it('goes below or above when both sides are taken', () => {
    expect(placeLabels([label(100, 100)], [bubble(160, 100), bubble(40, 100)])).toEqual([{ x: -30, y: 4 }])
  })

  it('prefers a place inside the map, and clear of the names placed before', () => {
    expect(placeLabels([label(100, 100)], [bubble(100, 100)], { width: 150, height: 400 })).toEqual([{ x: -90, y: -7 }])
    // A dot off the map keeps its name beside it.
    expect(placeLabels([label(-20, 100)], [], { width: 150, height: 400 })).toEqual([{ x: 4, y: -7 }])
    expect(placeLabels([label(100, 100), label(100, 110)], [])).toEqual([
      { x: 4, y: -7 },
      { x: -64, y: -7 },
    ])
  })

  it('keeps the usual place when bubbles cover every place around', () => {
    const crowd = [-60, 0, 60].flatMap((dx) => [-60, 0, 60].map((dy) => bubble(100 + dx, 100 + dy)))
    expect(placeLabels([label(100, 100)], crowd)).toEqual([{ x: 4, y: -7 }])
  })
})
