// Notes, correspondence and document groups as the office writes them (issue 18 item 3), each
// Internal (staff and the proponent's side only) or Public, with their files; the list of them
// with the project's hearings (written in staff-hearings.service.ts); and the general notice the
// project's followers are mailed. What becomes public goes on the public tabs and in the activity
// feed in the same transaction; every change is audited.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'
import { audienceSize } from '../notification-dispatch/recipients.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { nextDocumentNumber } from '../project-content/document-numbers.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import type { RecordDraft, RecordEdit, RecordKind, StaffHearing, StaffRecord } from '../../../shared/schemas/staff-content.ts'
import { activityMessage } from '../../../shared/domain/activity-messages.ts'
import type { ActivityEvent } from '../../../shared/schemas/activity-event.ts'
import { staffFiles } from './staff-files.ts'
import type { StaffFile, Tx } from './staff-files.ts'
import { groupingOf, iso, projectOf, stale } from './staff-project.ts'
import type { Project } from './staff-project.ts'

/** document_types (server/db/reference/outcomes-and-types.ts). */
const CORRESPONDENCE_TYPE = 14
const OTHER_TYPE = 2

const TABLE = { note: t.notes, correspondence: t.correspondence, 'document-group': t.documentGroups } as const
const DOCUMENT_LINK = { note: 'noteId', correspondence: 'correspondenceId', 'document-group': 'documentGroupId' } as const

const recordNotFound = () => AppError.notFound('This record was not found in this project.')
/** What a record's text column is called in its table, and how the text is kept (a note's is rich text). */
const bodyOf = (kind: RecordKind, body: string) => (kind === 'note' ? { note: sanitizeHtml(body) } : { description: body.trim() })

type AuthoredState = 'internal' | 'public'

export function staffRecordsService(db: Database, files: FileStore, partials: PartialFiles) {
  const attachments = staffFiles(db, files, partials)

  async function lockedRecord(tx: Tx, projectId: string, kind: RecordKind, recordId: string) {
    const table = TABLE[kind]
    const [record] = await tx
      .select({ id: table.id, title: table.title, state: table.state, revision: table.revision })
      .from(table)
      .where(and(eq(table.id, recordId), eq(table.projectId, projectId)))
      .for('update')
    if (!record) throw recordNotFound()
    return record
  }

  /** The record's files follow it: public with it, internal with it. */
  async function setFilesState(tx: Tx, kind: RecordKind, recordId: string, state: AuthoredState, now: Date) {
    await tx
      .update(t.documents)
      .set({ state, updatedAt: now, revision: sql`${t.documents.revision} + 1` })
      .where(and(eq(t.documents[DOCUMENT_LINK[kind]], recordId), isNull(t.documents.removedAt)))
  }

  /** Names a public record's feed line by its new title (the registry's message parts with it). */
  async function renameFeedLine(tx: Tx, projectId: string, recordId: string, title: string) {
    const lines = await tx
      .select({ id: t.activityItems.id, event: t.activityItems.event })
      .from(t.activityItems)
      .where(
        and(
          eq(t.activityItems.projectId, projectId),
          sql`${t.activityItems.event}->>'code' = 'record-published'`,
          sql`${t.activityItems.event}->>'recordId' = ${recordId}`,
        ),
      )
    for (const line of lines) {
      const event = { ...(line.event as Extract<ActivityEvent, { code: 'record-published' }>), title }
      const message = activityMessage(event)
      await tx.update(t.activityItems).set({ event, messageParts: message.parts, moreMessage: message.more }).where(eq(t.activityItems.id, line.id))
    }
  }

  async function published(tx: Tx, project: Project, kind: RecordKind, recordId: string, title: string, now: Date) {
    await addActivity(tx, { projectId: project.id, at: now, stageGrouping: groupingOf(project), event: { code: 'record-published', kind, recordId, title } })
  }

  return {
    /** The project's notes, letters, document groups and hearings, whatever their state, with their files. */
    async list(projectId: string): Promise<{ records: StaffRecord[]; hearings: StaffHearing[] }> {
      await projectOf(db, projectId)
      const [notes, letters, groups, hearings, docs] = await Promise.all([
        db.select().from(t.notes).where(eq(t.notes.projectId, projectId)).orderBy(desc(t.notes.uploadedAt)),
        db.select().from(t.correspondence).where(eq(t.correspondence.projectId, projectId)).orderBy(desc(t.correspondence.sentAt)),
        db.select().from(t.documentGroups).where(eq(t.documentGroups.projectId, projectId)).orderBy(asc(t.documentGroups.title)),
        db.select().from(t.hearings).where(eq(t.hearings.projectId, projectId)).orderBy(asc(t.hearings.startDate)),
        db
          .select({
            documentId: t.documents.id,
            fileName: t.documents.fileName,
            noteId: t.documents.noteId,
            correspondenceId: t.documents.correspondenceId,
            documentGroupId: t.documents.documentGroupId,
            hearingId: t.documents.hearingId,
          })
          .from(t.documents)
          .where(
            and(
              eq(t.documents.projectId, projectId),
              inArray(t.documents.role, ['note', 'correspondence', 'project', 'hearing']),
              isNull(t.documents.removedAt),
            ),
          )
          .orderBy(asc(t.documents.uploadedAt)),
      ])
      const filesOf = (match: (d: (typeof docs)[number]) => boolean) => docs.filter(match).map((d) => ({ documentId: d.documentId, fileName: d.fileName }))
      return {
        records: [
          ...notes.map((n) => ({
            recordId: n.id,
            kind: 'note' as const,
            title: n.title,
            body: n.note,
            state: n.state,
            revision: n.revision,
            documents: filesOf((d) => d.noteId === n.id),
          })),
          ...letters.map((c) => ({
            recordId: c.id,
            kind: 'correspondence' as const,
            title: c.title,
            body: c.description,
            state: c.state,
            revision: c.revision,
            documents: filesOf((d) => d.correspondenceId === c.id),
          })),
          ...groups.map((g) => ({
            recordId: g.id,
            kind: 'document-group' as const,
            title: g.title,
            body: g.description,
            state: g.state,
            revision: g.revision,
            documents: filesOf((d) => d.documentGroupId === g.id),
          })),
        ],
        hearings: hearings.map((h) => ({
          hearingId: h.id,
          title: h.title,
          startDate: iso(h.startDate),
          endDate: iso(h.endDate),
          time: h.time,
          location: h.location,
          description: h.description,
          revision: h.revision,
          documents: filesOf((d) => d.hearingId === h.id),
        })),
      }
    },

    /** Writes a note, a letter or a document group, Internal or Public at once. */
    async createRecord(projectId: string, draft: RecordDraft, by: StaffActor, now: Date): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        const project = await projectOf(tx, projectId)
        const common = { projectId, title: draft.title, state: draft.state, stageUploaded: project.stageId, createdAt: now, updatedAt: now }
        const [row] =
          draft.kind === 'note'
            ? await tx
                .insert(t.notes)
                .values({ ...common, note: sanitizeHtml(draft.body), documentNumber: await nextDocumentNumber(tx, projectId), uploadedAt: now })
                .returning({ id: t.notes.id })
            : draft.kind === 'correspondence'
              ? await tx
                  .insert(t.correspondence)
                  .values({ ...common, description: draft.body.trim(), documentNumber: await nextDocumentNumber(tx, projectId), sentAt: now })
                  .returning({ id: t.correspondence.id })
              : await tx
                  .insert(t.documentGroups)
                  .values({ ...common, description: draft.body.trim() })
                  .returning({ id: t.documentGroups.id })
        if (draft.state === 'public') await published(tx, project, draft.kind, row!.id, draft.title, now)
        await auditChange(tx, by, {
          action: `create-${draft.kind}`,
          entity: draft.kind,
          entityId: row!.id,
          projectId,
          before: {},
          after: { title: draft.title, state: draft.state },
        })
        return { id: row!.id }
      })
    },

    /** Makes a record Public (the feed tells of it the first time) or Internal again, its files with it. */
    async setRecordState(projectId: string, kind: RecordKind, recordId: string, state: AuthoredState, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await projectOf(tx, projectId)
        const record = await lockedRecord(tx, projectId, kind, recordId)
        if (record.state === state)
          throw new AppError(409, 'same-state', state === 'public' ? 'This record is already public.' : 'This record is already internal.')
        const table = TABLE[kind]
        await tx
          .update(table)
          .set({ state, updatedAt: now, revision: sql`${table.revision} + 1` })
          .where(eq(table.id, recordId))
        await setFilesState(tx, kind, recordId, state, now)
        if (state === 'public') await published(tx, project, kind, recordId, record.title, now)
        await auditChange(tx, by, {
          action: `set-${kind}-state`,
          entity: kind,
          entityId: recordId,
          projectId,
          before: { state: record.state },
          after: { state },
        })
      })
    },

    /** A file of a note, a letter or a document group, in the record's state. */
    addRecordDocument(projectId: string, kind: RecordKind, recordId: string, file: StaffFile, by: StaffActor, now: Date) {
      return attachments.add(by, file, now, async (tx) => {
        const project = await projectOf(tx, projectId)
        const record = await lockedRecord(tx, projectId, kind, recordId)
        return {
          projectId,
          stageId: project.stageId,
          role: kind === 'document-group' ? 'project' : kind,
          documentTypeId: kind === 'correspondence' ? CORRESPONDENCE_TYPE : OTHER_TYPE,
          description: record.title.slice(0, 50),
          state: record.state === 'public' ? 'public' : 'internal',
          numbered: true,
          ...(kind === 'note' ? { noteId: recordId } : kind === 'correspondence' ? { correspondenceId: recordId } : { documentGroupId: recordId }),
        }
      })
    },

    /** Changes a record's title and text; a public one's files and feed line are named by the new title. */
    async updateRecord(projectId: string, kind: RecordKind, recordId: string, edit: RecordEdit, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await projectOf(tx, projectId)
        const record = await lockedRecord(tx, projectId, kind, recordId)
        if (record.revision !== edit.revision) throw stale()
        const table = TABLE[kind]
        const [before] = await tx.select().from(table).where(eq(table.id, recordId))
        const text = bodyOf(kind, edit.body)
        await tx
          .update(table)
          .set({ title: edit.title, ...text, updatedAt: now, revision: sql`${table.revision} + 1` })
          .where(eq(table.id, recordId))
        if (edit.title !== record.title) {
          // Its files were described by its title when added (addRecordDocument).
          await tx
            .update(t.documents)
            .set({ description: edit.title.slice(0, 50), updatedAt: now })
            .where(and(eq(t.documents[DOCUMENT_LINK[kind]], recordId), eq(t.documents.description, record.title.slice(0, 50))))
          await renameFeedLine(tx, projectId, recordId, edit.title)
        }
        const beforeBody = kind === 'note' ? (before as typeof t.notes.$inferSelect).note : (before as typeof t.correspondence.$inferSelect).description
        await auditChange(tx, by, {
          action: `update-${kind}`,
          entity: kind,
          entityId: recordId,
          projectId,
          before: { title: record.title, body: beforeBody },
          after: { title: edit.title, body: Object.values(text)[0] },
        })
      })
    },

    /** A general notice to those WHO_IS_TOLD names, with the office's words; how many it tells. */
    async sendGeneralNotice(projectId: string, note: string, by: StaffActor): Promise<{ told: number }> {
      return db.transaction(async (tx) => {
        await projectOf(tx, projectId)
        const eventId = await recordNotificationEvent(tx, { projectId, kind: 'general', note, actorUserId: by.userId })
        await auditChange(tx, by, {
          action: 'send-general-notice',
          entity: 'notification-event',
          entityId: eventId,
          projectId,
          before: {},
          after: { kind: 'general', note },
        })
        return { told: await audienceSize(tx, { projectId, kind: 'general', details: {} }) }
      })
    },
  }
}
