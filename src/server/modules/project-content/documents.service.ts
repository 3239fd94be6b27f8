// Reads documents for the project tabs: one mapping from rows to the API shape, filtered by
// what the viewer may see, used by every tab that lists documents. The Documents tab lists each
// published information request too, as the entry that opens it (decision 0067).
import { and, asc, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { canSeeDocument, fullDocumentNumber, PUBLIC_DOCUMENT_STATES, visibleUploads } from '../../../shared/domain/document-visibility.ts'
import { inDocumentNumberOrder } from './document-numbers.ts'
import type { Viewer } from '../../../shared/domain/document-visibility.ts'
import type { DocumentItem } from '../../../shared/schemas/document.ts'
import { UNPUBLISHED } from '../../../shared/domain/information-request-authoring.ts'
import { hasAnswer } from '../../../shared/domain/information-responses.ts'

/** Roles listed on the Documents tab; the others are shown with what they belong to. */
export const DOCUMENTS_TAB_ROLES = [
  'project',
  'proposal',
  'decision',
  'authorization',
  'information-request-question',
  'information-request-answer',
  'simplified-question',
  'simplified-response',
  'hearing',
  'intervenor-submission',
] as const

/** document_types: Information Request (server/db/reference/outcomes-and-types.ts). */
export const INFORMATION_REQUEST_TYPE = 6

type DocumentRow = typeof t.documents.$inferSelect

/**
 * The published requests of a project that no document stands for: a request the office wrote in
 * the registry has its number and its questions' files, but no file of its own (one imported with
 * its letter has the letter, a file of the request for no one question, which the tab lists).
 */
const requestsWithoutDocument = (projectId: string) =>
  and(
    eq(t.informationRequests.projectId, projectId),
    ne(t.informationRequests.status, UNPUBLISHED),
    notExists(
      sql`(select 1 from ${t.documents} where ${t.documents.informationRequestId} = ${t.informationRequests.id} and ${t.documents.role} = 'information-request-question' and ${t.documents.questionNumber} is null and ${t.documents.removedAt} is null)`,
    ),
  )

/** The documents a viewer may see, as a condition on documents (canSeeDocument). */
export function visibleStates(viewer: Viewer): SQL {
  if (viewer.privileged) return sql`${t.documents.state} <> 'unsaved'`
  const published = inArray(t.documents.state, [...PUBLIC_DOCUMENT_STATES])
  // canSeeDocument: the uploader sees their own.
  return viewer.userId ? sql`(${published} or (${t.documents.uploadedById} = ${viewer.userId} and ${t.documents.state} <> 'unsaved'))` : published
}

export function documentsService(db: Database) {
  async function toItems(rows: DocumentRow[], viewer: Viewer, projectNumber: string | null): Promise<DocumentItem[]> {
    if (rows.length === 0) return []
    const ids = rows.map((r) => r.id)
    const typeIds = [...new Set(rows.flatMap((r) => (r.documentTypeId === null ? [] : [r.documentTypeId])))]
    const uploaderIds = [...new Set(rows.flatMap((r) => (r.uploadedById ? [r.uploadedById] : [])))]
    const [children, types, uploaders] = await Promise.all([
      db
        .select({ id: t.documents.id, parent: t.documents.parentDocumentId, state: t.documents.state, uploadedById: t.documents.uploadedById })
        .from(t.documents)
        .where(and(inArray(t.documents.parentDocumentId, ids), isNull(t.documents.removedAt))),
      typeIds.length ? db.select().from(t.documentTypes).where(inArray(t.documentTypes.id, typeIds)) : [],
      uploaderIds.length && viewer.privileged
        ? db.select({ id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName }).from(t.users).where(inArray(t.users.id, uploaderIds))
        : [],
    ])
    return rows.map((r) => ({
      documentId: r.id,
      documentTypeId: r.documentTypeId,
      documentType: types.find((x) => x.id === r.documentTypeId)?.name ?? null,
      documentTypeFr: types.find((x) => x.id === r.documentTypeId)?.nameFr ?? null,
      documentNumber: fullDocumentNumber(projectNumber, r.documentNumber),
      description: r.description,
      longDescription: r.longDescription,
      fileName: r.fileName,
      documentState: r.state,
      stageUploaded: r.stageUploaded,
      uploadDate: r.uploadedAt.toISOString(),
      receivedDate: r.receivedAt?.toISOString() ?? null,
      redactedUploadDate: r.redactedUploadedAt?.toISOString() ?? null,
      ...visibleUploads(r, viewer),
      keyDocument: r.keyDocument,
      documentGroupId: r.documentGroupId,
      attachments: children.filter((c) => c.parent === r.id && canSeeDocument(c.state, viewer, c.uploadedById)).map((c) => c.id),
      uploadedBy: (() => {
        const u = uploaders.find((x) => x.id === r.uploadedById)
        return u ? `${u.firstName} ${u.lastName}` : null
      })(),
      deadline: r.deadline?.toISOString() ?? null,
      hasResponse: r.hasResponse,
    }))
  }

  return {
    /** Documents of a project matching a condition, visible to the viewer, oldest first. */
    async list(project: { id: string; projectNumber: string | null }, viewer: Viewer, where: SQL | undefined): Promise<DocumentItem[]> {
      const rows = await db
        .select()
        .from(t.documents)
        .where(and(eq(t.documents.projectId, project.id), isNull(t.documents.removedAt), visibleStates(viewer), where))
        .orderBy(asc(t.documents.uploadedAt), ...inDocumentNumberOrder(t.documents.documentNumber))
      return toItems(rows, viewer, project.projectNumber)
    },

    /**
     * The Documents tab: top-level documents of the tab's roles, optionally of one type, then the
     * attachments of those the viewer may see (listed under their document, and searched by the
     * tab's filter), in one list as the real registry's clients read it (shared/domain/document-attachments).
     */
    async documentsTab(project: { id: string; projectNumber: string | null }, viewer: Viewer, documentTypeId?: number): Promise<DocumentItem[]> {
      const documents = await this.list(
        project,
        viewer,
        and(
          inArray(t.documents.role, [...DOCUMENTS_TAB_ROLES]),
          isNull(t.documents.parentDocumentId),
          documentTypeId === undefined ? undefined : eq(t.documents.documentTypeId, documentTypeId),
        ),
      )
      const requests = documentTypeId === undefined || documentTypeId === INFORMATION_REQUEST_TYPE ? await requestEntries(project) : []
      const attachmentIds = documents.flatMap((d) => d.attachments)
      const attachments = attachmentIds.length ? await this.list(project, viewer, inArray(t.documents.id, attachmentIds)) : []
      // Stable: a request published with its files comes before them, as they were numbered.
      const listed = [...requests, ...documents].sort((a, b) => a.uploadDate.localeCompare(b.uploadDate))
      return [...listed, ...attachments]
    },

    async countDocumentsTab(projectId: string, viewer: Viewer): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.documents)
        .where(
          and(
            eq(t.documents.projectId, projectId),
            isNull(t.documents.removedAt),
            visibleStates(viewer),
            inArray(t.documents.role, [...DOCUMENTS_TAB_ROLES]),
            isNull(t.documents.parentDocumentId),
          ),
        )
      const [requests] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.informationRequests)
        .where(requestsWithoutDocument(projectId))
      return (row?.n ?? 0) + (requests?.n ?? 0)
    },
  }

  /** The Documents tab's entries of the project's published requests that have no document of their own. */
  async function requestEntries(project: { id: string; projectNumber: string | null }): Promise<DocumentItem[]> {
    const [requests, [type]] = await Promise.all([
      db.select().from(t.informationRequests).where(requestsWithoutDocument(project.id)).orderBy(asc(t.informationRequests.number)),
      db.select().from(t.documentTypes).where(eq(t.documentTypes.id, INFORMATION_REQUEST_TYPE)),
    ])
    return requests.map((r) => ({
      documentId: r.id,
      documentTypeId: INFORMATION_REQUEST_TYPE,
      documentType: type?.name ?? null,
      documentTypeFr: type?.nameFr ?? null,
      documentNumber: fullDocumentNumber(project.projectNumber, r.documentNumberRequest),
      description: `Information Request No. ${r.number}`,
      longDescription: null,
      fileName: '',
      documentState: 'published',
      stageUploaded: r.projectStage,
      uploadDate: (r.publishedAt ?? r.createdAt).toISOString(),
      receivedDate: null,
      redactedUploadDate: null,
      redactedUploadId: null,
      unredactedUploadId: null,
      keyDocument: false,
      documentGroupId: null,
      attachments: [],
      uploadedBy: null,
      deadline: r.deadline?.toISOString() ?? null,
      hasResponse: hasAnswer(r.status),
      informationRequestId: r.id,
    }))
  }
}

export type DocumentsService = ReturnType<typeof documentsService>
