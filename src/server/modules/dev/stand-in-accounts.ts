// Accounts that stand in for a demo account in one browser test file: the same name, password,
// staff role and organizations, and the same roles on, follows of and hides of the same projects,
// under an address of their own. A spec that signs in as its own stand-in has its own sessions,
// notification profile, saved and hidden projects and rate limits, so that no other spec running
// beside it changes what it reads. Test-only: the registry has no screen that copies a person.
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.ts'
import type { DemoAccountKey } from '../../demo/demo-accounts.ts'

export const DEMO_ACCOUNT_KEYS = DEMO_ACCOUNTS.map((a) => a.key) as [DemoAccountKey, ...DemoAccountKey[]]

export interface StandIn {
  userId: string
  email: string
  firstName: string
  lastName: string
}

export function standInAccounts(db: Database) {
  return {
    /** A new account like the demo account `like`, at `email` (which must be new). */
    async create(like: DemoAccountKey, email: string, now: Date): Promise<StandIn> {
      const demoEmail = DEMO_ACCOUNTS.find((a) => a.key === like)!.email
      return db.transaction(async (tx) => {
        const [demo] = await tx.select().from(t.users).where(eq(t.users.email, demoEmail))
        if (!demo) throw AppError.notFound(`The demo account ${demoEmail} is not in this registry.`)
        const [user] = await tx
          .insert(t.users)
          .values({ ...demo, id: crypto.randomUUID(), email, lastLoginAt: null, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning()
        if (!user) throw AppError.badRequest(`An account already uses ${email}.`, 'email')
        const mine = <Row extends { userId: string }>(rows: Row[]) => rows.map((row) => ({ ...row, userId: user.id }))
        const organizations = await tx.select().from(t.userOrganizations).where(eq(t.userOrganizations.userId, demo.id))
        if (organizations.length > 0) await tx.insert(t.userOrganizations).values(mine(organizations))
        const roles = await tx.select().from(t.projectUserRoles).where(eq(t.projectUserRoles.userId, demo.id))
        if (roles.length > 0) await tx.insert(t.projectUserRoles).values(mine(roles))
        const follows = await tx.select().from(t.projectFollows).where(eq(t.projectFollows.userId, demo.id))
        if (follows.length > 0) await tx.insert(t.projectFollows).values(mine(follows))
        const hides = await tx.select().from(t.projectHides).where(eq(t.projectHides.userId, demo.id))
        if (hides.length > 0) await tx.insert(t.projectHides).values(mine(hides))
        const profile = await tx.select().from(t.notificationProfiles).where(eq(t.notificationProfiles.userId, demo.id))
        if (profile.length > 0) await tx.insert(t.notificationProfiles).values(mine(profile))
        return { userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName }
      })
    },
  }
}
