// How people take part in an assessment: comments, information requests (full and simplified)
// with their questions and answers, hearings, intervenors, and the project's activity feed.
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, editable, tstz } from './columns.ts'
import { projects } from './projects.ts'
import { users } from './users.ts'
import type { MessagePart } from '../../../shared/domain/activity-messages.ts'
import type { ActivityEvent } from '../../../shared/schemas/activity-event.ts'
import type { Redaction, WithholdReason } from '../../../shared/domain/comment-review.ts'

export const COMMENT_STATES = ['unreviewed', 'public', 'internal', 'rejected'] as const

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The account that commented; null for an anonymous visitor, whose identity is in the fields below. */
    userId: uuid('user_id').references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    companyName: text('company_name'),
    /** The text as its author sent it; never changed, even by review (the public reads redactedComment). */
    comment: text('comment').notNull().default(''),
    /** What the public sees, after review. */
    redactedComment: text('redacted_comment'),
    /** The passages of the original the review withheld from redactedComment, each with its reason. */
    redactions: jsonb('redactions').$type<Redaction[]>().notNull().default([]),
    /** Why the review rejected it (state 'rejected'), and the reviewer's words for "other". */
    rejectionReason: text('rejection_reason').$type<WithholdReason>(),
    rejectionNote: text('rejection_note'),
    /**
     * After a rejection the author may edit and resubmit (not after a threat): the SHA-256 of the
     * signed token their e-mailed link carries, and when the link stops working. Cleared once used.
     */
    resubmitTokenHash: text('resubmit_token_hash'),
    resubmitTokenExpiresAt: tstz('resubmit_token_expires_at'),
    /** The rejected version this comment was resubmitted to replace; that version is kept. */
    previousCommentId: uuid('previous_comment_id'),
    /** Left in the review queue, marked for a second look. */
    needsFurtherReview: boolean('needs_further_review').notNull().default(false),
    anonymousComment: boolean('anonymous_comment').notNull().default(false),
    postingAs: text('posting_as'),
    agreeToTerms: boolean('agree_to_terms').notNull(),
    agreeToPrivacy: boolean('agree_to_privacy').notNull().default(false),
    /** Of the receipt and of any later mail about the comment. */
    language: text('language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    /** Made by the browser: the same comment sent again (a retry, the offline outbox) is found by it. Null for imported comments. */
    clientCommentId: uuid('client_comment_id'),
    /** Files the author announced; the upload token admits no more. */
    attachmentCount: integer('attachment_count').notNull().default(0),
    /** SHA-256 of the upload token last given to the author, and when it stops admitting files. */
    uploadTokenHash: text('upload_token_hash'),
    uploadTokenExpiresAt: tstz('upload_token_expires_at'),
    documentNumber: text('document_number'),
    state: text('state', { enum: COMMENT_STATES }).notNull().default('unreviewed'),
    stageUploaded: text('stage_uploaded'),
    /** When it arrived, the date shown for it. */
    submittedAt: tstz('submitted_at').notNull().defaultNow(),
    /** When it counts as received (out of business hours, the next business day): the office's review clock and the statistics count from it. */
    receivedAt: tstz('received_at').notNull().defaultNow(),
    publishedAt: tstz('published_at'),
    ...editable(),
  },
  (t) => [
    index('comments_project_idx').on(t.projectId, t.state),
    // A project's last number (nextDocumentNumber) and its last minute's comments (a second click)
    // are read from the end of these, not from the thousands of comments a contested project gets
    // (the number in order of value, as documents_project_number_idx).
    index('comments_project_number_idx')
      .on(t.projectId, sql`length(${t.documentNumber})`, t.documentNumber)
      .where(sql`${t.documentNumber} ~ '^[0-9]{4,9}$'`),
    index('comments_project_submitted_idx').on(t.projectId, t.submittedAt),
    uniqueIndex('comments_client_comment_id_idx').on(t.clientCommentId),
    uniqueIndex('comments_resubmit_token_idx').on(t.resubmitTokenHash),
    index('comments_previous_comment_idx').on(t.previousCommentId),
    index('comments_received_idx').on(t.receivedAt),
  ],
)

export const INFORMATION_REQUEST_STATUSES = ['unpublished', 'published', 'draft_answer', 'answered', 'published_answer'] as const

export const informationRequests = pgTable(
  'information_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    status: text('status', { enum: INFORMATION_REQUEST_STATUSES }).notNull().default('published'),
    projectStage: text('project_stage'),
    preamble: text('preamble').notNull().default(''),
    publishedAt: tstz('published_at'),
    answeredAt: tstz('answered_at'),
    deadline: tstz('deadline'),
    documentNumberRequest: text('document_number_request'),
    documentNumberResponse: text('document_number_response'),
    /** Marked by the office to look at again; it stays in its review queue. */
    needsFurtherReview: boolean('needs_further_review').notNull().default(false),
    ...editable(),
  },
  (t) => [index('information_requests_project_idx').on(t.projectId)],
)

export const informationRequestQuestions = pgTable(
  'information_request_questions',
  {
    informationRequestId: uuid('information_request_id')
      .notNull()
      .references(() => informationRequests.id, { onDelete: 'cascade' }),
    questionNumber: integer('question_number').notNull(),
    /** Sanitized HTML. */
    text: text('text').notNull(),
    answerText: text('answer_text'),
    answeredById: uuid('answered_by_id').references(() => users.id),
    answeredAt: tstz('answered_at'),
  },
  (t) => [primaryKey({ columns: [t.informationRequestId, t.questionNumber] })],
)

export const SIMPLIFIED_REQUEST_STATUSES = ['unpublished', 'published', 'draft_answer', 'answered', 'published_answer'] as const

/** Requests whose questions and answers are whole documents rather than numbered questions. */
export const simplifiedInformationRequests = pgTable(
  'simplified_information_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    status: text('status', { enum: SIMPLIFIED_REQUEST_STATUSES }).notNull().default('published'),
    projectStage: text('project_stage'),
    publishedAt: tstz('published_at'),
    answeredAt: tstz('answered_at'),
    deadline: tstz('deadline'),
    /** Marked by the office to look at again; it stays in its review queue. */
    needsFurtherReview: boolean('needs_further_review').notNull().default(false),
    ...editable(),
  },
  (t) => [index('simplified_requests_project_idx').on(t.projectId)],
)

export const hearings = pgTable(
  'hearings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startDate: tstz('start_date'),
    endDate: tstz('end_date'),
    time: text('time'),
    location: text('location'),
    /** Sanitized HTML. */
    description: text('description').notNull().default(''),
    ...editable(),
  },
  (t) => [index('hearings_project_idx').on(t.projectId)],
)

export const INTERVENOR_STATUSES = ['applied', 'accepted', 'refused', 'withdrawn'] as const

export const intervenors = pgTable(
  'intervenors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id),
    displayName: text('display_name').notNull(),
    status: text('status', { enum: INTERVENOR_STATUSES }).notNull().default('applied'),
    appliedAt: tstz('applied_at').notNull().defaultNow(),
    /** Marked by the office to look at again; it stays in its review queue. */
    needsFurtherReview: boolean('needs_further_review').notNull().default(false),
    ...editable(),
  },
  (t) => [index('intervenors_project_idx').on(t.projectId)],
)

/** One line of a project's activity feed; written when the event happens. */
export const activityItems = pgTable(
  'activity_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    activityDate: tstz('activity_date').notNull(),
    secondarySort: integer('secondary_sort').notNull().default(0),
    stageGrouping: text('stage_grouping'),
    rangeStartDate: tstz('range_start_date'),
    /** The registry's English sentence: written from the event, or free text as imported. */
    messageParts: jsonb('message_parts').$type<MessagePart[]>().notNull(),
    moreMessage: text('more_message'),
    /** What happened, for pages to say in their reader's language; null on free text. */
    event: jsonb('event').$type<ActivityEvent>(),
    documentIds: jsonb('document_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('activity_items_project_idx').on(t.projectId, t.activityDate)],
)
