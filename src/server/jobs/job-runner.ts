// The registry's background jobs on pg-boss, in the database the registry already uses: notice
// dispatch, the extraction of documents' text (document-text.ts), the daily cleanup (warning
// drafters a week before their stale drafts go, then the cleanup itself), opening the comment periods scheduled for the day that begins and, on the embedded database, the statistics and vacuuming a server's
// autovacuum would do. pg-boss runs on PGlite too (backend 'pglite'), where advisory
// locks do not lock and NOTIFY stays in the process, so nothing here relies on either: jobs are
// found by polling and shared by SKIP LOCKED, and the dispatch itself claims its rows with leases.
// They run inside the server, or in `npm run worker` when several servers share a database.
import { PgBoss, fromPglite } from 'pg-boss'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/client.ts'
import { queryRows } from '../db/client.ts'
import type { Config } from '../env.ts'
import type { FileStore } from '../files/file-store.ts'
import type { Mailer } from '../mail/mailer.ts'
import { logError } from '../lib/error-log.ts'
import { logger } from '../lib/logger.ts'
import { notificationDispatch } from '../modules/notification-dispatch/dispatch.service.ts'
import { runDailyCleanup } from './daily-cleanup.ts'
import { maintainEmbeddedDatabase } from './embedded-maintenance.ts'
import { startDocumentTextJob } from './document-text.ts'
import { wakeWhen } from './wake-when.ts'
import { draftDeletionService } from '../modules/proposals/draft-deletion.service.ts'
import { commentPeriodsService } from '../modules/staff-project-run/comment-periods.service.ts'

const DISPATCH = 'notification-dispatch'
const CLEANUP = 'daily-cleanup'
const COMMENT_PERIODS = 'comment-period-starts'
const MAINTENANCE = 'embedded-maintenance'
/** How often the runner looks for notices to match or deliveries due. */
const DISPATCH_POLL_MS = 2_000

export interface JobRunnerDeps {
  handle: DatabaseHandle
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'publicBaseUrl'>
  mailer: Mailer
  files: FileStore
  secret: Uint8Array
}

function createBoss(handle: DatabaseHandle, config: JobRunnerDeps['config']): PgBoss {
  if (handle.pglite) return new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite' })
  return new PgBoss({ connectionString: config.databaseUrl!, max: 3 })
}

/** Starts the jobs; the returned function stops them, letting a run under way finish. */
export async function startJobs(deps: JobRunnerDeps): Promise<() => Promise<void>> {
  const { handle, config } = deps
  const db = handle.db
  const boss = createBoss(handle, config)
  boss.on('error', (error) => logError('The job queue failed', error))
  await boss.start()
  // short: one run waiting at most, however often it is asked for; runs in several workers share
  // the rows through leases.
  await boss.createQueue(DISPATCH, { policy: 'short', expireInSeconds: 15 * 60, retryLimit: 3 })
  await boss.createQueue(CLEANUP, { policy: 'short', retryLimit: 2 })
  const dispatch = notificationDispatch({ db, mailer: deps.mailer, publicBaseUrl: config.publicBaseUrl, secret: deps.secret })
  // The embedded database opens in this process alone (a lock on DATA_DIR): a lease in it is a
  // dead process's, and its notices go out now rather than when it runs out.
  if (handle.kind === 'pglite')
    await db.execute(sql`update notification_deliveries set lease_until = null, lease_owner = null where lease_until is not null and sent_at is null`)
  await boss.work(DISPATCH, { pollingIntervalSeconds: 1 }, async () => {
    await dispatch.run(new Date())
  })
  await boss.work(CLEANUP, async () => {
    const now = new Date()
    const warned = await draftDeletionService(db).warnStaleDrafts(now, deps.mailer, config.publicBaseUrl)
    if (warned > 0) logger().info(`Warned ${warned} drafters that their drafts will be deleted in a week.`)
    const { draftsDeleted, uploadSessionsDeleted } = await runDailyCleanup(db, now, { files: deps.files, dataDir: config.dataDir })
    if (draftsDeleted > 0) logger().info(`Deleted ${draftsDeleted} draft proposals untouched for six months.`)
    if (uploadSessionsDeleted > 0) logger().info(`Deleted ${uploadSessionsDeleted} upload sessions untouched for a week.`)
  })
  await boss.schedule(CLEANUP, '0 3 * * *', null, { tz: 'America/Whitehorse', missed: 'once' })
  await boss.send(CLEANUP)
  await boss.createQueue(COMMENT_PERIODS, { policy: 'short', retryLimit: 2 })
  await boss.work(COMMENT_PERIODS, async () => {
    const periods = commentPeriodsService(db)
    const opened = await periods.startScheduled(new Date())
    if (opened > 0) logger().info(`Opened ${opened} scheduled comment periods.`)
    const ended = await periods.closeEnded(new Date())
    if (ended > 0) logger().info(`Told of ${ended} comment periods that ended.`)
  })
  // A period's first day begins at midnight in Yukon and it ends at 4:30 pm on its last: looked at
  // every quarter hour, so its opening and its end are told within minutes; a server that was
  // down then does it as it starts.
  await boss.schedule(COMMENT_PERIODS, '*/15 * * * *', null, { tz: 'America/Whitehorse', missed: 'once' })
  await boss.send(COMMENT_PERIODS)
  if (handle.kind === 'pglite') {
    // What autovacuum does on a server (embedded-maintenance.ts).
    await boss.createQueue(MAINTENANCE, { policy: 'short', retryLimit: 1 })
    await boss.work(MAINTENANCE, async () => {
      await maintainEmbeddedDatabase(db)
    })
    await boss.schedule(MAINTENANCE, '*/5 * * * *', null, { missed: 'once' })
    await boss.send(MAINTENANCE)
  }

  const stopDocumentText = await startDocumentTextJob(boss, db, deps.files)

  // Events are written by other transactions (the outbox); a cheap look is what wakes the dispatch.
  const stopDispatchLook = wakeWhen(
    async () => {
      const [due] = await queryRows<{ due: boolean }>(
        db,
        sql`select exists (select 1 from notification_events where matched_at is null)
          or exists (select 1 from notification_deliveries where sent_at is null and failed_at is null and next_attempt_at <= now() and (lease_until is null or lease_until <= now())) as due`,
      )
      return due?.due ?? false
    },
    () => boss.send(DISPATCH),
    DISPATCH_POLL_MS,
    'Looking for notices to send failed',
  )
  return async () => {
    stopDispatchLook()
    stopDocumentText()
    await boss.stop({ graceful: true, timeout: 30_000 })
  }
}
