// Who may add a comment to a project, and which comments the list shows (spec public-registry §4
// "Comments", §5, §6).
import { findStage, PROJECT_TYPE } from './stages.ts'

export interface CommentFacts {
  projectTypeId: string
  stageId: string
  openForComments: boolean
  openForParticipantComments: boolean
  isParticipant: boolean
  /** The caller's roles on the project (empty for the public). */
  userRoles: readonly string[]
}

/** Open to everyone, or to participants when the caller is one. */
export function commentsOpen(p: CommentFacts): boolean {
  return p.openForComments || (p.openForParticipantComments && p.isParticipant)
}

/** Stages in which the proponent or agent has no Add a Comment button. */
const PROPONENT_SILENT: Record<string, ReadonlySet<string>> = {
  [PROJECT_TYPE.evaluation]: new Set(['SEEKING_VIEWS', 'ADDITIONAL_SEEKING_VIEWS']),
  [PROJECT_TYPE.screening]: new Set(['COMMENT_DRAFT_GUIDELINE', 'COMMENT_GUIDELINE_RESPONSE', 'COMMENT_PROPOSAL', 'COMMENT_DRAFT_REPORT', 'COMMENT_REFERRAL']),
}

/** Whether the Add a Comment button shows (it may still lead to "period closed"). */
export function showsAddComment(p: CommentFacts): boolean {
  const code = findStage(p.projectTypeId, p.stageId)?.code ?? ''
  const roles = p.userRoles
  const isProponent = roles.includes('proponent-agent')
  if (isProponent && roles.every((r) => r === 'proponent-agent')) return false
  if (isProponent && PROPONENT_SILENT[p.projectTypeId]?.has(code)) return false
  // Intervenors file their material through their own route before the hearings.
  if (roles.includes('intervenor') && p.projectTypeId === PROJECT_TYPE.panelReview && code === 'COMMENT_BEFORE_HEARINGS') return false
  return true
}

/** Comments received in a screening's early stages, listed only on request. */
export function isPreSubmissionComment(projectTypeId: string, stageUploaded: string | null): boolean {
  if (projectTypeId !== PROJECT_TYPE.screening || !stageUploaded) return false
  return findStage(projectTypeId, stageUploaded)?.stageGrouping === 'pre-submission-engagement'
}

/**
 * Whether the caller may send a comment now: the server's check of a submission, and the form's
 * choice between the form and "Public Comment period is currently closed for this project.".
 * Where the button is hidden, the request is refused too, so a hidden button is no way around it.
 */
export function mayCommentNow(p: CommentFacts): boolean {
  return showsAddComment(p) && commentsOpen(p)
}
