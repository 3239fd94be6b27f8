// The general proposal form's parts: the side navigation, the part shown, and its Return/Proceed.
import type { Locator, Page } from '@playwright/test'

export class GeneralFormPage {
  readonly page: Page
  readonly nav: Locator
  readonly heading: Locator

  constructor(page: Page) {
    this.page = page
    this.nav = page.getByRole('navigation', { name: /Parts of the proposal|Parties de la proposition/ })
    this.heading = page.locator('#gf-part-heading')
  }

  /** A part's button in the side navigation; its name ends with its mark, e.g. "(completed)". */
  navItem(part: number): Locator {
    return this.nav.getByRole('button', { name: new RegExp(`^(Part|Partie) ${part}\\s?:`) })
  }

  async jumpTo(part: number): Promise<void> {
    await this.navItem(part).click()
  }

  proceed(): Locator {
    return this.page.getByRole('button', { name: /^(Proceed|Continuer|Passer à la partie)/ })
  }

  returnButton(): Locator {
    return this.page.getByRole('button', { name: /^(Return to part|Retourner à la partie)/ })
  }

  /** A field by its label, exactly (a required field's label ends with " *"); not the rich-text toolbar named after its field. */
  field(label: string): Locator {
    return this.page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)).and(this.page.locator('input, select, textarea, [contenteditable]'))
  }

  /** A yes/no question's answer. */
  answer(question: string | RegExp, yes: boolean): Locator {
    return this.page.getByRole('group', { name: question }).getByRole('radio', { name: yes ? /^(Yes|Oui)$/ : /^(No|Non)$/ })
  }
}
