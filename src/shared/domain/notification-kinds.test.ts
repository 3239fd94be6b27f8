import { describe, expect, it } from 'vitest'
import { NOTIFICATION_KINDS, profileChoiceFor, retryDelayMs } from './notification-kinds.ts'

describe('notification kinds', () => {
  it('reach notification profiles only for a public notice or a sent recommendation', () => {
    expect(profileChoiceFor('public-notice')).toBe('publicNotice')
    expect(profileChoiceFor('recommendation-sent')).toBe('recommendationSent')
    for (const kind of NOTIFICATION_KINDS.filter((k) => k !== 'public-notice' && k !== 'recommendation-sent')) expect(profileChoiceFor(kind)).toBeNull()
  })

  it('wait longer after each failure, up to four hours', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000])
    expect(retryDelayMs(20)).toBe(4 * 3_600_000)
  })
})
