// A proponent's information requests, found through the API as they sign in or published for a test
// by the office, and the answer form's parts.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { findStage, PROJECT_TYPE } from '../../../src/shared/domain/stages'
import { yukonDay } from '../../../src/shared/domain/dates'
import { pdfFile } from './proposal-form'
import { proposalSubmittedBy } from './review-queues'
import { acceptedProposalAt } from './staff-project-run'

interface OwnRequest {
  projectId: string
  requestId: string
  number: number
}

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

async function posted(answer: Promise<{ ok(): boolean; text(): Promise<string>; json(): Promise<unknown> }>, what: string): Promise<unknown> {
  const done = await answer
  if (!done.ok()) throw new Error(`${what}: ${await done.text()}`)
  return done.json()
}

/** A month from today, as the office gives a deadline. */
const inAMonth = () => yukonDay(new Date(Date.now() + 30 * 86_400_000))

/**
 * An information request the office (the assessor with the session `assessorToken`) has just
 * published to a proponent (`proponentToken`), on a new proposal of theirs it accepted and moved to
 * Adequacy Information Request: a request to answer that no other test or run answers first. A full
 * request asks `questions`; a simplified one asks by a document.
 */
export async function publishedRequest(
  request: APIRequestContext,
  tokens: { proponent: string; assessor: string },
  kind: { questions: string[] } | 'simplified',
): Promise<OwnRequest> {
  const proposal = await proposalSubmittedBy(request, tokens.proponent, `Clear Creek sluice ${Date.now()}`)
  await acceptedProposalAt(request, tokens.assessor, proposal, PROJECT_TYPE.evaluation, ['ADEQUACY_INFORMATION_REQUEST'])
  const staff = `/api/staff/projects/${proposal.projectId}/${kind === 'simplified' ? 'simplified-information-requests' : 'information-requests'}`
  const data =
    kind === 'simplified'
      ? { deadline: inAMonth() }
      : { preamble: '<p>Please answer by the deadline.</p>', deadline: inAMonth(), questions: kind.questions.map((text) => ({ text: `<p>${text}</p>` })) }
  const { id, number } = (await posted(request.post(staff, { data, ...auth(tokens.assessor) }), 'The request was not saved')) as { id: string; number: number }
  if (kind === 'simplified')
    await posted(request.post(`${staff}/${id}/documents`, { multipart: { file: pdfFile('questions.pdf') }, ...auth(tokens.assessor) }), 'No question document')
  await posted(request.post(`${staff}/${id}/publish`, auth(tokens.assessor)), 'The request was not published')
  return { projectId: proposal.projectId, requestId: id, number }
}

/** The proponent's projects, of the stages given when given (each test answers requests of its own). */
async function ownProjects(request: APIRequestContext, token: string, stageCode?: string): Promise<string[]> {
  const answer = (await (await request.get('/api/projects/my', auth(token))).json()) as {
    projects: { projectId: string; isProponentOrAgent: boolean; projectTypeId: string; stageId: string }[]
  }
  return answer.projects
    .filter((p) => p.isProponentOrAgent && (!stageCode || findStage(p.projectTypeId, p.stageId)?.code === stageCode))
    .map((p) => p.projectId)
}

/** The first of the proponent's full information requests in this status, on a project in that stage. */
export async function ownRequest(request: APIRequestContext, token: string, status: string, stageCode?: string): Promise<OwnRequest> {
  for (const projectId of await ownProjects(request, token, stageCode)) {
    const answer = await request.get(`/api/projects/${projectId}/information-requests`, auth(token))
    if (!answer.ok()) continue
    const found = ((await answer.json()) as { informationRequestId: string; number: number; status: string }[]).find((r) => r.status === status)
    if (found) return { projectId, requestId: found.informationRequestId, number: found.number }
  }
  throw new Error(`The proponent has no information request in status ${status}`)
}

export class AnswerForm {
  readonly page: Page
  readonly privacy: Locator
  readonly terms: Locator
  readonly saveDraft: Locator
  readonly submit: Locator

  constructor(page: Page) {
    this.page = page
    this.privacy = page.getByRole('checkbox', { name: /privacy statement|énoncé de confidentialité/ })
    this.terms = page.getByRole('checkbox', { name: /Terms of Use|conditions d’utilisation/ })
    this.saveDraft = page.getByRole('button', { name: /^(Save Draft|Enregistrer l’ébauche)$/ })
    this.submit = page.getByRole('button', { name: /^(Submit Response|Soumettre la réponse)$/ })
  }

  answer(question: number): Locator {
    return this.page.getByRole('textbox', { name: new RegExp(`^(Answer to question|Réponse à la question) ${question}$`) })
  }

  files(question: number): Locator {
    return this.page.getByLabel(new RegExp(`^(Add files to the answer to question|Ajouter des fichiers à la réponse à la question) ${question}$`))
  }

  async agree(): Promise<void> {
    await this.privacy.check()
    await this.terms.check()
  }

  /** Answers one question with a text and a PDF of that name, agrees and submits. */
  async answerAndSubmit(question: number, text: string, fileName: string): Promise<void> {
    await this.answer(question).click()
    await this.page.keyboard.type(text)
    await this.files(question).setInputFiles(pdfFile(fileName))
    await this.agree()
    await this.submit.click()
  }
}
