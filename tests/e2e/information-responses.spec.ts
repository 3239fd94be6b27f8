// Answering information requests as the spec's own proponent, signed in through the real login: a draft
// kept, a submission that lands on Documents with the review deadline, "Assessor Reviewing
// Information" until the office publishes, then the answers; a simplified request. Both are
// answered in the field too: written with no connection, kept through a reload, submitted and sent
// when the connection returns (the full request on a tablet, the simplified one in French on a
// desktop). Each request to answer is one the spec's own assessor has just published on a new
// proposal of the proponent's; the pages to others read the demo's requests, which nobody answers. And what an anonymous
// visitor and another person see instead of the answer pages.
import { expect, test } from './fixtures'
import { AnswerForm, ownRequest, publishedRequest } from './page-models/information-responses'
import { pdfFile, tokenOf } from './page-models/proposal-form'
import { testHook } from './test-hooks'
import { controlledByServiceWorker } from './page-models/app-shell'

test.describe('answering an information request', () => {
  // Offline, the browser reports the requests that found no network.
  test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource: net::ERR_FAILED|TypeError: Failed to fetch/] })

  test('saves a draft, then writes and submits with no connection, sent when it returns, then the published answers @tablet', async ({
    account,
    people,
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await account.logIn(await people.standIn('proponent'))
    const tokens = { proponent: await tokenOf(page), assessor: await people.token(await people.standIn('assessor')) }
    const { projectId, requestId, number } = await publishedRequest(request, tokens, { questions: ['How deep is the pit?', 'How deep is the pond?'] })
    await page.goto(`/projects/${projectId}/information-responses`)
    await page
      .getByTestId('information-responses')
      .getByRole('link', { name: `Information Request ${number}`, exact: true })
      .click()

    const form = new AnswerForm(page)
    await form.answer(1).click()
    await page.keyboard.type('The pit is ten metres deep.')
    await form.files(1).setInputFiles(pdfFile('depth-survey.pdf'))
    await expect(page.getByTestId('queued-file')).toHaveText(/depth-survey\.pdf/)
    // Both agreements before either button; a queued file too before submitting (§5).
    await expect(form.saveDraft).toBeDisabled()
    await expect(form.submit).toBeDisabled()
    await form.agree()
    await form.saveDraft.click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Draft answers saved.' })).toBeVisible()
    await expect(page.getByTestId('toast').filter({ hasText: 'Uploaded File: depth-survey.pdf' })).toBeVisible()
    await expect(page.getByTestId('attached-file')).toHaveText(/depth-survey\.pdf/)
    await expect(form.submit).toBeDisabled()

    // The draft is kept: a reload shows the answer and its file.
    await page.reload()
    await expect(form.answer(1)).toContainText('The pit is ten metres deep.')
    await controlledByServiceWorker(page)

    // In the field: written with no connection, kept through a reload, submitted, sent when the connection returns.
    await context.setOffline(true)
    await form.answer(2).click()
    await page.keyboard.type('Measured at the pond with no connection.')
    await form.files(2).setInputFiles(pdfFile('pond.pdf'))
    await expect(page.getByTestId('queued-file')).toHaveText(/pond\.pdf/)
    await expect(page.getByTestId('answer-saved')).toHaveText('Saved on this device')
    await page.reload()
    await expect(form.answer(2)).toContainText('Measured at the pond with no connection.')
    await expect(page.getByTestId('queued-file')).toHaveText(/pond\.pdf/)
    await form.agree()
    await form.submit.click()
    await expect(page.getByTestId('answer-waiting')).toHaveText(
      'There is no connection: your answers are kept on this device and will be sent when the connection returns.',
    )
    await context.setOffline(false)
    await expect(page).toHaveURL(`/projects/${projectId}/documents`)
    await expect(page.getByTestId('response-submitted')).toContainText(
      `Your response to Information Request ${number} was submitted for review. The assessor reviews it by`,
    )

    await page.goto(`/projects/${projectId}/information-requests/${requestId}/answer`)
    await expect(page.getByRole('note').filter({ hasText: 'Assessor Reviewing Information' })).toBeVisible()

    await testHook(baseURL!, 'information-requests/publish-answer', { informationRequestId: requestId })
    await page.reload()
    await expect(page.getByRole('note').filter({ hasText: 'Assessor Reviewing Information' })).toHaveCount(0)
    await expect(page.getByTestId('question').first()).toContainText('The pit is ten metres deep.')
    await expect(page.getByTestId('question').nth(1)).toContainText('Measured at the pond with no connection.')
  })

  test('removes a queued file and a sent one, on a phone @phone', async ({ account, people, page, request }) => {
    await account.logIn(await people.standIn('proponent'))
    const tokens = { proponent: await tokenOf(page), assessor: await people.token(await people.standIn('assessor')) }
    const { projectId, requestId } = await publishedRequest(request, tokens, { questions: ['Where is the camp?'] })
    await page.goto(`/projects/${projectId}/information-responses/${requestId}`)
    const form = new AnswerForm(page)
    await form.files(1).setInputFiles(pdfFile('first.pdf'))
    await page.getByRole('button', { name: 'Remove first.pdf' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Removed file.' })).toBeVisible()
    await form.files(1).setInputFiles(pdfFile('second.pdf'))
    await form.agree()
    await form.saveDraft.click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Draft answers saved.' })).toBeVisible()
    await page.getByRole('button', { name: 'Remove second.pdf' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Attachment second.pdf Removed.' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remove second.pdf' })).toHaveCount(0)
  })

  test('saves a draft in French', async ({ account, people, page, request, shell }) => {
    await account.logIn(await people.standIn('proponent'))
    const tokens = { proponent: await tokenOf(page), assessor: await people.token(await people.standIn('assessor')) }
    const { projectId, requestId, number } = await publishedRequest(request, tokens, { questions: ['Where is the camp?'] })
    await shell.switchLanguage('Français')
    await page.goto(`/projects/${projectId}/information-responses/${requestId}`)
    await expect(page.getByRole('heading', { name: `Demande de renseignements ${number}`, level: 2 })).toBeVisible()
    const form = new AnswerForm(page)
    await expect(form.saveDraft).toBeDisabled()
    await form.agree()
    await form.saveDraft.click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Ébauches de réponses enregistrées.' })).toBeVisible()
  })

  test('answers a simplified request with no connection, in French: kept through a reload, sent when the connection returns', async ({
    account,
    people,
    page,
    context,
    request,
    shell,
  }) => {
    test.setTimeout(120_000)
    await account.logIn(await people.standIn('proponent'))
    const tokens = { proponent: await tokenOf(page), assessor: await people.token(await people.standIn('assessor')) }
    const { projectId, requestId, number } = await publishedRequest(request, tokens, 'simplified')
    await shell.switchLanguage('Français')
    await page.goto(`/projects/${projectId}/information-responses`)
    await page.getByRole('link', { name: `Demande de renseignements ${number} (documents)` }).click()
    const files = page.getByLabel('Ajouter des fichiers à votre réponse')
    await expect(files).toBeVisible()
    await controlledByServiceWorker(page)

    await context.setOffline(true)
    await files.setInputFiles(pdfFile('response.pdf'))
    await expect(page.getByTestId('queued-file')).toHaveText(/response\.pdf/)
    await page.reload()
    await expect(page.getByTestId('queued-file')).toHaveText(/response\.pdf/)
    const form = new AnswerForm(page)
    await form.agree()
    await form.submit.click()
    await expect(page.getByTestId('answer-waiting')).toHaveText(
      'Aucune connexion : vos réponses sont conservées sur cet appareil et seront envoyées au retour de la connexion.',
    )
    await context.setOffline(false)
    await expect(page).toHaveURL(`/projects/${projectId}/documents`)
    await expect(page.getByTestId('response-submitted')).toBeVisible()
    await page.goto(`/projects/${projectId}/simplified-information-responses/${requestId}`)
    await expect(page.getByText(`La demande de renseignements ${number} a reçu une réponse.`)).toBeVisible()
  })
})

test.describe('the response pages, to others', () => {
  test('ask an anonymous visitor to log in, and bring them back after logging in', async ({ account, people, page, request }) => {
    const proponent = await people.standIn('proponent')
    const { projectId } = await ownRequest(request, await people.token(proponent), 'draft_answer', 'EVALUATION_INFORMATION_REQUEST')
    await page.goto(`/projects/${projectId}/information-responses`)
    await expect(page).toHaveURL(`/projects/${projectId}/information-responses`)
    await page.getByTestId('login-prompt').getByRole('link', { name: 'Log in' }).click()
    await account.logInHere(proponent.email, proponent.password)
    await expect(page).toHaveURL(`/projects/${projectId}/information-responses`)
    await expect(page.getByTestId('information-responses')).toBeVisible()
  })

  test('ask an anonymous reader of published answers to log in, and keep the questions public', async ({ page, people, request }) => {
    const { projectId, requestId } = await ownRequest(request, await people.token(await people.standIn('proponent')), 'published_answer')
    await page.goto(`/projects/${projectId}/information-requests/${requestId}/answer`)
    await expect(page.getByTestId('login-prompt')).toContainText('Please log in to view the answers to this information request.')
    await expect(page.getByTestId('question').first()).toBeVisible()
  })

  test('tell a signed-in person who is not the proponent that they are not authorized, in French', async ({ account, people, page, request, shell }) => {
    const { projectId } = await ownRequest(request, await people.token(await people.standIn('proponent')), 'draft_answer', 'EVALUATION_INFORMATION_REQUEST')
    await account.logIn(await people.standIn('follower'))
    await page.goto(`/projects/${projectId}/information-responses`)
    await expect(page.getByRole('alert')).toHaveText('You are not authorized to view the Information Response List')
    await shell.switchLanguage('Français')
    await expect(page.getByRole('alert')).toHaveText('Vous n’êtes pas autorisé à consulter la liste des réponses aux demandes de renseignements')
    await expect(page).toHaveURL(`/projects/${projectId}/information-responses`)
  })
})
