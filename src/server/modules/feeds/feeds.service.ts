// Reads what the registry's feeds and calendars tell of the projects of a search or of one project:
// only what the public sees on the project pages. Projects the public may not find (drafts,
// proposals at Proposal Check, deleted ones) are never among them: both scopes read the search's
// listed projects. Activity lines are public as written; documents only in a published state and
// as the Documents tab lists them; notices only of projects that show their Notifications tab.
import { and, desc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { fullDocumentNumber, PUBLIC_DOCUMENT_STATES } from '../../../shared/domain/document-visibility.ts'
import type { FeedProject } from '../../../shared/domain/feeds.ts'
import { DOCUMENTS_TAB_ROLES } from '../project-content/documents.service.ts'
import { inSearch, matchingProjectIds } from '../projects/project-search.ts'
import type { SearchFilters } from '../projects/project-search.ts'

/** A search's projects, or one project by id. */
export type FeedScope = { filters: SearchFilters } | { projectId: string }

/** The most entries a feed gives, newest first. */
export const FEED_ENTRY_LIMIT = 100
/** The most events of each kind a calendar gives, latest first. */
export const CALENDAR_EVENT_LIMIT = 500

type ActivityRow = typeof t.activityItems.$inferSelect

export type FeedItem =
  | { kind: 'activity'; id: string; projectId: string; at: Date; activity: Pick<ActivityRow, 'event' | 'messageParts'> }
  | { kind: 'document'; id: string; projectId: string; at: Date; document: { documentNumber: string | null; description: string | null; fileName: string } }
  | {
      kind: 'notice'
      id: string
      projectId: string
      at: Date
      notice: { subject: string; subjectFr: string | null; content: string; contentFr: string | null }
    }

export function feedsService(db: Database) {
  /** Runs `read` over the scope's projects, given as a query of their ids. */
  function inScope<T>(scope: FeedScope, read: (db: Database, ids: SQL) => Promise<T>): Promise<T> {
    if ('projectId' in scope) return read(db, sql`select ps.project_id from project_search ps where ps.listed and ps.project_id = ${scope.projectId}`)
    const { ids, matchesText } = matchingProjectIds(scope.filters)
    return inSearch(db, matchesText, (d) => read(d, ids))
  }

  async function projectsOf(ids: string[]): Promise<Map<string, FeedProject>> {
    if (ids.length === 0) return new Map()
    const rows = await db
      .select({ projectId: t.projects.id, projectNumber: t.projects.projectNumber, title: t.projects.title })
      .from(t.projects)
      .where(inArray(t.projects.id, ids))
    return new Map(rows.map((r) => [r.projectId, r]))
  }

  return {
    /** The project with this number when the public may see it. */
    async publicProject(projectNumber: string): Promise<{ projectId: string; title: string } | null> {
      const [row] = await db
        .select({ projectId: t.projectSearch.projectId, title: t.projectSearch.title })
        .from(t.projectSearch)
        .where(and(eq(t.projectSearch.projectNumber, projectNumber), eq(t.projectSearch.listed, true)))
      return row ?? null
    },

    /** The newest entries of the scope, with their projects; documents an activity line already names are told by that line. */
    async entries(scope: FeedScope): Promise<{ items: FeedItem[]; projects: Map<string, FeedProject>; outcomeNamesFr: Map<string, string> }> {
      const items = await inScope(scope, async (d, ids) => {
        const [activity, documents, notices] = await Promise.all([
          d
            .select()
            .from(t.activityItems)
            .where(sql`${t.activityItems.projectId} in (${ids})`)
            .orderBy(desc(t.activityItems.activityDate), desc(t.activityItems.secondarySort))
            .limit(FEED_ENTRY_LIMIT),
          d
            .select()
            .from(t.documents)
            .where(
              and(
                sql`${t.documents.projectId} in (${ids})`,
                isNull(t.documents.removedAt),
                isNull(t.documents.parentDocumentId),
                inArray(t.documents.state, [...PUBLIC_DOCUMENT_STATES]),
                inArray(t.documents.role, [...DOCUMENTS_TAB_ROLES]),
                notExists(
                  d
                    .select({ one: sql`1` })
                    .from(t.activityItems)
                    .where(
                      and(
                        eq(t.activityItems.projectId, t.documents.projectId),
                        sql`${t.activityItems.documentIds} @> jsonb_build_array(${t.documents.id}::text)`,
                      ),
                    ),
                ),
              ),
            )
            .orderBy(desc(t.documents.uploadedAt))
            .limit(FEED_ENTRY_LIMIT),
          d
            .select({ message: t.emailMessages })
            .from(t.emailMessages)
            .innerJoin(t.projects, eq(t.projects.id, t.emailMessages.projectId))
            .where(and(sql`${t.emailMessages.projectId} in (${ids})`, eq(t.projects.showEmailsTab, true)))
            .orderBy(desc(t.emailMessages.sentAt))
            .limit(FEED_ENTRY_LIMIT),
        ])
        return [
          ...activity.map((a): FeedItem => ({ kind: 'activity', id: a.id, projectId: a.projectId, at: a.activityDate, activity: a })),
          ...documents.map((x): FeedItem => ({
            kind: 'document',
            id: x.id,
            projectId: x.projectId!,
            at: x.uploadedAt,
            document: { documentNumber: x.documentNumber, description: x.description, fileName: x.fileName },
          })),
          ...notices.map(({ message: m }): FeedItem => ({ kind: 'notice', id: m.id, projectId: m.projectId, at: m.sentAt, notice: m })),
        ]
      })
      const newest = items.sort((a, b) => b.at.getTime() - a.at.getTime() || a.id.localeCompare(b.id)).slice(0, FEED_ENTRY_LIMIT)
      const projects = await projectsOf([...new Set(newest.map((i) => i.projectId))])
      // Document numbers are shown whole, as the Documents tab shows them.
      for (const item of newest)
        if (item.kind === 'document')
          item.document.documentNumber = fullDocumentNumber(projects.get(item.projectId)?.projectNumber ?? null, item.document.documentNumber)
      const outcomes = newest.some((i) => i.kind === 'activity' && i.activity.event?.code === 'outcome-recorded')
        ? await db.select({ id: t.assessmentOutcomes.id, nameFr: t.assessmentOutcomes.nameFr }).from(t.assessmentOutcomes)
        : []
      return { items: newest, projects, outcomeNamesFr: new Map(outcomes.flatMap((o) => (o.nameFr ? [[o.id, o.nameFr] as const] : []))) }
    },

    /** The scope's standing comment periods and its scheduled hearings, latest first. */
    async calendar(scope: FeedScope) {
      return inScope(scope, async (d, ids) => {
        const [periods, hearings] = await Promise.all([
          d
            .select({
              projectId: t.projects.id,
              projectNumber: t.projects.projectNumber,
              title: t.projects.title,
              openForComments: t.projects.openForComments,
              openForParticipantComments: t.projects.openForParticipantComments,
              commentPeriodStartsAt: t.projects.commentPeriodStartsAt,
              commentPeriodEndsAt: t.projects.commentPeriodEndsAt,
              updatedAt: t.projects.updatedAt,
            })
            .from(t.projects)
            .where(
              and(
                sql`${t.projects.id} in (${ids})`,
                or(eq(t.projects.openForComments, true), eq(t.projects.openForParticipantComments, true)),
                sql`${t.projects.commentPeriodEndsAt} is not null`,
              ),
            )
            .orderBy(desc(t.projects.commentPeriodEndsAt))
            .limit(CALENDAR_EVENT_LIMIT),
          d
            .select({ hearing: t.hearings, project: { projectId: t.projects.id, projectNumber: t.projects.projectNumber, title: t.projects.title } })
            .from(t.hearings)
            .innerJoin(t.projects, eq(t.projects.id, t.hearings.projectId))
            .where(and(sql`${t.hearings.projectId} in (${ids})`, sql`${t.hearings.startDate} is not null`))
            .orderBy(desc(t.hearings.startDate))
            .limit(CALENDAR_EVENT_LIMIT),
        ])
        return { periods, hearings }
      })
    },
  }
}
