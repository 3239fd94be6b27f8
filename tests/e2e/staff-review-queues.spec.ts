// The office's review queues other than comments, as the spec's own assessor (people.ts) signed in through
// the real login: a submitted proposal accepted into Adequacy Review, which the public then finds; a
// document's redacted version published, the only file the public downloads; a submitted answer
// published; an intervenor accepted, listed publicly and told by e-mail; the queues in French; a
// document's publication undone by the reviewer, back in the queue and gone from the public's list;
// a decision another reviewer took first, which the screen says was taken, by whom and when.
import { openPrivateFile } from './downloads'
import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import type { AppShell } from './page-models/app-shell'
import { pdfFile } from './page-models/proposal-form'
import { addedDocument, intervenorApplication, ReviewQueuePage, submittedProposal } from './page-models/review-queues'

/** The staff workspace through the header, as the assessor reaches it (a phone folds it behind Menu). */
async function openStaff(page: Page, shell: AppShell): Promise<void> {
  const menu = shell.header.getByRole('button', { name: 'Menu', exact: true })
  if (await menu.isVisible()) await menu.click()
  await shell.navLink('Staff').click()
  await expect(page).toHaveURL('/staff')
}

for (const device of ['desktop', 'phone'] as const) {
  const tag = device === 'phone' ? ' @phone' : ''

  test(`an assessor accepts a submitted proposal into Adequacy Review and the public then finds it, with its documents${tag}`, async ({
    people,
    page,
    request,
    account,
    shell,
    homePage,
    projectPage,
  }) => {
    const title = `Atlin Road gravel pit ${device} ${Date.now()}`
    const files = [`pit-plan-${device}.pdf`, `haul-route-${device}.pdf`]
    const { projectNumber } = await submittedProposal(request, people, title, [
      { group: 'proposal', fileName: files[0]! },
      { group: 'project', fileName: files[1]! },
    ])
    await account.logIn(await people.standIn('assessor'))
    await openStaff(page, shell)
    await expect(page.getByTestId('staff-nav-proposals')).toContainText(/\d+/)
    await page.getByTestId('staff-nav-proposals').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Proposals at Proposal Check \(\d+\)$/)
    const queues = new ReviewQueuePage(page)
    await queues.open('proposals', title)
    await expect(page.getByText('Review due')).toBeVisible()
    await queues.decision('Accept into Adequacy Review').check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page).toHaveURL(/\/staff\/review\/proposals\?reviewed=/)
    await expect(page.getByText(title)).toHaveCount(0)

    // The public: the same browser with no session, loaded afresh.
    await page.evaluate(() => localStorage.removeItem('registry.session'))
    await homePage.goto(`?q=${encodeURIComponent(title)}`)
    await homePage.results.getByRole('link', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText('Stage:')).toContainText('Adequacy Review')
    await expect(page.getByText(projectNumber).first()).toBeVisible()
    await projectPage.tab('Documents').click()
    for (const fileName of files) await expect(projectPage.documents.filter({ hasText: fileName })).toHaveCount(1)
    await page.getByRole('link', { name: 'View the project proposal' }).click()
    await expect(page).toHaveURL(/\/documents\/form1$/)
  })
}

test('an assessor publishes a redacted version of a document and the public downloads only that file', async ({ people, page, request, account, shell }) => {
  const fileName = `site-plan-${Date.now()}.pdf`
  const { projectId, documentId } = await addedDocument(request, await people.token(await people.standIn('proponent')), fileName)
  await account.logIn(await people.standIn('assessor'))
  await openStaff(page, shell)
  await page.getByTestId('staff-nav-documents').click()
  const queues = new ReviewQueuePage(page)
  await queues.open('documents', fileName)
  // The original, for staff only, opens from the review through a download token.
  const opened = await openPrivateFile(page, page.getByRole('link', { name: fileName }))
  expect([opened.status, opened.text]).toEqual([200, expect.stringContaining(`% ${fileName}`)])
  await queues.decision('Publish a redacted version').check()
  await page.getByLabel(/^Redacted file/).setInputFiles(pdfFile('site-plan-redacted.pdf'))
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/staff\/review\/documents\?reviewed=/)
  await expect(page.getByText(fileName)).toHaveCount(0)

  // The public's list offers the redacted file alone, and the original is not theirs to download.
  const listed = (await (await request.get(`/api/projects/${projectId}/documents`)).json()) as {
    documentId: string
    redactedUploadId: string | null
    unredactedUploadId?: string | null
  }[]
  const document = listed.find((d) => d.documentId === documentId)!
  expect(document.unredactedUploadId ?? null).toBeNull()
  const download = await request.get(`/api/uploads/${document.redactedUploadId}`)
  expect(await download.text()).toContain('% site-plan-redacted.pdf')
  const staffToken = await people.token(await people.standIn('assessor'))
  const original = (
    (await (await request.get(`/api/projects/${projectId}/documents`, { headers: { Authorization: `Bearer ${staffToken}` } })).json()) as {
      documentId: string
      unredactedUploadId?: string | null
    }[]
  ).find((d) => d.documentId === documentId)!.unredactedUploadId!
  expect((await request.get(`/api/uploads/${original}`)).status()).toBe(404)
})

test('an assessor reads a submitted answer, publishes it, and the public reads it as published', async ({ people, page, request, account }) => {
  const staffToken = await people.token(await people.standIn('assessor'))
  type Answer = { itemId: string; projectId: string; simplified: boolean; questions: { questionNumber: number; answer: string | null }[] }
  const { items } = (await (await request.get('/api/staff/queues/answers', { headers: { Authorization: `Bearer ${staffToken}` } })).json()) as {
    items: Answer[]
  }
  const answer = items.find((i) => !i.simplified && i.questions.some((q) => q.answer))!
  const written = answer.questions.find((q) => q.answer)!
  await account.logIn(await people.standIn('assessor'))
  await page.goto('/staff/review/answers')
  await page.getByTestId('answers-review-queue').getByRole('link').filter({ hasText: 'Answer to information request' }).first().waitFor()
  await page.goto(`/staff/review/answers/${answer.itemId}`)
  // The answer's own text, rendered, beside its question: what the assessor is about to publish.
  const submitted = page
    .getByTestId('submitted-answers')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Question ${written.questionNumber}`, exact: true }) })
  const plain = written
    .answer!.replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
  await expect(submitted).toContainText(plain)
  await expect(submitted.getByRole('heading', { name: 'Answer', exact: true })).toBeVisible()
  await new ReviewQueuePage(page).decision('Publish').check()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/staff\/review\/answers\?reviewed=/)
  const requests = (await (await request.get(`/api/projects/${answer.projectId}/information-requests`)).json()) as {
    informationRequestId: string
    status: string
  }[]
  expect(requests.find((r) => r.informationRequestId === answer.itemId)?.status).toBe('published_answer')
})

test('an assessor accepts an intervenor, who is listed publicly and told by e-mail', async ({ people, page, request, mail, account, shell, projectPage }) => {
  const firstName = `Kim${Date.now() % 100000}`
  const { projectId, email } = await intervenorApplication(request, people, await people.token(await people.standIn('intervenor')), firstName)
  await account.logIn(await people.standIn('assessor'))
  await openStaff(page, shell)
  await page.getByTestId('staff-nav-intervenors').click()
  const queues = new ReviewQueuePage(page)
  await queues.open('intervenors', firstName)
  await queues.decision('Accept').check()
  await queues.saveAndNext().click()
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(firstName)
  expect(await mail.linkTo(email, `/projects/${projectId}`)).toContain(projectId)
  await projectPage.goto(projectId, 'intervenors')
  await expect(page.getByText(`${firstName} Applicant`)).toBeVisible()
})

test('the queues are in French when the site is: an application declined with its reason', async ({ people, page, request, mail, account, shell }) => {
  const firstName = `Lou${Date.now() % 100000}`
  const { projectId, email } = await intervenorApplication(request, people, await people.token(await people.standIn('intervenor')), firstName)
  await account.logIn(await people.standIn('assessor'))
  await page.goto('/staff/review/intervenors')
  await shell.switchLanguage('Français')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Demandes d’intervention à examiner \(\d+\)$/)
  await expect(page.getByTestId('staff-nav-proposals')).toContainText('Propositions')
  const queues = new ReviewQueuePage(page)
  await queues.open('intervenors', firstName)
  await expect(page.getByText('Échéance de l’examen')).toBeVisible()
  await queues.decision('Refuser').check()
  await page.getByLabel('Motif (communiqué au demandeur)').fill('Le demandeur n’est pas directement touché.')
  await queues.saveAndNext().click()
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(firstName)
  expect(await mail.linkTo(email, `/projects/${projectId}`)).toContain(projectId)
})

test('an assessor undoes their own publication of a document: it waits in the queue again and the public no longer lists it', async ({
  people,
  page,
  request,
  account,
}) => {
  const fileName = `culvert-${Date.now()}.pdf`
  const { projectId, documentId } = await addedDocument(request, await people.token(await people.standIn('proponent')), fileName)
  await account.logIn(await people.standIn('assessor'))
  await page.goto('/staff/review/documents')
  const queues = new ReviewQueuePage(page)
  await queues.open('documents', fileName)
  await queues.decision('Publish as Public').check()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/staff\/review\/documents\?reviewed=/)
  await expect(queues.queue('documents').getByText(fileName)).toHaveCount(0)
  const publicList = async () =>
    ((await (await request.get(`/api/projects/${projectId}/documents`)).json()) as { documentId: string }[]).map((d) => d.documentId)
  expect(await publicList()).toContain(documentId)

  const undo = page.getByTestId('undo-last-action')
  await expect(undo).toContainText('Your last action here: published a document as Public')
  await undo.getByRole('button', { name: 'Undo' }).click()
  await expect(undo).toContainText('Undone.')
  await expect(queues.queue('documents').getByText(fileName)).toBeVisible()
  expect(await publicList()).not.toContain(documentId)
  await undo.getByRole('link', { name: 'Open the item again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fileName)
})

test.describe('a decision another reviewer took first', () => {
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\) \(http:\/\/localhost:\d+\/api\/staff\/documents\/[^/]+\/publish\)/] })

  test('an assessor who saves it is told who took it and when', async ({ people, page, request, account }) => {
    const fileName = `fish-survey-${Date.now()}.pdf`
    const { documentId } = await addedDocument(request, await people.token(await people.standIn('proponent')), fileName)
    await account.logIn(await people.standIn('assessor'))
    await page.goto('/staff/review/documents')
    const queues = new ReviewQueuePage(page)
    await queues.open('documents', fileName)
    // The manager keeps it internal while the assessor has it open.
    const managerToken = await people.token(await people.standIn('manager'))
    expect((await request.post(`/api/staff/documents/${documentId}/internal`, { headers: { Authorization: `Bearer ${managerToken}` } })).status()).toBe(200)
    await queues.decision('Publish as Public').check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText(
      /^This was already marked Internal by Morgan Tremblay on \w{3} \d{2}, \d{4} \d{1,2}:\d{2} [AP]M \(Yukon time\)\.$/,
    )
  })
})
