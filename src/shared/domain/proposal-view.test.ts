import { describe, expect, it } from 'vitest'
import { proposalView } from './proposal-view.ts'

describe('the view of a proposal', () => {
  it('is the placer form for a proposal sent by it, the general form for any other form, and none without a form', () => {
    expect(proposalView({ form1: '{}', uploadedByForm2: true })).toBe('form2')
    expect(proposalView({ form1: '{}', uploadedByForm2: false })).toBe('form1')
    expect(proposalView({ form1: null, uploadedByForm2: true })).toBeNull()
  })
})
