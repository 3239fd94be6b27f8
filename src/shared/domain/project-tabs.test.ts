import { describe, expect, it } from 'vitest'
import { landingTab, offersPreSubmissionEngagement, publicNoticeLink, tabRedirect, visibleTabs } from './project-tabs.ts'
import type { TabFacts } from './project-tabs.ts'
import { PROJECT_TYPE, stageByCode } from './stages.ts'
import type { ProjectTypeId } from './stages.ts'

const facts = (type: ProjectTypeId, code: string, overrides: Partial<TabFacts> = {}): TabFacts => ({
  projectTypeId: type,
  stageId: stageByCode(type, code).stageId,
  isHistoric: false,
  summary: 'A summary',
  activities: '',
  showEmailsTab: false,
  isProponentOrAgent: false,
  panelDisplay: { showHearingsTab: true, showIntervenorsTab: true },
  ...overrides,
})
const { evaluation, screening, panelReview } = PROJECT_TYPE

describe('visible tabs', () => {
  it('shows details, activity, documents and comments for an ordinary evaluation', () => {
    expect(visibleTabs(facts(evaluation, 'SEEKING_VIEWS'))).toEqual(['details', 'activity', 'documents', 'comments'])
  })

  it('shows only the documents in proposal check, and sends the other tabs there', () => {
    const p = facts(evaluation, 'PROPOSAL_CHECK', { showEmailsTab: true })
    expect(visibleTabs(p)).toEqual(['documents'])
    for (const tab of ['details', 'activity', 'comments', 'notifications', 'correspondence'] as const) expect(tabRedirect(p, tab)).toBe('documents')
    expect(landingTab(p)).toBe('documents')
  })

  it('hides activity and comments for historic projects, and opens an empty historic project on its documents', () => {
    expect(visibleTabs(facts(evaluation, 'DECISION_DOCUMENT_ISSUED', { isHistoric: true }))).toEqual(['details', 'documents'])
    expect(tabRedirect(facts(evaluation, 'DECISION_DOCUMENT_ISSUED', { isHistoric: true }), 'activity')).toBe('details')
    expect(landingTab(facts(evaluation, 'DECISION_DOCUMENT_ISSUED', { isHistoric: true, summary: ' ' }))).toBe('documents')
    expect(landingTab(facts(evaluation, 'DECISION_DOCUMENT_ISSUED', { isHistoric: true, summary: '', activities: 'Mining' }))).toBe('details')
  })

  it('does not offer details on a historic project whose details send the visitor to its documents', () => {
    const p = facts(evaluation, 'DECISION_DOCUMENT_ISSUED', { isHistoric: true, summary: ' ', activities: '' })
    expect(tabRedirect(p, 'details')).toBe('documents')
    expect(visibleTabs(p)).toEqual(['documents'])
  })

  it('hides comments in the adequacy grouping, sending them to the project page', () => {
    const p = facts(screening, 'ADEQUACY_REVIEW')
    expect(visibleTabs(p)).not.toContain('comments')
    expect(tabRedirect(p, 'comments')).toBe('details')
  })

  it('shows notifications only when the project flags e-mails', () => {
    expect(visibleTabs(facts(evaluation, 'SEEKING_VIEWS', { showEmailsTab: true }))).toContain('notifications')
    expect(tabRedirect(facts(evaluation, 'SEEKING_VIEWS'), 'notifications')).toBe('details')
  })

  it('shows hearings and intervenors for panel reviews with the display flags only', () => {
    expect(visibleTabs(facts(panelReview, 'PUBLIC_HEARINGS'))).toEqual(['details', 'activity', 'documents', 'hearings', 'intervenors', 'comments'])
    expect(visibleTabs(facts(panelReview, 'PUBLIC_HEARINGS', { panelDisplay: { showHearingsTab: false, showIntervenorsTab: true } }))).not.toContain('hearings')
    expect(tabRedirect(facts(evaluation, 'SEEKING_VIEWS'), 'hearings')).toBe('details')
  })

  it('shows information responses to the proponent only', () => {
    expect(visibleTabs(facts(evaluation, 'EVALUATION_INFORMATION_REQUEST', { isProponentOrAgent: true }))).toContain('information-responses')
    expect(visibleTabs(facts(evaluation, 'EVALUATION_INFORMATION_REQUEST'))).not.toContain('information-responses')
    // Its address shows others a login prompt or "not authorized" rather than sending them away.
    expect(tabRedirect(facts(evaluation, 'EVALUATION_INFORMATION_REQUEST'), 'information-responses')).toBeNull()
  })

  it('sends the correspondence list to the documents', () => {
    expect(tabRedirect(facts(evaluation, 'SEEKING_VIEWS'), 'correspondence')).toBe('documents')
  })
})

describe('public notice link', () => {
  it('is hidden in draft and proposal check evaluations, pre-submission engagement, adequacy and panel review', () => {
    expect(publicNoticeLink(facts(evaluation, 'DRAFT'))).toBe('hidden')
    expect(publicNoticeLink(facts(evaluation, 'PROPOSAL_CHECK'))).toBe('hidden')
    expect(publicNoticeLink(facts(screening, 'COMMENT_PROJECT_DESCRIPTION'))).toBe('hidden')
    expect(publicNoticeLink(facts(evaluation, 'ADEQUACY_REVIEW'))).toBe('hidden')
    expect(publicNoticeLink(facts(panelReview, 'COMMENT_BEFORE_HEARINGS'))).toBe('hidden')
  })

  it('is shown otherwise, and disabled for old projects', () => {
    expect(publicNoticeLink(facts(evaluation, 'SEEKING_VIEWS'))).toBe('shown')
    expect(publicNoticeLink(facts(screening, 'COMMENT_PROPOSAL'))).toBe('shown')
    expect(publicNoticeLink(facts(evaluation, 'DECISION_DOCUMENT_ISSUED', { isHistoric: true }))).toBe('disabled')
  })
})

describe('pre-submission engagement', () => {
  it('is offered on screening projects past their early stages only', () => {
    expect(offersPreSubmissionEngagement(facts(screening, 'COMMENT_PROPOSAL'))).toBe(true)
    expect(offersPreSubmissionEngagement(facts(screening, 'COMMENT_DRAFT_GUIDELINE'))).toBe(false)
    expect(offersPreSubmissionEngagement(facts(evaluation, 'SEEKING_VIEWS'))).toBe(false)
  })
})
