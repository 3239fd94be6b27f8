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
    return this.page
      .getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))
      .and(this.page.locator('input, select, textarea, [contenteditable]'))
  }

  /** A yes/no question's answer. */
  answer(question: string | RegExp, yes: boolean): Locator {
    return this.page.getByRole('group', { name: question }).getByRole('radio', { name: yes ? /^(Yes|Oui)$/ : /^(No|Non)$/ })
  }

  /** Fills all part 1 requires, the signed-in person being the primary contact (the English form). */
  async fillPart1(part1: Part1): Promise<void> {
    await this.field('Project title').fill(part1.projectTitle)
    await this.field('Proponent name').fill(part1.proponentName)
    await this.field('Street').fill(part1.street)
    await this.field('City').fill(part1.city)
    await this.field('Province or territory').fill(part1.province)
    await this.field('Postal code').fill(part1.postalCode)
    await this.field('Country').fill(part1.country)
    await this.answer('Are you the primary contact for this proposal?', true).check()
    await this.field('Contact phone').fill(part1.contactPhone)
  }
}

export interface Part1 {
  projectTitle: string
  proponentName: string
  street: string
  city: string
  province: string
  postalCode: string
  country: string
  contactPhone: string
}

/** Part 1 of a cabin proposal at Tagish, under the title given. */
export const tagishCabin = (projectTitle: string): Part1 => ({
  projectTitle,
  proponentName: 'Tagish Cabins Ltd.',
  street: '1 Lakeshore Road',
  city: 'Tagish',
  province: 'Yukon',
  postalCode: 'Y0B 1T0',
  country: 'Canada',
  contactPhone: '867-555-0100',
})
