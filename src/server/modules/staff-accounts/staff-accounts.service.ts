// Staff accounts: the office's accounts, any account found by name or e-mail, and the staff role an
// administrator gives or takes (audited with the role before and after). An administrator cannot
// take away their own role, so the registry never loses its last administrator by a slip.
import { and, asc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import type { StaffAccount } from '../../../shared/schemas/staff-accounts.ts'
import type { StaffRole } from '../../../shared/schemas/staff.ts'

/** At most this many accounts answer a search; the words narrow it. */
const FOUND = 50

const columns = { userId: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName, email: t.users.email, staffRole: t.users.staffRole }
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export function staffAccountsService(db: Database) {
  return {
    async list(search: string): Promise<StaffAccount[]> {
      const words = search.split(/\s+/).filter(Boolean)
      const matches = words.map((w) => {
        const like = `%${escapeLike(w)}%`
        return or(ilike(t.users.firstName, like), ilike(t.users.lastName, like), ilike(t.users.email, like))
      })
      return db
        .select(columns)
        .from(t.users)
        .where(and(isNull(t.users.disabledAt), ...(words.length ? matches : [isNotNull(t.users.staffRole)])))
        .orderBy(asc(t.users.lastName), asc(t.users.firstName), asc(t.users.email))
        .limit(FOUND)
    },

    async setStaffRole(userId: string, staffRole: StaffRole | null, by: StaffActor, now: Date): Promise<void> {
      if (userId === by.userId && staffRole !== 'administrator') throw new AppError(409, 'not-allowed', 'You cannot take away your own administrator role.')
      await db.transaction(async (tx) => {
        const [user] = await tx.select(columns).from(t.users).where(eq(t.users.id, userId)).for('update')
        if (!user) throw AppError.notFound('This account was not found.')
        if (user.staffRole === staffRole) return
        await tx.update(t.users).set({ staffRole, updatedAt: now }).where(eq(t.users.id, userId))
        await audit(tx, {
          actorUserId: by.userId,
          actor: by.actor,
          action: 'set-staff-role',
          entity: 'user',
          entityId: userId,
          detail: { email: user.email, before: { staffRole: user.staffRole }, after: { staffRole } },
        })
      })
    },
  }
}
