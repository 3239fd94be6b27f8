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
