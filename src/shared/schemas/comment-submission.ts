// A comment as the comment form sends it and the server checks it (spec public-registry §3
// "Comment submission", §5 "Comment form", §7 "Writes"). The form and the route validate with the
// same schema and the same rule, so a message the server gives is one the form would have shown.
import * as v from 'valibot'
import { StatusOk, Uuid } from './common.ts'
import { Text } from './input.ts'

export const COMMENT_LIMITS = {
  /** Characters of comment text: about thirty pages, more than any comment in the real registry. */
  textCharacters: 50_000,
  /** Files one comment may carry; each is one upload after the submit. */
  attachments: 20,
  /** A person takes longer than this to read the form and write; a script does not. */
  minimumFillMilliseconds: 3_000,
  /** How long after the submit its attachments may be sent with the upload token. */
  uploadTokenMinutes: 30,
} as const

/** The error code of a form sent sooner after it opened than COMMENT_LIMITS.minimumFillMilliseconds. */
export const FILLED_TOO_FAST = 'filled-too-fast'

const optionalText = (max: number) => v.optional(v.pipe(Text, v.trim(), v.maxLength(max, 'is too long')), '')

export const CommentSubmissionBody = v.object({
  /** Made by the browser when the comment is written: sent twice (a retry, or the outbox after a lost answer), it is stored once. */
  clientCommentId: Uuid,
  projectId: Uuid,
  /** Anonymous visitors only; a signed-in person comments as their account. */
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: optionalText(254),
  phoneNumber: optionalText(40),
  companyName: optionalText(200),
  comment: v.optional(v.pipe(Text, v.maxLength(COMMENT_LIMITS.textCharacters, 'is too long')), ''),
  /** How many files will follow through add-comment-document: a comment needs text or at least one. */
  attachmentCount: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0),
    v.maxValue(COMMENT_LIMITS.attachments, `may carry at most ${COMMENT_LIMITS.attachments} files`),
  ),
  agreeToTerms: v.boolean(),
  agreeToPrivacy: v.boolean(),
  anonymousComment: v.optional(v.boolean(), false),
  /** Signed in: one of the person's organizations' display names, or their company. */
  postingAs: v.optional(v.nullable(v.pipe(Text, v.trim(), v.maxLength(200, 'is too long'))), null),
  /** A field people never see; anything in it is a script's. */
  website: v.optional(Text, ''),
  /** Milliseconds the form was open before the send (the browser's count, never a clock of its own). */
  fillMilliseconds: v.pipe(v.number(), v.minValue(0)),
  /** The language of the receipt mailed to an anonymous visitor; a signed-in person's is their account's. */
  language: v.optional(v.picklist(['en', 'fr']), 'en'),
})
export type CommentSubmissionBody = v.InferOutput<typeof CommentSubmissionBody>

export const CommentSubmittedResponse = v.object({
  status: StatusOk,
  commentId: v.string(),
  /** The receipt shown and e-mailed: the project number and the comment's own number. */
  commentNumber: v.string(),
  /** Sent as the `Upload-Token` header with each of the comment's attachments; good for COMMENT_LIMITS.uploadTokenMinutes. */
  uploadToken: v.string(),
})

/** One attachment of a comment, received: it waits for review with its comment. */
export const CommentDocumentSaved = v.object({
  status: StatusOk,
  documentId: v.string(),
  fileName: v.string(),
})

/** A field of the form and the message it shows, in the spec's words. */
export interface CommentFieldIssue {
  field: 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'comment' | 'agreeToTerms' | 'agreeToPrivacy'
  message: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * What stops a comment being sent, field by field (spec §5): an anonymous visitor names themself and
 * gives an e-mail address or a phone number; everyone ticks both agreements; a comment has text or
 * at least one file, except on a panel review, whose form has no text box.
 */
export function commentFieldIssues(
  body: Omit<CommentSubmissionBody, 'clientCommentId' | 'projectId' | 'website' | 'fillMilliseconds' | 'language'>,
  facts: { signedIn: boolean; panelReview: boolean },
): CommentFieldIssue[] {
  const issues: CommentFieldIssue[] = []
  const required = (field: CommentFieldIssue['field'], value: string | undefined) => {
    if (!value?.trim()) issues.push({ field, message: 'This field is required' })
  }
  if (!facts.signedIn) {
    required('firstName', body.firstName)
    required('lastName', body.lastName)
    const email = body.email?.trim() ?? ''
    if (email && !EMAIL.test(email)) issues.push({ field: 'email', message: 'Invalid email address' })
    if (!email && !body.phoneNumber?.trim()) {
      issues.push({ field: 'email', message: 'This field is required' }, { field: 'phoneNumber', message: 'This field is required' })
    }
  }
  if (!body.agreeToTerms) issues.push({ field: 'agreeToTerms', message: 'This field is required' })
  if (!body.agreeToPrivacy) issues.push({ field: 'agreeToPrivacy', message: 'This field is required' })
  const hasText = !facts.panelReview && !!body.comment?.trim()
  if (!hasText && body.attachmentCount === 0)
    issues.push({ field: 'comment', message: facts.panelReview ? 'Attach at least one file' : 'Write a comment or attach at least one file' })
  return issues
}
