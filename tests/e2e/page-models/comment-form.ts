// The comment form of a project's Comments tab, the caller's own comments kept in the browser, and
// finding demo projects open for comments through the public API.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { ListedProject } from './project-page'
import { findStage } from '../../../src/shared/domain/stages'

/**
 * A demo project open to everyone's comments, of a type (any, if none is named) in a stage passing
 * the test. The oldest listed comes first: the newest are projects this run's staff tests have taken
 * public, whose comment periods they open and close while other tests run.
 */
export async function findOpenProject(
  request: APIRequestContext,
  projectTypeId?: string,
  stage: (code: string) => boolean = () => true,
): Promise<ListedProject> {
  const answer = (await (await request.get('/api/projects/search')).json()) as { projects: ListedProject[] }
  const candidates = answer.projects.filter(
    (p) => (projectTypeId === undefined || p.projectTypeId === projectTypeId) && stage(findStage(p.projectTypeId, p.stageId)?.code ?? ''),
  )
  for (const listed of candidates.reverse()) {
    const { project } = (await (await request.get(`/api/projects/${listed.projectId}`)).json()) as { project: { openForComments: boolean } }
    if (project.openForComments) return listed
  }
  throw new Error(`The demo set has no project${projectTypeId === undefined ? '' : ` of type ${projectTypeId}`} open for comments`)
}

export class CommentForm {
  readonly page: Page
  readonly form: Locator
  readonly addButton: Locator
  readonly outcome: Locator
  readonly ownComments: Locator
  readonly published: Locator

  constructor(page: Page) {
    this.page = page
    this.form = page.getByTestId('comment-form')
    this.addButton = page.getByRole('button', { name: /^(Add a Comment|Ajouter un commentaire)$/ })
    this.outcome = page.getByTestId('comment-outcome')
    this.ownComments = page.getByTestId('own-comment')
    this.published = page.getByTestId('comment')
  }

  /** Says once what is typed is kept on this device. */
  get saved(): Locator {
    return this.form.getByTestId('comment-draft-status')
  }

  /** A text field by its name (a required field's label also shows a star, which is not in its name). */
  field(name: string): Locator {
    return this.form.getByRole('textbox', { name, exact: true })
  }

  async agree(): Promise<void> {
    for (const name of [/privacy statement|énoncé de confidentialité/, /Terms of Use|conditions d’utilisation/])
      await this.form.getByRole('checkbox', { name }).check()
  }

  async attach(...files: { name: string; mimeType: string; buffer: Uint8Array }[]): Promise<void> {
    await this.form.locator('input[type="file"]').setInputFiles(files)
    for (const file of files) await this.form.getByText(file.name, { exact: false }).first().waitFor()
  }

  /**
   * Sends the form. The registry refuses a form sent sooner than a person could write it (3 s), so
   * the page's clock, installed before the page loaded, moves on first.
   */
  async submit(): Promise<void> {
    await this.page.clock.fastForward(4_000)
    await this.form.getByRole('button', { name: /^(Submit|Soumettre)$/ }).click()
  }

  /** The id the registry gives the comment this page sends next (the office's hook publishes by it). */
  async nextCommentId(): Promise<() => Promise<{ commentId: string; commentNumber: string }>> {
    const answer = this.page.waitForResponse((r) => r.url().endsWith('/api/projects/submit-comment') && r.status() === 200, { timeout: 60_000 })
    return async () => (await (await answer).json()) as { commentId: string; commentNumber: string }
  }
}
