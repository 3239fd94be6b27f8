// Who may add documents to a project after its proposal (spec public-registry §4 "Authorization
// upload", §6): the proponent or agent adds documents, except while an information request is open;
// a decision body uploads its decision once the recommendation is sent, and its authorization
// within six months of the decision document, once. The screen offers the buttons and the server
// refuses the upload by these same rules.
import { findStage } from './stages.ts'

/** The document types of a decision body's uploads (document_types ids). */
export const DECISION_DOCUMENT_TYPE = 12
export const AUTHORIZATION_DOCUMENT_TYPE = 13
/** What a proponent's added document may be: a supporting document (the default) or other. */
export const ADDED_DOCUMENT_TYPES: readonly number[] = [2, 21]

/** Spec §9: the authorization upload window, from the start of the decision stage. */
export const AUTHORIZATION_WINDOW_MONTHS = 6

/** The stages in which a recommendation (or report) waits for the decision bodies' decision. */
const RECOMMENDATION_SENT = new Set(['RECOMMENDATION_SENT', 'REPORT_SENT', 'REFERRAL_REPORT_SENT', 'PANEL_REPORT_SENT', 'NEW_RECOMMENDATION_SENT'])

const PROPOSAL_STAGES = new Set(['DRAFT', 'PROPOSAL_CHECK'])

export interface UploadFacts {
  projectTypeId: string
  stageId: string
}

const stageCode = (p: UploadFacts) => findStage(p.projectTypeId, p.stageId)?.code ?? ''

/** Until the office accepts the proposal, a project's files are the proposal's own, changed in its form. */
export function isProposalStage(p: UploadFacts): boolean {
  return PROPOSAL_STAGES.has(stageCode(p))
}

/** Whether an information request stage is under way, when the proponent answers instead of adding documents. */
export function inInformationRequestStage(p: UploadFacts): boolean {
  return stageCode(p).includes('INFORMATION_REQUEST')
}

/**
 * Add Document for the project's proponent or agent: an active project past Proposal Check, outside
 * information-request stages (until the office accepts the proposal, its files are the proposal's
 * own, attached and removed in its form).
 */
export function canAddProjectDocument(p: UploadFacts & { isProponentOrAgent: boolean }): boolean {
  const stage = findStage(p.projectTypeId, p.stageId)
  return p.isProponentOrAgent && stage !== undefined && !isProposalStage(p) && !stage.closed && !inInformationRequestStage(p)
}

/** Upload Decision: a decision body of the project, once the recommendation is sent. */
export function canUploadDecision(p: UploadFacts & { isDecisionBody: boolean }): boolean {
  return p.isDecisionBody && RECOMMENDATION_SENT.has(stageCode(p))
}

/** The moment the authorization window closes: six calendar months after the decision stage began. */
export function authorizationWindowEnd(decisionStartedAt: Date): Date {
  const end = new Date(decisionStartedAt)
  const day = end.getUTCDate()
  end.setUTCMonth(end.getUTCMonth() + AUTHORIZATION_WINDOW_MONTHS, 1)
  // A start on the 31st ends on the last day of a shorter month, not in the month after.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(day, lastDay))
  return end
}

/**
 * Upload Authorization: a decision body of the project, in the decision stage, before the window
 * closes, while no authorization is on file.
 */
export function canUploadAuthorization(
  p: UploadFacts & { isDecisionBody: boolean; authorizationDocUploaded: boolean; decisionStartedAt: Date | null },
  now: Date,
): boolean {
  if (!p.isDecisionBody || p.authorizationDocUploaded || !p.decisionStartedAt) return false
  if (stageCode(p) !== 'DECISION_DOCUMENT_ISSUED') return false
  return p.decisionStartedAt.getTime() <= now.getTime() && now.getTime() < authorizationWindowEnd(p.decisionStartedAt).getTime()
}
