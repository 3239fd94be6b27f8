// The end of an assessment as the office records it (issue 18 item 3): the outcome (YESAA s. 56(1)
// a–d) while the recommendation is prepared or sent, and, from a decision body's uploaded decision
// document, the decision (Accept, Vary, Reject), which publishes that document and moves the project
// to Decision Document Issued (whose notice goes out). Each is on the public page and feed at once
// and audited with the values before and after, in one transaction.
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { enterStage } from '../staff-projects/project-stage-changes.ts'
import type { ProjectRow } from '../staff-projects/project-stage-changes.ts'
import { decisionStage, recommendationSent, takesOutcome } from '../../../shared/domain/assessment-outcome.ts'
import { PUBLIC_DOCUMENT_STATES } from '../../../shared/domain/document-visibility.ts'
import { findStage } from '../../../shared/domain/stages.ts'
import { noticePage } from '../../../shared/domain/notification-kinds.ts'
import type { StaffProjectRun } from '../../../shared/schemas/staff-project-run.ts'
import { lockProject, noticeOncePerStage, refused } from './comment-periods.service.ts'

export function outcomeDecisionService(db: Database) {
  const grouping = (p: ProjectRow) => findStage(p.projectTypeId, p.stageId)?.stageGrouping ?? null

  return {
    async state(project: ProjectRow): Promise<Pick<StaffProjectRun, 'outcomeId' | 'decisionId' | 'takesOutcome' | 'takesDecision' | 'decisionDocuments'>> {
      const documents = await db
        .select({ documentId: t.documents.id, fileName: t.documents.fileName, uploadedAt: t.documents.uploadedAt })
        .from(t.documents)
        .where(and(eq(t.documents.projectId, project.id), eq(t.documents.role, 'decision'), isNull(t.documents.removedAt)))
        .orderBy(desc(t.documents.uploadedAt))
      return {
        outcomeId: project.outcomeId,
        decisionId: project.decisionId,
        takesOutcome: takesOutcome(project.projectTypeId, project.stageId),
        takesDecision: decisionStage(project.projectTypeId, project.stageId) !== null,
        decisionDocuments: documents.map((d) => ({ ...d, uploadedAt: d.uploadedAt.toISOString() })),
      }
    },

    /** Records the assessment's outcome; at a stage that sent the recommendation, its notice goes out unless it has. */
    async recordOutcome(projectId: string, outcomeId: string, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockProject(tx, projectId)
        if (!takesOutcome(project.projectTypeId, project.stageId)) throw refused('The outcome is recorded while the recommendation is prepared or sent.')
        const [outcome] = await tx.select().from(t.assessmentOutcomes).where(eq(t.assessmentOutcomes.id, outcomeId))
        if (!outcome || outcome.withdrawn) throw AppError.badRequest('Choose an outcome of section 56(1): a, b, c or d.', 'outcomeId')
        if (project.outcomeId === outcomeId) return
        await tx
          .update(t.projects)
          .set({ outcomeId, updatedAt: now, revision: sql`${t.projects.revision} + 1` })
          .where(eq(t.projects.id, project.id))
        await addActivity(tx, {
          projectId: project.id,
          at: now,
          stageGrouping: grouping(project),
          event: { code: 'outcome-recorded', outcomeId, name: outcome.name },
        })
        if (recommendationSent(project.projectTypeId, project.stageId))
          await noticeOncePerStage(tx, project, 'recommendation-sent', by.userId, { path: noticePage(project.id, 'recommendation-sent') })
        await auditChange(tx, by, {
          action: 'record-outcome',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: { outcomeId: project.outcomeId },
          after: { outcomeId },
        })
      })
    },

    /** Records a decision body's decision from its uploaded document: the document becomes public and the project moves to Decision Document Issued. */
    async recordDecision(projectId: string, input: { documentId: string; decisionId: string }, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockProject(tx, projectId)
        const stageId = decisionStage(project.projectTypeId, project.stageId)
        if (!stageId) throw refused('A decision is recorded once the recommendation has been sent.')
        const [decision] = await tx.select().from(t.decisionKinds).where(eq(t.decisionKinds.id, input.decisionId))
        if (!decision) throw AppError.badRequest('Choose the decision: Accept, Vary or Reject.', 'decisionId')
        const [document] = await tx
          .select()
          .from(t.documents)
          .where(
            and(eq(t.documents.id, input.documentId), eq(t.documents.projectId, project.id), eq(t.documents.role, 'decision'), isNull(t.documents.removedAt)),
          )
          .for('update')
        if (!document) throw AppError.notFound('This decision document was not found on this project.')
        const published = (PUBLIC_DOCUMENT_STATES as readonly string[]).includes(document.state)
        if (!published)
          await tx
            .update(t.documents)
            .set({ state: 'public', updatedAt: now, revision: sql`${t.documents.revision} + 1` })
            .where(eq(t.documents.id, document.id))
        await tx.update(t.projects).set({ decisionId: decision.id }).where(eq(t.projects.id, project.id))
        const after = await enterStage(tx, project, stageId, now, null, now, { name: decision.name })
        await addActivity(tx, {
          projectId: project.id,
          at: now,
          stageGrouping: 'decision',
          event: { code: 'decision-issued', documentId: document.id },
          documentIds: [document.id],
        })
        await auditChange(tx, by, {
          action: 'record-decision',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: { decisionId: project.decisionId, stageId: project.stageId, documentState: document.state },
          after: { decisionId: decision.id, stageId: after.stageId, documentState: published ? document.state : 'public' },
          extra: { documentId: document.id },
        })
      })
    },
  }
}
