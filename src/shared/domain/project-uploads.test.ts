import { describe, expect, it } from 'vitest'
import { authorizationWindowEnd, canAddProjectDocument, canUploadAuthorization, canUploadDecision } from './project-uploads.ts'
import { PROJECT_TYPE, stageByCode } from './stages.ts'
import type { ProjectTypeId } from './stages.ts'

const { evaluation, screening, panelReview } = PROJECT_TYPE
const at = (type: ProjectTypeId, code: string) => ({ projectTypeId: type, stageId: stageByCode(type, code).stageId })

describe('Add Document', () => {
  it('is offered to the proponent or agent of an active project', () => {
    expect(canAddProjectDocument({ ...at(evaluation, 'SEEKING_VIEWS'), isProponentOrAgent: true })).toBe(true)
    expect(canAddProjectDocument({ ...at(screening, 'COMMENT_PROPOSAL'), isProponentOrAgent: true })).toBe(true)
    expect(canAddProjectDocument({ ...at(evaluation, 'SEEKING_VIEWS'), isProponentOrAgent: false })).toBe(false)
  })

  it('is not offered while an information request is under way, before the proposal is accepted, or once the project is closed', () => {
    for (const [type, code] of [
      [evaluation, 'ADEQUACY_INFORMATION_REQUEST'],
      [evaluation, 'EVALUATION_INFORMATION_REQUEST'],
      [screening, 'SCREENING_INFORMATION_REQUEST_2'],
      [panelReview, 'SUPPLEMENTARY_INFORMATION_REQUEST'],
      [evaluation, 'DRAFT'],
      [evaluation, 'PROPOSAL_CHECK'],
      [evaluation, 'DECISION_DOCUMENT_ISSUED'],
    ] as const) {
      expect(canAddProjectDocument({ ...at(type, code), isProponentOrAgent: true }), code).toBe(false)
    }
  })
})

describe('Upload Decision', () => {
  it('is offered to a decision body once the recommendation is sent', () => {
    expect(canUploadDecision({ ...at(evaluation, 'RECOMMENDATION_SENT'), isDecisionBody: true })).toBe(true)
    expect(canUploadDecision({ ...at(screening, 'REPORT_SENT'), isDecisionBody: true })).toBe(true)
    expect(canUploadDecision({ ...at(panelReview, 'PANEL_REPORT_SENT'), isDecisionBody: true })).toBe(true)
  })

  it('is not offered before the recommendation, after the decision, or to anyone else', () => {
    expect(canUploadDecision({ ...at(evaluation, 'PREPARE_RECOMMENDATION'), isDecisionBody: true })).toBe(false)
    expect(canUploadDecision({ ...at(evaluation, 'DECISION_DOCUMENT_ISSUED'), isDecisionBody: true })).toBe(false)
    expect(canUploadDecision({ ...at(evaluation, 'RECOMMENDATION_SENT'), isDecisionBody: false })).toBe(false)
  })
})

describe('Upload Authorization', () => {
  const decided = new Date('2026-01-15T17:00:00Z')
  const facts = { ...at(evaluation, 'DECISION_DOCUMENT_ISSUED'), isDecisionBody: true, authorizationDocUploaded: false, decisionStartedAt: decided }

  it('is offered for six months from the decision, up to the moment the window closes', () => {
    expect(canUploadAuthorization(facts, decided)).toBe(true)
    expect(canUploadAuthorization(facts, new Date('2026-07-15T16:59:59Z'))).toBe(true)
    expect(canUploadAuthorization(facts, new Date('2026-07-15T17:00:00Z'))).toBe(false)
  })

  it('is not offered once an authorization is on file, outside the decision stage, or to anyone else', () => {
    const now = new Date('2026-02-01T00:00:00Z')
    expect(canUploadAuthorization({ ...facts, authorizationDocUploaded: true }, now)).toBe(false)
    expect(canUploadAuthorization({ ...facts, isDecisionBody: false }, now)).toBe(false)
    expect(canUploadAuthorization({ ...facts, ...at(evaluation, 'RECOMMENDATION_SENT') }, now)).toBe(false)
    expect(canUploadAuthorization({ ...facts, decisionStartedAt: null }, now)).toBe(false)
  })

  it('ends a window that starts on a month’s last days on the last day of the shorter month', () => {
    expect(authorizationWindowEnd(new Date('2025-08-31T12:00:00Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z')
    expect(authorizationWindowEnd(new Date('2026-03-10T12:00:00Z')).toISOString()).toBe('2026-09-10T12:00:00.000Z')
  })
})
