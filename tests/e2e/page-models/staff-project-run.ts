// The panels of a project's staff page that run its public process: the comment period and the
// seeking-views deadline, the team and key documents, the outcome and decision; and a project of the
// test's own brought to a stage through the API.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { yukonDay } from '../../../src/shared/domain/dates'
import { PROJECT_TYPE, stageByCode } from '../../../src/shared/domain/stages'
import type { ProjectTypeId } from '../../../src/shared/domain/stages'
import { submittedProposal } from './review-queues'
import type { People, Person } from '../people'

export class CommentPeriodPanel {
  readonly panel: Locator
  readonly current: Locator
  readonly done: Locator

  constructor(page: Page) {
    this.panel = page.getByRole('region', { name: /^(Comment period|Période de commentaires)$/ })
    this.current = this.panel.getByTestId('staff-comment-period')
    this.done = this.panel.getByTestId('staff-action-done')
  }

  audience(name: RegExp): Locator {
    return this.panel.getByRole('radio', { name })
  }

  firstDay(): Locator {
    return this.panel.getByLabel(/^(First day|Premier jour)/)
  }

  lastDay(): Locator {
    return this.panel.getByLabel(/^(Last day \(comments|Dernier jour \(les commentaires)/)
  }

  openButton(): Locator {
    return this.panel.getByRole('button', { name: /^(Open the comment period|Ouvrir la période de commentaires)$/ })
  }
}

/** The end of the assessment: its outcome, and the decision issued from a decision body's document. */
export class OutcomeDecisionPanel {
  readonly panel: Locator
  readonly done: Locator

  constructor(page: Page) {
    this.panel = page.getByRole('region', { name: /^(Outcome and decision|Résultat et décision)$/ })
    this.done = this.panel.getByTestId('staff-action-done')
  }

  outcome(): Locator {
    return this.panel.getByRole('combobox', { name: /^(Assessment outcome|Résultat de l’évaluation)$/ })
  }

  recordOutcome(): Locator {
    return this.panel.getByRole('button', { name: /^(Record the outcome|Enregistrer le résultat)$/ })
  }

  document(): Locator {
    return this.panel.getByRole('combobox', { name: /^(Decision document|Document décisionnel)$/ })
  }

  decision(): Locator {
    return this.panel.getByRole('combobox', { name: /^(Decision|Décision)$/ })
  }

  issue(): Locator {
    return this.panel.getByRole('button', { name: /^(Issue the decision document|Délivrer le document décisionnel)$/ })
  }
}

/** Who runs the project and what its public page features: the lead assessor, a panel review's panel and its flags, the key documents. */
export class ProjectTeamPanels {
  readonly lead: Locator
  readonly panel: Locator
  readonly keyDocuments: Locator

  constructor(page: Page) {
    this.lead = page.getByRole('region', { name: /^(Lead assessor|Responsable de l’évaluation)$/ })
    this.panel = page.getByRole('region', { name: /^(Panel|Comité)$/ })
    this.keyDocuments = page.getByRole('region', { name: /^(Key documents|Documents clés)$/ })
  }

  leadAssessor(): Locator {
    return this.lead.getByRole('combobox', { name: /^(Lead assessor|Responsable de l’évaluation)$/ })
  }

  /** A panel member's field (Name or Title) on the nth line, from 0. */
  member(index: number, field: RegExp): Locator {
    return this.panel.getByRole('listitem').nth(index).getByRole('textbox', { name: field })
  }

  keyDocument(name: string): Locator {
    return this.keyDocuments.getByRole('checkbox', { name })
  }
}

/**
 * A proposal a new proponent has just submitted, accepted by the assessor whose session is
 * `assessorToken` and moved along the stages given, through the API (what the office's screens
 * do; tests of those screens start after).
 */
export async function acceptedProposalAt(
  request: APIRequestContext,
  assessorToken: string,
  proposal: { projectId: string },
  projectTypeId: string,
  stages: string[],
): Promise<void> {
  const headers = { Authorization: `Bearer ${assessorToken}` }
  const accepted = await request.post(`/api/staff/projects/${proposal.projectId}/accept-proposal`, { headers })
  if (!accepted.ok()) throw new Error(`The proposal was not accepted: ${await accepted.text()}`)
  for (const code of stages) {
    const data = { stageId: stageByCode(projectTypeId as ProjectTypeId, code).stageId, startDate: yukonDay(new Date()), deadlineBusinessDays: null }
    const moved = await request.post(`/api/staff/projects/${proposal.projectId}/move`, { headers, data })
    if (!moved.ok()) throw new Error(`The project did not move to ${code}: ${await moved.text()}`)
  }
}

/** An evaluation of the test's own, by this title: a new proposal (with these files) accepted by the assessor whose session is `assessorToken` and moved along the stages given. */
export async function ownEvaluationAt(
  request: APIRequestContext,
  people: People,
  assessorToken: string,
  title: string,
  stages: string[],
  files: Parameters<typeof submittedProposal>[3] = [],
): Promise<{ projectId: string; projectNumber: string; proponent: Person; title: string }> {
  const proposal = await submittedProposal(request, people, title, files)
  await acceptedProposalAt(request, assessorToken, proposal, PROJECT_TYPE.evaluation, stages)
  return { ...proposal, title }
}
