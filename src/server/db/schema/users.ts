// People and their relation to projects: accounts, e-mailed link tokens, sessions, organizations,
// per-project roles, follows and hides, and each user's notification profile.
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, editable, geometry, tstz } from './columns.ts'
import { organizations } from './reference.ts'
import { STAFF_ROLES } from '../../../shared/schemas/staff.ts'

export { STAFF_ROLES }

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored as typed; uniqueness and look-ups use the lower-cased form. */
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    /** Language of the mail we send this user. */
    language: text('language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    passwordHash: text('password_hash'),
    emailConfirmedAt: tstz('email_confirmed_at'),
    /** When the user last answered the yearly "update your details" prompt. */
    infoUpdatedAt: tstz('info_updated_at'),
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    disabledAt: tstz('disabled_at'),
    lastLoginAt: tstz('last_login_at'),
    ...editable(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

export const USER_TOKEN_KINDS = ['confirm-email', 'login-email', 'reset-password', 'create-password'] as const

/** Single-use links sent by e-mail; only a hash of the token is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: USER_TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.kind)],
)

/** A JWT names its session; ending the row ends the token, whatever its expiry says. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    endedAt: tstz('ended_at'),
    endedReason: text('ended_reason'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    renewedAt: tstz('renewed_at'),
    /** The device session that opened this one, if any: signing that device out ends this too. */
    deviceSessionId: uuid('device_session_id'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_device_session_idx').on(t.deviceSessionId)],
)

/**
 * A device that keeps its person signed in (decision 0063): it holds a refresh token, of which only
 * the hash is kept, and trades it for a short session, getting a new one each time. It ends when
 * unused for 30 days, when signed out (from the device or from My Account), and when the password
 * is changed or reset.
 */
export const deviceSessions = pgTable(
  'device_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull(),
    endedAt: tstz('ended_at'),
    endedReason: text('ended_reason'),
  },
  (t) => [index('device_sessions_user_idx').on(t.userId)],
)

export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
)

/** The spec's role list on a project (Follower is in project_follows). */
export const PROJECT_ROLES = ['proponent-agent', 'decision-body', 'planning-commission', 'intervenor', 'participant', 'lead-assessor'] as const
export type ProjectRole = (typeof PROJECT_ROLES)[number]

export const projectUserRoles = pgTable(
  'project_user_roles',
  {
    projectId: uuid('project_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: PROJECT_ROLES }).notNull(),
    /** The organization the user acts for in this role (decision body, first nation …). */
    organizationId: text('organization_id').references(() => organizations.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId, t.role] }), index('project_user_roles_user_idx').on(t.userId)],
)

export const projectFollows = pgTable(
  'project_follows',
  {
    projectId: uuid('project_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_follows_user_idx').on(t.userId)],
)

export const projectHides = pgTable(
  'project_hides',
  {
    projectId: uuid('project_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
)

export const notificationProfiles = pgTable('notification_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  publicNotice: boolean('public_notice').notNull().default(false),
  recommendationSent: boolean('recommendation_sent').notNull().default(false),
  assessmentDistricts: jsonb('assessment_districts').$type<string[]>().notNull().default([]),
  firstNations: jsonb('first_nations').$type<string[]>().notNull().default([]),
  sectors: jsonb('sectors').$type<string[]>().notNull().default([]),
  planningCommissions: jsonb('planning_commissions').$type<string[]>().notNull().default([]),
  projectTypes: jsonb('project_types').$type<string[]>().notNull().default([]),
  drainages: jsonb('drainages').$type<string[]>().notNull().default([]),
  /** The drawn area as the user gave it (latitude/longitude pairs) and as a polygon for matching. */
  locationCoordinates: jsonb('location_coordinates').$type<{ latitude: number; longitude: number }[]>().notNull().default([]),
  area: geometry('area', 'Geometry'),
  ...editable(),
})
