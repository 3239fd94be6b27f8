// Who a comment is from, as it is stored: a visitor as the form names them, or a signed-in
// person's account, posting as themselves, one of their organizations or their company (spec
// public-registry §5); and whether two comments are from the same person.
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import type { Language } from '../../mail/account-mails.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import type { CommentSubmissionBody } from '../../../shared/schemas/comment-submission.ts'

export interface Author {
  userId: string | null
  firstName: string
  lastName: string
  email: string | null
  phoneNumber: string | null
  companyName: string | null
  postingAs: string | null
  anonymousComment: boolean
  language: Language
}

export const orNull = (value: string) => value.trim() || null

/** The same person, as a comment row names them: the account, or the anonymous visitor's e-mail address or phone number. */
export function sameAuthor(row: Pick<Author, 'userId' | 'email' | 'phoneNumber'>, author: Pick<Author, 'userId' | 'email' | 'phoneNumber'>): boolean {
  if (author.userId) return row.userId === author.userId
  if (row.userId !== null) return false
  if (author.email) return row.email?.toLowerCase() === author.email.toLowerCase()
  return author.phoneNumber !== null && row.phoneNumber === author.phoneNumber
}

export function visitorAuthor(body: CommentSubmissionBody): Author | AppError {
  const companyName = orNull(body.companyName)
  if (body.anonymousComment && companyName)
    return AppError.badRequest('Invalid parameter anonymousComment: a comment posted for a company shows who sent it.', 'anonymousComment')
  return {
    userId: null,
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: orNull(body.email),
    phoneNumber: orNull(body.phoneNumber),
    companyName,
    postingAs: companyName,
    anonymousComment: body.anonymousComment,
    language: body.language,
  }
}

/** The signed-in person as the comment names them: their account, posting as one of their organizations or their company. */
export async function accountAuthor(db: Database, caller: SessionUser, body: CommentSubmissionBody): Promise<Author | AppError> {
  const [[user], organizationRows] = await Promise.all([
    db.select().from(t.users).where(eq(t.users.id, caller.userId)),
    db
      .select({ name: t.organizations.publicDisplayName })
      .from(t.userOrganizations)
      .innerJoin(t.organizations, eq(t.organizations.id, t.userOrganizations.organizationId))
      .where(eq(t.userOrganizations.userId, caller.userId)),
  ])
  if (!user) return new AppError(401, 'session-expired', 'Your session has expired. Please log in again.')
  const organizations = organizationRows.map((o) => o.name)
  const company = user.company?.trim() || null
  const choices = [...organizations, ...(company ? [company] : [])]
  let postingAs: string | null
  if (body.postingAs) {
    if (!choices.includes(body.postingAs))
      return AppError.badRequest('Invalid parameter postingAs: post as one of your organizations or your company.', 'postingAs')
    postingAs = body.postingAs
  } else if (organizations.length > 1) {
    return AppError.badRequest('Invalid parameter postingAs: choose which of your organizations you are posting as.', 'postingAs')
  } else {
    postingAs = organizations[0] ?? company
  }
  // Spec §5: "Do not display my name publicly" is offered only to a person with no organization and no company.
  if (body.anonymousComment && choices.length > 0)
    return AppError.badRequest('Invalid parameter anonymousComment: a comment posted for an organization or a company shows who sent it.', 'anonymousComment')
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phone,
    companyName: company,
    postingAs,
    anonymousComment: body.anonymousComment,
    language: user.language,
  }
}
