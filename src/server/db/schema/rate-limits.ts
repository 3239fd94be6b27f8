// How often each client, or each client and account together, has done something limited lately
// (login failures, mail requests, registrations). Kept in the database so that every server
// counts the same, and deleted by the daily cleanup once expired.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { tstz } from './columns.ts'

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The rule's name, e.g. "login-client". */
    rule: text('rule').notNull(),
    /** Whom the rule counts: a client address, an e-mail address, or both. */
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    lastHitAt: tstz('last_hit_at').notNull(),
    /** After this the count starts again from nothing. */
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rule, t.key] }), index('rate_limits_expires_idx').on(t.expiresAt)],
)
