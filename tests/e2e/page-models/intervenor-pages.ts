// The intervenor application page and an intervenor's Add Document; finding the demo panel review
// in its comment period before the hearings (the one open to applications); and a new account,
// for a person who applies (an application is once per person and project).
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { DEMO_PASSWORD } from './account'
import { findOwnProject } from './project-page'
import { pdfFile } from './proposal-form'
import type { ListedProject } from './project-page'

export const NEW_ACCOUNT_PASSWORD = 'Tagish2026'

/** The featured panel review before its hearings, found among the demo intervenor's projects. */
export async function panelBeforeHearings(request: APIRequestContext): Promise<ListedProject> {
  const login = await request.post('/api/users/login', { data: { email: 'intervenor@demo.example', plainPassword: DEMO_PASSWORD } })
  const { token } = (await login.json()) as { token: string }
  return findOwnProject(request, token, (code) => code === 'COMMENT_BEFORE_HEARINGS')
}

/** A confirmed account nobody has used yet; its e-mail address. */
export async function newAccount(
  request: APIRequestContext,
  mail: { linkTo(address: string, route: string): Promise<string> },
  firstName: string,
): Promise<string> {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ca`
  const registered = await request.post('/api/users/register', { data: { firstName, lastName: 'Applicant', email, plainPassword: NEW_ACCOUNT_PASSWORD } })
  if (!registered.ok()) throw new Error(`Registration answered ${registered.status()}`)
  const token = new URL(await mail.linkTo(email, '/confirm-email/')).pathname.split('/').pop()!
  const confirmed = await request.post(`/api/users/confirm-email/${token}`)
  if (!confirmed.ok()) throw new Error(`Confirmation answered ${confirmed.status()}`)
  return email
}

export class ApplicationPage {
  readonly page: Page
  readonly fileInput: Locator
  readonly submit: Locator
  readonly formLink: Locator

  constructor(page: Page) {
    this.page = page
    this.fileInput = page.locator('main input[type=file]')
    this.submit = page.getByRole('button', { name: /^(Submit Application|Présenter la demande)$/ })
    this.formLink = page.getByRole('link', { name: /application form|formulaire de demande/ })
  }

  async goto(projectId: string): Promise<void> {
    await this.page.goto(`/apply-to-be-intervenor/${projectId}`)
  }

  async attach(name: string): Promise<void> {
    await this.fileInput.setInputFiles(pdfFile(name))
  }

  /** Ticks the privacy statement and the Terms of Use, which Submit Application waits for. */
  async agree(): Promise<void> {
    for (const name of [/privacy statement|énoncé de confidentialité/, /Terms of Use|conditions d’utilisation/])
      await this.page.getByRole('main').getByRole('checkbox', { name }).check()
  }
}
