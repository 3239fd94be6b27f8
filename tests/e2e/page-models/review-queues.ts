// The office's review queues other than comments (documents, answers, intervenors, proposals):
// what waits in them, made through the API as the people who send it do, and the queue screens.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { panelBeforeHearings } from './intervenor-pages'
import { pdfFile } from './proposal-form'
import { submittableProposal } from '../../factories/proposal-factory'
import type { People, Person } from '../people'

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

type ProposalFiles = { group: 'proposal' | 'project'; fileName: string }[]

/** A proposal a new proponent has just submitted, with these part 4 (`proposal`) and supporting (`project`) files: it waits at Proposal Check. */
export async function submittedProposal(
  request: APIRequestContext,
  people: People,
  title: string,
  files: ProposalFiles = [],
): Promise<{ projectId: string; projectNumber: string; proponent: Person }> {
  const proponent = await people.newAccount({ firstName: 'Robin', lastName: 'Proponent' })
  const submitted = await proposalSubmittedBy(request, await people.token(proponent), title, files)
  return { ...submitted, proponent }
}

/** A proposal the proponent with the session `token` has just submitted, with these files: it waits at Proposal Check. */
export async function proposalSubmittedBy(
  request: APIRequestContext,
  token: string,
  title: string,
  files: ProposalFiles = [],
): Promise<{ projectId: string; projectNumber: string }> {
  const proposal = submittableProposal(crypto.randomUUID(), { projectTitle: title })
  if (!(await request.post('/api/projects/create-proposal', { data: proposal, headers: bearer(token) })).ok()) throw new Error('The proposal was not created')
  for (const { group, fileName } of files) {
    const added = await request.post(`/api/uploads/add-${group}-document/${proposal.projectId}`, {
      headers: bearer(token),
      multipart: { file: pdfFile(fileName) },
    })
    if (!added.ok()) throw new Error(`The ${group} file was not added: ${await added.text()}`)
  }
  const submitted = await request.post('/api/projects/submit-proposal', { data: { ...proposal, revision: 1 }, headers: bearer(token) })
  if (!submitted.ok()) throw new Error(`The proposal was not submitted: ${await submitted.text()}`)
  return { projectId: proposal.projectId, projectNumber: ((await submitted.json()) as { projectNumber: string }).projectNumber }
}

/** A document a proponent (with the session `token`) has just added to the first of their projects open to Add Document; it waits Unreviewed. */
export async function addedDocument(request: APIRequestContext, token: string, fileName: string): Promise<{ projectId: string; documentId: string }> {
  const { projects } = (await (await request.get('/api/projects/my', { headers: bearer(token) })).json()) as {
    projects: { projectId: string; isProponentOrAgent: boolean }[]
  }
  for (const { projectId } of projects.filter((p) => p.isProponentOrAgent)) {
    const file = pdfFile(fileName)
    const answer = await request.put(`/api/uploads/add-project-document/${projectId}`, { headers: bearer(token), multipart: { file } })
    if (answer.ok()) return { projectId, documentId: ((await answer.json()) as { documentId: string }).documentId }
  }
  throw new Error('The proponent has no project open to Add Document')
}

/** A new person's application to be an intervenor of the panel review before its hearings, found through an intervenor's session `intervenorToken`. */
export async function intervenorApplication(
  request: APIRequestContext,
  people: People,
  intervenorToken: string,
  firstName: string,
): Promise<{ projectId: string; email: string }> {
  const project = await panelBeforeHearings(request, intervenorToken)
  const applicant = await people.newAccount({ firstName, lastName: 'Applicant' })
  const applied = await request.post('/api/projects/apply-to-be-intervenor', {
    data: { projectId: project.projectId, agreeToTerms: true, agreeToPrivacy: true },
    headers: bearer(await people.token(applicant)),
  })
  if (!applied.ok()) throw new Error(`The application was refused: ${await applied.text()}`)
  return { projectId: project.projectId, email: applicant.email }
}

export class ReviewQueuePage {
  readonly page: Page

  constructor(page: Page) {
    this.page = page
  }

  queue(name: 'documents' | 'answers' | 'intervenors' | 'proposals'): Locator {
    return this.page.getByTestId(`${name}-review-queue`)
  }

  /** Opens the queue's item whose row mentions the text, and waits for its page: until then the row's link, which names the item too, is what a locator finds. */
  async open(name: 'documents' | 'answers' | 'intervenors' | 'proposals', text: string): Promise<void> {
    await this.queue(name).getByRole('row').filter({ hasText: text }).getByRole('link').click()
    await this.queue(name).waitFor({ state: 'detached' })
  }

  decision(label: string | RegExp): Locator {
    return this.page.getByRole('radio', { name: label })
  }

  saveAndNext(): Locator {
    return this.page.getByRole('button', { name: /^(Save and next|Enregistrer et suivant) \(\d+ (pending|en attente)\)$/ })
  }
}
