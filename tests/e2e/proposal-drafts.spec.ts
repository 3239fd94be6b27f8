// Local-first proposal drafts (issue 7): a draft written with no connection survives reloads and a
// browser restart, attachments too, and reaches the server when the connection returns; the same
// draft edited in two browsers becomes a conflict the person resolves, losing nothing; a page
// killed while typing loses at most the last 300 ms.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { NO_NETWORK, PersistentBrowser } from './persistent-browser'
import { GeneralFormPage, tagishCabin } from './page-models/general-form'
import { anyFile, loggedInElsewhere, newProponent, pdfFile, ProposalForm, serverDocuments, serverProposal, tokenOf } from './page-models/proposal-form'

test.describe('drafts on the device', () => {
  test.use({ serviceWorkers: 'allow' })

  // In the field the form is as often on a phone: the same test runs on the phone project too.
  for (const device of ['desktop', 'phone'] as const) {
    test(`a draft written offline survives reloads and a restart, attachments too, and the server has it once online${device === 'phone' ? ', on a phone @phone' : ''}`, async ({
      request,
      mail,
      launchOptions,
      baseURL,
      locale,
      extraHTTPHeaders,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    }, testInfo) => {
      test.setTimeout(180_000)
      const browser = new PersistentBrowser(testInfo.outputPath('profile'), {
        launchOptions,
        baseURL,
        locale,
        extraHTTPHeaders,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      })
      let page = await browser.open()
      try {
        await newProponent(page, request, mail, 'Field')
        const token = await tokenOf(page)
        await page.goto('/project/add')
        await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true)
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

  test('the forms open in English and in French from the service worker’s cache, and follow the language switch', async ({
    page,
    context,
    request,
    mail,
    shell,
  }) => {
    // A new account by mail, the worker's install, then both languages offline: a long flow.
    test.slow()
    await newProponent(page, request, mail, 'Offline')
    await page.goto('/project/add')
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true)
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

test('a page killed while typing loses at most the last 300 ms', async ({ page, context, request, mail }) => {
  await newProponent(page, request, mail, 'Typist')
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

test.describe('two browsers', () => {
  // The browser reports the server's 409 answer; the form turns it into the conflict shown.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\).*update-proposal/] })

  test('the same draft edited in two browsers becomes a conflict; keep mine and take theirs both lose nothing unchosen', async ({
    page,
    browser,
    request,
    mail,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(90_000)
    const email = await newProponent(page, request, mail, 'Laptop')
    await page.goto('/project/add')
    const laptop = new ProposalForm(page)
    await laptop.title.fill('Version from the laptop')
    await laptop.saveDraft.click()
    await expect(laptop.message).toHaveText(/Draft proposal saved/)
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/edit$/)
    const projectId = laptop.projectId()
    const token = await tokenOf(page)

    // The tablet has never seen the draft: it opens it from the server.
    const { context: tabletContext, page: tabletPage } = await loggedInElsewhere(browser, request, extraHTTPHeaders, email)
    try {
      await tabletPage.goto(`/projects/${projectId}/edit`)
      const tablet = new ProposalForm(tabletPage)
      await expect(tablet.title).toHaveValue('Version from the laptop')
      await tablet.title.fill('Version from the tablet')
      await expect.poll(async () => (await serverProposal(request, token, projectId))?.projectTitle).toBe('Version from the tablet')
      await expect(tablet.status).toHaveText('Synced')

      // The laptop saves over the revision it last saw: a conflict, and both versions are kept.
      await laptop.title.fill('Laptop, edited again')
      await expect(laptop.status).toHaveText('Conflict')
      const conflict = page.getByRole('alert').filter({ hasText: 'this draft was changed elsewhere' })
      // The conflict choice takes the place of the save message, which is no longer true.
      await expect(conflict).toBeVisible()
      await expect(laptop.message).toHaveCount(0)
      // Only the field both changed, labelled with its part and field as the form names them, with both values.
      await expect(conflict.getByTestId('conflict-field')).toHaveCount(1)
      const mine = conflict.getByTestId('conflict-mine')
      await expect(mine.getByRole('heading', { name: 'Part 1: Proponent and contact' })).toBeVisible()
      await expect(mine.getByRole('term')).toHaveText(['Project title'])
      await expect(mine.getByRole('definition')).toHaveText(['Laptop, edited again'])
      await expect(conflict.getByTestId('conflict-theirs').getByRole('definition')).toHaveText(['Version from the tablet'])
      expect((await serverProposal(request, token, projectId))?.projectTitle).toBe('Version from the tablet')

      await conflict.getByRole('button', { name: 'Keep mine' }).click()
      await expect(laptop.status).toHaveText('Synced')
      await expect(laptop.message).toHaveCount(0)
      await expect(laptop.title).toHaveValue('Laptop, edited again')
      expect((await serverProposal(request, token, projectId))?.projectTitle).toBe('Laptop, edited again')

      // Now the tablet is behind: its next edit conflicts, and it takes the laptop's version.
      await tablet.title.fill('Tablet, edited again')
      await expect(tablet.status).toHaveText('Conflict')
      await tabletPage.getByRole('button', { name: 'Take theirs' }).click()
      await expect(tablet.title).toHaveValue('Laptop, edited again')
      await expect(tablet.status).toHaveText('Synced')
      expect((await serverProposal(request, token, projectId))?.projectTitle).toBe('Laptop, edited again')
    } finally {
      await tabletContext.close()
    }
  })

  test('a PDF-upload draft edited in two browsers keeps both changes to different fields, and asks only for the field both changed', async ({
    page,
    browser,
    request,
    mail,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(90_000)
    const email = await newProponent(page, request, mail, 'Uploader')
    await page.goto('/project/upload')
    const title = page.getByLabel(/^Project title/)
    const status = page.getByTestId('draft-status')
    await title.fill('Upload from the laptop')
    await expect(page).toHaveURL(/\/project\/upload\?draft=/)
    const projectId = new URL(page.url()).searchParams.get('draft')!
    const token = await tokenOf(page)
    await expect(status).toHaveText('Synced', { timeout: 20_000 })

    const { context: tabletContext, page: tabletPage } = await loggedInElsewhere(browser, request, extraHTTPHeaders, email)
    try {
      await tabletPage.goto(`/projects/${projectId}/edit-upload`)
      const tabletTitle = tabletPage.getByLabel(/^Project title/)
      await expect(tabletTitle).toHaveValue('Upload from the laptop')
      await tabletPage.getByLabel(/^Proponent name/).fill('Tablet Mining Ltd.')
      await expect.poll(async () => (await serverProposal(request, token, projectId))?.proponentName).toBe('Tablet Mining Ltd.')
      await expect(tabletPage.getByTestId('draft-status')).toHaveText('Synced')

      // Another field: kept with the tablet's, and the laptop shows the tablet's.
      await title.fill('Upload, edited again')
      await expect(status).toHaveText('Synced')
      await expect(page.getByLabel(/^Proponent name/)).toHaveValue('Tablet Mining Ltd.')
      expect(await serverProposal(request, token, projectId)).toMatchObject({ projectTitle: 'Upload, edited again', proponentName: 'Tablet Mining Ltd.' })

      // The same field, from the tablet now behind: it asks for that field alone.
      await tabletTitle.fill('Upload from the tablet')
      await expect(tabletPage.getByTestId('draft-status')).toHaveText('Conflict')
      const conflict = tabletPage.getByRole('alert').filter({ hasText: 'this draft was changed elsewhere' })
      await expect(conflict.getByTestId('conflict-mine').getByRole('term')).toHaveText(['Project title'])
      await expect(conflict.getByTestId('conflict-mine').getByRole('definition')).toHaveText(['Upload from the tablet'])
      await expect(conflict.getByTestId('conflict-theirs').getByRole('definition')).toHaveText(['Upload, edited again'])
      await conflict.getByRole('button', { name: 'Take theirs' }).click()
      await expect(tabletPage.getByTestId('draft-status')).toHaveText('Synced')
      await expect(tabletTitle).toHaveValue('Upload, edited again')
      await expect(tabletPage.getByLabel(/^Proponent name/)).toHaveValue('Tablet Mining Ltd.')
    } finally {
      await tabletContext.close()
    }
  })
})

test('the French form is in French, and an anonymous visitor is asked to log in', async ({ page, request, mail }) => {
  await page.goto('/project/add/fr')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await newProponent(page, request, mail, 'Francine')
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
  mail,
}) => {
  await newProponent(page, request, mail, 'Wandering')
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

  test('a file the registry refuses is said so in the form’s language, never in the server’s English', async ({ page, request, mail }) => {
    await newProponent(page, request, mail, 'Fabienne')
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

test.describe('submitting', () => {
  // With no connection the session check and the location look-ups find no network.
  test.use({ allowedConsoleErrors: [NO_NETWORK] })

  test('a proposal submitted with no connection goes when the connection returns, and lands on My Projects at Proposal Check', async ({
    page,
    context,
    request,
    mail,
  }) => {
    test.setTimeout(90_000)
    await newProponent(page, request, mail, 'Submitter')
    await page.goto('/project/add')
    const form = new ProposalForm(page)
    await new GeneralFormPage(page).fillPart1(tagishCabin('Tagish Lake cabin'))
    await page.getByRole('button', { name: 'Proceed to part 2' }).click()
    await page.locator('#gf-regulation-0-part').selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Proceed to part 3' }).click()
    await page.getByRole('button', { name: 'Add a polygon' }).click()
    const districts = page.getByRole('group', { name: 'Assessment districts' })
    await expect(districts.getByRole('checkbox', { checked: true }).first()).toBeVisible({ timeout: 20_000 })
    await expect(form.status).toHaveText('Synced')
    const projectId = form.projectId()
    const token = await tokenOf(page)

    await context.setOffline(true)
    await form.submit.click()
    await expect(form.message).toContainText('your proposal will be submitted when the connection returns')
    await expect(form.status).toHaveText('Waiting for connection')
    expect((await serverProposal(request, token, projectId))?.submitted).toBe(false)

    await context.setOffline(false)
    await expect(page).toHaveURL(/\/my-projects$/, { timeout: 30_000 })
    await expect(page.getByTestId('proposal-submitted')).toContainText('Tagish Lake cabin')
    await expect(page.getByTestId('proposal-submitted')).toContainText('Proposal Check')
    const card = page.getByTestId('my-project').filter({ hasText: 'Tagish Lake cabin' })
    await expect(card).toContainText('Proposal Check')
    expect(await serverProposal(request, token, projectId)).toMatchObject({ submitted: true, projectTitle: 'Tagish Lake cabin' })
  })
})

/**
 * A new proponent's general-form draft complete to part 3 by a location file and a district chosen
 * by hand (no shape drawn), synced, with that file on the registry; and a way to remove the file as
 * another device of the same person would.
 */
async function draftWithLocationFile(page: Page, request: APIRequestContext, mail: Parameters<typeof newProponent>[2], name: string) {
  await newProponent(page, request, mail, name)
  await page.goto('/project/add')
  const form = new ProposalForm(page)
  const parts = new GeneralFormPage(page)
  await parts.fillPart1(tagishCabin('Tagish Lake boathouse'))
  await parts.proceed().click()
  await parts.field('Part').selectOption({ index: 1 })
  await parts.proceed().click()
  // Part 3 is complete with a location file and a district chosen by hand, no shape drawn.
  await page.getByLabel(/^Location files/).setInputFiles(pdfFile('boathouse-site-plan.pdf'))
  await page.getByRole('group', { name: 'Assessment districts' }).getByRole('checkbox', { name: 'Whitehorse' }).check()
  await expect(form.status).toHaveText('Synced', { timeout: 20_000 })
  const projectId = form.projectId()
  const token = await tokenOf(page)
  const authorization = { Authorization: `Bearer ${token}` }
  const locationFiles = async () => {
    const answer = await request.get(`/api/projects/${projectId}/documents/proposal-location`, { headers: authorization })
    return answer.ok() ? ((await answer.json()) as { documents: { documentId: string; fileName: string }[] }).documents : []
  }
  await expect.poll(async () => (await locationFiles()).map((d) => d.fileName), { timeout: 20_000 }).toEqual(['boathouse-site-plan.pdf'])
  const listedHere = page.getByTestId('draft-document').filter({ hasText: 'boathouse-site-plan.pdf' })
  await expect(listedHere).toHaveCount(1)

  const removeElsewhere = async () => {
    const [locationFile] = await locationFiles()
    const removed = await request.post('/api/projects/remove-project-document', {
      headers: authorization,
      data: { projectId, documentId: locationFile!.documentId },
    })
    expect(removed.ok()).toBe(true)
  }
  return { form, parts, projectId, token, listedHere, removeElsewhere }
}

test.describe('a submission the registry refuses', () => {
  // The registry's answer to the submit, as the browser logs it.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] })

  test('a proposal whose location file was removed elsewhere is not submitted: the form says why, marks part 3 and no longer lists the file, after a reload too', async ({
    page,
    request,
    mail,
  }) => {
    const { form, parts, projectId, token, listedHere, removeElsewhere } = await draftWithLocationFile(page, request, mail, 'Refused')
    // The same person removes the file from another device: this browser still lists it, and its
    // own check lets the submit go; the registry counts the files it holds, and refuses.
    await removeElsewhere()
    await form.submit.click()

    const refused = 'Proposal was not Submitted. Some required fields are missing: the parts marked in the navigation show what to fill in.'
    await expect(form.message).toContainText(refused, { timeout: 20_000 })
    await expect(form.message).toHaveAttribute('role', 'alert')
    await expect(page.getByText('Submitting your proposal…')).toHaveCount(0)
    await expect(form.submit).toBeEnabled()
    await expect(page).not.toHaveURL(/my-projects/)
    expect(await serverProposal(request, token, projectId)).toMatchObject({ submitted: false, projectTitle: 'Tagish Lake boathouse' })
    // The registry's answer names part 3, and this device learns the file is gone from the registry.
    const missingHere = page.getByRole('alert').filter({ hasText: 'This part is missing required fields' })
    await expect(missingHere).toBeVisible()
    await expect(listedHere).toHaveCount(0, { timeout: 20_000 })

    // The refusal is kept with the draft: reopened, the form still says so, and nothing went.
    await page.reload()
    await expect(form.message).toContainText(refused)
    await expect(form.status).toHaveText('Error: Some required fields are missing: the parts marked in the navigation show what to fill in.')
    await expect(missingHere).toBeVisible()
    await expect(page.getByLabel(/^Location files/)).toBeAttached()
    await expect(listedHere).toHaveCount(0)
    await expect(form.submit).toBeEnabled()
    // Elsewhere in the form, the navigation and part 8 point back to part 3.
    await parts.jumpTo(8)
    await expect(parts.navItem(3)).toHaveAccessibleName(/missing required fields/)
    await expect(page.getByRole('alert').filter({ hasText: 'There are required fields in previous sections' })).toContainText('Part 3: Project location')
    expect((await serverProposal(request, token, projectId))?.submitted).toBe(false)
  })

  test('a file removed on another device is gone from the draft when its form opens again, before any submit', async ({ page, request, mail }) => {
    const { form, parts, listedHere, removeElsewhere } = await draftWithLocationFile(page, request, mail, 'Reopened')
    await removeElsewhere()
    await page.reload()
    await expect(listedHere).toHaveCount(0, { timeout: 20_000 })
    // Part 3 now lacks its location by this device's own check, before anything is sent to be refused.
    await parts.jumpTo(8)
    await expect(parts.navItem(3)).toHaveAccessibleName(/needs attention/)
    await expect(form.status).toHaveText('Synced')
  })
})
