// Housekeeping the job runner does at start and then daily (job-runner.ts): drafts untouched for six months
// are deleted (spec §6), kept answers to idempotent writes and rate-limit counts expire, and
// upload sessions untouched for a week go with what arrived of their files.
import type { Database } from '../db/client.ts'
import type { FileStore } from '../files/file-store.ts'
import { forgetExpiredLimits } from '../http/rate-limit.ts'
import { forgetOldAnswers } from '../lib/idempotency.ts'
import { partialFiles } from '../files/partial-files.ts'
import { proposalDocumentsService } from '../modules/proposal-documents/proposal-documents.service.ts'
import { draftDeletionService } from '../modules/proposals/draft-deletion.service.ts'

export async function runDailyCleanup(
  db: Database,
  now: Date,
  storage: { files: FileStore; dataDir: string },
): Promise<{ draftsDeleted: number; uploadSessionsDeleted: number }> {
  const { files, dataDir } = storage
  const draftsDeleted = await draftDeletionService(db).purgeStaleDrafts(now, files)
  await forgetOldAnswers(db, now)
  await forgetExpiredLimits(db, now)
  const uploadSessionsDeleted = await proposalDocumentsService(db, files, partialFiles(dataDir)).purgeStaleSessions(now)
  return { draftsDeleted, uploadSessionsDeleted }
}
