// Housekeeping the server does by itself, at start and then daily: drafts untouched for six months
// are deleted (spec §6), and kept answers to idempotent writes expire.
import type { Database } from '../db/client.ts'
import { forgetOldAnswers } from '../lib/idempotency.ts'
import { proposalsService } from '../modules/proposals/proposals.service.ts'

const DAY_MS = 86_400_000

export async function runDailyCleanup(db: Database, now: Date): Promise<{ draftsDeleted: number }> {
  const draftsDeleted = await proposalsService(db).purgeStaleDrafts(now)
  await forgetOldAnswers(db, now)
  return { draftsDeleted }
}

/** Runs the cleanup now and every day; the returned function stops it. */
export function scheduleDailyCleanup(db: Database, clock: () => Date): () => void {
  const run = () =>
    runDailyCleanup(db, clock()).then(
      ({ draftsDeleted }) => {
        if (draftsDeleted > 0) console.info(`Deleted ${draftsDeleted} draft proposals untouched for six months.`)
      },
      (error: unknown) => console.error('Daily cleanup failed', error),
    )
  void run()
  const timer = setInterval(() => void run(), DAY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
