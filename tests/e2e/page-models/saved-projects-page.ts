// The "Saved for offline" page: the saved projects with their size and age, Refresh and Remove,
// and the storage the site uses on the device.
import type { Locator, Page } from '@playwright/test'

export class SavedProjectsPage {
  readonly page: Page
  readonly heading: Locator
  readonly items: Locator
  readonly storage: Locator
  readonly empty: Locator

  constructor(page: Page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1 })
    this.items = page.getByTestId('saved-project')
    this.storage = page.getByTestId('storage-use')
    this.empty = page.getByText(/No projects are saved for offline use on this device/)
  }

  async goto(): Promise<void> {
    await this.page.goto('/saved-projects')
  }

  item(title: string): Locator {
    return this.items.filter({ has: this.page.getByRole('heading', { name: title }) })
  }
}
