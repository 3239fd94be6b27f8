// The body a visitor's browser sends to submit a comment (spec public-registry §3 "Comment
// submission"), filled as a person would: every field can be overridden. Each body has its own
// clientCommentId, e-mail address and text, so two are never taken for one comment sent again.
let sequence = 0

export function commentSubmission(projectId: string, overrides: Record<string, unknown> = {}) {
  sequence += 1
  return {
    clientCommentId: crypto.randomUUID(),
    projectId,
    firstName: 'Ada',
    lastName: 'Lee',
    email: `ada${sequence}@example.ca`,
    phoneNumber: '',
    companyName: '',
    comment: `Please protect the creek (${sequence}).`,
    attachmentCount: 0,
    agreeToTerms: true,
    agreeToPrivacy: true,
    fillMilliseconds: 45_000,
    ...overrides,
  }
}
