import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { startTestApp, workerDatabaseUrl } from './harness.ts'
import type { TestApp } from './harness.ts'
import { header, startSmtpCapture } from './smtp-capture.ts'
import type { SmtpCapture } from './smtp-capture.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import type { Mailer } from '../../src/server/mail/mailer.ts'
import { EMAIL_MESSAGE_TYPES } from '../../src/server/db/reference/outcomes-and-types.ts'
import { MAX_DELIVERY_ATTEMPTS, NOTIFICATION_KINDS } from '../../src/shared/domain/notification-kinds.ts'
import type { NotificationKind } from '../../src/shared/domain/notification-kinds.ts'
import { recordNotificationEvent } from '../../src/server/modules/notification-dispatch/notification-events.ts'
import { DELIVERY_LEASE_MS, notificationDispatch } from '../../src/server/modules/notification-dispatch/dispatch.service.ts'
import { queueDeliveries } from '../../src/server/modules/notification-dispatch/recipients.ts'
import { proposalsService } from '../../src/server/modules/proposals/proposals.service.ts'
import { tempDir } from './temp-dirs.ts'

let app: TestApp
let smtp: SmtpCapture
const refused = new Set<string>()
/** How many restart notices the mail server accepts before it holds every other one unanswered. */
let holdAfter = Infinity
const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256')
let now = new Date('2026-05-04T18:00:00Z')
const later = (ms: number) => (now = new Date(now.getTime() + ms))

beforeAll(async () => {
  smtp = await startSmtpCapture(0, {
    refuse: (address) => refused.has(address),
    hold: (to) => to[0]!.startsWith('restart-') && smtp.mails.filter((m) => m.to[0]!.startsWith('restart-')).length >= holdAfter,
  })
  app = await startTestApp({ now, env: { SMTP_URL: smtp.url } })
})
afterAll(() => smtp.close())

function dispatcher() {
  return notificationDispatch({ db: app.db, mailer: createMailer(app.db, app.config), publicBaseUrl: app.config.publicBaseUrl, secret })
}

async function notice(projectId: string, kind: NotificationKind) {
  const eventId = await app.db.transaction((tx) => recordNotificationEvent(tx, { projectId, kind, note: 'See the public notice.' }))
  return { eventId, result: await dispatcher().run(now) }
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address))

async function recipientsOf(eventId: string) {
  const rows = await app.db
    .select({ email: t.users.email, kind: t.notificationDeliveries.recipientKind })
    .from(t.notificationDeliveries)
    .innerJoin(t.users, eq(t.users.id, t.notificationDeliveries.userId))
    .where(eq(t.notificationDeliveries.eventId, eventId))
  return Object.fromEntries(rows.map((r) => [r.email, r.kind]))
}

async function profile(
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

async function firstId(table: 'drainages' | 'assessment_districts' | 'sectors', offset = 0): Promise<string> {
  const rows = (await app.db.execute(sql.raw(`select id from ${table} order by id limit 1 offset ${offset}`))) as unknown as { rows: { id: string }[] }
  return rows.rows[0]!.id
}
async function organization(kind: 'first-nation' | 'planning-commission', offset = 0): Promise<string> {
  const [row] = await app.db
    .select({ id: t.organizations.id })
    .from(t.organizations)
    .where(eq(t.organizations.kind, kind))
    .orderBy(t.organizations.id)
    .limit(1)
    .offset(offset)
  return row!.id
}

describe('notification dispatch', () => {
  it('has a notice kind for each e-mail message type', () => {
    expect(NOTIFICATION_KINDS).toEqual(EMAIL_MESSAGE_TYPES.map(([, code]) => code))
  })

  it('tells the proponent, the followers and every profile that matches the project by any of its criteria, once each', async () => {
    const [district, otherDistrict, sector, drainage] = [
      await firstId('assessment_districts'),
      await firstId('assessment_districts', 1),
      await firstId('sectors'),
      await firstId('drainages'),
    ]
    const [firstNation, commission] = [await organization('first-nation'), await organization('planning-commission')]
    const project = await createProject(app.db, {
      assessmentDistrictIds: [district],
      sectorIds: [sector],
      firstNationIds: [firstNation],
      locations: [{ latitude: 62.5, longitude: -136 }],
    })
    await app.db.insert(t.projectDrainages).values({ projectId: project.id, refId: drainage })
    await app.db.insert(t.projectOrganizations).values({ projectId: project.id, organizationId: commission, role: 'planning-commission' })
    await app.db
      .insert(t.projectShapes)
      .values({ projectId: project.id, position: 0, locationType: 'polygon', geom: sql`ST_MakeEnvelope(-130.2, 60.1, -130, 60.3, 4326)` as unknown as string })

    const proponent = await createUser(app.db, { email: 'proponent@example.ca' })
    await giveRole(app.db, proponent.id, project.id, 'proponent-agent')
    const follower = await createUser(app.db, { email: 'follower@example.ca', language: 'fr' })
    await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: follower.id })
    // The proponent also follows the project and has a matching profile: still one mail.
    await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: proponent.id })
    await app.db.insert(t.notificationProfiles).values({ userId: proponent.id, publicNotice: true, assessmentDistricts: [district] })

    await profile('district@example.ca', { assessmentDistricts: [otherDistrict, district] })
    await profile('first-nation@example.ca', { firstNations: [firstNation] })
    await profile('sector@example.ca', { sectors: [sector] })
    await profile('commission@example.ca', { planningCommissions: [commission] })
    await profile('type@example.ca', { projectTypes: [project.projectTypeId] })
    await profile('drainage@example.ca', { drainages: [drainage] })
    await profile('area-point@example.ca', { areaAround: [-136, 62.5] }, 'fr')
    await profile('area-shape@example.ca', { areaAround: [-130.1, 60.2] })
    await profile('elsewhere@example.ca', { assessmentDistricts: [otherDistrict], areaAround: [-140, 64] })
    await profile('no-public-notice@example.ca', { assessmentDistricts: [district], publicNotice: false, recommendationSent: true })

    const { eventId, result } = await notice(project.id, 'public-notice')
    expect(await recipientsOf(eventId)).toEqual({
      'proponent@example.ca': 'proponent-agent',
      'follower@example.ca': 'follower',
      'district@example.ca': 'notification-profile',
      'first-nation@example.ca': 'notification-profile',
      'sector@example.ca': 'notification-profile',
      'commission@example.ca': 'notification-profile',
      'type@example.ca': 'notification-profile',
      'drainage@example.ca': 'notification-profile',
      'area-point@example.ca': 'notification-profile',
      'area-shape@example.ca': 'notification-profile',
    })
    expect(result).toEqual({ matched: 1, sent: 10, failed: 0 })
    expect(mailsTo('proponent@example.ca')).toHaveLength(1)
    expect(mailsTo('elsewhere@example.ca')).toHaveLength(0)

    // In the reader's language, with the project's link and a one-click unsubscribe.
    const french = mailsTo('area-point@example.ca')[0]!
    expect(french.subject.replace(/\s+/g, '')).toContain('Périodedecommentairespublicsouverte')
    expect(french.text).toContain(`http://registry.test/projects/${project.id}`)
    expect(french.text).toContain('correspond à votre profil de notification')
    expect(header(french.raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/registry\.test\/api\/unsubscribe\/[\w-]{43}>$/)
    expect(header(french.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(french.raw).not.toContain(encodeURIComponent('area-point@example.ca'))

    // Matching the same event again adds nobody.
    await queueDeliveries(app.db, { id: eventId, projectId: project.id, kind: 'public-notice', details: {} }, now)
    expect(Object.keys(await recipientsOf(eventId))).toHaveLength(10)
    expect(await dispatcher().run(now)).toEqual({ matched: 0, sent: 0, failed: 0 })

    // A recommendation reaches the profile that asked for those only (and followers, proponent).
    const recommendation = await notice(project.id, 'recommendation-sent')
    expect(await recipientsOf(recommendation.eventId)).toEqual({
      'proponent@example.ca': 'proponent-agent',
      'follower@example.ca': 'follower',
      'no-public-notice@example.ca': 'notification-profile',
    })
    // Notices a profile cannot ask for go to the proponent and followers only.
    const adequacy = await notice(project.id, 'adequacy')
    expect(await recipientsOf(adequacy.eventId)).toEqual({ 'proponent@example.ca': 'proponent-agent', 'follower@example.ca': 'follower' })
  })

  it('records what was sent on the project’s Notifications tab', async () => {
    const project = await createProject(app.db)
    const follower = await createUser(app.db)
    await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: follower.id })
    const proponent = await createUser(app.db)
    await giveRole(app.db, proponent.id, project.id, 'proponent-agent')
    await notice(project.id, 'hearing')
    const groups = await app.getJson<
      {
        emailDate: string
        emailTypeGroups: { emailTypeId: number; emailRecipientGroups: { emailRecipientId: number; emails: { emailMessageId: string; subject: string }[] }[] }[]
      }[]
    >(`/api/projects/${project.id}/emails`)
    expect(groups.status).toBe(200)
    expect(groups.body).toEqual([
      {
        emailDate: expect.any(String) as string,
        emailTypeGroups: [
          {
            emailTypeId: 8,
            emailRecipientGroups: [
              { emailRecipientId: 1, emails: [expect.objectContaining({ subject: `Public hearing scheduled: ${project.projectNumber} – ${project.title}` })] },
              { emailRecipientId: 9, emails: [expect.objectContaining({ subject: `Public hearing scheduled: ${project.projectNumber} – ${project.title}` })] },
            ],
          },
        ],
      },
    ])
    const emailId = groups.body[0]!.emailTypeGroups[0]!.emailRecipientGroups[0]!.emails[0]!.emailMessageId
    const detail = await app.getJson<{ email: { subject: string; content: string } }>(`/api/projects/${project.id}/emails/${emailId}`)
    expect(detail.body.email.content).toContain('See the public notice.')
  })

  it('sends to every other recipient when one is refused, and tries the refused one again later', async () => {
    const project = await createProject(app.db)
    const users = await Promise.all(['a', 'b', 'c'].map((name) => createUser(app.db, { email: `retry-${name}@example.ca` })))
    for (const user of users) await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: user.id })
    refused.add('retry-b@example.ca')
    const { eventId, result } = await notice(project.id, 'general')
    expect(result).toMatchObject({ sent: 2, failed: 1 })
    const [waiting] = await app.db
      .select()
      .from(t.notificationDeliveries)
      .where(and(eq(t.notificationDeliveries.eventId, eventId), eq(t.notificationDeliveries.userId, users[1]!.id)))
    expect(waiting).toMatchObject({ sentAt: null, attempts: 1, leaseUntil: null, lastError: expect.stringContaining('Mailbox unavailable') as string })
    expect(waiting!.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000)

    // Not before its time; then accepted, once.
    expect(await dispatcher().sendDueDeliveries(now)).toEqual({ sent: 0, failed: 0 })
    refused.delete('retry-b@example.ca')
    later(60_000)
    expect(await dispatcher().sendDueDeliveries(now)).toEqual({ sent: 1, failed: 0 })
    expect(users.map((u) => mailsTo(u.email).length)).toEqual([1, 1, 1])
  })

  it('sends what a crashed sender had claimed once its lease runs out, and never twice', async () => {
    const project = await createProject(app.db)
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => createUser(app.db, { email: `lease-${i}@example.ca` })))
    for (const user of users) await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: user.id })
    const eventId = await app.db.transaction((tx) => recordNotificationEvent(tx, { projectId: project.id, kind: 'extension' }))
    await dispatcher().matchPendingEvents(now)
    // A sender claimed half and died before sending them; the other half went out.
    await app.db.execute(sql`
      update notification_deliveries set lease_until = ${new Date(now.getTime() + DELIVERY_LEASE_MS)}, attempts = 1
      where id in (select id from notification_deliveries where event_id = ${eventId} order by id limit 10)`)
    expect(await dispatcher().sendDueDeliveries(now)).toEqual({ sent: 10, failed: 0 })
    later(DELIVERY_LEASE_MS)
    expect(await dispatcher().sendDueDeliveries(now)).toEqual({ sent: 10, failed: 0 })
    expect(await dispatcher().sendDueDeliveries(now)).toEqual({ sent: 0, failed: 0 })
    expect(users.map((u) => mailsTo(u.email).length)).toEqual(users.map(() => 1))
  })

  it('sends a batch at once, marking each accepted mail and giving each refused one its own later try, or giving it up after the last', async () => {
    const project = await createProject(app.db)
    const users = await Promise.all(Array.from({ length: 30 }, (_, i) => createUser(app.db, { email: `batch-${i}@example.ca` })))
    await app.db.insert(t.projectFollows).values(users.map((u) => ({ projectId: project.id, userId: u.id })))
    const refusedOnes = [users[3]!, users[17]!, users[29]!]
    for (const user of refusedOnes) refused.add(user.email)
    const eventId = await app.db.transaction((tx) => recordNotificationEvent(tx, { projectId: project.id, kind: 'general' }))
    await dispatcher().matchPendingEvents(now)
    // The last one was already refused seven times: this attempt is its last.
    await app.db
      .update(t.notificationDeliveries)
      .set({ attempts: MAX_DELIVERY_ATTEMPTS - 1 })
      .where(and(eq(t.notificationDeliveries.eventId, eventId), eq(t.notificationDeliveries.userId, users[29]!.id)))

    expect(await dispatcher().sendDueDeliveries(now)).toEqual({ sent: 27, failed: 3 })
    const rows = await app.db.select().from(t.notificationDeliveries).where(eq(t.notificationDeliveries.eventId, eventId))
    const byUser = new Map(rows.map((row) => [row.userId, row]))
    for (const user of users.filter((u) => !refusedOnes.includes(u))) {
      expect(byUser.get(user.id)).toMatchObject({
        sentAt: expect.any(Date) as Date,
        leaseUntil: null,
        attempts: 1,
        unsubscribeTokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      })
      expect(mailsTo(user.email)).toHaveLength(1)
    }
    for (const user of refusedOnes.slice(0, 2)) {
      expect(byUser.get(user.id)).toMatchObject({
        sentAt: null,
        failedAt: null,
        leaseUntil: null,
        attempts: 1,
        lastError: expect.stringContaining('Mailbox unavailable') as string,
      })
      expect(byUser.get(user.id)!.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000)
    }
    expect(byUser.get(users[29]!.id)).toMatchObject({ sentAt: null, failedAt: now, leaseUntil: null, attempts: MAX_DELIVERY_ATTEMPTS })

    for (const user of refusedOnes) refused.delete(user.email)
    later(60_000)
    expect(await dispatcher().sendDueDeliveries(now)).toEqual({ sent: 2, failed: 0 })
    expect(users.map((u) => mailsTo(u.email).length)).toEqual(users.map((u) => (u === users[29] ? 0 : 1)))
  })

  it('marks what the mail server accepted without waiting for the rest of the batch, so a sender that dies mid-batch sends nobody a second copy', async () => {
    const project = await createProject(app.db)
    const users = await Promise.all(Array.from({ length: 30 }, (_, i) => createUser(app.db, { email: `mid-batch-${i}@example.ca` })))
    await app.db.insert(t.projectFollows).values(users.map((u) => ({ projectId: project.id, userId: u.id })))
    const eventId = await app.db.transaction((tx) => recordNotificationEvent(tx, { projectId: project.id, kind: 'hearing' }))
    await dispatcher().matchPendingEvents(now)
    const sentRows = async () =>
      (
        await app.db
          .select({ id: t.notificationDeliveries.id })
          .from(t.notificationDeliveries)
          .where(and(eq(t.notificationDeliveries.eventId, eventId), sql`${t.notificationDeliveries.sentAt} is not null`))
      ).length

    // The sender claims the whole batch, hands the mail server 12 of its mails, and dies: it never
    // hands over the rest, nor renews its leases.
    const mailer = createMailer(app.db, app.config)
    const dying: Mailer = {
      ...mailer,
      async deliverEach(mails, settled) {
        await mailer.deliverEach(mails.slice(0, 12), settled)
        throw new Error('The sender died.')
      },
    }
    await expect(notificationDispatch({ db: app.db, mailer: dying, publicBaseUrl: app.config.publicBaseUrl, secret }).sendDueDeliveries(now)).rejects.toThrow(
      'The sender died.',
    )
    expect(await sentRows()).toBe(12)

    later(DELIVERY_LEASE_MS)
    expect(await dispatcher().sendDueDeliveries(now)).toEqual({ sent: 18, failed: 0 })
    expect(await sentRows()).toBe(30)
    expect(users.map((u) => mailsTo(u.email).length)).toEqual(users.map(() => 1))
  })

  it('sends no mail inside the transaction that records the event, and none if it rolls back', async () => {
    const project = await createProject(app.db)
    const follower = await createUser(app.db, { email: 'rollback@example.ca' })
    await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: follower.id })
    await expect(
      app.db.transaction(async (tx) => {
        await recordNotificationEvent(tx, { projectId: project.id, kind: 'decision-document' })
        throw new Error('the decision failed')
      }),
    ).rejects.toThrow('the decision failed')
    expect(await dispatcher().run(now)).toEqual({ matched: 0, sent: 0, failed: 0 })
    expect(mailsTo('rollback@example.ca')).toHaveLength(0)
  })

  describe('unsubscribe link', () => {
    const tokenIn = (address: string) => /\/api\/unsubscribe\/([\w-]+)>/.exec(header(mailsTo(address).at(-1)!.raw, 'List-Unsubscribe'))![1]!
    const oneClick = (token: string) =>
      app.request(`/api/unsubscribe/${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })

    it('says what it stops on GET without stopping it; one POST, with no login, stops it at once', async () => {
      const project = await createProject(app.db)
      const follower = await createUser(app.db, { email: 'leaving-follower@example.ca' })
      await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: follower.id })
      const proponent = await createUser(app.db, { email: 'leaving-proponent@example.ca' })
      await giveRole(app.db, proponent.id, project.id, 'proponent-agent')
      // A district no other test's profile has.
      const district = await firstId('assessment_districts', 2)
      await app.db.insert(t.projectDistricts).values({ projectId: project.id, refId: district })
      await profile('leaving-profile@example.ca', { assessmentDistricts: [district], recommendationSent: true })
      await notice(project.id, 'public-notice')

      const token = tokenIn('leaving-follower@example.ca')
      expect(token).not.toContain(follower.id)
      const described = await app.getJson(`/api/unsubscribe/${token}`)
      expect(described).toEqual({
        status: 200,
        body: {
          status: 'OK',
          recipientKind: 'follower',
          projectId: project.id,
          projectNumber: project.projectNumber,
          projectTitle: project.title,
          unsubscribed: false,
        },
      })
      expect(await app.db.select().from(t.projectFollows).where(eq(t.projectFollows.userId, follower.id))).toHaveLength(1)

      const response = await oneClick(token)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ recipientKind: 'follower', unsubscribed: true })
      expect(await app.db.select().from(t.projectFollows).where(eq(t.projectFollows.userId, follower.id))).toHaveLength(0)
      expect((await app.getJson(`/api/unsubscribe/${token}`)).body).toMatchObject({ unsubscribed: true })

      expect(await (await oneClick(tokenIn('leaving-profile@example.ca'))).json()).toMatchObject({ recipientKind: 'notification-profile', unsubscribed: true })
      const [turnedOff] = await app.db
        .select()
        .from(t.notificationProfiles)
        .innerJoin(t.users, eq(t.users.id, t.notificationProfiles.userId))
        .where(eq(t.users.email, 'leaving-profile@example.ca'))
      expect(turnedOff!.notification_profiles).toMatchObject({ publicNotice: false, recommendationSent: false, assessmentDistricts: [district] })

      expect(await (await oneClick(tokenIn('leaving-proponent@example.ca'))).json()).toMatchObject({ recipientKind: 'proponent-agent', unsubscribed: true })

      // The next notice reaches none of them.
      const next = await notice(project.id, 'recommendation-sent')
      expect(await recipientsOf(next.eventId)).toEqual({})
    })

    it('is not found for a token the registry did not send', async () => {
      expect((await app.getJson('/api/unsubscribe/not-a-real-token')).status).toBe(404)
      expect((await oneClick('not-a-real-token')).status).toBe(404)
    })
  })

  describe('the six-month draft rule', () => {
    it('warns the drafter a week before a stale draft is deleted, once, in their language, and deletes it only a week after', async () => {
      const drafter = await createUser(app.db, { email: 'drafter@example.ca', language: 'fr' })
      const draft = await createProject(app.db, { stageCode: 'DRAFT', projectNumber: null, title: 'Chemin du lac' })
      await app.db.update(t.projects).set({ createdById: drafter.id }).where(eq(t.projects.id, draft.id))
      const lastEditedAt = new Date(now)
      lastEditedAt.setUTCMonth(lastEditedAt.getUTCMonth() - 6)
      await app.db
        .insert(t.proposalForms)
        .values({ projectId: draft.id, kind: 'general', formVersion: 5, form1: {}, lastEditedAt: new Date(lastEditedAt.getTime() + 3 * 86_400_000) })
      const mailer = createMailer(app.db, app.config)
      const proposals = proposalsService(app.db)
      const files = app.files

      expect(await proposals.warnStaleDrafts(now, mailer, app.config.publicBaseUrl)).toBe(1)
      await mailer.idle()
      const [warning] = mailsTo('drafter@example.ca')
      expect(warning!.subject.replace(/\s+/g, ' ')).toContain('Votre ébauche « Chemin du lac » sera supprimée le')
      expect(warning!.text).toContain('http://registry.test/my-projects')
      expect(await proposals.warnStaleDrafts(now, mailer, app.config.publicBaseUrl)).toBe(0)

      // Six months pass three days later, but the warning is not a week old yet.
      later(4 * 86_400_000)
      expect(await proposals.purgeStaleDrafts(now, files)).toBe(0)
      later(3 * 86_400_000)
      expect(await proposals.purgeStaleDrafts(now, files)).toBe(1)
      expect(mailsTo('drafter@example.ca')).toHaveLength(1)
    })
  })

  // Needs a second process on the same database, which the embedded one (a single process) cannot give.
  it.skipIf(!workerDatabaseUrl())(
    'gives every recipient exactly one notice, and resumes within a minute, when the job worker is killed with SIGKILL at several points and started again',
    async () => {
      const project = await createProject(app.db)
      const users = await Promise.all(Array.from({ length: 250 }, (_, i) => createUser(app.db, { email: `restart-${i}@example.ca` })))
      await app.db.insert(t.projectFollows).values(users.map((u) => ({ projectId: project.id, userId: u.id })))
      // Only this notice is due for the workers, at the real time they run on.
      await app.db.execute(sql`update notification_deliveries set failed_at = ${now} where sent_at is null and failed_at is null`)
      await app.db.transaction((tx) => recordNotificationEvent(tx, { projectId: project.id, kind: 'hearing' }))
      const received = () => smtp.mails.filter((m) => m.to[0]!.startsWith('restart-'))
      const sentRows = async () => {
        const [row] = await app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.notificationDeliveries)
          .innerJoin(t.users, eq(t.users.id, t.notificationDeliveries.userId))
          .where(and(sql`${t.users.email} like 'restart-%'`, sql`${t.notificationDeliveries.sentAt} is not null`))
        return row!.n
      }
      const dataDir = await tempDir('registry-worker-')
      const env = {
        ...process.env,
        APP_ENV: 'test',
        DATABASE_URL: workerDatabaseUrl()!,
        WORKER_PORT: '0',
        SMTP_URL: smtp.url,
        DATA_DIR: dataDir,
        PUBLIC_BASE_URL: 'http://registry.test',
        JWT_SECRET: new TextDecoder().decode(secret),
      }
      let running: ChildProcess | undefined
      const startWorker = () => {
        const worker = (running = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/worker.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] }))
        return { worker, exited: new Promise<number | null>((done) => worker.once('exit', done)) }
      }
      const within = async (what: string, seconds: number, done: () => boolean | Promise<boolean>) => {
        const deadline = performance.now() + seconds * 1000
        while (!(await done())) {
          if (performance.now() > deadline) throw new Error(`Not within ${seconds} s: ${what} (${received().length} received, ${await sentRows()} marked sent)`)
          await new Promise((r) => setTimeout(r, 50))
        }
      }

      try {
        // Killed before the mail server accepted any, in the first batch of 200, in the second;
        // each time with mails in the middle of their conversation, which the server never accepts.
        for (const acceptedBeforeKill of [0, 80, 220]) {
          holdAfter = acceptedBeforeKill
          const heldBefore = smtp.held
          const { worker, exited } = startWorker()
          await within(
            `${acceptedBeforeKill} accepted and recorded after a restart`,
            60,
            async () => smtp.held > heldBefore && received().length >= acceptedBeforeKill && (await sentRows()) >= acceptedBeforeKill,
          )
          worker.kill('SIGKILL')
          expect(await exited).toBe(null)
          expect(received()).toHaveLength(acceptedBeforeKill)
        }
        holdAfter = Infinity
        const { worker, exited } = startWorker()
        await within('every notice sent after the last restart', 60, async () => received().length >= users.length && (await sentRows()) === users.length)
        worker.kill('SIGTERM')
        expect(await exited).toBe(0)
      } finally {
        // A failed wait leaves its worker running, on the database the next file resets.
        if (running?.exitCode === null && running.signalCode === null) running.kill('SIGKILL')
      }
      // Counted as a person would: one message each, not one Message-ID each.
      expect(users.filter((u) => mailsTo(u.email).length !== 1).map((u) => `${u.email}: ${mailsTo(u.email).length}`)).toEqual([])
    },
    300_000,
  )
})
