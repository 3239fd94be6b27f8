// A comment period the office opens on a project (issue 18 item 3): to the public or to its
// participants only, from a first day to a last day (Yukon days; comments are taken until the
// office closes at 4:30 pm on the last day, as the registry's deadlines read). The flags staff set hold only while the period's dates do, so a period ends on
// its last day without anyone closing it; staff may close it earlier. A first day still to come
// schedules the period: it is upcoming until that day begins in Yukon, and opens by itself then.
import { findStage } from './stages.ts'
import { isUnderAssessment } from './stage-transitions.ts'

export const COMMENT_AUDIENCES = ['public', 'participants'] as const
export type CommentAudience = (typeof COMMENT_AUDIENCES)[number]

export interface CommentPeriodFlags {
  openForComments: boolean
  openForParticipantComments: boolean
  /** Null for a period opened with no dates (imported or demo projects): open until closed. */
  commentPeriodStartsAt: Date | null
  commentPeriodEndsAt: Date | null
}

/** 4:30 pm on a Yukon day, when the office closes: when a period or deadline on that day ends. */
export const yukonClosingTime = (day: string) => new Date(`${day}T16:30:00-07:00`)

/** The flags the public reads and the comment check uses at `now`: those staff set, while the period's dates hold. */
export function commentFlagsAt(p: CommentPeriodFlags, now: Date): { openForComments: boolean; openForParticipantComments: boolean } {
  const within = (!p.commentPeriodStartsAt || p.commentPeriodStartsAt <= now) && (!p.commentPeriodEndsAt || now <= p.commentPeriodEndsAt)
  return { openForComments: p.openForComments && within, openForParticipantComments: p.openForParticipantComments && within }
}

/** A period staff opened whose first day has not begun at `now`, or null. */
export function upcomingCommentPeriod(p: CommentPeriodFlags, now: Date): { startsAt: Date; endsAt: Date | null; participantsOnly: boolean } | null {
  if (!(p.openForComments || p.openForParticipantComments) || !p.commentPeriodStartsAt || p.commentPeriodStartsAt <= now) return null
  return { startsAt: p.commentPeriodStartsAt, endsAt: p.commentPeriodEndsAt, participantsOnly: !p.openForComments }
}

export interface CommentPeriodProject {
  projectTypeId: string
  stageId: string
  paused: boolean
  suspended: boolean
}

export const COMMENT_PERIOD_REFUSALS = ['not-under-assessment', 'paused', 'already-open', 'already-scheduled'] as const
export type CommentPeriodRefusal = (typeof COMMENT_PERIOD_REFUSALS)[number]

/** The server's words for each refusal (the staff screen says them in its reader's language). */
export const COMMENT_PERIOD_REFUSAL_MESSAGES: Record<CommentPeriodRefusal, string> = {
  'not-under-assessment': 'Only a public project under assessment can take comments.',
  paused: 'A paused or suspended project cannot open a comment period.',
  'already-open': 'A comment period is already open on this project. Close it first.',
  'already-scheduled': 'A comment period is already scheduled on this project. Cancel it first.',
}

/** Why a period cannot open on this project now, or null when it can. */
export function commentPeriodRefusal(p: CommentPeriodProject & CommentPeriodFlags, now: Date): CommentPeriodRefusal | null {
  // A proposal at Proposal Check is not public yet.
  if (!isUnderAssessment(p.projectTypeId, p.stageId) || findStage(p.projectTypeId, p.stageId)?.code === 'PROPOSAL_CHECK') return 'not-under-assessment'
  if (p.paused || p.suspended) return 'paused'
  const open = commentFlagsAt(p, now)
  if (open.openForComments || open.openForParticipantComments) return 'already-open'
  if (upcomingCommentPeriod(p, now)) return 'already-scheduled'
  return null
}

/** What is wrong with a period's days, or null: it ends on or after both today and its start (a start to come schedules it). */
export function commentPeriodDaysIssue(startDate: string, endDate: string, today: string): { field: 'startDate' | 'endDate'; message: string } | null {
  if (endDate < startDate) return { field: 'endDate', message: 'The last day comes before the first day.' }
  if (endDate < today) return { field: 'endDate', message: 'The last day has already passed.' }
  return null
}

/** Stages whose deadline for views and information the office sets (evaluation's seeking views). */
export function takesSeekingViewsDeadline(projectTypeId: string, stageId: string): boolean {
  const code = findStage(projectTypeId, stageId)?.code
  return code === 'SEEKING_VIEWS' || code === 'ADDITIONAL_SEEKING_VIEWS'
}
