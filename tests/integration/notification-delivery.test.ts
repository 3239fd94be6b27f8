// Delivering notices when things go wrong: a refused recipient tried again later, a crashed
// sender's lease, batches marked as the mail server accepts them, and a job worker killed and
// started again, each recipient getting exactly one notice.
import { describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { workerDatabaseUrl } from './harness.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser } from '../factories/user-factory.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import type { Mailer } from '../../src/server/mail/mailer.ts'
import { MAX_DELIVERY_ATTEMPTS } from '../../src/shared/domain/notification-kinds.ts'
import { recordNotificationEvent } from '../../src/server/modules/notification-dispatch/notification-events.ts'
import { DELIVERY_LEASE_MS, notificationDispatch } from '../../src/server/modules/notification-dispatch/dispatch.service.ts'
import { tempDir } from './temp-dirs.ts'
import {
  app,
  dispatcher,
  holdRestartNoticesAfter,
  later,
  mailsTo,
  notice,
  now,
  refused,
  secret,
  smtp,
  useNotificationDispatchApp,
} from './notification-dispatch-app.ts'

useNotificationDispatchApp()

describe('notification dispatch', () => {
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
          holdRestartNoticesAfter(acceptedBeforeKill)
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
        holdRestartNoticesAfter(Infinity)
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
