// What a project notice is about (the registry's e-mail message types), who receives it, and the
// rules of sending it: which notices a notification profile asks for, and how long a failed
// delivery waits before its next try.

/** The codes of the reference list emailMessageTypes, in its order. */
export const NOTIFICATION_KINDS = [
  'public-notice',
  'seeking-views',
  'information-request',
  'adequacy',
  'recommendation-sent',
  'decision-document',
  'extension',
  'hearing',
  'general',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Why a person receives a project's notice; the first that applies wins. */
export const RECIPIENT_KINDS = ['proponent-agent', 'follower', 'notification-profile'] as const
export type RecipientKind = (typeof RECIPIENT_KINDS)[number]

/**
 * The profile choice that lets a notice reach people whose profile matches the project: its two
 * boxes ("a public notice is published…", "a recommendation is sent…") are all it offers, so the
 * other notices go to followers and the proponent only.
 */
export function profileChoiceFor(kind: NotificationKind): 'publicNotice' | 'recommendationSent' | null {
  if (kind === 'public-notice') return 'publicNotice'
  if (kind === 'recommendation-sent') return 'recommendationSent'
  return null
}

/** Tries a delivery gets before it is given up. */
export const MAX_DELIVERY_ATTEMPTS = 8

/** Wait after the nth failed attempt (1-based): 1, 2, 4 … minutes, at most 4 hours. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failedAttempts - 1), 4 * 3_600_000)
}

const NOTICE_ON_ENTERING: Partial<Record<string, NotificationKind>> = {
  ADEQUACY_REVIEW: 'adequacy',
  SEEKING_VIEWS: 'seeking-views',
  ADDITIONAL_SEEKING_VIEWS: 'seeking-views',
  RECOMMENDATION_SENT: 'recommendation-sent',
  NEW_RECOMMENDATION_SENT: 'recommendation-sent',
  REPORT_SENT: 'recommendation-sent',
  PANEL_REPORT_SENT: 'recommendation-sent',
  REFERRAL_REPORT_SENT: 'recommendation-sent',
  DECISION_DOCUMENT_ISSUED: 'decision-document',
  PUBLIC_HEARINGS: 'hearing',
}

/**
 * The notice a project sends when it enters a stage, by the stage's code: the steps people follow
 * a project for. A comment period's own stage (screening and panel review) is a public notice;
 * information requests are told of when one is published, not when their stage starts.
 */
export function noticeOnEntering(stageCode: string): NotificationKind | null {
  if (stageCode.startsWith('COMMENT_')) return 'public-notice'
  return NOTICE_ON_ENTERING[stageCode] ?? null
}
