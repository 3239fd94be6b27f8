import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { CommentSubmissionBody, commentFieldIssues } from './comment-submission.ts'

const anonymous = {
  firstName: 'Ada',
  lastName: 'Lee',
  email: 'ada@example.ca',
  phoneNumber: '',
  companyName: '',
  comment: 'Please protect the creek.',
  attachmentCount: 0,
  agreeToTerms: true,
  agreeToPrivacy: true,
  anonymousComment: false,
  postingAs: null,
}
const fields = (issues: { field: string }[]) => issues.map((i) => i.field)

describe('commentFieldIssues', () => {
  it('accepts a complete anonymous comment, and a phone number instead of an e-mail address', () => {
    expect(commentFieldIssues(anonymous, { signedIn: false, panelReview: false })).toEqual([])
    expect(commentFieldIssues({ ...anonymous, email: '', phoneNumber: '867-555-0100' }, { signedIn: false, panelReview: false })).toEqual([])
  })

  it('asks an anonymous visitor for their names and for an e-mail address or a phone number', () => {
    const issues = commentFieldIssues({ ...anonymous, firstName: ' ', lastName: '', email: '' }, { signedIn: false, panelReview: false })
    expect(fields(issues)).toEqual(['firstName', 'lastName', 'email', 'phoneNumber'])
    expect(issues.every((i) => i.message === 'This field is required')).toBe(true)
  })

  it('says "Invalid email address" for an address that is not one, even with a phone number', () => {
    expect(commentFieldIssues({ ...anonymous, email: 'ada@', phoneNumber: '867-555-0100' }, { signedIn: false, panelReview: false })).toEqual([
      { field: 'email', message: 'Invalid email address' },
    ])
  })

  it('needs only the two agreements from a signed-in person', () => {
    const bare = { ...anonymous, firstName: '', lastName: '', email: '', agreeToTerms: false, agreeToPrivacy: false }
    expect(fields(commentFieldIssues(bare, { signedIn: true, panelReview: false }))).toEqual(['agreeToTerms', 'agreeToPrivacy'])
  })

  it('needs text or a file, and on a panel review a file (its form has no text box)', () => {
    expect(fields(commentFieldIssues({ ...anonymous, comment: '  ' }, { signedIn: false, panelReview: false }))).toEqual(['comment'])
    expect(commentFieldIssues({ ...anonymous, comment: '', attachmentCount: 1 }, { signedIn: false, panelReview: false })).toEqual([])
    expect(commentFieldIssues(anonymous, { signedIn: false, panelReview: true })).toEqual([{ field: 'comment', message: 'Attach at least one file' }])
    expect(commentFieldIssues({ ...anonymous, attachmentCount: 2 }, { signedIn: false, panelReview: true })).toEqual([])
  })
})

describe('CommentSubmissionBody', () => {
  const body = {
    ...anonymous,
    clientCommentId: '6f1c2a8e-2b7d-4c1e-9a4f-0d3e5b7c9a11',
    projectId: '0b8f5e1a-9c3d-4e2f-8a7b-6c5d4e3f2a10',
    fillMilliseconds: 12_000,
  }

  it('accepts what the form sends and fills what an older client leaves out', () => {
    const { anonymousComment: _, postingAs: __, ...older } = body
    const parsed = v.parse(CommentSubmissionBody, older)
    expect(parsed).toMatchObject({ anonymousComment: false, postingAs: null, website: '', language: 'en' })
  })

  it('refuses more files than a comment may carry and text the database cannot keep', () => {
    expect(v.safeParse(CommentSubmissionBody, { ...body, attachmentCount: 21 }).success).toBe(false)
    expect(v.safeParse(CommentSubmissionBody, { ...body, comment: 'a\0b' }).success).toBe(false)
  })
})
