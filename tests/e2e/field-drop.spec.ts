// A connection lost while the app is open (issue 28): a proponent opens the app in town, online,
// and drives out of coverage with it still open (no reload). Every screen and look-up then works
// as after a reload with no connection: the general form's location look-up answers on the device
// (how soon, `npm run bench offline-lookup` says), with the districts the registry names online and the checklists to choose from;
// the placer form's step 3 opens and its claims are found; and a box ticked as the page first
// shows stays ticked. On a tablet, in a browser profile kept as a tablet keeps it, signed in
// through the login screen as the spec's own proponent; the look-up in English and French.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, siteMessageDismissed } from './fixtures'
import { Account } from './page-models/account'
import { AppShell, controlledByServiceWorker, startProposal } from './page-models/app-shell'
import { GeneralFormPage } from './page-models/general-form'
import { PlacerFormPage } from './page-models/placer-form'
import { test } from './persistent-browser'
import type { PersistentBrowser } from './persistent-browser'
import type { People } from './people'
import { DEFAULT_POLYGON, entryGeoJson } from '../../src/shared/geo/location-entry'

const TEXT = {
  en: {
    language: 'English',
    startProposal: 'Start proposal',
    privacy: /privacy statement/,
    terms: /Terms of Use/,
    ready: 'Ready to start',
    online: /Online proposal/,
    placer: /Placer mining proposal/,
    continue: 'Continue',
    addPolygon: 'Add a polygon',
    districts: 'Assessment districts',
    firstNations: 'First Nations whose traditional territory the project is in',
    found: ' (found from the location)',
    workedOutHere: 'Worked out on this device from the map layers saved for use without a connection.',
  },
  fr: {
    language: 'Français',
    startProposal: 'Commencer une proposition',
    privacy: /énoncé de confidentialité/,
    terms: /conditions d’utilisation/,
    ready: 'Prêt à commencer',
    online: /Proposition en ligne/,
    placer: /Proposition d’exploitation de placers/,
    continue: 'Continuer',
    addPolygon: 'Ajouter un polygone',
    districts: 'Districts d’évaluation',
    firstNations: 'Premières Nations sur le territoire traditionnel desquelles se trouve le projet',
    found: ' (trouvé d’après l’emplacement)',
    workedOutHere: 'Calculé sur cet appareil à partir des couches cartographiques enregistrées pour l’utilisation sans connexion.',
  },
} as const

type Language = keyof typeof TEXT

/** The demo placer claims layer: 60 claims in each of the 15 placer areas. */
const DEMO_CLAIMS = 900

/** What a drafting proponent needs kept on the device, as the service worker keeps it. */
const KEPT_FOR_DRAFTING = ['/api/geo/layers', '/api/projects/assessment-districts', '/api/organizations/first-nations']

/**
 * The tablet started, signed in through the login screen as the spec's own proponent, with the
 * service worker in charge and what drafting needs kept; then `use` in town, and the browser closed,
 * with no error in its console but its reports of requests that found no network once offline.
 */
async function onTabletInTown(
  { browser, request, people }: { browser: PersistentBrowser; request: APIRequestContext; people: People },
  use: (browser: PersistentBrowser, page: Page) => Promise<void>,
): Promise<void> {
  test.setTimeout(120_000)
  const page = await browser.open()
  try {
    await siteMessageDismissed(request, browser.context)
    await new Account(page).logIn(await people.standIn('proponent'))
    await controlledByServiceWorker(page)
    await expect
      .poll(
        () =>
          page.evaluate(async (paths) => (await Promise.all(paths.map((path) => caches.match(path)))).every((kept) => kept !== undefined), KEPT_FOR_DRAFTING),
        { timeout: 20_000 },
      )
      .toBe(true)
    await use(browser, page)
  } finally {
    await browser.close()
  }
  expect(browser.unexpected, 'errors in the browser console').toEqual([])
}

/** The district names the registry finds online for the polygon a new polygon starts as, in the language given. */
async function districtsFoundOnline(request: APIRequestContext, language: Language): Promise<string[]> {
  const answer = (await (await request.post('/api/geo/lookup', { data: entryGeoJson([{ type: 'polygon', points: DEFAULT_POLYGON }]) })).json()) as {
    lookup: { assessmentDistricts: string[] }
  }
  const { assessmentDistricts } = (await (await request.get('/api/projects/assessment-districts')).json()) as {
    assessmentDistricts: { assessmentDistrictId: string; name: string; nameFr: string | null }[]
  }
  return assessmentDistricts
    .filter((d) => answer.lookup.assessmentDistricts.includes(d.assessmentDistrictId))
    .map((d) => (language === 'fr' ? (d.nameFr ?? d.name) : d.name))
    .sort()
}

/** How many boxes a reference list offers in part 3. */
async function listed(request: APIRequestContext, path: string, key: 'assessmentDistricts' | 'organizations'): Promise<number> {
  const answer = (await (await request.get(path)).json()) as Record<typeof key, { hiddenFromChecklist?: boolean }[]>
  return answer[key].filter((item) => !item.hiddenFromChecklist).length
}

test.describe('a connection lost while the app is open', () => {
  for (const language of ['en', 'fr'] as const) {
    const text = TEXT[language]

    test(`the general form's look-up answers on the device, naming what the registry names online, with the checklists there (${text.language}) @tablet`, async ({
      request,
      people,
      persistentBrowser,
    }) => {
      await onTabletInTown({ browser: persistentBrowser, request, people }, async (browser, page) => {
        await page.goto('/my-projects')
        if (language === 'fr') await new AppShell(page).switchLanguage('Français')
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

        // Out of coverage, the app still open.
        await browser.setOffline(true)
        await startProposal(page, text)
        await page.getByRole('radio', { name: text.online }).check()
        await page.getByRole('button', { name: text.continue }).click()
        await new GeneralFormPage(page).jumpTo(3)

        // Both lists to choose from by hand, before anything is looked up.
        const districts = page.getByRole('group', { name: text.districts })
        const firstNations = page.getByRole('group', { name: text.firstNations })
        await expect(districts.getByRole('checkbox')).toHaveCount(await listed(request, '/api/projects/assessment-districts', 'assessmentDistricts'))
        await expect(firstNations.getByRole('checkbox')).toHaveCount(await listed(request, '/api/organizations/first-nations', 'organizations'))

        // How soon is `npm run bench offline-lookup`'s to time, not a test's.
        await page.getByRole('button', { name: text.addPolygon }).click()
        const ticked = districts.getByRole('checkbox', { checked: true })
        await expect(ticked.first()).toBeVisible()
        await expect(page.getByText(text.workedOutHere)).toBeVisible()
        const shown = await ticked.evaluateAll((boxes) => boxes.map((box) => box.closest('label')!.textContent!.trim()))
        expect(shown.every((label) => label.endsWith(text.found))).toBe(true)
        expect(shown.map((label) => label.slice(0, -text.found.length)).sort()).toEqual(await districtsFoundOnline(request, language))
        await expect(firstNations.getByRole('checkbox', { checked: true }).first()).toBeVisible()
      })
    })
  }

  test('boxes ticked the moment before-you-begin first shows, on the first visit after logging in, stay ticked @tablet', async ({
    request,
    people,
    persistentBrowser,
  }) => {
    await onTabletInTown({ browser: persistentBrowser, request, people }, async (browser, page) => {
      await page.goto('/')
      await expect(new AppShell(page).startProposal()).toBeVisible()
      // Ticked by the page itself as each box is first drawn, sooner than any person could: a box
      // drawn again afterwards (the page remounted as its late catalog or session arrived) is a new, empty one.
      await page.evaluate(() => {
        const ticked = new WeakSet<HTMLInputElement>()
        let drawn = 0
        new MutationObserver(() => {
          for (const box of document.querySelectorAll<HTMLInputElement>('main input[type=checkbox]')) {
            if (ticked.has(box) || !/privacy statement|Terms of Use/.test(box.closest('label')?.textContent ?? '')) continue
            ticked.add(box)
            drawn += 1
            if (drawn <= 2) box.click()
          }
        }).observe(document.body, { subtree: true, childList: true })
      })
      await new AppShell(page).startProposal().click()
      const boxes = [page.getByRole('checkbox', { name: TEXT.en.privacy }), page.getByRole('checkbox', { name: TEXT.en.terms })]
      for (const box of boxes) await expect(box).toBeChecked()
      // Whatever arrives late has arrived: the service worker's first install, the session check, the catalogs.
      await page.waitForLoadState('networkidle')
      for (const box of boxes) await expect(box).toBeChecked()
      await page.getByRole('button', { name: TEXT.en.ready }).click()
      await expect(page).toHaveURL('/project/before-you-begin/step-2')
    })
  })

  test('the placer form opens from before-you-begin step 3, and its claims are found on the device @tablet', async ({ request, people, persistentBrowser }) => {
    await onTabletInTown({ browser: persistentBrowser, request, people }, async (browser, page) => {
      // The placer form opened once online keeps the claims layer on the device (decision 0044).
      await page.goto('/project/add-placer-proposal')
      const placer = new PlacerFormPage(page)
      await expect.poll(() => placer.keptClaims(), { timeout: 20_000 }).toBe(DEMO_CLAIMS)
      await page.goto('/')
      await expect(new AppShell(page).startProposal()).toBeVisible()

      await browser.setOffline(true)
      await startProposal(page, TEXT.en)
      await page.getByRole('radio', { name: TEXT.en.placer }).check()
      await page.getByRole('button', { name: TEXT.en.continue }).click()
      await expect(page).toHaveURL('/project/before-you-begin/step-3-placer')
      await page.getByRole('button', { name: 'Start blank proposal' }).click()
      await expect(placer.heading).toHaveText('Part 1 Proponent details')
      await new GeneralFormPage(page).jumpTo(3)
      await expect(placer.heading).toHaveText('Part 3 Location by claims')
      await placer.findDemoClaims()
    })
  })
})
