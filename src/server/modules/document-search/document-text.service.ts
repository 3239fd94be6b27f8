// Extracting the text of documents' files for the search inside documents (decision 0083). Rows
// come pending from the trigger of migration 0038 (or from queueExisting, for the command line);
// workers take a few at a time under a lease, so the job in each server and the command line share
// them without taking one twice, and a worker that died leaves its rows to the next after the lease.
import { sql } from 'drizzle-orm'
import type { Readable } from 'node:stream'
import { queryRows } from '../../db/client.ts'
import type { Database } from '../../db/client.ts'
import type { DocumentTextStatus } from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { MAX_DOCUMENT_BYTES } from '../../../shared/domain/document-files.ts'
import { cleanExtractedText, hasSearchableText } from '../../../shared/domain/document-text.ts'

/** Rows a worker takes at once: a few, so that several workers share a long queue. */
const BATCH = 4
/** How long a worker keeps its rows; a PDF of 50 MB reads in well under it. */
const LEASE = sql`interval '10 minutes'`

export interface TextOutcome {
  status: Exclude<DocumentTextStatus, 'pending'>
  text?: string
  pages?: number
  reason?: string
}

interface ClaimedFile {
  uploadId: string
  storageKey: string
  contentType: string
  fileName: string
}

class TooLargeError extends Error {}

async function readBounded(stream: Readable, limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array)
    size += buffer.length
    if (size > limit) {
      stream.destroy()
      throw new TooLargeError(`the file is larger than ${limit / (1024 * 1024)} MB`)
    }
    chunks.push(buffer)
  }
  return new Uint8Array(Buffer.concat(chunks, size))
}

const isPdfName = (file: ClaimedFile) => file.contentType === 'application/pdf' || /\.pdf$/i.test(file.fileName)
const PDF_MAGIC = '%PDF-'

/** The text of one stored file: only PDFs are read; a PDF with no text layer is 'no-text'. */
export async function extractFileText(files: FileStore, file: ClaimedFile): Promise<TextOutcome> {
  if (!isPdfName(file)) return { status: 'not-applicable' }
  let bytes: Uint8Array
  try {
    bytes = await readBounded(files.read(file.storageKey), MAX_DOCUMENT_BYTES)
  } catch (error) {
    return { status: 'failed', reason: error instanceof TooLargeError ? error.message : `the file could not be read: ${(error as Error).message}` }
  }
  if (Buffer.from(bytes.subarray(0, 1024)).toString('latin1').indexOf(PDF_MAGIC) < 0) return { status: 'failed', reason: 'the file is not a PDF' }
  try {
    // pdf.js (3.4 MB of source) is loaded by the first PDF read, not by every server at start.
    const { extractText, getDocumentProxy } = await import('unpdf')
    const pdf = await getDocumentProxy(bytes, { verbosity: 0 })
    try {
      const { totalPages, text } = await extractText(pdf, { mergePages: true })
      const cleaned = cleanExtractedText(text)
      return hasSearchableText(cleaned) ? { status: 'done', text: cleaned, pages: totalPages } : { status: 'no-text', pages: totalPages }
    } finally {
      await pdf.loadingTask.destroy()
    }
  } catch (error) {
    return { status: 'failed', reason: `the PDF could not be read: ${(error as Error).message}` }
  }
}

export function documentTextService(db: Database) {
  async function claim(): Promise<ClaimedFile[]> {
    return queryRows<ClaimedFile>(
      db,
      sql`update document_texts dt set lease_until = now() + ${LEASE}
        from uploads u
        where u.id = dt.upload_id and dt.upload_id in (
          select upload_id from document_texts
          where status = 'pending' and (lease_until is null or lease_until < now())
          limit ${BATCH} for update skip locked)
        returning dt.upload_id as "uploadId", u.storage_key as "storageKey", u.content_type as "contentType", u.file_name as "fileName"`,
    )
  }

  async function save(uploadId: string, outcome: TextOutcome): Promise<void> {
    await db.execute(sql`update document_texts set status = ${outcome.status}, text = ${outcome.text ?? null}, pages = ${outcome.pages ?? null},
      reason = ${outcome.reason ?? null}, extracted_at = now(), lease_until = null
      where upload_id = ${uploadId} and status = 'pending'`)
  }

  return {
    /** Whether any text waits to be extracted (the job runner's cheap look). */
    async hasPending(): Promise<boolean> {
      const [row] = await queryRows<{ due: boolean }>(
        db,
        sql`select exists (select 1 from document_texts where status = 'pending' and (lease_until is null or lease_until < now())) as due`,
      )
      return row?.due ?? false
    },

    /**
     * Queues the files of existing documents that have no row yet and those that failed (a store
     * that did not answer may now), or every one with all (a rebuild). Returns how many are pending.
     */
    async queueExisting(all: boolean): Promise<number> {
      await db.execute(sql`insert into document_texts (upload_id)
        select distinct coalesce(redacted_upload_id, unredacted_upload_id) from documents
        where coalesce(redacted_upload_id, unredacted_upload_id) is not null
        on conflict do nothing`)
      await db.execute(sql`update document_texts set status = 'pending', lease_until = null where ${all ? sql`status <> 'pending'` : sql`status = 'failed'`}`)
      return this.countPending()
    },

    async countPending(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from document_texts where status = 'pending'`)
      return row?.n ?? 0
    },

    /** Extracts pending texts until none is left to take; onEach is told of each file done. */
    async runPending(files: FileStore, onEach?: (outcome: TextOutcome) => void): Promise<number> {
      let done = 0
      for (;;) {
        const batch = await claim()
        if (batch.length === 0) return done
        for (const file of batch) {
          const outcome = await extractFileText(files, file)
          await save(file.uploadId, outcome)
          done++
          onEach?.(outcome)
        }
      }
    },
  }
}
