// Answers already given to writes that carry an Idempotency-Key: a device that lost the answer and
// sends the same write again gets the same answer, and the write is not done twice (a retried
// update must not come back as a conflict with itself).
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { users } from './users.ts'

export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The route it was sent to: the same key on another route is another request. */
    route: text('route').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.route] }), index('idempotent_requests_created_idx').on(t.createdAt)],
)
