import { describe, expect, it } from 'vitest'
import { showsEveryEdit } from './use-edits-in-flight'

describe('a kept form’s edits in flight', () => {
  it('are not shown while the device has not read the draft back, though its save has ended', () => {
    expect(showsEveryEdit(undefined, 1_000)).toBe(false)
  })

  it('are not shown by a draft read back from an earlier save', () => {
    expect(showsEveryEdit({ updatedAt: 900, submittedAt: null }, 1_000)).toBe(false)
    expect(showsEveryEdit({ updatedAt: 900, submittedAt: null }, null)).toBe(false)
  })

  it('are shown by the draft their save wrote, or by a sent one', () => {
    expect(showsEveryEdit({ updatedAt: 1_000, submittedAt: null }, 1_000)).toBe(true)
    expect(showsEveryEdit({ updatedAt: 900, submittedAt: 950 }, null)).toBe(true)
  })
})
