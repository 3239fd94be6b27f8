// E-mail: notification messages sent about a project (shown on its Notifications tab) with their
// recipients, and the outbox every outgoing mail passes through.
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, tstz } from './columns.ts'
import { emailMessageTypes, emailRecipientTypes, organizations } from './reference.ts'
import { projects } from './projects.ts'
import { users } from './users.ts'

export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    emailTypeId: integer('email_type_id')
      .notNull()
      .references(() => emailMessageTypes.id),
    subject: text('subject').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    /** The same notice in French; null on notices imported from the registry, which are English only. */
    subjectFr: text('subject_fr'),
    contentFr: text('content_fr'),
    stageUploaded: text('stage_uploaded'),
    sentAt: tstz('sent_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_messages_project_idx').on(t.projectId, t.sentAt)],
)

export const emailMessageRecipients = pgTable(
  'email_message_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailMessageId: uuid('email_message_id')
      .notNull()
      .references(() => emailMessages.id, { onDelete: 'cascade' }),
    recipientTypeId: integer('recipient_type_id')
      .notNull()
      .references(() => emailRecipientTypes.id),
    organizationId: text('organization_id').references(() => organizations.id),
    userId: uuid('user_id').references(() => users.id),
  },
  (t) => [index('email_message_recipients_message_idx').on(t.emailMessageId)],
)

/** Every mail the server sends; delivered by SMTP when configured, else kept here to read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    meta: jsonb('meta').notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    sentAt: tstz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
)
