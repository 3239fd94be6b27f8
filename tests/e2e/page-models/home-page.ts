// The home page: the search form, the map and the list of projects found. The map is first a
// picture of itself (no Leaflet) until the visitor reaches for it: openMap() does, for the tests
// that use the interactive map.
import type { Locator, Page } from '@playwright/test'

export class HomePage {
  readonly page: Page
  readonly heading: Locator
  readonly searchBox: Locator
  readonly searchButton: Locator
  readonly includeClosed: Locator
  readonly advancedFilters: Locator
  readonly results: Locator
  readonly count: Locator
  readonly items: Locator
  /** The map's box: its picture, or the interactive map once opened. */
  readonly map: Locator
  readonly mapPicture: Locator
  readonly markers: Locator
  readonly bubbles: Locator
  readonly siteMessage: Locator

  constructor(page: Page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1 })
    this.searchBox = page.getByRole('searchbox', { name: /Search projects|Rechercher des projets/ })
    this.searchButton = page.getByRole('search').getByRole('button', { name: /^(Search|Rechercher)$/ })
    this.includeClosed = page.getByLabel(/Include completed and withdrawn projects|Inclure les projets terminés et retirés/)
    this.advancedFilters = page.getByRole('button', { name: /Advanced filters|Filtres avancés/ })
    this.results = page.getByRole('region', { name: /Projects found|Projets trouvés/ })
    this.count = page.getByTestId('project-count')
    this.items = this.results.getByRole('listitem')
    this.map = page.locator('.project-map-canvas')
    this.mapPicture = page.getByRole('img', { name: /^(Map of Yukon|Carte du Yukon)/ })
    this.markers = this.map.locator('.stage-marker')
    this.bubbles = this.map.locator('.district-bubble')
    this.siteMessage = page.getByRole('dialog')
  }

  /** Opens the home page (with a search in the address) and closes the site message. */
  async goto(search = ''): Promise<void> {
    await this.page.goto(`/${search}`)
    await this.count.waitFor()
    await this.closeSiteMessage()
  }

  /** Reaches for the map (a pointer over its picture) and waits for the interactive map in the picture's place. */
  async openMap(): Promise<void> {
    await this.mapPicture.hover()
    await this.mapPicture.waitFor({ state: 'detached' })
    await this.map.locator('.leaflet-pane').first().waitFor({ state: 'attached' })
  }

  async closeSiteMessage(): Promise<void> {
    if (await this.siteMessage.isVisible()) await this.siteMessage.getByRole('button', { name: /Close|Fermer/ }).click()
  }

  /** The link to a project's page: its title inside its list item. */
  projectLink(item: Locator): Locator {
    return item.getByRole('heading').getByRole('link')
  }
}
