import { describe, expect, it } from 'vitest'
import { NOTIFICATION_KINDS, noticeOnEntering, profileChoiceFor, retryDelayMs } from './notification-kinds.ts'

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

  it('are sent on entering the stages people follow a project for, and on no other', () => {
    expect(noticeOnEntering('ADEQUACY_REVIEW')).toBe('adequacy')
    expect(noticeOnEntering('SEEKING_VIEWS')).toBe('seeking-views')
    expect(noticeOnEntering('RECOMMENDATION_SENT')).toBe('recommendation-sent')
    expect(noticeOnEntering('PANEL_REPORT_SENT')).toBe('recommendation-sent')
    expect(noticeOnEntering('DECISION_DOCUMENT_ISSUED')).toBe('decision-document')
    expect(noticeOnEntering('COMMENT_PROPOSAL')).toBe('public-notice')
    expect(noticeOnEntering('PUBLIC_HEARINGS')).toBe('hearing')
    for (const quiet of ['PROPOSAL_CHECK', 'ADEQUACY_INFORMATION_REQUEST', 'REVIEW_INFORMATION', 'PREPARE_RECOMMENDATION', 'DISCONTINUED']) expect(noticeOnEntering(quiet)).toBeNull()
  })
})
