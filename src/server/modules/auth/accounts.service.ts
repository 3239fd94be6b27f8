// Accounts: registration with e-mailed confirmation, login by password or by e-mailed link,
// password reset and creation, personal details and password change, the yearly prompt.
// No answer tells whether an e-mail address has an account, neither by what it says nor by how
// long it takes: the requests that name an address do the same work whether or not it has one,
// and what depends on it (looking the account up, its link, its mail) happens after the answer.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { refuseGuessablePassword } from '../../lib/common-passwords.ts'
import { hashPassword, verifyPassword } from '../../lib/passwords.ts'
import { accountMail } from '../../mail/account-mails.ts'
import type { Language } from '../../mail/account-mails.ts'
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts'
import { AppError } from '../../http/app-error.ts'
import { isTimeToCheckDetails } from '../../../shared/domain/yearly-check.ts'
import { linkTokens, LINK_TOKEN_HOURS } from './link-tokens.ts'
import type { LinkTokenKind } from './link-tokens.ts'
import type { SessionTokens, SessionUser } from './session-tokens.ts'
import type { DeviceSessionStore } from './device-sessions.ts'

type UserRow = typeof users.$inferSelect

/** Spends about as long as a real password check, so timing does not tell that an address is unknown. */
const DECOY_HASH = hashPassword('decoy-password-1')

export interface AccountsDeps {
  db: Database
  mailer: Mailer
  tokens: SessionTokens
  devices: DeviceSessionStore
  publicBaseUrl: string
  clock: () => Date
  /** Refuses the registry's own words in passwords too (the demo's published password is made of them). */
  production: boolean
}

const expiredMessages: Record<LinkTokenKind, string> = {
  'confirm-email': 'Expired confirmation link, please make new request.',
  'login-email': 'Expired login link, please make new request.',
  'reset-password': 'Expired reset password link, please make new request.',
  'create-password': 'Expired link, please make new request.',
}

export function accountsService({ db, mailer, tokens, devices, publicBaseUrl, clock, production }: AccountsDeps) {
  const links = linkTokens(db)

  const byEmail = async (email: string): Promise<UserRow | undefined> =>
    (
      await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    )[0]

  /** A mail with a fresh link, which replaces the user's unused links of that kind. */
  async function linkMail(user: UserRow, kind: LinkTokenKind, language?: Language): Promise<OutgoingMail> {
    const now = clock()
    await links.revokeUnused(user.id, kind, now)
    const token = await links.issue(user.id, kind, now)
    return accountMail({
      kind,
      to: user.email,
      firstName: user.firstName,
      language: language ?? user.language,
      publicBaseUrl,
      token,
      validHours: LINK_TOKEN_HOURS[kind],
    })
  }

  /** After the answer: mails a link if the address has an account that may have one. */
  function linkMailLater(email: string, kind: LinkTokenKind, language: Language, eligible: (user: UserRow) => boolean): void {
    mailer.later(async () => {
      const user = await byEmail(email)
      return user && eligible(user) ? linkMail(user, kind, language) : undefined
    })
  }

  async function useLink(kind: LinkTokenKind, token: string): Promise<UserRow> {
    const used = await links.consume(kind, token, clock())
    if (!used.ok) {
      if (used.reason === 'expired') throw new AppError(410, 'expired-link', expiredMessages[kind])
      throw new AppError(404, 'invalid-link', 'This link is not valid or was already used. Please make a new request.')
    }
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, used.userId), isNull(users.disabledAt)))
    if (!user) throw new AppError(404, 'invalid-link', 'This link is not valid or was already used. Please make a new request.')
    return user
  }

  /** Whose link it is, looked at without using it: a refused password leaves the link working. */
  async function linkOwner(kind: LinkTokenKind, token: string): Promise<UserRow | undefined> {
    const checked = await links.check(kind, token, clock())
    if (!checked.ok) return undefined
    const [user] = await db.select().from(users).where(eq(users.id, checked.userId))
    return user
  }

  const isTimeToUpdate = (user: UserRow) => isTimeToCheckDetails(user, clock())

  /** Every login signs the device in too: the spec's login form has no "this is my device" choice (decision 0063). */
  async function session(user: UserRow, userAgent?: string) {
    const now = clock()
    const device = await devices.issue(user.id, userAgent, now)
    const token = await tokens.open(user, now, userAgent, device.id)
    return { token, isTimeToUpdate: isTimeToUpdate(user), deviceToken: device.deviceToken }
  }

  return {
    isTimeToUpdate,

    /** Hashes and inserts whether or not the address has an account (the insert then does nothing); its owner is told by mail. */
    async register(input: {
      firstName: string
      lastName: string
      company?: string | null | undefined
      email: string
      plainPassword: string
      language: Language
    }): Promise<void> {
      await refuseGuessablePassword(input.plainPassword, input, production)
      const passwordHash = await hashPassword(input.plainPassword)
      const [user] = await db
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company || null,
          email: input.email,
          passwordHash,
          language: input.language,
          createdAt: clock(),
        })
        .onConflictDoNothing()
        .returning()
      mailer.later(async () => {
        if (!user) {
          const existing = await byEmail(input.email)
          return (
            existing &&
            accountMail({ kind: 'already-registered', to: existing.email, firstName: existing.firstName, language: existing.language, publicBaseUrl })
          )
        }
        await audit(db, { actorUserId: user.id, actor: user.email, action: 'register', entity: 'user', entityId: user.id })
        return linkMail(user, 'confirm-email')
      })
    },

    resendConfirmation(email: string, language: Language): void {
      linkMailLater(email, 'confirm-email', language, (user) => !user.emailConfirmedAt && !user.disabledAt)
    },

    async confirmEmail(token: string, userAgent?: string) {
      const user = await useLink('confirm-email', token)
      const now = clock()
      await db
        .update(users)
        .set({ emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now })
        .where(eq(users.id, user.id))
      await audit(db, { actorUserId: user.id, actor: user.email, action: 'confirm-email', entity: 'user', entityId: user.id })
      return session({ ...user, emailConfirmedAt: user.emailConfirmedAt ?? now }, userAgent)
    },

    async login(email: string, password: string, userAgent?: string) {
      const user = await byEmail(email)
      const matches = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await DECOY_HASH, password), false)
      if (!user || !matches || user.disabledAt) throw new AppError(401, 'wrong-credentials', 'Wrong username and/or password')
      if (!user.emailConfirmedAt) {
        // Only someone who knows the password learns that the address is unconfirmed.
        await mailer.send(await linkMail(user, 'confirm-email'))
        throw new AppError(403, 'email-not-confirmed', 'Please confirm your e-mail address first: we have sent you a new confirmation link.')
      }
      return session(user, userAgent)
    },

    requestLoginLink(email: string, language: Language): void {
      linkMailLater(email, 'login-email', language, (user) => !user.disabledAt)
    },

    /** Logs in by the link, and says whose account it was. */
    async loginWithLink(token: string, userAgent?: string) {
      const user = await useLink('login-email', token)
      // Following a link sent to the address proves it, as confirmation does.
      if (!user.emailConfirmedAt) await db.update(users).set({ emailConfirmedAt: clock() }).where(eq(users.id, user.id))
      return { ...(await session(user, userAgent)), email: user.email }
    },

    /** After the answer: tells the owner of the account at this address, if any, that its password is being guessed at. */
    tellOfFailedLogins(email: string): void {
      mailer.later(async () => {
        const user = await byEmail(email)
        return user && !user.disabledAt
          ? accountMail({ kind: 'failed-logins', to: user.email, firstName: user.firstName, language: user.language, publicBaseUrl })
          : undefined
      })
    },

    forgotPassword(email: string, language: Language): void {
      linkMailLater(email, 'reset-password', language, (user) => !user.disabledAt)
    },

    async checkPasswordLink(kind: 'reset-password' | 'create-password', token: string): Promise<string> {
      const checked = await links.check(kind, token, clock())
      if (!checked.ok) {
        if (checked.reason === 'expired') throw new AppError(410, 'expired-link', expiredMessages[kind])
        throw new AppError(404, 'invalid-link', 'This link is not valid or was already used. Please make a new request.')
      }
      return checked.userId
    },

    /** Sets the password from an e-mailed link, ends every other session, and logs the user in. */
    async setPassword(kind: 'reset-password' | 'create-password', token: string, password: string, userAgent?: string) {
      await refuseGuessablePassword(password, await linkOwner(kind, token), production)
      const user = await useLink(kind, token)
      const now = clock()
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          emailConfirmedAt: user.emailConfirmedAt ?? now,
          updatedAt: now,
          revision: sql`${users.revision} + 1`,
        })
        .where(eq(users.id, user.id))
      await tokens.endAllOf(user.id, 'password-set', now)
      await devices.endAllOf(user.id, 'password-set', now)
      await audit(db, { actorUserId: user.id, actor: user.email, action: kind, entity: 'user', entityId: user.id })
      return session(user, userAgent)
    },

    async user(caller: SessionUser, userId: string) {
      if (caller.userId !== userId) throw new AppError(403, 'forbidden', 'You may only see your own account.')
      const [u] = await db.select().from(users).where(eq(users.id, userId))
      if (!u) throw AppError.notFound()
      return {
        userId: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        company: u.company,
        phone: u.phone,
        language: u.language,
        infoUpdatedDate: u.infoUpdatedAt?.toISOString() ?? null,
      }
    },

    async updateAccount(
      caller: SessionUser,
      input: { firstName: string; lastName: string; company?: string | null | undefined; phone?: string | null | undefined; language: Language },
    ): Promise<void> {
      const now = clock()
      await db
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company || null,
          phone: input.phone || null,
          language: input.language,
          infoUpdatedAt: now,
          updatedAt: now,
          revision: sql`${users.revision} + 1`,
        })
        .where(eq(users.id, caller.userId))
      await audit(db, { actorUserId: caller.userId, actor: caller.email, action: 'update-account', entity: 'user', entityId: caller.userId })
    },

    /** Changes the password; other sessions and every device session end, this one continues with a fresh token and device token. */
    async updatePassword(
      caller: SessionUser,
      oldPassword: string,
      newPassword: string,
      userAgent?: string,
    ): Promise<{ errorFields: string[]; token?: string; deviceToken?: string }> {
      const [u] = await db.select().from(users).where(eq(users.id, caller.userId))
      if (!u?.passwordHash || !(await verifyPassword(u.passwordHash, oldPassword))) return { errorFields: ['oldPassword'] }
      await refuseGuessablePassword(newPassword, u, production)
      const now = clock()
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: now, revision: sql`${users.revision} + 1` })
        .where(eq(users.id, caller.userId))
      await tokens.endAllOf(caller.userId, 'password-changed', now, caller.sessionId)
      await devices.endAllOf(caller.userId, 'password-changed', now, caller.sessionId)
      await audit(db, { actorUserId: caller.userId, actor: caller.email, action: 'update-password', entity: 'user', entityId: caller.userId })
      const token = await tokens.renew(caller, now)
      return { errorFields: [], ...(token ? { token, deviceToken: await devices.reissueFor(caller, userAgent, now) } : {}) }
    },

    async updateYearlyInfo(caller: SessionUser): Promise<void> {
      await db.update(users).set({ infoUpdatedAt: clock() }).where(eq(users.id, caller.userId))
    },

    async logout(caller: SessionUser): Promise<void> {
      await devices.endOfSession(caller.sessionId, clock())
      await tokens.end(caller.sessionId, 'logout', clock())
    },
  }
}
