// Hearings, intervenors and the activity feed of a project, as the public tabs read them. The
// other tabs have their own: comments (public-comments.service.ts), information requests
// (public-information-requests.service.ts) and e-mails (project-emails.service.ts).
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { Viewer } from '../../../shared/domain/document-visibility.ts'
import { formatDate, yukonDay } from '../../../shared/domain/dates.ts'
import type { DocumentsService } from './documents.service.ts'

type ProjectRef = { id: string; projectNumber: string | null }

export function participationService(db: Database, documents: DocumentsService) {
  return {
    async hearings(project: ProjectRef, now: Date, hearingId?: string) {
      const today = yukonDay(now)
      const rows = await db
        .select()
        .from(t.hearings)
        .where(and(eq(t.hearings.projectId, project.id), hearingId ? eq(t.hearings.id, hearingId) : undefined))
        .orderBy(asc(t.hearings.startDate))
      return rows.map((h) => ({
        hearingId: h.id,
        title: h.title,
        startDate: h.startDate?.toISOString() ?? null,
        endDate: h.endDate?.toISOString() ?? null,
        time: h.time,
        location: h.location,
        description: h.description,
        // Upcoming: no start date yet, or starting today or later (Yukon dates).
        upcoming: h.startDate === null || yukonDay(h.startDate) >= today,
      }))
    },

    hearingDocuments: (project: ProjectRef, viewer: Viewer, hearingId: string) => documents.list(project, viewer, eq(t.documents.hearingId, hearingId)),

    async intervenors(project: ProjectRef, viewer: Viewer) {
      const rows = await db
        .select()
        .from(t.intervenors)
        .where(and(eq(t.intervenors.projectId, project.id), eq(t.intervenors.status, 'accepted')))
        .orderBy(asc(t.intervenors.displayName))
      const docs = rows.length
        ? await documents.list(
            project,
            viewer,
            inArray(
              t.documents.intervenorId,
              rows.map((r) => r.id),
            ),
          )
        : []
      const owner = new Map(
        rows.length
          ? (
              await db
                .select({ id: t.documents.id, intervenorId: t.documents.intervenorId })
                .from(t.documents)
                .where(
                  inArray(
                    t.documents.intervenorId,
                    rows.map((r) => r.id),
                  ),
                )
            ).map((d) => [d.id, d.intervenorId])
          : [],
      )
      return rows.map((i) => ({ intervenorId: i.id, displayName: i.displayName, documents: docs.filter((d) => owner.get(d.documentId) === i.id) }))
    },

    async intervenorDocuments(project: ProjectRef, viewer: Viewer, intervenorId: string) {
      const [row] = await db
        .select({ id: t.intervenors.id })
        .from(t.intervenors)
        .where(and(eq(t.intervenors.id, intervenorId), eq(t.intervenors.projectId, project.id), eq(t.intervenors.status, 'accepted')))
      if (!row) return null
      return documents.list(project, viewer, eq(t.documents.intervenorId, intervenorId))
    },

    async activityFeed(project: ProjectRef, viewer: Viewer) {
      const rows = await db
        .select()
        .from(t.activityItems)
        .where(eq(t.activityItems.projectId, project.id))
        .orderBy(desc(t.activityItems.activityDate), desc(t.activityItems.secondarySort))
      const ids = [...new Set(rows.flatMap((r) => r.documentIds))]
      const docs = ids.length ? await documents.list(project, viewer, inArray(t.documents.id, ids)) : []
      return rows.map((r) => ({
        activityId: r.id,
        activityDate: r.activityDate.toISOString(),
        secondarySort: r.secondarySort,
        stageGrouping: r.stageGrouping,
        activityRangeStartDate: r.rangeStartDate?.toISOString() ?? null,
        activityRangeStartDateFormatted: r.rangeStartDate ? formatDate(r.rangeStartDate) : null,
        activityDateFormatted: formatDate(r.activityDate),
        messageParts: r.messageParts,
        moreMessage: r.moreMessage,
        event: r.event,
        documents: docs.filter((d) => r.documentIds.includes(d.documentId)),
      }))
    },
  }
}
