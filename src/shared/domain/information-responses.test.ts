import { describe, expect, it } from 'vitest'
import {
  answerRefusal,
  assessorReviewing,
  hasAnswer,
  submissionRefusal,
  canSaveDraft,
  canSubmitResponse,
  isAnswerable,
  readsAnswers,
  responseAccess,
  showsPreamble,
  statusAfterSaving,
} from './information-responses.ts'

describe('information responses', () => {
  it('lets only the signed-in proponent or agent answer', () => {
    expect(responseAccess({ signedIn: false, isProponentOrAgent: false })).toBe('login')
    expect(responseAccess({ signedIn: true, isProponentOrAgent: false })).toBe('not-authorized')
    expect(responseAccess({ signedIn: true, isProponentOrAgent: true })).toBe('answer')
  })

  it('keeps published and draft requests answerable, and refuses the others with a reason', () => {
    expect(isAnswerable('published')).toBe(true)
    expect(isAnswerable('draft_answer')).toBe(true)
    expect(answerRefusal('draft_answer')).toBeNull()
    expect(answerRefusal('answered')).toMatch(/already been answered/)
    expect(answerRefusal('published_answer')).toMatch(/already been published/)
  })

  it('saves a draft as draft_answer and a submission as answered', () => {
    expect(statusAfterSaving(false)).toBe('draft_answer')
    expect(statusAfterSaving(true)).toBe('answered')
  })

  it('needs both agreements to save, and a queued file as well to submit', () => {
    expect(canSaveDraft({ agreeToPrivacy: true, agreeToTerms: false, queuedFiles: 1 })).toBe(false)
    expect(canSaveDraft({ agreeToPrivacy: true, agreeToTerms: true, queuedFiles: 0 })).toBe(true)
    expect(canSubmitResponse({ agreeToPrivacy: true, agreeToTerms: true, queuedFiles: 0 })).toBe(false)
    expect(canSubmitResponse({ agreeToPrivacy: true, agreeToTerms: true, queuedFiles: 2 })).toBe(true)
    expect(canSubmitResponse({ agreeToPrivacy: false, agreeToTerms: true, queuedFiles: 2 })).toBe(false)
  })

  it('says the assessor is reviewing an answered request and hides the preamble once answered', () => {
    expect(assessorReviewing('answered')).toBe(true)
    expect(assessorReviewing('published_answer')).toBe(false)
    expect(showsPreamble('draft_answer')).toBe(true)
    expect(showsPreamble('answered')).toBe(false)
    expect(showsPreamble('published_answer')).toBe(false)
  })

  it('shows published answers to signed-in readers only, and every answer to the privileged', () => {
    expect(readsAnswers('published_answer', { userId: null, privileged: false })).toBe(false)
    expect(readsAnswers('published_answer', { userId: 'u', privileged: false })).toBe(true)
    expect(readsAnswers('answered', { userId: 'u', privileged: false })).toBe(false)
    expect(readsAnswers('draft_answer', { userId: 'u', privileged: true })).toBe(true)
  })

  it('refuses a submission with no file, never a draft', () => {
    expect(submissionRefusal(true, 0)).toMatch(/at least one file/)
    expect(submissionRefusal(true, 1)).toBeNull()
    expect(submissionRefusal(false, 0)).toBeNull()
  })

  it('says a request has a response once it is submitted, published or not', () => {
    expect(['published', 'draft_answer', 'answered', 'published_answer'].map(hasAnswer)).toEqual([false, false, true, true])
  })
})
