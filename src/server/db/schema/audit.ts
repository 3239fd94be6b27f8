// The audit log of every write (who, what, when) and the idempotency keys that make a retried
// request from a device the same request.
import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, tstz } from './columns.ts'
import { users } from './users.ts'

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tstz('at').notNull().defaultNow(),
    /** Null for the system itself (imports, jobs, seeding). */
    actorUserId: uuid('actor_user_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail').notNull().default({}),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_at_idx').on(t.at)],
)

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  route: text('route').notNull(),
  status: integer('status').notNull(),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
})
