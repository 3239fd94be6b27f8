// Hearings as the office schedules them (issue 18 item 3): the Hearings tab shows them, the
// activity feed tells of a new one and of changed dates, time or place, and those WHO_IS_TOLD of
// hearings are told; hearing material is public at once. Apart from staff-records.service.ts
// (notes, correspondence, document groups), whose list shows hearings too.
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'
import { audienceSize } from '../notification-dispatch/recipients.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { yukonMidnight } from '../../../shared/domain/dates.ts'
import type { HearingDraft, HearingEdit } from '../../../shared/schemas/staff-content.ts'
import { staffFiles } from './staff-files.ts'
import type { StaffFile } from './staff-files.ts'
import { groupingOf, iso, projectOf, stale } from './staff-project.ts'

/** document_types: hearing material (server/db/reference/outcomes-and-types.ts). */

const HEARING_MATERIAL_TYPE = 17

const hearingNotFound = () => AppError.notFound('This hearing was not found in this project.')

function hearingValues(draft: HearingDraft) {
  return {
    title: draft.title,
    startDate: draft.startDate ? yukonMidnight(draft.startDate) : null,
    endDate: draft.endDate ? yukonMidnight(draft.endDate) : null,
    time: draft.time || null,
    location: draft.location || null,
    description: sanitizeHtml(draft.description),
  }
}

export function staffHearingsService(db: Database, files: FileStore, partials: PartialFiles) {
  const attachments = staffFiles(db, files, partials)

  return {
    /** Schedules a hearing: the Hearings tab shows it, the feed says so and those WHO_IS_TOLD of hearings are told its dates and place. */
    async createHearing(projectId: string, draft: HearingDraft, by: StaffActor, now: Date): Promise<{ id: string; told: number }> {
      return db.transaction(async (tx) => {
        const project = await projectOf(tx, projectId)
        const values = hearingValues(draft)
        const [row] = await tx
          .insert(t.hearings)
          .values({ projectId, ...values, createdAt: now, updatedAt: now })
          .returning({ id: t.hearings.id })
        await addActivity(tx, { projectId, at: now, stageGrouping: groupingOf(project), event: { code: 'hearings-scheduled' } })
        const notice = {
          projectId,
          kind: 'hearing' as const,
          details: {
            name: values.title,
            at: iso(values.startDate),
            until: iso(values.endDate),
            time: values.time,
            place: values.location,
            path: `/projects/${projectId}/hearings/${row!.id}`,
          },
        }
        await recordNotificationEvent(tx, { ...notice, actorUserId: by.userId })
        await auditChange(tx, by, {
          action: 'create-hearing',
          entity: 'hearing',
          entityId: row!.id,
          projectId,
          before: {},
          after: { ...values, startDate: iso(values.startDate), endDate: iso(values.endDate) },
        })
        return { id: row!.id, told: await audienceSize(tx, notice) }
      })
    },

    /** Changes a hearing; when its dates, time or place change, the feed says so (the Hearings tab shows the new values). */
    async updateHearing(projectId: string, hearingId: string, edit: HearingEdit, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await projectOf(tx, projectId)
        const [hearing] = await tx
          .select()
          .from(t.hearings)
          .where(and(eq(t.hearings.id, hearingId), eq(t.hearings.projectId, projectId)))
          .for('update')
        if (!hearing) throw hearingNotFound()
        if (hearing.revision !== edit.revision) throw stale()
        const values = hearingValues(edit)
        await tx
          .update(t.hearings)
          .set({ ...values, updatedAt: now, revision: sql`${t.hearings.revision} + 1` })
          .where(eq(t.hearings.id, hearingId))
        const before = {
          title: hearing.title,
          startDate: iso(hearing.startDate),
          endDate: iso(hearing.endDate),
          time: hearing.time,
          location: hearing.location,
          description: hearing.description,
        }
        const after = { ...values, startDate: iso(values.startDate), endDate: iso(values.endDate) }
        const moved = (['startDate', 'endDate', 'time', 'location'] as const).some((k) => before[k] !== after[k])
        if (moved)
          await addActivity(tx, { projectId, at: now, stageGrouping: groupingOf(project), event: { code: 'hearing-changed', hearingId, title: values.title } })
        await auditChange(tx, by, { action: 'update-hearing', entity: 'hearing', entityId: hearingId, projectId, before, after })
      })
    },

    /** Hearing material, public at once. */
    addHearingDocument(projectId: string, hearingId: string, file: StaffFile, by: StaffActor, now: Date) {
      return attachments.add(by, file, now, async (tx) => {
        const project = await projectOf(tx, projectId)
        const [hearing] = await tx
          .select({ title: t.hearings.title })
          .from(t.hearings)
          .where(and(eq(t.hearings.id, hearingId), eq(t.hearings.projectId, projectId)))
        if (!hearing) throw hearingNotFound()
        return {
          projectId,
          stageId: project.stageId,
          role: 'hearing',
          documentTypeId: HEARING_MATERIAL_TYPE,
          description: hearing.title.slice(0, 50),
          state: 'public',
          numbered: true,
          hearingId,
        }
      })
    },
  }
}
