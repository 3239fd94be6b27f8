// What the notification dispatch test files share: the app sending its mail over SMTP to a capture
// that refuses the addresses a test names and can hold mail unanswered, the clock the dispatcher
// runs at, and the notices, profiles and recipients a test reads. Apart so each of those files
// starts from the same state.
import { afterAll, beforeAll } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { startSmtpCapture } from './smtp-capture.ts'
import type { SmtpCapture } from './smtp-capture.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { createUser } from '../factories/user-factory.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import type { NotificationKind } from '../../src/shared/domain/notification-kinds.ts'
import { recordNotificationEvent } from '../../src/server/modules/notification-dispatch/notification-events.ts'
import { notificationDispatch } from '../../src/server/modules/notification-dispatch/dispatch.service.ts'

export let app: TestApp
export let smtp: SmtpCapture
export const refused = new Set<string>()
/** How many restart notices the mail server accepts before it holds every other one unanswered. */
let holdAfter = Infinity
export const holdRestartNoticesAfter = (accepted: number) => (holdAfter = accepted)
export const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256')
const START = new Date('2026-05-04T18:00:00Z')
export let now = START
export const later = (ms: number) => (now = new Date(now.getTime() + ms))

export function dispatcher() {
  return notificationDispatch({ db: app.db, mailer: createMailer(app.db, app.config), publicBaseUrl: app.config.publicBaseUrl, secret })
}

export async function notice(projectId: string, kind: NotificationKind) {
  const eventId = await app.db.transaction((tx) => recordNotificationEvent(tx, { projectId, kind, note: 'See the public notice.' }))
  return { eventId, result: await dispatcher().run(now) }
}

export const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address))

export async function recipientsOf(eventId: string) {
  const rows = await app.db
    .select({ email: t.users.email, kind: t.notificationDeliveries.recipientKind })
    .from(t.notificationDeliveries)
    .innerJoin(t.users, eq(t.users.id, t.notificationDeliveries.userId))
    .where(eq(t.notificationDeliveries.eventId, eventId))
  return Object.fromEntries(rows.map((r) => [r.email, r.kind]))
}

export async function profile(
  email: string,
  values: Partial<typeof t.notificationProfiles.$inferInsert> & { areaAround?: [number, number] },
  language: 'en' | 'fr' = 'en',
) {
  const user = await createUser(app.db, { email, language })
  const { areaAround, ...rest } = values
  const area = areaAround
    ? (sql`ST_MakeEnvelope(${areaAround[0] - 0.1}, ${areaAround[1] - 0.1}, ${areaAround[0] + 0.1}, ${areaAround[1] + 0.1}, 4326)` as unknown as string)
    : null
  await app.db.insert(t.notificationProfiles).values({ userId: user.id, publicNotice: true, recommendationSent: false, area, ...rest })
  return user
}

export async function firstId(table: 'drainages' | 'assessment_districts' | 'sectors', offset = 0): Promise<string> {
  const rows = (await app.db.execute(sql.raw(`select id from ${table} order by id limit 1 offset ${offset}`))) as unknown as { rows: { id: string }[] }
  return rows.rows[0]!.id
}
export async function organization(kind: 'first-nation' | 'planning-commission', offset = 0): Promise<string> {
  const [row] = await app.db
    .select({ id: t.organizations.id })
    .from(t.organizations)
    .where(eq(t.organizations.kind, kind))
    .orderBy(t.organizations.id)
    .limit(1)
    .offset(offset)
  return row!.id
}

/** Starts the app sending its mail to a capturing SMTP server that refuses or holds what a test asks, for a notification dispatch test file; call at its top. */
export function useNotificationDispatchApp(): void {
  beforeAll(async () => {
    // Anew for each file: this module outlives it.
    now = START
    holdAfter = Infinity
    smtp = await startSmtpCapture(0, {
      refuse: (address) => refused.has(address),
      hold: (to) => to[0]!.startsWith('restart-') && smtp.mails.filter((m) => m.to[0]!.startsWith('restart-')).length >= holdAfter,
    })
    app = await startTestApp({ now, env: { SMTP_URL: smtp.url } })
  })
  afterAll(() => smtp.close())
}
