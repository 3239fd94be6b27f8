// A file the office adds to what it authors (a question of an information request, a note, a
// letter, a document group, a hearing): checked by its name, type and first bytes, moved into the
// file store, and kept as a document of the project in the state the caller gives, with the
// project's next document number, audited, in one transaction; the stored file is removed again
// when that transaction fails.
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { DocumentRole, DocumentState } from '../../db/schema/documents.ts'
import type { FileStore } from '../../files/file-store.ts'
import { checkReceivedFile, fileKindOf } from '../../files/incoming-files.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { nextDocumentNumber } from '../project-content/document-numbers.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { ANSWER_ATTACHMENT_SLOT, DOCUMENT_ZIP_LIMITS } from '../../../shared/domain/document-files.ts'

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface StaffFile {
  fileName: string
  contentType: string
  size: number
  path: string
}

/** What the document is and belongs to, decided (and checked) inside the transaction. */
export type DocumentTarget = Pick<
  typeof t.documents.$inferInsert,
  'informationRequestId' | 'simplifiedInformationRequestId' | 'questionNumber' | 'noteId' | 'correspondenceId' | 'documentGroupId' | 'hearingId'
> & {
  projectId: string
  role: DocumentRole
  documentTypeId: number | null
  description: string
  stageId: string | null
  state: DocumentState
  /** Numbered now (a document public at once), or when it is published. */
  numbered: boolean
}

/** Staff add the kinds of files the registry keeps for any project document. */
export function checkStaffFile(fileName: string, contentType: string): void {
  fileKindOf(ANSWER_ATTACHMENT_SLOT, fileName, contentType)
}

export function staffFiles(db: Database, files: FileStore, partials: PartialFiles) {
  return {
    async add(
      by: StaffActor,
      file: StaffFile,
      now: Date,
      target: (tx: Tx) => Promise<DocumentTarget>,
    ): Promise<{ status: 'OK'; documentId: string; fileName: string }> {
      const { fileName, kind } = await checkReceivedFile(file, ANSWER_ATTACHMENT_SLOT, partials, DOCUMENT_ZIP_LIMITS)
      const stored = await files.adopt(file.path)
      try {
        return await db.transaction(async (tx) => {
          const { projectId, stageId, numbered, ...attached } = await target(tx)
          const [upload] = await tx
            .insert(t.uploads)
            .values({ ...stored, fileName, contentType: kind.contentType, uploadedById: by.userId, createdAt: now })
            .returning({ id: t.uploads.id })
          const [document] = await tx
            .insert(t.documents)
            .values({
              ...attached,
              projectId,
              fileName,
              stageUploaded: stageId,
              documentNumber: numbered ? await nextDocumentNumber(tx, projectId) : null,
              uploadedAt: now,
              receivedAt: now,
              unredactedUploadId: upload!.id,
              uploadedById: by.userId,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: t.documents.id })
          await auditChange(tx, by, {
            action: 'add-staff-document',
            entity: 'document',
            entityId: document!.id,
            projectId,
            before: {},
            after: { fileName, role: attached.role, state: attached.state },
            extra: { size: stored.size, sha256: stored.sha256 },
          })
          return { status: 'OK' as const, documentId: document!.id, fileName }
        })
      } catch (error) {
        await files.remove(stored.storageKey)
        throw error
      }
    },
  }
}
