// The demo accounts' password is published in the README: wherever one of them still has it,
// anyone who can reach the server can sign in as that person.
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import * as t from '../db/schema/index.ts'
import { verifyPassword } from '../lib/passwords.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts'

/** The e-mail addresses of the demo accounts that still open with the published password. */
export async function demoAccountsWithPublishedPassword(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: t.users.email, passwordHash: t.users.passwordHash })
    .from(t.users)
    .where(
      inArray(
        sql`lower(${t.users.email})`,
        DEMO_ACCOUNTS.map((a) => a.email.toLowerCase()),
      ),
    )
  const open = await Promise.all(rows.map(async (row) => (row.passwordHash && (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) ? row.email : null)))
  return open.filter((email): email is string => email !== null)
}
