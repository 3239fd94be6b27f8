// The office's answer to a proposal at Proposal Check (issue 18 item 3): accepted into Adequacy
// Review (public from then on, its waiting documents decided with it) or returned to its
// proponent as a draft with a reason; both name whom the handlers mail the answer to, after the
// commit. Apart from staff-projects.service.ts, which moves projects already under way.
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { decideDocument } from '../project-content/document-review.service.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { alreadyDecided } from '../../lib/review-decisions.ts'
import { DOCUMENT_UPLOAD_GROUPS, stateOnAcceptance } from '../../../shared/domain/document-files.ts'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files.ts'
import { findStage, stageByCode } from '../../../shared/domain/stages.ts'
import type { ProjectTypeId } from '../../../shared/domain/stages.ts'
import { enterStage, lockedProject, stageState } from './project-stage-changes.ts'
import type { ProjectRow, Tx } from './project-stage-changes.ts'

export interface ProposalAnswerRecipients {
  project: { id: string; projectNumber: string; title: string }
  /** The proponents and agents, and the proposal's author: who is told the answer. */
  recipients: { email: string; firstName: string; language: 'en' | 'fr' }[]
}

export function proposalAnswerService(db: Database) {
  async function recipientsOf(tx: Tx, project: ProjectRow): Promise<ProposalAnswerRecipients> {
    const people = await tx
      .selectDistinct({ email: t.users.email, firstName: t.users.firstName, language: t.users.language })
      .from(t.users)
      .leftJoin(
        t.projectUserRoles,
        and(eq(t.projectUserRoles.userId, t.users.id), eq(t.projectUserRoles.projectId, project.id), eq(t.projectUserRoles.role, 'proponent-agent')),
      )
      .where(
        and(
          or(isNotNull(t.projectUserRoles.userId), project.createdById ? eq(t.users.id, project.createdById) : sql`false`),
          sql`${t.users.disabledAt} is null`,
        ),
      )
    return { project: { id: project.id, projectNumber: project.projectNumber ?? '', title: project.title }, recipients: people }
  }

  async function atProposalCheck(tx: Tx, projectId: string): Promise<ProjectRow> {
    const project = await lockedProject(tx, projectId)
    if (findStage(project.projectTypeId, project.stageId)?.code !== 'PROPOSAL_CHECK') throw await alreadyDecided(tx, 'project', projectId)
    return project
  }

  return {
    /** Accepts a proposal at Proposal Check into Adequacy Review: it becomes public, with its documents. Returns whom to tell. */
    async acceptProposal(projectId: string, by: StaffActor, now: Date): Promise<ProposalAnswerRecipients> {
      return db.transaction(async (tx) => {
        const project = await atProposalCheck(tx, projectId)
        const after = await enterStage(tx, project, stageByCode(project.projectTypeId as ProjectTypeId, 'ADEQUACY_REVIEW').stageId, now, null, now)
        // The proposal's documents still waiting are decided with it, each audited as the Documents
        // queue does, before the acceptance's own entry: its undo takes back those still newest.
        const waiting = await tx
          .select()
          .from(t.documents)
          .where(
            and(
              eq(t.documents.projectId, project.id),
              inArray(t.documents.role, [...DOCUMENT_UPLOAD_GROUPS]),
              eq(t.documents.state, 'unreviewed'),
              isNull(t.documents.removedAt),
            ),
          )
          .orderBy(t.documents.documentNumber)
          .for('update')
        const documents: { documentId: string; state: 'public' | 'internal' }[] = []
        for (const document of waiting) {
          const state = stateOnAcceptance(document.role as DocumentUploadGroup)
          await decideDocument(tx, { document, project: { id: project.id, number: project.projectNumber, typeId: project.projectTypeId } }, state, by, now)
          documents.push({ documentId: document.id, state })
        }
        await auditChange(tx, by, {
          action: 'accept-proposal',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: { ...stageState(project), needsFurtherReview: project.needsFurtherReview },
          after: stageState(after),
          extra: { documents },
        })
        return recipientsOf(tx, project)
      })
    },

    /** Returns a proposal at Proposal Check to its proponent as a draft, with the office's reason. Returns whom to tell. */
    async returnProposal(projectId: string, reason: string, by: StaffActor, now: Date): Promise<ProposalAnswerRecipients> {
      return db.transaction(async (tx) => {
        const project = await atProposalCheck(tx, projectId)
        const after = await enterStage(tx, project, stageByCode(project.projectTypeId as ProjectTypeId, 'DRAFT').stageId, now, null, now)
        await auditChange(tx, by, {
          action: 'return-proposal',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: { ...stageState(project), needsFurtherReview: project.needsFurtherReview },
          after: stageState(after),
          extra: { reason },
        })
        return recipientsOf(tx, project)
      })
    },
  }
}
