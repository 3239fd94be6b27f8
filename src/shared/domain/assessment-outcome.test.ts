import { describe, expect, it } from 'vitest'
import { decisionStage, recommendationSent, takesOutcome } from './assessment-outcome.ts'
import { PROJECT_TYPE, stageByCode } from './stages.ts'
import type { ProjectTypeId } from './stages.ts'

const at = (type: ProjectTypeId, code: string): [string, string] => [type, stageByCode(type, code).stageId]

describe('assessment outcome and decision', () => {
  it('takes the outcome while the recommendation is prepared or sent, in every project type', () => {
    expect(takesOutcome(...at(PROJECT_TYPE.evaluation, 'PREPARE_RECOMMENDATION'))).toBe(true)
    expect(takesOutcome(...at(PROJECT_TYPE.evaluation, 'RECOMMENDATION_SENT'))).toBe(true)
    expect(takesOutcome(...at(PROJECT_TYPE.screening, 'REPORT_SENT'))).toBe(true)
    expect(takesOutcome(...at(PROJECT_TYPE.panelReview, 'PANEL_REPORT_SENT'))).toBe(true)
    expect(takesOutcome(...at(PROJECT_TYPE.evaluation, 'SEEKING_VIEWS'))).toBe(false)
    expect(takesOutcome(...at(PROJECT_TYPE.evaluation, 'DECISION_DOCUMENT_ISSUED'))).toBe(false)
  })
  it('knows the stages whose entering sent the recommendation', () => {
    expect(recommendationSent(...at(PROJECT_TYPE.evaluation, 'RECOMMENDATION_SENT'))).toBe(true)
    expect(recommendationSent(...at(PROJECT_TYPE.evaluation, 'PREPARE_RECOMMENDATION'))).toBe(false)
  })
  it('moves to Decision Document Issued only from a stage the transition table allows', () => {
    expect(decisionStage(...at(PROJECT_TYPE.evaluation, 'RECOMMENDATION_SENT'))).toBe(stageByCode(PROJECT_TYPE.evaluation, 'DECISION_DOCUMENT_ISSUED').stageId)
    expect(decisionStage(...at(PROJECT_TYPE.screening, 'REFERRAL_REPORT_SENT'))).toBe(stageByCode(PROJECT_TYPE.screening, 'DECISION_DOCUMENT_ISSUED').stageId)
    expect(decisionStage(...at(PROJECT_TYPE.panelReview, 'PANEL_REPORT_SENT'))).toBe(stageByCode(PROJECT_TYPE.panelReview, 'DECISION_DOCUMENT_ISSUED').stageId)
    expect(decisionStage(...at(PROJECT_TYPE.evaluation, 'PREPARE_RECOMMENDATION'))).toBeNull()
  })
})
