// What the printable public notice announces (spec public-registry §2 "Public notice"): the
// comment period while it is open, a public one the office scheduled before its first day, and
// otherwise the project's real state, never an open period on a project that no longer takes comments.
import { findStage } from './stages.ts'

export type PublicNoticeState = 'open' | 'upcoming' | 'closed' | 'decided'

export interface PublicNoticeFacts {
  projectTypeId: string
  stageId: string
  openForComments: boolean
  upcomingCommentPeriod: { participantsOnly: boolean } | null
}

export function publicNoticeState(p: PublicNoticeFacts): PublicNoticeState {
  if (findStage(p.projectTypeId, p.stageId)?.stageGrouping === 'decision') return 'decided'
  if (p.openForComments) return 'open'
  return p.upcomingCommentPeriod && !p.upcomingCommentPeriod.participantsOnly ? 'upcoming' : 'closed'
}
