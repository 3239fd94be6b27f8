// Ready for the field (issue 28), as the spec's own proponent, on a desktop and a tablet: the first online visit after login stores what drafting needs (the forms,
// the reference lists, the look-up layers, the placer claims), saying how far it has got in the
// connection menu before it says ready; the outbox is in view (how much waits, each draft's
// "saved on this device" and "sent to the registry" times) and My Projects refreshes by itself as
// the sync drains, with a notice for a queued submission that reached the office; the browser is
// asked to keep the storage once a draft is on the device, and the menu says what is used and left.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { AppShell } from './page-models/app-shell'
import { PlacerFormPage } from './page-models/placer-form'
import { fillUploadProposal, pdfFile, ProposalForm, tokenOf } from './page-models/proposal-form'
import { NO_NETWORK } from './persistent-browser'
import { PUBLIC_REFERENCE_DATA } from '../../src/shared/public-reference-data'
import { submittableProposal } from '../factories/proposal-factory'
import { controlledByServiceWorker } from './page-models/app-shell'

test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [NO_NETWORK] })

/** The reference lists and look-up layers the service worker keeps, by path. */
function keptReferenceData(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await (await caches.open('reference-data')).keys()).map((request) => new URL(request.url).pathname))
}

/**
 * As a browser that keeps a site's storage once asked (one installed, or much used): persist() is
 * answered yes and persisted() says so from then on, on every page of the site. The real answer
 * depends on the browser's own rules, never given to a test's fresh profile.
 */
async function browserKeepsStorageWhenAsked(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'e2e.storage-persisted'
    navigator.storage.persisted = () => Promise.resolve(localStorage.getItem(key) === 'yes')
    navigator.storage.persist = () => {
      localStorage.setItem(key, 'yes')
      return Promise.resolve(true)
    }
  })
}

const persisted = (page: Page) => page.evaluate(() => navigator.storage.persisted())

/** The connection menu, opened (its button is named in the interface's language). */
async function openConnectionMenu(shell: AppShell, button = shell.offlineStatus) {
  if (!(await shell.offlineMenu.isVisible())) await button.click()
  await expect(shell.offlineMenu).toBeVisible()
  return shell.offlineMenu
}

async function projectNumberOf(request: APIRequestContext, token: string, projectId: string): Promise<string | null> {
  const { projects } = (await (await request.get('/api/projects/my', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    projects: { projectId: string; projectNumber: string | null }[]
  }
  return projects.find((p) => p.projectId === projectId)?.projectNumber ?? null
}

for (const device of ['desktop', 'tablet'] as const) {
  const tag = device === 'tablet' ? ' @tablet' : ''

  test(`after login the connection menu shows the preparation for offline use, then ready, with the layers and claims kept before any form opens${tag}`, async ({
    page,
    context,
    account,
    people,
    shell,
  }) => {
    test.setTimeout(90_000)
    // The claims layer is held back until the menu has been seen preparing it.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/geo/placer-claims', async (route) => {
      if (route.request().method() === 'GET') await held
      await route.fallback()
    })
    await account.logInAfresh(await people.standIn('proponent'))
    await controlledByServiceWorker(page)

    const menu = await openConnectionMenu(shell)
    const readiness = menu.getByTestId('offline-readiness')
    await expect(readiness).toContainText('Preparing for offline use: placer claims', { timeout: 30_000 })
    await expect(readiness).not.toContainText('Ready to work offline')
    await expect(menu.getByRole('progressbar')).toBeVisible()
    release()
    await expect(readiness).toContainText('Ready to work offline since', { timeout: 30_000 })
    await expect(readiness).toContainText('the look-up layers and the placer claims are on this device')
    await expect(readiness).toContainText(/Last refreshed on .*\d{4}/)

    // No form was opened: the lists, the layers and the claims are on the device all the same.
    expect(page.url()).not.toMatch(/\/project/)
    expect(new Set(await keptReferenceData(page))).toEqual(new Set(PUBLIC_REFERENCE_DATA))
    expect(await new PlacerFormPage(page).keptClaims()).toBeGreaterThan(0)

    // Refreshed on request: each is fetched again, and the menu says so.
    const refetched = page.waitForResponse((response) => response.url().endsWith('/api/geo/placer-claims') && response.request().method() === 'GET')
    await menu.getByRole('button', { name: 'Refresh now' }).click()
    await refetched
    await expect(readiness).toContainText('Ready to work offline since', { timeout: 30_000 })

    // With no connection now, the placer form opens and finds claims on the device.
    await context.setOffline(true)
    await page.goto('/project/add-placer-proposal')
    const placer = new PlacerFormPage(page)
    await expect(placer.heading).toHaveText('Part 1 Proponent details')
    await context.setOffline(false)
  })

  test(`work saved with the connection dropped shows in the outbox and on My Projects, which refreshes by itself as it is sent${tag}`, async ({
    page,
    context,
    request,
    account,
    people,
    shell,
  }) => {
    test.setTimeout(180_000)
    const stamp = Date.now()
    const draftTitle = `Camp at Moosehide Creek ${stamp}`
    const submittedTitle = `Bonanza bench proposal ${stamp}`
    await browserKeepsStorageWhenAsked(page)
    await account.logIn(await people.standIn('proponent'))
    const token = await tokenOf(page)
    await page.goto('/my-projects')
    await expect(page.getByTestId('my-project').first()).toBeVisible()
    await controlledByServiceWorker(page)
    await expect((await openConnectionMenu(shell)).getByTestId('offline-readiness')).toContainText('Ready to work offline since', { timeout: 60_000 })
    expect(await persisted(page)).toBe(false)

    // The connection drops with the page open; a draft is written, and a proposal submitted.
    await context.setOffline(true)
    await page.goto('/project/add')
    const form = new ProposalForm(page)
    await form.title.fill(draftTitle)
    await expect(form.status).toHaveText('Waiting for connection')
    await form.keptOnDevice(draftTitle)
    const draftId = form.projectId()
    // The first draft on the device: the browser is asked to keep its storage.
    await expect.poll(() => persisted(page)).toBe(true)

    await page.goto('/project/upload')
    await fillUploadProposal(page, submittedTitle, 'Klondike Field Co.')
    await page.getByRole('button', { name: 'Submit', exact: true }).click()
    await expect(page.getByTestId('upload-message')).toContainText('Waiting for connection')
    const submittedId = /draft=([0-9a-f-]{36})/.exec(page.url())?.[1] ?? /projects\/([0-9a-f-]{36})/.exec(page.url())![1]!

    const waiting = 'Waiting to be sent to the registry: 2 drafts, 1 file, and 1 submission.'
    await expect((await openConnectionMenu(shell)).getByTestId('waiting-work')).toHaveText(waiting)

    await page.goto('/my-projects')
    await expect(page.getByTestId('saved-list')).toBeVisible()
    await expect(page.getByRole('main').getByTestId('waiting-work')).toHaveText(waiting)
    const rows = page.getByTestId('my-project')
    const draftRow = rows.filter({ hasText: draftTitle })
    const submittedRow = rows.filter({ hasText: submittedTitle })
    await expect(draftRow).toContainText('Only on this device: not sent to the registry yet')
    await expect(draftRow).toContainText(/Saved on this device at .*\d{4}/)
    await expect(submittedRow).toContainText('Submitted on this device: it goes to the registry when the connection returns')

    // The connection returns; nothing below may load the page again.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
    await context.setOffline(false)
    await expect(draftRow).toContainText(/Sent to the registry at .*\d{4}/, { timeout: 30_000 })
    await expect(draftRow).not.toContainText('not sent to the registry yet')
    await expect.poll(() => projectNumberOf(request, token, submittedId), { timeout: 30_000 }).not.toBeNull()
    const number = (await projectNumberOf(request, token, submittedId))!
    await expect(
      page.getByTestId('toast').filter({ hasText: `Your proposal “${submittedTitle}” has reached the registry as project ${number}.` }),
    ).toBeVisible()
    await expect(submittedRow).toContainText(number)
    await expect(submittedRow).toContainText('Proposal Check')
    await expect(page.getByTestId('saved-list')).toHaveCount(0)
    await expect(page.getByRole('main').getByTestId('waiting-work')).toHaveText('Nothing is waiting to be sent to the registry.')
    await expect((await openConnectionMenu(shell)).getByTestId('waiting-work')).toHaveText('Nothing is waiting to be sent to the registry.')
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(draftId).not.toBe(submittedId)
  })
}

test('in French, the menu says what the device stores and keeps, and the first draft on the device asks the browser to keep it', async ({
  page,
  account,
  people,
  request,
  shell,
}) => {
  test.setTimeout(90_000)
  await browserKeepsStorageWhenAsked(page)
  const proponent = await people.standIn('proponent')
  // A general-form draft of the proponent's own, made on the registry only (a stand-in sees none of the demo proponent's drafts).
  const draft = submittableProposal(crypto.randomUUID(), { projectTitle: `Camp au ruisseau Moosehide ${Date.now()}` })
  const made = await request.post('/api/projects/create-proposal', { data: draft, headers: { Authorization: `Bearer ${await people.token(proponent)}` } })
  expect(made.ok(), await made.text()).toBe(true)
  await account.logIn(proponent)
  await shell.switchLanguage('Français')
  const menuButton = shell.header.getByRole('button', { name: /connexion et utilisation hors ligne$/ })
  const menu = await openConnectionMenu(shell, menuButton)
  await expect(menu.getByTestId('offline-readiness')).toContainText('Prête à fonctionner hors ligne depuis le', { timeout: 60_000 })
  await expect(menu.getByTestId('offline-readiness')).toContainText('les couches de la recherche d’emplacement et les claims de placer sont sur cet appareil')
  await expect(menu.getByTestId('offline-readiness')).toContainText(/Dernière actualisation le .*\d{4} \d{1,2} h \d{2}\./)
  const storage = menu.getByTestId('storage-use')
  await expect(storage).toContainText(/Stockage sur cet appareil : .+ utilisés, .+ disponibles\./)
  await expect(storage).toContainText('Le navigateur peut effacer ce stockage si l’appareil manque d’espace.')
  await expect(menu.getByTestId('waiting-work')).toHaveText('Rien n’attend d’être envoyé au registre.')
  expect(await persisted(page)).toBe(false)

  // A draft of theirs, opened on this device: now kept here, and the browser asked to keep it.
  await page.goto('/my-projects')
  const general = page
    .getByTestId('my-project')
    .filter({ has: page.locator('a[href$="/edit"]') })
    .first()
  await general.getByRole('link', { name: 'Ouvrir l’ébauche' }).click()
  await expect(page.getByRole('button', { name: 'Sauvegarder l’ébauche' })).toBeVisible()
  await expect.poll(() => persisted(page)).toBe(true)
  await expect((await openConnectionMenu(shell, menuButton)).getByTestId('storage-use')).toContainText(
    'Le navigateur conserve ce stockage même si l’appareil manque d’espace.',
  )
  // Back on My Projects, the draft says when it was saved here and sent to the registry, in French.
  await page.goto('/my-projects')
  const row = page.getByTestId('my-project').filter({ hasText: 'Conservée sur cet appareil' }).first()
  await expect(row).toContainText(/Enregistrée sur cet appareil le .*\d{4} \d{1,2} h \d{2}/)
  await expect(row).toContainText(/Envoyée au registre le .*\d{4} \d{1,2} h \d{2}/)
})

test('a file that would not fit in the storage left is refused before it is kept, saying the room left', async ({ page, account, people }) => {
  // A device nearly full: 1.5 MB left of what the browser allows the site.
  await page.addInitScript(() => {
    navigator.storage.estimate = () => Promise.resolve({ usage: 98_500_000, quota: 100_000_000 })
  })
  await account.logIn(await people.standIn('proponent'))
  await page.goto('/project/upload')
  await page.getByLabel(/^Project title/).fill(`Too big for the tablet ${Date.now()}`)
  await page.getByLabel('Attach the proposal').setInputFiles([pdfFile('survey.pdf', 2_000_000)])
  await expect(
    page.getByRole('alert').filter({ hasText: 'survey.pdf (2 MB) would not fit on this device: only 1.5 MB of storage space is left.' }),
  ).toBeVisible()
  await expect(page.getByTestId('draft-document')).toHaveCount(0)
  // A file that fits is kept as ever.
  await page.getByLabel('Attach the proposal').setInputFiles([pdfFile('summary.pdf')])
  await expect(page.getByTestId('draft-document')).toContainText('summary.pdf')
})
