import { describe, expect, it } from 'vitest'
import { authoringRefusal, deadlineOfDay, isPublished, UNPUBLISHED } from './information-request-authoring'

describe('information request authoring', () => {
  it('keeps an unpublished request from the public and lets the office change it, only then', () => {
    expect(isPublished(UNPUBLISHED)).toBe(false)
    expect(authoringRefusal(UNPUBLISHED)).toBeNull()
    for (const status of ['published', 'draft_answer', 'answered', 'published_answer']) {
      expect(isPublished(status)).toBe(true)
      expect(authoringRefusal(status)).toBe('This information request is already published and can no longer be changed.')
    }
  })

  it('takes answers until 4:30 pm Yukon time on the deadline day', () => {
    expect(deadlineOfDay('2026-12-04').toISOString()).toBe('2026-12-04T23:30:00.000Z')
  })
})
