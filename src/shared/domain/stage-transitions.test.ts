import { describe, expect, it } from 'vitest'
import { PROJECT_TYPE, PROJECT_TYPES, stageByCode, stagesOfType } from './stages.ts'
import { STAGE_TRANSITIONS, canMove, discontinuedStage, isUnderAssessment, nextStages } from './stage-transitions.ts'

const codes = (typeId: string, code: string) => nextStages(typeId, stageByCode(typeId as never, code).stageId).map((s) => s.code)

describe('the stage transition table', () => {
  for (const { projectTypeId, name } of PROJECT_TYPES) {
    const stages = stagesOfType(projectTypeId)

    it(`has a row for every ${name} stage and names only ${name} stages`, () => {
      const table = STAGE_TRANSITIONS[projectTypeId]
      expect(Object.keys(table).sort()).toEqual(stages.map((s) => s.code).sort())
      for (const next of Object.values(table)) for (const code of next) expect(() => stageByCode(projectTypeId, code)).not.toThrow()
    })

    it(`lets no ${name} project leave a closed stage, nor move to Deleted or Discontinued as a step`, () => {
      for (const stage of stages) {
        const next = nextStages(projectTypeId, stage.stageId)
        if (stage.closed) expect(next, stage.code).toEqual([])
        expect(next.map((s) => s.code)).not.toContain('DELETED')
        expect(next.map((s) => s.code)).not.toContain('DISCONTINUED')
        expect(next.map((s) => s.stageId)).not.toContain(stage.stageId)
      }
    })

    it(`reaches the decision from every open ${name} stage past the draft`, () => {
      const decision = stageByCode(projectTypeId, 'DECISION_DOCUMENT_ISSUED').stageId
      for (const stage of stages.filter((s) => isUnderAssessment(projectTypeId, s.stageId))) {
        const seen = new Set([stage.stageId])
        const queue = [stage.stageId]
        while (queue.length > 0) {
          for (const n of nextStages(projectTypeId, queue.shift()!)) {
            if (seen.has(n.stageId)) continue
            seen.add(n.stageId)
            queue.push(n.stageId)
          }
        }
        // A screening that needs a panel review ends there; a new panel-review project continues it.
        const ends = [
          decision,
          stageByCode(projectTypeId, 'DISCONTINUED').stageId,
          ...stages.filter((s) => s.code === 'PANEL_REVIEW_REQUIRED' || s.code === 'NOT_PROCEEDING').map((s) => s.stageId),
        ]
        expect(
          ends.some((e) => seen.has(e)),
          stage.code,
        ).toBe(true)
      }
    })
  }

  it('follows the evaluation sequence of the real registry', () => {
    const e = PROJECT_TYPE.evaluation
    expect(codes(e, 'DRAFT')).toEqual([])
    expect(codes(e, 'PROPOSAL_CHECK')).toEqual(['ADEQUACY_REVIEW', 'DRAFT'])
    expect(codes(e, 'ADEQUACY_REVIEW')).toEqual(['ADEQUACY_INFORMATION_REQUEST', 'SEEKING_VIEWS'])
    expect(codes(e, 'ADEQUACY_REVIEW_RESPONSE')).toEqual(['ADEQUACY_INFORMATION_REQUEST', 'SEEKING_VIEWS'])
    expect(codes(e, 'SEEKING_VIEWS')).toEqual(['REVIEW_INFORMATION'])
    expect(codes(e, 'REVIEW_INFORMATION')).toEqual(['EVALUATION_INFORMATION_REQUEST', 'ADDITIONAL_SEEKING_VIEWS', 'PREPARE_RECOMMENDATION'])
    expect(codes(e, 'PREPARE_RECOMMENDATION')).toEqual(['RECOMMENDATION_SENT'])
    expect(codes(e, 'RECOMMENDATION_SENT')).toEqual(['DECISION_DOCUMENT_ISSUED'])
  })

  it('takes a screening from its description through adequacy, screening and referral to a decision', () => {
    const s = PROJECT_TYPE.screening
    expect(codes(s, 'PROJECT_DESCRIPTION_SUBMISSION')).toEqual(['COMMENT_PROJECT_DESCRIPTION', 'ADEQUACY_REVIEW'])
    expect(codes(s, 'ADEQUACY_REVIEW')).toEqual(['ADEQUACY_INFORMATION_REQUEST', 'SCREENING', 'PANEL_REVIEW_REQUIRED'])
    expect(codes(s, 'REPORT_SENT')).toEqual(['DECISION_DOCUMENT_ISSUED', 'REFERRED_BACK'])
    expect(codes(s, 'REFERRAL_REPORT_SENT')).toEqual(['DECISION_DOCUMENT_ISSUED'])
  })

  it('takes a panel review from draft guidelines through hearings to a decision', () => {
    const p = PROJECT_TYPE.panelReview
    expect(codes(p, 'DRAFT')).toEqual(['PREPARE_DRAFT_GUIDELINES'])
    expect(codes(p, 'PANEL_REVIEW_START')).toEqual(['SUPPLEMENTARY_INFORMATION_REQUEST', 'COMMENT_BEFORE_HEARINGS'])
    expect(codes(p, 'PUBLIC_HEARINGS')).toEqual(['COMMENT_AFTER_HEARINGS', 'PREPARE_PANEL_REPORT'])
    expect(codes(p, 'PANEL_REPORT_SENT')).toEqual(['DECISION_DOCUMENT_ISSUED', 'REFERRED_BACK'])
  })

  it('refuses a skip, a move back and a stage of another type', () => {
    const e = PROJECT_TYPE.evaluation
    const id = (code: string) => stageByCode(e, code).stageId
    expect(canMove(e, id('ADEQUACY_REVIEW'), id('SEEKING_VIEWS'))).toBe(true)
    expect(canMove(e, id('ADEQUACY_REVIEW'), id('RECOMMENDATION_SENT'))).toBe(false)
    expect(canMove(e, id('SEEKING_VIEWS'), id('ADEQUACY_REVIEW'))).toBe(false)
    expect(canMove(e, id('ADEQUACY_REVIEW'), stageByCode(PROJECT_TYPE.screening, 'SCREENING').stageId)).toBe(false)
    expect(canMove(e, 'no-such-stage', id('ADEQUACY_REVIEW'))).toBe(false)
  })

  it('discontinues only a project under assessment', () => {
    const e = PROJECT_TYPE.evaluation
    expect(isUnderAssessment(e, stageByCode(e, 'DRAFT').stageId)).toBe(false)
    expect(isUnderAssessment(e, stageByCode(e, 'PROPOSAL_CHECK').stageId)).toBe(true)
    expect(isUnderAssessment(e, stageByCode(e, 'DECISION_DOCUMENT_ISSUED').stageId)).toBe(false)
    expect(discontinuedStage(PROJECT_TYPE.panelReview).name).toBe('Panel Review Discontinued')
  })
})
