// Local-first proposal drafts (issue 7): a draft written with no connection survives reloads and a
// browser restart, attachments too, and reaches the server when the connection returns; the forms
// open from the service worker's cache in either language; a page killed while typing loses at most
// the last 300 ms; a new form becomes a draft only once something is entered; the French form, and a
// file the registry refuses said so in French. Conflicts: proposal-draft-conflicts.spec.ts;
// submitting: proposal-submissions.spec.ts.
import { expect } from './fixtures'
import { NO_NETWORK, test } from './persistent-browser'
import { GeneralFormPage } from './page-models/general-form'
import { anyFile, ProposalForm, serverDocuments, serverProposal, tokenOf } from './page-models/proposal-form'
import { controlledByServiceWorker } from './page-models/app-shell'

test.describe('drafts on the device', () => {
  test.use({ serviceWorkers: 'allow' })

  // In the field the form is as often on a phone: the same test runs on the phone project too.
  for (const device of ['desktop', 'phone'] as const) {
    test(`a draft written offline survives reloads and a restart, attachments too, and the server has it once online${device === 'phone' ? ', on a phone @phone' : ''}`, async ({
      request,
      people,
      persistentBrowser: browser,
    }) => {
      test.setTimeout(180_000)
      let page = await browser.open()
      try {
        await people.newAccount({ firstName: 'Field', confirmIn: page })
        const token = await tokenOf(page)
        await page.goto('/project/add')
        await controlledByServiceWorker(page)
        let form = new ProposalForm(page)
        await expect(form.title).toBeVisible()

        // No connection from here on: the whole draft is written in the field.
        await browser.setOffline(true)
        await page.reload()
        await form.title.fill('Camp at Moosehide Creek')
        await form.proponentName.fill('Klondike Field Co.')
        await form.attach('site-plan.pdf', 'Site plan, summer camp')
        await expect(form.status).toHaveText('Waiting for connection')
        await expect(form.documents).toHaveCount(1)
        await expect(form.documents.first()).toContainText('Staged on this device')
        // Down at the documents, where the draft stands is still in view, and nothing runs off the side.
        await expect(form.status).toBeInViewport()
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
        const projectId = form.projectId()

        await page.reload()
        await expect(form.title).toHaveValue('Camp at Moosehide Creek')
        await expect(form.proponentName).toHaveValue('Klondike Field Co.')
        await expect(form.documents.first()).toContainText('site-plan.pdf')
        await expect(form.documents.first().getByLabel('Description')).toHaveValue('Site plan, summer camp')

        // The browser closes and starts again, still with no connection.
        page = await browser.restart()
        await page.goto(`/project/add?draft=${projectId}`)
        form = new ProposalForm(page)
        await expect(form.title).toHaveValue('Camp at Moosehide Creek')
        await expect(form.documents.first()).toContainText('site-plan.pdf')
        expect(await serverProposal(request, token, projectId)).toBeNull()

        // The connection returns: everything goes, without the person doing anything.
        await browser.setOffline(false)
        await expect(form.status).toHaveText('Synced', { timeout: 30_000 })
        await expect(form.documents.first()).toContainText('Sent')
        const onServer = await serverProposal(request, token, projectId)
        expect(onServer).toMatchObject({ projectTitle: 'Camp at Moosehide Creek', proponentName: 'Klondike Field Co.', submitted: false })
        expect(JSON.parse(onServer!.form1)).toMatchObject({ projectTitle: 'Camp at Moosehide Creek', version: 5 })
        expect(await serverDocuments(request, token, projectId)).toEqual([
          expect.objectContaining({ fileName: 'site-plan.pdf', description: 'Site plan, summer camp' }),
        ])
      } finally {
        await browser.close()
      }
      expect(browser.unexpected, 'errors in the browser console').toEqual([])
    })
  }
})

test.describe('with no connection', () => {
  test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [NO_NETWORK] })

  test('the forms open in English and in French from the service worker’s cache, and follow the language switch', async ({ page, context, people, shell }) => {
    // A new account by mail, the worker's install, then both languages offline: a long flow.
    test.slow()
    await people.newAccount({ firstName: 'Offline', confirmIn: page })
    await page.goto('/project/add')
    await controlledByServiceWorker(page)
    await context.setOffline(true)

    await page.reload()
    const form = new ProposalForm(page)
    await expect(form.title).toBeVisible()
    await expect(form.saveDraft).toBeVisible()
    await shell.switchLanguage('Français')
    await expect(page.getByLabel('Titre du projet')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sauvegarder l’ébauche' })).toBeVisible()

    await page.goto('/project/add/fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proposition (formulaire en français)')
    await expect(page.getByLabel('Nom du promoteur')).toBeVisible()
    await page.goto('/project/upload')
    await expect(page.getByRole('button', { name: 'Sauvegarder l’ébauche' }).first()).toBeVisible()
    await shell.switchLanguage('English')
    await expect(page.getByRole('button', { name: 'Save draft' }).first()).toBeVisible()
  })
})

test('a page killed while typing loses at most the last 300 ms', async ({ page, context, people }) => {
  await people.newAccount({ firstName: 'Typist', confirmIn: page })
  // The page's clock is the test's: a busy machine delays the page's timers, which is not what is tested.
  await context.clock.install()
  await page.goto('/project/add')
  const form = new ProposalForm(page)
  await form.title.fill('K')
  await expect(page).toHaveURL(/draft=/)
  const projectId = form.projectId()
  const typed = 'Kluane placer exploration, summer'
  const pace = 100
  /** use-draft-autosave.ts's LOCAL_WRITE_MS: an edit is on the device within this time. */
  const localWriteMs = 300
  await form.title.fill('')
  await context.clock.pauseAt(Date.now() + 60_000)
  for (const key of typed) {
    await form.title.press(key)
    await context.clock.runFor(pace)
  }
  // Closed at once, mid-word, without waiting for anything.
  await page.close({ runBeforeUnload: false })
  // The clock is the context's: the next page's timers run again.
  await context.clock.resume()
  const next = await context.newPage()
  await next.goto(`/project/add?draft=${projectId}`)
  const kept = await new ProposalForm(next).title.inputValue()
  expect(typed.startsWith(kept)).toBe(true)
  // 300 ms of the page's time is 3 characters at this pace; one more may have been in the write under way.
  expect(typed.length - kept.length).toBeLessThanOrEqual(Math.ceil(localWriteMs / pace) + 1)
})

test('the French form is in French, and an anonymous visitor is asked to log in', async ({ page, people }) => {
  await page.goto('/project/add/fr')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await people.newAccount({ firstName: 'Francine', confirmIn: page })
  await page.goto('/project/add/fr')
  await expect(page.getByRole('button', { name: 'Sauvegarder l’ébauche' })).toBeVisible()
  await page.getByLabel('Titre du projet').fill('Camp de base')
  await expect(page.getByTestId('draft-status')).toHaveText(/Enregistrée sur cet appareil|Synchronisée/)
  await expect(page.getByTestId('draft-status')).toHaveText('Synchronisée')
  await page.getByRole('button', { name: 'Sauvegarder l’ébauche' }).click()
  await expect(page.getByTestId('draft-message')).toHaveText(/Ébauche/)
})

test('a new form becomes a draft only once something is entered: moving through its parts makes none, here or on the server', async ({
  page,
  request,
  people,
}) => {
  await people.newAccount({ firstName: 'Wandering', confirmIn: page })
  const token = await tokenOf(page)
  const onServer = async () =>
    ((await (await request.get('/api/projects/my', { headers: { Authorization: `Bearer ${token}` } })).json()) as { projects: unknown[] }).projects.length
  const onDevice = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('registry')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const db = open.result
            if (!db.objectStoreNames.contains('drafts')) return resolve(0)
            const count = db.transaction('drafts').objectStore('drafts').count()
            count.onsuccess = () => resolve(count.result)
            db.close()
          }
        }),
    )
  const form = new GeneralFormPage(page)
  const drafts = new ProposalForm(page)

  await page.goto('/project/add')
  for (const part of [2, 3, 4, 8, 1]) {
    await form.jumpTo(part)
    await expect(form.heading).toHaveText(new RegExp(`Part ${part}`))
  }
  // Not named as a draft, nothing to delete, and nothing kept.
  await expect(page).toHaveURL(/\/project\/add$/)
  await expect(page.getByRole('button', { name: 'Delete draft' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.goto('/my-projects')
  await expect(
    page.getByText('Any projects you are following or are associated with as a Proponent, Agent, Planning Commission or Decision Body will be shown here.'),
  ).toBeVisible()
  await expect(page.getByTestId('my-project')).toHaveCount(0)
  expect(await onDevice()).toBe(0)
  expect(await onServer()).toBe(0)

  // One character is an entry: the draft is kept on the device and reaches the server.
  await page.goto('/project/add')
  await form.jumpTo(2)
  await form.jumpTo(1)
  await drafts.title.fill('C')
  await expect(drafts.status).toHaveText('Synced')
  expect(await onDevice()).toBe(1)
  expect(await serverProposal(request, token, drafts.projectId())).toMatchObject({ projectTitle: 'C' })
  await page.goto('/my-projects')
  await expect(page.getByTestId('my-project')).toHaveCount(1)
})

test.describe('a refusal in French', () => {
  // The registry's refusal of the file's contents, as the browser logs it.
  test.use({ allowedConsoleErrors: [/status of 415 \(Unsupported Media Type\)/] })

  test('a file the registry refuses is said so in the form’s language, never in the server’s English', async ({ page, people }) => {
    await people.newAccount({ firstName: 'Fabienne', confirmIn: page })
    await page.goto('/project/add/fr')
    await page.getByLabel('Titre du projet').fill('Camp refusé')
    await expect(page.getByTestId('draft-status')).toHaveText('Synchronisée')
    // Named as a PDF, which the page takes, but not one: the registry checks the contents.
    const panel = page.getByRole('complementary', { name: 'Documents à l’appui' })
    await panel.locator('input[type=file]').setInputFiles(anyFile('rapport.pdf', 'Ceci n’est pas un PDF.'))
    const refused = 'Ce type de fichier n’est pas accepté ici, ou son contenu ne correspond pas à son nom.'
    await expect(panel.getByTestId('draft-document').filter({ hasText: 'rapport.pdf' })).toContainText(`Refusé : ${refused}`, { timeout: 20_000 })
    await expect(page.getByTestId('draft-status')).toHaveText(`Erreur : ${refused}`)
    await expect(page.getByText(/does not|is not|may be/)).toHaveCount(0)
  })
})
