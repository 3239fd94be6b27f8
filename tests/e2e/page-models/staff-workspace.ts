// The office's workspace: its project list and a project's run panel.
import type { Locator, Page } from '@playwright/test'

export class StaffWorkspace {
  readonly page: Page
  readonly search: Locator
  readonly currentStage: Locator
  readonly history: Locator
  readonly done: Locator

  constructor(page: Page) {
    this.page = page
    this.search = page.getByRole('searchbox', { name: /Project number, title or proponent|Numéro du projet, titre ou promoteur/ })
    this.currentStage = page.getByTestId('staff-current-stage')
    this.history = page.getByTestId('staff-stage-history')
    this.done = page.getByTestId('staff-action-done')
  }

  /** Finds a project by its number on the list and opens it. */
  async openProject(projectNumber: string, title: string): Promise<void> {
    await this.search.fill(projectNumber)
    await this.search.press('Enter')
    await this.page.getByRole('table').getByRole('link', { name: title, exact: true }).click()
  }

  nextStage(): Locator {
    return this.page.getByRole('combobox', { name: /^(Next stage|Étape suivante)/ })
  }

  deadlineDays(): Locator {
    return this.page.getByLabel(/Deadline in business days|Échéance en jours ouvrables/)
  }
}
