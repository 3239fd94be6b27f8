// The document-text job: extracts the text of documents' files queued by the trigger of migration
// 0038 (decision 0083). A request only writes the pending row; a cheap look every few seconds
// sends the job when rows wait, as the notice dispatch is woken, so no request waits on a PDF.
import type { PgBoss } from 'pg-boss'
import type { Database } from '../db/client.ts'
import type { FileStore } from '../files/file-store.ts'
import { documentTextService } from '../modules/document-search/document-text.service.ts'
import { wakeWhen } from './wake-when.ts'

const QUEUE = 'document-text'
const POLL_MS = 3_000

/** Starts the job and its look; the returned function stops the look. */
export async function startDocumentTextJob(boss: PgBoss, db: Database, files: FileStore): Promise<() => void> {
  const texts = documentTextService(db)
  await boss.createQueue(QUEUE, { policy: 'short', expireInSeconds: 60 * 60, retryLimit: 2 })
  await boss.work(QUEUE, { pollingIntervalSeconds: 1 }, async () => {
    await texts.runPending(files)
  })
  return wakeWhen(
    () => texts.hasPending(),
    () => boss.send(QUEUE),
    POLL_MS,
    'Looking for document text to extract failed',
  )
}
