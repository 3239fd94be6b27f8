// When the office records an assessment's outcome (YESAA s. 56(1) a–d: proceed, proceed with terms
// and conditions, do not proceed, refer to an Executive Committee screening) and a decision body's
// decision (Accept, Vary, Reject): the outcome while the recommendation is prepared or sent, the
// decision once the project may move to Decision Document Issued, which recording it does.
import { noticeOnEntering } from './notification-kinds.ts'
import { findStage } from './stages.ts'
import { nextStages } from './stage-transitions.ts'

export function takesOutcome(projectTypeId: string, stageId: string): boolean {
  return findStage(projectTypeId, stageId)?.stageGrouping === 'recommendation'
}

/** Whether the stage is one whose entering sent the recommendation (its notice). */
export function recommendationSent(projectTypeId: string, stageId: string): boolean {
  const stage = findStage(projectTypeId, stageId)
  return !!stage && noticeOnEntering(stage.code) === 'recommendation-sent'
}

/** The Decision Document Issued stage the project moves to when its decision is recorded; null when it cannot now. */
export function decisionStage(projectTypeId: string, stageId: string): string | null {
  return nextStages(projectTypeId, stageId).find((s) => s.code === 'DECISION_DOCUMENT_ISSUED')?.stageId ?? null
}
