// Deleting proposal drafts (spec proposals-and-accounts §4): the drafter's own deletion of a draft
// (never of a submitted proposal), and the daily clean-up that warns drafters a week ahead and then
// deletes drafts nobody has touched for six months, each with its documents' files and unfinished
// uploads. Apart from proposals.service.ts because it ends drafts rather than saving them; the
// clean-up jobs need only this.
import { and, eq, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { takeSessionObjects } from '../proposal-documents/upload-chunks.ts'
import { draftDeletionDate, draftRetentionCutoffs } from '../../../shared/domain/draft-retention.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { draftDeletionMail } from '../../mail/draft-mails.ts'
import { DRAFT } from './proposal-record.ts'
import type { Tx } from './proposal-record.ts'

/**
 * Deletes projects with their documents' uploads and their upload sessions; returns the keys of
 * the stored files (the documents', then what arrived of unfinished uploads), to remove once
 * committed, with how many documents' files and upload sessions there were.
 */
async function deleteProjects(tx: Tx, projectIds: string[]): Promise<{ storageKeys: string[]; documentFiles: number; uploadSessions: number }> {
  const documents = await tx
    .select({ unredacted: t.documents.unredactedUploadId, redacted: t.documents.redactedUploadId })
    .from(t.documents)
    .where(inArray(t.documents.projectId, projectIds))
  const uploadIds = documents.flatMap((d) => [d.unredacted, d.redacted]).filter((id) => id !== null)
  const sessions = await takeSessionObjects(tx, inArray(t.uploadSessions.projectId, projectIds))
  // Documents, upload sessions, links and roles go with the project (on delete cascade); uploads do not.
  await tx.delete(t.projects).where(inArray(t.projects.id, projectIds))
  const uploads =
    uploadIds.length === 0 ? [] : await tx.delete(t.uploads).where(inArray(t.uploads.id, uploadIds)).returning({ storageKey: t.uploads.storageKey })
  return {
    storageKeys: [...uploads.map((u) => u.storageKey), ...sessions.storageKeys],
    documentFiles: uploads.length,
    uploadSessions: sessions.sessionIds.length,
  }
}

export function draftDeletionService(db: Database) {
  return {
    /**
     * Deletes the caller's draft with its documents, their files and its upload sessions (spec §4).
     * A submitted proposal is never deleted (409 submitted); a draft already deleted is not found,
     * as another person's is (the browser's outbox takes that 404 as done).
     */
    async deleteDraft(user: SessionUser, projectId: string, now: Date, files: FileStore): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const [project] = await tx
          .select({ createdById: t.projects.createdById, stageId: t.projects.stageId, title: t.projects.title })
          .from(t.projects)
          .where(eq(t.projects.id, projectId))
          .for('update')
        if (!project || project.createdById !== user.userId)
          throw AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
        if (project.stageId !== DRAFT.stageId) throw new AppError(409, 'submitted', 'This proposal has been submitted and can no longer be deleted.')
        const deleted = await deleteProjects(tx, [projectId])
        await audit(tx, {
          actorUserId: user.userId,
          actor: user.email,
          action: 'delete-proposal',
          entity: 'project',
          entityId: projectId,
          detail: { title: project.title, files: deleted.documentFiles, uploadSessions: deleted.uploadSessions, deletedAt: now.toISOString() },
        })
        return deleted
      })
      // After the commit: a file removed for a deletion that then failed could not come back.
      for (const key of removed.storageKeys) await files.remove(key)
    },

    /**
     * Tells each drafter whose draft will be deleted within a week (draftFate says 'warn'), once per
     * edit. The mail is in the outbox before the draft is marked: a crash between them warns twice
     * rather than never. Returns how many were warned.
     */
    async warnStaleDrafts(now: Date, mailer: Mailer, publicBaseUrl: string): Promise<number> {
      const cut = draftRetentionCutoffs(now)
      const due = await db
        .select({
          projectId: t.projects.id,
          title: t.projects.title,
          lastEditedAt: t.proposalForms.lastEditedAt,
          email: t.users.email,
          firstName: t.users.firstName,
          language: t.users.language,
        })
        .from(t.projects)
        .innerJoin(t.proposalForms, eq(t.proposalForms.projectId, t.projects.id))
        .innerJoin(t.users, eq(t.users.id, t.projects.createdById))
        .where(
          and(
            eq(t.projects.stageId, DRAFT.stageId),
            lt(t.proposalForms.lastEditedAt, cut.warnIfEditedBefore),
            or(isNull(t.proposalForms.deletionWarnedAt), lt(t.proposalForms.deletionWarnedAt, t.proposalForms.lastEditedAt)),
            isNull(t.users.disabledAt),
          ),
        )
      for (const draft of due) {
        await mailer.send(
          draftDeletionMail({
            to: draft.email,
            firstName: draft.firstName,
            language: draft.language,
            title: draft.title,
            deletedOn: draftDeletionDate(draft.lastEditedAt, now),
            publicBaseUrl,
          }),
        )
        await db.update(t.proposalForms).set({ deletionWarnedAt: now }).where(eq(t.proposalForms.projectId, draft.projectId))
      }
      return due.length
    },

    /**
     * Deletes the drafts untouched for six months whose drafter was warned a week ago or more, with
     * their documents' files and what arrived of their unfinished uploads; returns how many.
     */
    async purgeStaleDrafts(now: Date, files: FileStore): Promise<number> {
      const cut = draftRetentionCutoffs(now)
      const before = cut.deleteIfEditedBefore
      const purged = await db.transaction(async (tx) => {
        const stale = await tx
          .select({ id: t.projects.id })
          .from(t.projects)
          .innerJoin(t.proposalForms, eq(t.proposalForms.projectId, t.projects.id))
          .where(
            and(
              eq(t.projects.stageId, DRAFT.stageId),
              lt(t.proposalForms.lastEditedAt, before),
              gte(t.proposalForms.deletionWarnedAt, t.proposalForms.lastEditedAt),
              lte(t.proposalForms.deletionWarnedAt, cut.deleteIfWarnedBefore),
            ),
          )
        if (stale.length === 0) return { count: 0, storageKeys: [] }
        const { storageKeys } = await deleteProjects(
          tx,
          stale.map((s) => s.id),
        )
        await audit(tx, {
          actorUserId: null,
          actor: 'system:draft-cleanup',
          action: 'delete-stale-drafts',
          entity: 'project',
          detail: { count: stale.length, untouchedSince: before.toISOString() },
        })
        return { count: stale.length, storageKeys }
      })
      for (const key of purged.storageKeys) await files.remove(key)
      return purged.count
    },
  }
}
