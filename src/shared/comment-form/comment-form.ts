// The comment form as a device keeps it while it is written and until it is sent (DESIGN
// "Local-first drafts": a kind of draft is a form model and a migrate step). What the person typed
// is stored as typed; the body the server checks (schemas/comment-submission) is made from it when
// it is sent.
import type { CommentSubmissionBody } from '../schemas/comment-submission'

export const COMMENT_FORM_VERSION = 1

export interface CommentForm {
  version: typeof COMMENT_FORM_VERSION
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  companyName: string
  comment: string
  agreeToTerms: boolean
  agreeToPrivacy: boolean
  anonymousComment: boolean
  /** Signed in: the organization (display name) or company the comment is posted as; null for the person. */
  postingAs: string | null
  /** The hidden field people never see (schemas/comment-submission `website`). */
  website: string
}

export function emptyCommentForm(): CommentForm {
  return {
    version: COMMENT_FORM_VERSION,
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    companyName: '',
    comment: '',
    agreeToTerms: false,
    agreeToPrivacy: false,
    anonymousComment: false,
    postingAs: null,
    website: '',
  }
}

/** Whether the person entered anything worth keeping (ticking an agreement alone is not a comment). */
export function hasCommentEntries(form: CommentForm): boolean {
  return [form.firstName, form.lastName, form.email, form.phoneNumber, form.companyName, form.comment].some((value) => value.trim() !== '')
}

/** A stored comment form as today's, or null when it is not one (a newer release wrote it, or it is not a form). */
export function readCommentForm(stored: unknown): CommentForm | null {
  if (typeof stored !== 'object' || stored === null) return null
  const form = stored as Partial<Record<keyof CommentForm, unknown>>
  if (form.version !== COMMENT_FORM_VERSION) return null
  const text = (key: keyof CommentForm) => (typeof form[key] === 'string' ? form[key] : '')
  const flag = (key: keyof CommentForm) => form[key] === true
  return {
    version: COMMENT_FORM_VERSION,
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    companyName: text('companyName'),
    comment: text('comment'),
    agreeToTerms: flag('agreeToTerms'),
    agreeToPrivacy: flag('agreeToPrivacy'),
    anonymousComment: flag('anonymousComment'),
    postingAs: typeof form.postingAs === 'string' ? form.postingAs : null,
    website: text('website'),
  }
}

/** Spec §5: a visitor who names no company may ask that their name not be shown publicly, as a signed-in person with neither organization nor company may. */
export function visitorOffersAnonymity(form: Pick<CommentForm, 'companyName'>): boolean {
  return postingChoices([], form.companyName).offersAnonymity
}

/**
 * The body sent for a form: a signed-in person's identity is their account's, so the name and
 * contact fields go only for an anonymous visitor, and the posting choice only for a signed-in one;
 * a panel review's form has no text box.
 */
export function commentBody(
  form: CommentForm,
  facts: {
    clientCommentId: string
    projectId: string
    signedIn: boolean
    panelReview: boolean
    attachmentCount: number
    fillMilliseconds: number
    language: 'en' | 'fr'
  },
): CommentSubmissionBody {
  const anonymous = !facts.signedIn
  return {
    clientCommentId: facts.clientCommentId,
    projectId: facts.projectId,
    firstName: anonymous ? form.firstName.trim() : '',
    lastName: anonymous ? form.lastName.trim() : '',
    email: anonymous ? form.email.trim() : '',
    phoneNumber: anonymous ? form.phoneNumber.trim() : '',
    companyName: anonymous ? form.companyName.trim() : '',
    comment: facts.panelReview ? '' : form.comment,
    attachmentCount: facts.attachmentCount,
    agreeToTerms: form.agreeToTerms,
    agreeToPrivacy: form.agreeToPrivacy,
    anonymousComment: form.anonymousComment && (facts.signedIn ? form.postingAs === null : visitorOffersAnonymity(form)),
    postingAs: facts.signedIn ? form.postingAs : null,
    website: form.website,
    fillMilliseconds: Math.max(0, Math.round(facts.fillMilliseconds)),
    language: facts.language,
  }
}

/**
 * Who a signed-in person may post as (spec §5): a chooser of their organizations when they have more
 * than one; otherwise their single organization or, failing that, their company; and the option not
 * to show their name only when they have neither.
 */
export function postingChoices(
  organizations: readonly string[],
  company: string | null,
): { chooser: string[]; fixed: string | null; offersAnonymity: boolean } {
  const names = [...new Set(organizations.map((n) => n.trim()).filter(Boolean))]
  if (names.length > 1) return { chooser: names, fixed: null, offersAnonymity: false }
  const fixed = names[0] ?? (company?.trim() || null)
  return { chooser: [], fixed, offersAnonymity: fixed === null }
}
