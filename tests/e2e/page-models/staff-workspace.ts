// The office's workspace: its project list and a project's run panel.
import { expect } from '@playwright/test'
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
    // The stage panel's result comes before those of the panels beside it.
    this.done = page.getByTestId('staff-action-done').first()
  }

  /** Finds a project by its number on the list and opens it. */
  async openProject(projectNumber: string, title: string): Promise<void> {
    await this.search.fill(projectNumber)
    await this.search.press('Enter')
    // The search is kept in the address: a click before it is would be undone by its navigation.
    await expect(this.page).toHaveURL(/[?&]search=/)
    // By its number too: demo titles repeat, and the list before the search answers holds others.
    const link = this.page.getByRole('table').getByRole('row').filter({ hasText: projectNumber }).getByRole('link', { name: title, exact: true })
    // The list before the search answers may hold the project too (a proposal at Proposal Check
    // comes first): a click while the search's page still loads is undone when it lands, and a
    // person clicks again.
    await expect(async () => {
      if (await link.isVisible()) await link.click()
      await expect(this.page).toHaveURL(/\/staff\/projects\/[^/?]+$/, { timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
  }

  nextStage(): Locator {
    return this.page.getByRole('combobox', { name: /^(Next stage|Étape suivante)/ })
  }

  deadlineDays(): Locator {
    return this.page.getByLabel(/Deadline in business days|Échéance en jours ouvrables/)
  }
}

/** The information requests panel of a staff project page and its form. */
export class StaffInformationRequestForm {
  readonly page: Page
  readonly start: Locator
  readonly preamble: Locator
  readonly addQuestion: Locator
  readonly save: Locator
  readonly done: Locator

  constructor(page: Page) {
    this.page = page
    this.start = page.getByRole('button', { name: /^(New information request|Nouvelle demande de renseignements)$/ })
    this.preamble = page.getByRole('textbox', { name: /^(Preamble|Préambule)$/ })
    this.addQuestion = page.getByRole('button', { name: /^(Add a question|Ajouter une question)$/ })
    this.save = page.getByRole('button', { name: /^(Save unpublished|Enregistrer sans publier)$/ })
    this.done = page.getByTestId('staff-content-done')
  }

  question(n: number): Locator {
    return this.page.getByRole('textbox', { name: new RegExp(`^(Text of question|Texte de la question) ${n}$`) })
  }

  files(n: number): Locator {
    return this.page.getByLabel(new RegExp(`^(Files for question|Fichiers de la question) ${n}`))
  }

  /** A saved request, by its number. */
  request(number: number): Locator {
    return this.page
      .getByTestId('staff-information-request')
      .filter({ has: this.page.getByRole('heading', { name: new RegExp(`^(Information Request|Demande de renseignements) ${number}\\b`) }) })
  }
}
