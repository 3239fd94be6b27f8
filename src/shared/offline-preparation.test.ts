import { describe, expect, it } from 'vitest'
import { LOOKUP_LAYERS, preparationFraction, preparationSteps, REFERENCE_LISTS } from './offline-preparation'
import { PUBLIC_REFERENCE_DATA } from './public-reference-data'

describe('preparing a device for offline use', () => {
  it('stores the placer claims only for someone signed in', () => {
    expect(preparationSteps(true)).toEqual(['app', 'lists', 'layers', 'claims'])
    expect(preparationSteps(false)).toEqual(['app', 'lists', 'layers'])
  })

  it('stores every public reference answer, the layers in a step of their own', () => {
    expect([...REFERENCE_LISTS, LOOKUP_LAYERS].sort()).toEqual([...PUBLIC_REFERENCE_DATA].sort())
    expect(REFERENCE_LISTS).not.toContain(LOOKUP_LAYERS)
  })

  it('says how far a run is over all its steps', () => {
    const steps = preparationSteps(true)
    expect(preparationFraction(steps, { step: 'app', done: 0, total: 0 })).toBe(0)
    expect(preparationFraction(steps, { step: 'app', done: 50, total: 100 })).toBe(0.125)
    expect(preparationFraction(steps, { step: 'layers', done: 0, total: 1 })).toBe(0.5)
    expect(preparationFraction(steps, { step: 'claims', done: 1, total: 1 })).toBe(1)
    // A count past its total (a file kept twice over) never goes past its step.
    expect(preparationFraction(steps, { step: 'lists', done: 20, total: 14 })).toBe(0.5)
    expect(preparationFraction(preparationSteps(false), { step: 'claims', done: 0, total: 1 })).toBe(0)
  })
})
