// The placer-mining form: the part shown, its Return/Proceed, part 5's effect groups in the side
// navigation, part 2's documents by category, part 3's claims and CSV of claims, part 4's activities
// and part 5's effects and mitigations, in English or French. Part 1 is the general form's
// (GeneralFormPage.fillPart1), the top bar and the draft's state are ProposalForm's.
import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { anyFile, pdfFile } from './proposal-form'

export class PlacerFormPage {
  readonly page: Page
  readonly heading: Locator
  readonly claims: Locator
  readonly additionalLocationInfo: Locator
  readonly claimsCsv: Locator
  /** Part 5's effect groups under it in the side navigation. */
  readonly effectGroups: Locator

  constructor(page: Page) {
    this.page = page
    this.heading = page.locator('#pf-part-heading')
    this.claims = page.getByLabel(/^(Claim grant numbers|Numéros de concession des claims)$/)
    this.additionalLocationInfo = page.getByLabel(/^(Additional location information|Renseignements supplémentaires sur l’emplacement)$/)
    this.effectGroups = page.getByRole('list', { name: /^(Effect groups|Groupes d’effets)$/ })
    this.claimsCsv = page.locator('input[type=file][accept^=".csv"]')
  }

  /** Part 2: a required document category's upload area and files, by its heading (in the page's language). */
  category(name: string): Locator {
    return this.page.getByTestId('placer-document-category').filter({ has: this.page.getByRole('heading', { name, exact: true }) })
  }

  /** Adds a PDF (small, or padded to about `bytes`) in a category of part 2. */
  async attachIn(category: string, fileName: string, bytes = 0): Promise<void> {
    await this.category(category).locator('input[type=file]').setInputFiles(pdfFile(fileName, bytes))
  }

  /** Part 3: chooses a file in the CSV upload of claims. */
  async uploadClaimsCsv(fileName: string, text: string): Promise<void> {
    await this.claimsCsv.setInputFiles(anyFile(fileName, text))
  }

  /** How many placer claims this device keeps for finding claims with no connection (0 before the form kept them). */
  keptClaims(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('registry')
          open.onerror = () => resolve(0)
          open.onsuccess = () => {
            const db = open.result
            if (!db.objectStoreNames.contains('keptLayers')) return resolve(0)
            const read = db.transaction('keptLayers').objectStore('keptLayers').get('placer-claims')
            read.onsuccess = () => resolve((read.result as { count?: number } | undefined)?.count ?? 0)
            read.onerror = () => resolve(0)
          }
        }),
    )
  }

  /**
   * Part 3: types claims of the demo layer (a range of three and one more) and one it does not
   * hold, and checks the four are found and drawn on the map and the fifth is listed as not found.
   */
  async findDemoClaims(): Promise<void> {
    await this.claims.fill('P 10000-P 10002\nP 99999, P 10005')
    await expect(this.page.getByText('4 claims found and drawn on the map.')).toBeVisible()
    await expect(this.page.getByRole('alert').filter({ hasText: 'Claims not found:' })).toHaveText('Claims not found: P 99999')
    await expect.poll(() => this.drawnClaims()).toBe(4)
  }

  /** The outlines of the claims found, drawn on the map (one ring each). */
  drawnClaims(): Promise<number> {
    return this.page.locator('path.file-shape').evaluateAll((paths) => paths.reduce((n, p) => n + (p.getAttribute('d') ?? '').split('M').length - 1, 0))
  }

  /** A standard activity's box in part 4, by its name. */
  activity(name: string): Locator {
    return this.page.getByRole('checkbox', { name, exact: true })
  }

  /** An effect of the group shown in part 5, by its name: its description and its mitigation options. */
  effect(name: string): Locator {
    return this.page.getByRole('group', { name, exact: true })
  }

  /** One of an effect's mitigation options. */
  mitigation(effect: string, option: string): Locator {
    return this.effect(effect).getByRole('checkbox', { name: option, exact: true })
  }

  /** An effect's "none of these apply" option. */
  noneApply(effect: string): Locator {
    return this.effect(effect).getByRole('checkbox', { name: /^(None of these mitigations apply|Aucune de ces mesures d’atténuation ne s’applique)/ })
  }

  /** 'Proceed to part N' or 'Proceed to <group>' (also in French). */
  proceed(): Locator {
    return this.page.getByRole('button', { name: /^(Proceed to|Passer à)/ })
  }

  returnButton(): Locator {
    return this.page.getByRole('button', { name: /^(Return to|Revenir à|Retourner à)/ })
  }

  /** Adds an activity of the proponent's own in part 4, ticked. */
  async addActivity(name: string, description: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add another activity' }).click()
    const index = (await this.page.locator('[id^=placer-other-activity-][id$=-name]').count()) - 1
    await this.page.locator(`#placer-other-activity-${index}-name`).fill(name)
    await this.page.locator(`#placer-other-activity-${index}-description`).fill(description)
  }

  /** Adds a new effect in part 5's Other group. */
  async addEffect(effect: string, mitigation: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add an effect' }).click()
    const index = (await this.page.locator('[id^=placer-new-effect-][id$=-name]').count()) - 1
    await this.page.locator(`#placer-new-effect-${index}-name`).fill(effect)
    await this.page.locator(`#placer-new-effect-${index}-description`).fill(mitigation)
  }
}

/** Two activities that bring effects of every group of the shipped catalogue, and those groups in the catalogue's order. */
export const CAMP_AND_ROAD = ['Work camp', 'Building or upgrading access roads']
export const EVERY_GROUP = [
  'Fish and fish habitat',
  'Water quality and quantity',
  'Wildlife and wildlife habitat',
  'Vegetation, soils and permafrost',
  'Heritage resources',
  'Land use and access',
  'Traditional use',
  'Air quality and noise',
  'Health and safety',
]
/** The one effect of the fish group that a road brings, and two of its options. */
export const SEDIMENT = 'Sediment reaching fish-bearing water'
export const SETTLING = 'Route all process water through settling ponds before it returns to the stream'
export const part5 = (group: string) => `Part 5 Adverse effects and mitigations: ${group}`
