import { describe, expect, it } from 'vitest'
import { commentBody, emptyCommentForm, hasCommentEntries, postingChoices, readCommentForm } from './comment-form.ts'

const facts = {
  clientCommentId: 'c',
  projectId: 'p',
  signedIn: false,
  panelReview: false,
  attachmentCount: 0,
  fillMilliseconds: 4_200.6,
  language: 'en' as const,
}

describe('who a signed-in person posts as (spec §5)', () => {
  it('chooses among several organizations, with no anonymity', () => {
    expect(postingChoices(['Branch A', 'Branch B', 'Branch A'], 'Co')).toEqual({ chooser: ['Branch A', 'Branch B'], fixed: null, offersAnonymity: false })
  })
  it('takes the single organization, else the company', () => {
    expect(postingChoices(['Branch A'], 'Co')).toEqual({ chooser: [], fixed: 'Branch A', offersAnonymity: false })
    expect(postingChoices([], 'Co')).toEqual({ chooser: [], fixed: 'Co', offersAnonymity: false })
  })
  it('offers not to show the name only with neither', () => {
    expect(postingChoices([], null)).toEqual({ chooser: [], fixed: null, offersAnonymity: true })
    expect(postingChoices([' '], '  ')).toEqual({ chooser: [], fixed: null, offersAnonymity: true })
  })
})

describe('the body sent for a comment form', () => {
  const form = {
    ...emptyCommentForm(),
    firstName: ' Ada ',
    lastName: 'T',
    email: 'a@b.ca',
    comment: 'Text',
    agreeToTerms: true,
    agreeToPrivacy: true,
    anonymousComment: true,
    postingAs: 'Org',
  }

  it('sends an anonymous visitor’s name and contact, never a posting choice, and their wish not to be named only without a company (spec §5)', () => {
    expect(commentBody(form, facts)).toMatchObject({
      firstName: 'Ada',
      email: 'a@b.ca',
      postingAs: null,
      anonymousComment: true,
      fillMilliseconds: 4_201,
      comment: 'Text',
    })
    expect(commentBody({ ...form, companyName: 'Klondike Outfitters' }, facts)).toMatchObject({ companyName: 'Klondike Outfitters', anonymousComment: false })
    expect(commentBody({ ...form, anonymousComment: false }, facts).anonymousComment).toBe(false)
  })
  it('sends only the choices of a signed-in person, anonymity only when posting as themself', () => {
    const body = commentBody(form, { ...facts, signedIn: true })
    expect(body).toMatchObject({ firstName: '', email: '', postingAs: 'Org', anonymousComment: false })
    expect(commentBody({ ...form, postingAs: null }, { ...facts, signedIn: true }).anonymousComment).toBe(true)
  })
  it('sends no text for a panel review', () => {
    expect(commentBody(form, { ...facts, panelReview: true }).comment).toBe('')
  })
})

describe('a stored comment form', () => {
  it('reads as today’s form, and refuses what is not one', () => {
    expect(readCommentForm({ ...emptyCommentForm(), comment: 'x', extra: 1 })).toEqual({ ...emptyCommentForm(), comment: 'x' })
    expect(readCommentForm({ version: 2 })).toBeNull()
    expect(readCommentForm('text')).toBeNull()
  })
  it('is worth keeping once something is typed', () => {
    expect(hasCommentEntries({ ...emptyCommentForm(), agreeToTerms: true })).toBe(false)
    expect(hasCommentEntries({ ...emptyCommentForm(), comment: 'a' })).toBe(true)
  })
})
