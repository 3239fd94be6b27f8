// The public Emergency Exemptions page and the office's emergency exemption reports.
import type { Locator, Page } from '@playwright/test'

export class EmergencyExemptionsPage {
  readonly page: Page
  readonly table: Locator
  readonly rows: Locator

  constructor(page: Page) {
    this.page = page
    this.table = page.getByTestId('emergency-exemptions')
    this.rows = this.table.locator('tbody tr')
  }

  async goto(): Promise<void> {
    await this.page.goto('/emergency-exemptions')
  }

  /** A column header's sort button. */
  sortBy(column: string | RegExp): Locator {
    return this.table.getByRole('button', { name: column })
  }

  header(column: string | RegExp): Locator {
    return this.table.getByRole('columnheader', { name: column })
  }

  row(title: string): Locator {
    return this.rows.filter({ hasText: title })
  }

  /** The reports' titles in the order shown. */
  async titles(): Promise<string[]> {
    return this.rows.locator('td:first-child').allInnerTexts()
  }
}

export class StaffExemptions {
  readonly page: Page
  readonly newReport: Locator
  readonly done: Locator

  constructor(page: Page) {
    this.page = page
    this.newReport = page.getByTestId('new-exemption')
    this.done = page.getByTestId('staff-action-done')
  }

  report(title: string): Locator {
    return this.page.getByTestId('staff-exemption').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) })
  }
}
