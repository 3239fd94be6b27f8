// The demo proponent's information requests, found through the API as they sign in, and the
// answer form's parts.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { findStage } from '../../../src/shared/domain/stages'
import { DEMO_PASSWORD } from './account'
import { pdfFile } from './proposal-form'

interface OwnRequest {
  projectId: string
  requestId: string
  number: number
}

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

/** A session of a demo account, for finding its data through the API (the page logs in through its screens). */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/users/login', { data: { email, plainPassword: DEMO_PASSWORD } })
  if (!answer.ok()) throw new Error(`Login refused: ${await answer.text()}`)
  return ((await answer.json()) as { jwtToken: string }).jwtToken
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

/** The first of the proponent's simplified information requests in this status. */
export async function ownSimplifiedRequest(request: APIRequestContext, token: string, status: string): Promise<OwnRequest> {
  for (const projectId of await ownProjects(request, token)) {
    const answer = await request.get(`/api/projects/${projectId}/simplified-information-requests`, auth(token))
    if (!answer.ok()) continue
    const found = ((await answer.json()) as { simplifiedInformationRequestId: string; number: number; status: string }[]).find((r) => r.status === status)
    if (found) return { projectId, requestId: found.simplifiedInformationRequestId, number: found.number }
  }
  throw new Error(`The proponent has no simplified information request in status ${status}`)
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
