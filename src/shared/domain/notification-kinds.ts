// What a project notice is about (the registry's e-mail message types, then the registry's own
// events), who is told of what (WHO_IS_TOLD, the one table the dispatch sends by), and the rules
// of sending it: which notices a notification profile asks for, which a proponent cannot turn
// off, and how long a failed delivery waits before its next try.

/** The codes of the reference list emailMessageTypes, in its order: the spec's nine, then ours. */
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
  'comment-period-closed',
  'paused',
  'suspended',
  'resumed',
  'decision-uploaded',
  'answer-submitted',
  'answer-published',
  'comment-published',
  'intervenor-application',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Why a person receives a project's notice; the first that applies wins (the order of this list). */
export const RECIPIENT_KINDS = ['staff', 'proponent-agent', 'intervenor', 'follower', 'notification-profile', 'comment-writer'] as const
export type RecipientKind = (typeof RECIPIENT_KINDS)[number]

export interface NoticeRule {
  /** Who is told. 'staff' is the office: the project's lead assessor, or every staff member when it has none. */
  audience: readonly RecipientKind[]
  /**
   * The profile box that lets the notice reach people whose profile matches the project: its two
   * boxes ("a public notice is published…", "a recommendation is sent…") are all it offers.
   */
  profileChoice?: 'publicNotice' | 'recommendationSent'
  /** An obligation of the project's proponent (a request to answer, a deadline): they cannot turn it off. */
  obligation?: boolean
  /** Kept on the project's public Notifications tab; the others concern one person or the office. */
  public: boolean
}

const FOLLOWING = ['proponent-agent', 'intervenor', 'follower'] as const

/** Who is told of what: every notice the registry sends, and nothing else. */
export const WHO_IS_TOLD: Record<NotificationKind, NoticeRule> = {
  'public-notice': { audience: [...FOLLOWING, 'notification-profile'], profileChoice: 'publicNotice', public: true },
  'seeking-views': { audience: FOLLOWING, public: true },
  'information-request': { audience: ['proponent-agent', 'follower'], obligation: true, public: true },
  adequacy: { audience: ['proponent-agent', 'follower'], public: true },
  'recommendation-sent': { audience: [...FOLLOWING, 'notification-profile'], profileChoice: 'recommendationSent', public: true },
  'decision-document': { audience: FOLLOWING, public: true },
  extension: { audience: FOLLOWING, obligation: true, public: true },
  hearing: { audience: FOLLOWING, public: true },
  general: { audience: FOLLOWING, public: true },
  'comment-period-closed': { audience: FOLLOWING, public: true },
  paused: { audience: FOLLOWING, obligation: true, public: true },
  suspended: { audience: FOLLOWING, obligation: true, public: true },
  resumed: { audience: FOLLOWING, obligation: true, public: true },
  'decision-uploaded': { audience: ['staff'], public: false },
  'answer-submitted': { audience: ['staff'], public: false },
  'answer-published': { audience: ['proponent-agent', 'follower'], public: true },
  'comment-published': { audience: ['comment-writer'], public: false },
  'intervenor-application': { audience: ['staff'], public: false },
}

/** Whether a recipient may stop this notice from its mail: never the proponent from their own project's obligations, nor the office from its work. */
export function canUnsubscribe(kind: NotificationKind, recipient: RecipientKind): boolean {
  if (recipient === 'staff') return false
  return !(recipient === 'proponent-agent' && WHO_IS_TOLD[kind].obligation)
}

export function profileChoiceFor(kind: NotificationKind): 'publicNotice' | 'recommendationSent' | null {
  return WHO_IS_TOLD[kind].profileChoice ?? null
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

/** The project page a notice of a stage points to, below the project's own ('/projects/{id}'). */
export function noticePage(projectId: string, kind: NotificationKind): string {
  const tab =
    kind === 'public-notice' || kind === 'seeking-views'
      ? '/comments'
      : kind === 'recommendation-sent' || kind === 'decision-document' || kind === 'adequacy'
        ? '/documents'
        : kind === 'hearing'
          ? '/hearings'
          : ''
  return `/projects/${projectId}${tab}`
}

/** An information request's public page; a simplified one's questions are documents, on the Documents tab. */
export const informationRequestPage = (projectId: string, requestId: string, simplified: boolean): string =>
  simplified ? `/projects/${projectId}/documents` : `/projects/${projectId}/information-requests/${requestId}`
