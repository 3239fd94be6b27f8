import { describe, expect, it } from 'vitest'
import { commentsOpen, isPreSubmissionComment, mayCommentNow, showsAddComment } from './can-comment.ts'
import type { CommentFacts } from './can-comment.ts'
import { PROJECT_TYPE, stageByCode } from './stages.ts'
import type { ProjectTypeId } from './stages.ts'

const facts = (type: ProjectTypeId, code: string, overrides: Partial<CommentFacts> = {}): CommentFacts => ({
  projectTypeId: type,
  stageId: stageByCode(type, code).stageId,
  openForComments: true,
  openForParticipantComments: false,
  isParticipant: false,
  userRoles: [],
  ...overrides,
})
const { evaluation, screening, panelReview } = PROJECT_TYPE

describe('comments open', () => {
  it('to everyone when the project is open for comments', () => {
    expect(commentsOpen(facts(evaluation, 'SEEKING_VIEWS'))).toBe(true)
  })

  it('to participants only when only participant comments are open', () => {
    const p = facts(evaluation, 'SEEKING_VIEWS', { openForComments: false, openForParticipantComments: true })
    expect(commentsOpen(p)).toBe(false)
    expect(commentsOpen({ ...p, isParticipant: true })).toBe(true)
  })
})

describe('Add a Comment button', () => {
  it('shows for the public and for followers', () => {
    expect(showsAddComment(facts(evaluation, 'SEEKING_VIEWS'))).toBe(true)
    expect(showsAddComment(facts(evaluation, 'SEEKING_VIEWS', { userRoles: ['follower'] }))).toBe(true)
  })

  it('hides for a user whose only role is proponent or agent', () => {
    expect(showsAddComment(facts(evaluation, 'PREPARE_RECOMMENDATION', { userRoles: ['proponent-agent'] }))).toBe(false)
  })

  it('hides for a proponent with other roles in the seeking-views and screening comment periods', () => {
    const roles = ['proponent-agent', 'follower']
    for (const code of ['SEEKING_VIEWS', 'ADDITIONAL_SEEKING_VIEWS']) expect(showsAddComment(facts(evaluation, code, { userRoles: roles })), code).toBe(false)
    for (const code of ['COMMENT_DRAFT_GUIDELINE', 'COMMENT_GUIDELINE_RESPONSE', 'COMMENT_PROPOSAL', 'COMMENT_DRAFT_REPORT', 'COMMENT_REFERRAL']) {
      expect(showsAddComment(facts(screening, code, { userRoles: roles })), code).toBe(false)
    }
    expect(showsAddComment(facts(evaluation, 'REVIEW_INFORMATION', { userRoles: roles }))).toBe(true)
  })

  it('hides for an intervenor in the panel review comment period before hearings', () => {
    expect(showsAddComment(facts(panelReview, 'COMMENT_BEFORE_HEARINGS', { userRoles: ['intervenor'] }))).toBe(false)
    expect(showsAddComment(facts(panelReview, 'COMMENT_AFTER_HEARINGS', { userRoles: ['intervenor'] }))).toBe(true)
  })
})

describe('may comment now', () => {
  it('when comments are open and the button shows', () => {
    expect(mayCommentNow(facts(evaluation, 'SEEKING_VIEWS'))).toBe(true)
    expect(mayCommentNow(facts(evaluation, 'SEEKING_VIEWS', { userRoles: ['follower', 'decision-body'] }))).toBe(true)
  })

  it('not when comments are closed, or open to participants only and the caller is not one', () => {
    expect(mayCommentNow(facts(evaluation, 'REVIEW_INFORMATION', { openForComments: false }))).toBe(false)
    const participantsOnly = facts(evaluation, 'SEEKING_VIEWS', { openForComments: false, openForParticipantComments: true })
    expect(mayCommentNow(participantsOnly)).toBe(false)
    expect(mayCommentNow({ ...participantsOnly, isParticipant: true, userRoles: ['participant'] })).toBe(true)
  })

  it('never for a caller whose only role is proponent or agent, nor where the button is hidden, though comments are open', () => {
    expect(mayCommentNow(facts(evaluation, 'REVIEW_INFORMATION', { userRoles: ['proponent-agent'] }))).toBe(false)
    expect(mayCommentNow(facts(screening, 'COMMENT_PROPOSAL', { userRoles: ['proponent-agent', 'follower'] }))).toBe(false)
    expect(mayCommentNow(facts(panelReview, 'COMMENT_BEFORE_HEARINGS', { userRoles: ['intervenor'] }))).toBe(false)
  })
})

describe('pre-submission comments', () => {
  it('are the ones received in a screening’s early stages', () => {
    expect(isPreSubmissionComment(screening, stageByCode(screening, 'COMMENT_GUIDELINE_RESPONSE').stageId)).toBe(true)
    expect(isPreSubmissionComment(screening, stageByCode(screening, 'COMMENT_PROPOSAL').stageId)).toBe(false)
    expect(isPreSubmissionComment(evaluation, stageByCode(evaluation, 'SEEKING_VIEWS').stageId)).toBe(false)
    expect(isPreSubmissionComment(screening, null)).toBe(false)
  })
})
