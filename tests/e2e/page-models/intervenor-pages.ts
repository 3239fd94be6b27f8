// The intervenor application page and an intervenor's Add Document; finding the demo panel review
// in its comment period before the hearings (the one open to applications) among an intervenor's
// projects.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { findOwnProject } from './project-page'
import { testHook } from '../test-hooks'
import { pdfFile } from './proposal-form'
import type { ListedProject } from './project-page'

/** The featured panel review before its hearings, found among the projects of the intervenor (or their stand-in) with the session `token`. */
export async function panelBeforeHearings(request: APIRequestContext, token: string): Promise<ListedProject> {
  return findOwnProject(request, token, (code) => code === 'COMMENT_BEFORE_HEARINGS')
}

/**
 * The person with the session `token` has applied to be an intervenor of the project and the office
 * accepted them, as it did the demo intervenor: now, or by an earlier test (an application is once
 * per person and project, and a stand-in does not inherit the demo intervenor's).
 */
export async function acceptedApplication(request: APIRequestContext, baseURL: string, token: string, projectId: string): Promise<void> {
  const answer = await request.post('/api/projects/apply-to-be-intervenor', {
    data: { projectId, agreeToTerms: true, agreeToPrivacy: true },
    headers: { Authorization: `Bearer ${token}` },
  })
  if (!answer.ok()) throw new Error(`The application was refused: ${await answer.text()}`)
  const { intervenorId } = (await answer.json()) as { intervenorId?: string }
  if (intervenorId) await testHook(baseURL, 'intervenors/accept', { intervenorId })
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
