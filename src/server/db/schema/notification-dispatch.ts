// The notification outbox: an event written in the same transaction as the change that causes it,
// and one delivery per recipient of that event, which the dispatch job sends and retries.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, tstz } from './columns.ts'
import { projects } from './projects.ts'
import { users } from './users.ts'
import { emailMessages } from './notifications.ts'
import { NOTIFICATION_KINDS, RECIPIENT_KINDS } from '../../../shared/domain/notification-kinds.ts'
import type { NoticeDetails } from '../../../shared/domain/notice-texts.ts'

export const notificationEvents = pgTable(
  'notification_events',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** What staff wrote to go with the notice (plain text), if anything. */
    note: text('note'),
    /** What the notice names as it was when the event happened: dates, place, the page that shows it. */
    details: jsonb('details').$type<NoticeDetails>().notNull().default({}),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    /** When its recipients were matched and its deliveries queued; null while it waits. */
    matchedAt: tstz('matched_at'),
    /** The record of it on the project's Notifications tab. */
    emailMessageId: uuid('email_message_id').references(() => emailMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_events_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.matchedAt} is null`),
  ],
)

export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => notificationEvents.id, { onDelete: 'cascade' }),
    /** The account told; null for a comment's writer who has none, told at the address the comment gave. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    firstName: text('first_name'),
    recipientKind: text('recipient_kind', { enum: RECIPIENT_KINDS }).notNull(),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull(),
    /**
     * A sender's claim on the row until then, renewed by the sender while it runs; a dead sender's
     * claim runs out within a lease (decision 0057).
     */
    leaseUntil: tstz('lease_until'),
    /** The sender (one per process and run) whose lease it is: only it renews the lease. */
    leaseOwner: uuid('lease_owner'),
    sentAt: tstz('sent_at'),
    /** Given up after the last attempt. */
    failedAt: tstz('failed_at'),
    lastError: text('last_error'),
    /** sha256 of the unsubscribe token the mail carried (the token itself is never stored). */
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_event_user_idx').on(t.eventId, t.userId),
    index('notification_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
)

/** A proponent or agent who asked, from a mail, to get no more notices about one project. */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
)
