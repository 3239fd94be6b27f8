// Answering information requests (spec public-registry §4 "Information request status", §5
// "Information response", §6): who may answer, which requests still take answers, what saving a
// draft and submitting do, and who reads the answers once they are published.

/** Requests the proponent can still answer, the only ones the response list keeps (§4). */
export const ANSWERABLE_STATUSES: readonly string[] = ['published', 'draft_answer']

export function isAnswerable(status: string): boolean {
  return ANSWERABLE_STATUSES.includes(status)
}

/** What a person is to the response pages: not signed in, signed in without the role, or the project's proponent or agent. */
export type ResponseAccess = 'login' | 'not-authorized' | 'answer'

/** Only the project's proponent or agent answers (§6); staff publish, they do not answer. */
export function responseAccess(person: { signedIn: boolean; isProponentOrAgent: boolean }): ResponseAccess {
  if (!person.signedIn) return 'login'
  return person.isProponentOrAgent ? 'answer' : 'not-authorized'
}

/** Saving a draft keeps the request answerable; submitting sends it to the assessor. */
export function statusAfterSaving(publish: boolean): 'answered' | 'draft_answer' {
  return publish ? 'answered' : 'draft_answer'
}

/** Why a request no longer takes answers, or null when it does. */
export function answerRefusal(status: string): string | null {
  if (isAnswerable(status)) return null
  if (status === 'answered') return 'This information request has already been answered and is with the assessor.'
  if (status === 'published_answer') return 'The answers to this information request have already been published.'
  return 'This information request does not take answers.'
}

/** §5: both agreements before Save Draft or Submit Response; submitting also needs a file queued. */
export interface AnswerFormFacts {
  agreeToPrivacy: boolean
  agreeToTerms: boolean
  queuedFiles: number
}

export function canSaveDraft(f: AnswerFormFacts): boolean {
  return f.agreeToPrivacy && f.agreeToTerms
}

export function canSubmitResponse(f: AnswerFormFacts): boolean {
  return canSaveDraft(f) && f.queuedFiles > 0
}

/** "Assessor Reviewing Information": a response is in, not yet published (§4). */
export function assessorReviewing(status: string): boolean {
  return status === 'answered'
}

/** A response is in (with the assessor, or published): the request's "has a response" on the Documents tab. */
export function hasAnswer(status: string): boolean {
  return status === 'answered' || status === 'published_answer'
}

/** The preamble is hidden once the request is answered (§4). */
export function showsPreamble(status: string): boolean {
  return status !== 'answered' && status !== 'published_answer'
}

/**
 * Whether the caller reads the answers: published ones to anyone signed in (§6: an anonymous
 * visitor must log in to view a response), and any to the proponent, agent or staff (privileged).
 */
export function readsAnswers(status: string, viewer: { userId: string | null; privileged: boolean }): boolean {
  if (viewer.privileged) return true
  return viewer.userId !== null && status === 'published_answer'
}

/** The server's side of §5: a submitted response carries at least one file. */
export function submissionRefusal(publish: boolean, attachedFiles: number): string | null {
  return publish && attachedFiles === 0 ? 'Attach at least one file before submitting the response.' : null
}
