// The home page: the newest projects, each linking to its page.
import type { Locator, Page } from '@playwright/test'

export class HomePage {
  readonly page: Page
  readonly heading: Locator
  readonly latest: Locator
  readonly count: Locator
  readonly items: Locator

  constructor(page: Page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1 })
    this.latest = page.getByRole('region', { name: /Latest projects|Projets récents/ })
    this.count = page.getByTestId('project-count')
    this.items = this.latest.getByRole('listitem')
  }

  async goto(): Promise<void> {
    await this.page.goto('/')
    await this.count.waitFor()
  }

  /** The link to a project's page: its title inside its list item. */
  projectLink(item: Locator): Locator {
    return item.getByRole('heading').getByRole('link')
  }
}
