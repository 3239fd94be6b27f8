import { describe, expect, it } from 'vitest'
import { NOTIFICATION_KINDS, WHO_IS_TOLD, canUnsubscribe, noticeOnEntering, profileChoiceFor, retryDelayMs } from './notification-kinds.ts'
import type { NotificationKind, RecipientKind } from './notification-kinds.ts'

describe('notification kinds', () => {
  it('reach notification profiles only for a public notice or a sent recommendation', () => {
    expect(profileChoiceFor('public-notice')).toBe('publicNotice')
    expect(profileChoiceFor('recommendation-sent')).toBe('recommendationSent')
    for (const kind of NOTIFICATION_KINDS.filter((k) => k !== 'public-notice' && k !== 'recommendation-sent')) expect(profileChoiceFor(kind)).toBeNull()
  })

  it('tell each event to its own people, by one table', () => {
    const told = (kind: NotificationKind) => [...WHO_IS_TOLD[kind].audience].sort()
    const following: RecipientKind[] = ['follower', 'intervenor', 'proponent-agent']
    // Hearings reach accepted intervenors and the proponent, not only followers.
    expect(told('hearing')).toEqual(following)
    expect(told('public-notice')).toEqual([...following, 'notification-profile'].sort())
    expect(told('decision-document')).toEqual(following)
    for (const kind of ['comment-period-closed', 'paused', 'suspended', 'resumed', 'extension', 'general', 'seeking-views'] as const)
      expect(told(kind)).toEqual(following)
    // What the office acts on goes to the office alone.
    for (const kind of ['answer-submitted', 'decision-uploaded', 'intervenor-application'] as const) expect(told(kind)).toEqual(['staff'])
    expect(told('answer-published')).toEqual(['follower', 'proponent-agent'])
    expect(told('comment-published')).toEqual(['comment-writer'])
    // Only the notices to the public are kept on the project's Notifications tab.
    expect(NOTIFICATION_KINDS.filter((kind) => !WHO_IS_TOLD[kind].public)).toEqual([
      'decision-uploaded',
      'answer-submitted',
      'comment-published',
      'intervenor-application',
    ])
  })

  it('let the proponent turn off everything but their own project’s obligations', () => {
    expect(canUnsubscribe('information-request', 'proponent-agent')).toBe(false)
    expect(canUnsubscribe('extension', 'proponent-agent')).toBe(false)
    expect(canUnsubscribe('hearing', 'proponent-agent')).toBe(true)
    expect(canUnsubscribe('public-notice', 'proponent-agent')).toBe(true)
    // A follower may stop any of them; the office is not sent its work by subscription.
    expect(canUnsubscribe('information-request', 'follower')).toBe(true)
    expect(canUnsubscribe('answer-submitted', 'staff')).toBe(false)
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
    for (const quiet of ['PROPOSAL_CHECK', 'ADEQUACY_INFORMATION_REQUEST', 'REVIEW_INFORMATION', 'PREPARE_RECOMMENDATION', 'DISCONTINUED'])
      expect(noticeOnEntering(quiet)).toBeNull()
  })
})
