import { describe, expect, it } from 'vitest'
import { placerPrefillChoices } from './placer-prefill.ts'
import type { PrefillCandidate } from './placer-prefill.ts'

const project = (overrides: Partial<PrefillCandidate>): PrefillCandidate => ({
  projectId: 'p',
  projectNumber: '2024-0001',
  title: 'Claim',
  isDraft: false,
  uploadedByForm2: true,
  isProponentOrAgent: true,
  hasForm1: true,
  form1: '{"version":3}',
  submittedAt: '2024-05-01T00:00:00.000Z',
  ...overrides,
})

describe('placerPrefillChoices', () => {
  it('offers the submitted placer proposals of the proponent, newest first', () => {
    const older = project({ projectId: 'older', submittedAt: '2023-01-01T00:00:00.000Z' })
    const newer = project({ projectId: 'newer', submittedAt: '2025-01-01T00:00:00.000Z' })
    expect(placerPrefillChoices([older, newer]).map((p) => p.projectId)).toEqual(['newer', 'older'])
  })

  it('leaves out drafts, general and PDF proposals, projects without a form, and other roles', () => {
    const left = [
      project({ isDraft: true }),
      project({ uploadedByForm2: false }),
      project({ hasForm1: false }),
      project({ form1: null }),
      project({ isProponentOrAgent: false }),
    ]
    expect(placerPrefillChoices(left)).toEqual([])
  })
})
