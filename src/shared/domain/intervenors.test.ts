import { describe, expect, it } from 'vitest'
import {
  checkHearingMaterial,
  hearingMaterialDueDate,
  intervenorApplicationsOpen,
  intervenorSubmissionRefusal,
  offersIntervenorApplication,
  showsIntervenorSubmission,
} from './intervenors.ts'
import { formatDate } from './dates.ts'
import { PROJECT_TYPE, stageByCode } from './stages.ts'

const panel = PROJECT_TYPE.panelReview
const beforeHearings = stageByCode(panel, 'COMMENT_BEFORE_HEARINGS').stageId
const hearingsStage = stageByCode(panel, 'PUBLIC_HEARINGS').stageId

describe('intervenor applications', () => {
  it('are open on a panel review the office opened to them, and nowhere else', () => {
    expect(intervenorApplicationsOpen({ projectTypeId: panel, panelDisplay: { showApplyToBeIntervenor: true } })).toBe(true)
    expect(intervenorApplicationsOpen({ projectTypeId: panel, panelDisplay: { showApplyToBeIntervenor: false } })).toBe(false)
    expect(intervenorApplicationsOpen({ projectTypeId: PROJECT_TYPE.evaluation, panelDisplay: { showApplyToBeIntervenor: true } })).toBe(false)
  })

  it('are not offered to someone the office already accepted as an intervenor', () => {
    const open = { projectTypeId: panel, panelDisplay: { showApplyToBeIntervenor: true } }
    expect(offersIntervenorApplication({ ...open, userRoles: [] })).toBe(true)
    expect(offersIntervenorApplication({ ...open, userRoles: ['follower'] })).toBe(true)
    expect(offersIntervenorApplication({ ...open, userRoles: ['follower', 'intervenor'] })).toBe(false)
    expect(offersIntervenorApplication({ ...open, panelDisplay: { showApplyToBeIntervenor: false }, userRoles: [] })).toBe(false)
  })
})

describe('intervenor submissions', () => {
  it('are taken from an accepted intervenor in the comment period before the hearings', () => {
    expect(intervenorSubmissionRefusal({ projectTypeId: panel, stageId: beforeHearings, userRoles: ['intervenor'] })).toBeNull()
    expect(showsIntervenorSubmission({ projectTypeId: panel, stageId: beforeHearings, userRoles: ['follower', 'intervenor'] })).toBe(true)
  })

  it('are refused to anyone else, and in any other stage', () => {
    expect(intervenorSubmissionRefusal({ projectTypeId: panel, stageId: beforeHearings, userRoles: ['participant'] })).toBe('not-intervenor')
    expect(intervenorSubmissionRefusal({ projectTypeId: panel, stageId: beforeHearings, userRoles: [] })).toBe('not-intervenor')
    expect(intervenorSubmissionRefusal({ projectTypeId: panel, stageId: hearingsStage, userRoles: ['intervenor'] })).toBe('not-before-hearings')
    const seekingViews = stageByCode(PROJECT_TYPE.evaluation, 'SEEKING_VIEWS').stageId
    expect(intervenorSubmissionRefusal({ projectTypeId: PROJECT_TYPE.evaluation, stageId: seekingViews, userRoles: ['intervenor'] })).toBe(
      'not-before-hearings',
    )
  })
})

describe('hearing material', () => {
  // A hearing at 6:30 PM Yukon time on Mar 20, 2026.
  const hearing = { startDate: new Date('2026-03-21T01:30:00Z') }

  it('is due 14 days before the hearing, counted in Yukon days', () => {
    expect(formatDate(hearingMaterialDueDate(hearing.startDate))).toBe('Mar 06, 2026')
  })

  it('is taken until the end of the due day in Yukon, and refused from the next day with the due date', () => {
    expect(checkHearingMaterial(hearing, new Date('2026-03-01T12:00:00Z'))).toEqual({ ok: true })
    // 11:59 PM on Mar 06 in Yukon is already Mar 07 in UTC.
    expect(checkHearingMaterial(hearing, new Date('2026-03-07T06:59:00Z'))).toEqual({ ok: true })
    const late = checkHearingMaterial(hearing, new Date('2026-03-07T07:01:00Z'))
    expect(late.ok).toBe(false)
    expect(!late.ok && late.reason === 'late' && formatDate(late.dueDate)).toBe('Mar 06, 2026')
  })

  it('waits for the hearing to have a date', () => {
    expect(checkHearingMaterial({ startDate: null }, new Date('2026-03-01T12:00:00Z'))).toEqual({ ok: false, reason: 'undated' })
  })
})
