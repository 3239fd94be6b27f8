// The office's review of a document that waits (spec public-registry §4 "A newly uploaded document
// starts Unreviewed"): publishing it to the public, or keeping it internal. The staff workspace
// (issue 18) calls these, and until it exists the browser tests' hooks do. Each change is audited
// with the state before and after; a published document is announced in the activity feed.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { addActivity } from './activity-log.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { findStage } from '../../../shared/domain/stages.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'

export function documentReviewService(db: Database) {
  async function setState(documentId: string, state: 'public' | 'internal', by: StaffActor, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ document: t.documents, project: { id: t.projects.id, number: t.projects.projectNumber, typeId: t.projects.projectTypeId } })
        .from(t.documents)
        .leftJoin(t.projects, eq(t.projects.id, t.documents.projectId))
        .where(eq(t.documents.id, documentId))
        .for('update', { of: t.documents })
      // Only a project's documents: an emergency exemption's report is published with the exemption.
      if (!row?.project || row.document.removedAt) throw AppError.notFound('This document was not found.')
      const { document, project } = row
      if (document.state === state) return
      await tx
        .update(t.documents)
        .set({ state, updatedAt: now, revision: sql`${t.documents.revision} + 1` })
        .where(eq(t.documents.id, documentId))
      await auditChange(tx, by, {
        action: state === 'public' ? 'publish-document' : 'mark-document-internal',
        entity: 'document',
        entityId: documentId,
        projectId: project.id,
        before: { state: document.state },
        after: { state },
      })
      if (state !== 'public') return
      const stage = document.stageUploaded ? findStage(project.typeId, document.stageUploaded) : undefined
      const name = [fullDocumentNumber(project.number, document.documentNumber), document.description || document.fileName].filter(Boolean).join(' ')
      await addActivity(tx, {
        projectId: project.id,
        at: now,
        stageGrouping: stage?.stageGrouping ?? null,
        event: { code: 'document-added', kind: document.role === 'decision' || document.role === 'authorization' ? document.role : 'other', documentId, name },
        documentIds: [documentId],
      })
    })
  }

  return {
    /** Makes a document public: the public sees it (its revised version when there is one). */
    publishDocument(documentId: string, { by, now }: { by: StaffActor; now: Date }): Promise<void> {
      return setState(documentId, 'public', by, now)
    },

    /** Keeps a document internal: the project's proponent side and staff see it, the public never. */
    markDocumentInternal(documentId: string, { by, now }: { by: StaffActor; now: Date }): Promise<void> {
      return setState(documentId, 'internal', by, now)
    },
  }
}
