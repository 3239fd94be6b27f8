// What the printable public notice announces (spec public-registry §2 "Public notice"): the
// comment period while it is open, and otherwise the project's real state, never an open period
// on a project that no longer takes comments.
import { findStage } from './stages.ts'

export type PublicNoticeState = 'open' | 'closed' | 'decided'

export interface PublicNoticeFacts {
  projectTypeId: string
  stageId: string
  openForComments: boolean
}

export function publicNoticeState(p: PublicNoticeFacts): PublicNoticeState {
  if (findStage(p.projectTypeId, p.stageId)?.stageGrouping === 'decision') return 'decided'
  return p.openForComments ? 'open' : 'closed'
}
