// Notes, correspondence and document groups of a project, and the tab counts (meta).
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import type { Viewer } from '../../../shared/domain/document-visibility.ts'
import type { DocumentsService } from './documents.service.ts'
import { publishedRequest } from './public-information-requests.service.ts'

type ProjectRef = { id: string; projectNumber: string | null }

/** Notes, correspondence and groups have no published_* states: the public sees 'public'. */
const recordStates = (viewer: Viewer): ('public' | 'internal' | 'unreviewed')[] => (viewer.privileged ? ['public', 'internal', 'unreviewed'] : ['public'])

/** A project's records of one kind that the viewer may see; with an id, only that one. */
const visibleRecords = (table: typeof t.notes | typeof t.correspondence | typeof t.documentGroups, project: ProjectRef, viewer: Viewer, id?: string) =>
  and(eq(table.projectId, project.id), inArray(table.state, recordStates(viewer)), id ? eq(table.id, id) : undefined)

export function recordsService(db: Database, documents: DocumentsService) {
  return {
    async notes(project: ProjectRef, viewer: Viewer, noteId?: string) {
      const rows = await db
        .select()
        .from(t.notes)
        .where(visibleRecords(t.notes, project, viewer, noteId))
        .orderBy(desc(t.notes.uploadedAt))
      return rows.map((n) => ({
        noteId: n.id,
        title: n.title,
        note: n.note,
        documentNumber: fullDocumentNumber(project.projectNumber, n.documentNumber),
        noteState: n.state,
        stageUploaded: n.stageUploaded,
        uploadDate: n.uploadedAt.toISOString(),
      }))
    },

    async correspondence(project: ProjectRef, viewer: Viewer, correspondenceId?: string) {
      const rows = await db
        .select()
        .from(t.correspondence)
        .where(visibleRecords(t.correspondence, project, viewer, correspondenceId))
        .orderBy(desc(t.correspondence.sentAt))
      return rows.map((c) => ({
        correspondenceId: c.id,
        title: c.title,
        description: c.description,
        documentNumber: fullDocumentNumber(project.projectNumber, c.documentNumber),
        correspondenceState: c.state,
        stageUploaded: c.stageUploaded,
        sentDate: c.sentAt.toISOString(),
      }))
    },

    async documentGroups(project: ProjectRef, viewer: Viewer, documentGroupId?: string) {
      const rows = await db
        .select()
        .from(t.documentGroups)
        .where(visibleRecords(t.documentGroups, project, viewer, documentGroupId))
        .orderBy(asc(t.documentGroups.title))
      return rows.map((g) => ({
        documentGroupId: g.id,
        title: g.title,
        description: g.description,
        documentGroupState: g.state,
        stageUploaded: g.stageUploaded,
      }))
    },

    async meta(project: ProjectRef, viewer: Viewer) {
      const [comments, correspondence, informationRequests, documentCount] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.comments)
          .where(and(eq(t.comments.projectId, project.id), eq(t.comments.state, 'public'))),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.correspondence)
          .where(visibleRecords(t.correspondence, project, viewer)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.informationRequests)
          .where(and(eq(t.informationRequests.projectId, project.id), publishedRequest(t.informationRequests))),
        documents.countDocumentsTab(project.id, viewer),
      ])
      return {
        commentCount: comments[0]?.n ?? 0,
        correspondenceCount: correspondence[0]?.n ?? 0,
        documentCount,
        informationRequestCount: informationRequests[0]?.n ?? 0,
      }
    },

    noteDocuments: (project: ProjectRef, viewer: Viewer, noteId: string) =>
      documents.list(project, viewer, and(eq(t.documents.noteId, noteId), isNull(t.documents.parentDocumentId))),
    correspondenceDocuments: (project: ProjectRef, viewer: Viewer, correspondenceId?: string) =>
      documents.list(
        project,
        viewer,
        and(
          correspondenceId ? eq(t.documents.correspondenceId, correspondenceId) : eq(t.documents.role, 'correspondence'),
          isNull(t.documents.parentDocumentId),
        ),
      ),
    groupDocuments: (project: ProjectRef, viewer: Viewer, documentGroupId: string) =>
      documents.list(project, viewer, eq(t.documents.documentGroupId, documentGroupId)),
    keyDocuments: (project: ProjectRef, viewer: Viewer) =>
      documents.list(project, viewer, and(eq(t.documents.keyDocument, true), isNull(t.documents.parentDocumentId))),
  }
}
