// The panels of a project's staff page that run its public process: the comment period and the
// seeking-views deadline.
import type { Locator, Page } from '@playwright/test'

export class CommentPeriodPanel {
  readonly panel: Locator
  readonly current: Locator
  readonly done: Locator

  constructor(page: Page) {
    this.panel = page.getByRole('region', { name: /^(Comment period|Période de commentaires)$/ })
    this.current = this.panel.getByTestId('staff-comment-period')
    this.done = this.panel.getByTestId('staff-action-done')
  }

  audience(name: RegExp): Locator {
    return this.panel.getByRole('radio', { name })
  }

  lastDay(): Locator {
    return this.panel.getByLabel(/^(Last day \(comments|Dernier jour \(les commentaires)/)
  }

  openButton(): Locator {
    return this.panel.getByRole('button', { name: /^(Open the comment period|Ouvrir la période de commentaires)$/ })
  }
}
