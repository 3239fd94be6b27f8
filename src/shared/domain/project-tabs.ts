// Which tabs of a project page a visitor sees, where a hidden tab's address sends them, and the
// state of the public-notice link (spec public-registry §2 "Tab visibility", §4).
import { findStage, PROJECT_TYPE } from './stages.ts'

export const PROJECT_TABS = ['details', 'activity', 'documents', 'notifications', 'hearings', 'intervenors', 'comments', 'information-responses'] as const
/** The tabs in the tab bar, and the other addresses under a project that the rules below govern. */
export type ProjectTab = (typeof PROJECT_TABS)[number] | 'public-notice' | 'correspondence'

/** What the rules read of a project. */
export interface TabFacts {
  projectTypeId: string
  stageId: string
  isHistoric: boolean
  summary: string
  activities: string
  showEmailsTab: boolean
  isProponentOrAgent: boolean
  panelDisplay: { showHearingsTab: boolean; showIntervenorsTab: boolean }
}

type StageOf = Pick<TabFacts, 'projectTypeId' | 'stageId'>
const codeOf = (p: StageOf) => findStage(p.projectTypeId, p.stageId)?.code ?? ''
const groupOf = (p: StageOf) => findStage(p.projectTypeId, p.stageId)?.stageGrouping
/** Proposal check shows a project's documents only. */
export const isProposalCheck = (p: StageOf) => codeOf(p) === 'PROPOSAL_CHECK'
const isPanelReview = (p: TabFacts) => p.projectTypeId === PROJECT_TYPE.panelReview

/** Tabs that proposal check sends to the documents. */
const DOCUMENTS_ONLY_IN_PROPOSAL_CHECK: ReadonlySet<ProjectTab> = new Set(['details', 'activity', 'comments', 'notifications', 'correspondence'])

/**
 * Where the address of a tab sends the visitor: null to show the tab, otherwise the tab to go
 * to instead ('details' is the project's own page).
 */
export function tabRedirect(p: TabFacts, tab: ProjectTab): ProjectTab | null {
  if (isProposalCheck(p) && DOCUMENTS_ONLY_IN_PROPOSAL_CHECK.has(tab)) return 'documents'
  switch (tab) {
    case 'details':
      // Historic projects with nothing to say open on their documents.
      return p.isHistoric && !p.summary.trim() && !p.activities.trim() ? 'documents' : null
    case 'activity':
      return p.isHistoric ? 'details' : null
    case 'comments':
      return p.isHistoric || groupOf(p) === 'adequacy' ? 'details' : null
    case 'notifications':
      return p.showEmailsTab ? null : 'details'
    case 'hearings':
      return isPanelReview(p) && p.panelDisplay.showHearingsTab ? null : 'details'
    case 'intervenors':
      return isPanelReview(p) && p.panelDisplay.showIntervenorsTab ? null : 'details'
    case 'correspondence':
      // The list of letters lives in the documents tab; single letters have their own page.
      return 'documents'
    case 'information-responses':
      // Its page says who may answer: a prompt to log in, or "not authorized" (§6), never a silent detour.
      return null
    case 'documents':
    case 'public-notice':
      return null
  }
}

/** The tabs shown in the tab bar, in order: those whose address does not send the visitor elsewhere, and Information Responses only to the proponent or agent. */
export function visibleTabs(p: TabFacts): (typeof PROJECT_TABS)[number][] {
  return PROJECT_TABS.filter((tab) => tabRedirect(p, tab) === null && (tab !== 'information-responses' || p.isProponentOrAgent))
}

/** Where the project page itself opens: its details, or the tab the rules send it to. */
export function landingTab(p: TabFacts): ProjectTab {
  let tab: ProjectTab = 'details'
  // Redirects end on documents, which never redirects; the bound guards against a future cycle.
  for (let hops = 0; hops < 3; hops++) {
    const next = tabRedirect(p, tab)
    if (next === null) return tab
    tab = next
  }
  return 'documents'
}

const NOTICE_HIDDEN_CODES = new Set(['DRAFT', 'PROPOSAL_CHECK'])

/**
 * The public-notice link: hidden in the draft and proposal-check evaluation stages,
 * pre-submission engagement, adequacy and panel review; disabled for old projects.
 */
export function publicNoticeLink(p: TabFacts): 'shown' | 'hidden' | 'disabled' {
  const group = groupOf(p)
  if (p.projectTypeId === PROJECT_TYPE.evaluation && NOTICE_HIDDEN_CODES.has(codeOf(p))) return 'hidden'
  if (group === 'pre-submission-engagement' || group === 'adequacy' || isPanelReview(p)) return 'hidden'
  return p.isHistoric ? 'disabled' : 'shown'
}

/** Screening projects past their early stages offer to include pre-submission engagement. */
export function offersPreSubmissionEngagement(p: StageOf): boolean {
  return p.projectTypeId === PROJECT_TYPE.screening && groupOf(p) !== 'pre-submission-engagement'
}
