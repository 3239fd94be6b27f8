// The office's comment review as the spec's own assessor (people.ts) signed in through the real
// login (its undo panel its own): a comment sent by a visitor with a file is published with a passage withheld (the assessor opens the file
// as it was sent), and the public Comments tab shows only the redacted copy, its marker in the
// reader's language; a rejected one is counted there as withheld, and its author follows the link
// they are mailed, with no login, to edit and resubmit it; the reviewer undoes their own answer;
// the review screens and the withheld count in French.
import { openPrivateFile } from './downloads'
import { expect, test } from './fixtures'
import { findOpenProject } from './page-models/comment-form'
import { CommentReviewPage, sendComment, visitorBrowser } from './page-models/comment-review'

for (const device of ['desktop', 'tablet'] as const) {
  const tag = device === 'tablet' ? ' @tablet' : ''

  test(`an assessor publishes a comment with a passage withheld and the public reads only the redacted copy${tag}`, async ({
    page,
    request,
    people,
    account,
    shell,
  }) => {
    const project = await findOpenProject(request)
    const lastName = `Review${device}${Date.now()}`
    await sendComment(request, project.projectId, lastName, `My number is 867-555-0142 and the creek floods (${lastName}).`, 'creek-photos.pdf')

    await account.logIn(await people.standIn('assessor'))
    const menu = shell.header.getByRole('button', { name: 'Menu', exact: true })
    if (await menu.isVisible()) await menu.click()
    await shell.navLink('Staff').click()
    await page.getByTestId('staff-nav-comments').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Comments to review \(\d+\)$/)
    const review = new CommentReviewPage(page)
    await review.openFromQueue(lastName)
    await expect(review.original).toHaveText(`My number is 867-555-0142 and the creek floods (${lastName}).`)
    // The file as the visitor sent it, through a download token.
    const file = await openPrivateFile(page, page.getByTestId('comment-attachments').getByRole('link', { name: 'creek-photos.pdf' }))
    expect([file.status, file.text]).toEqual([200, expect.stringContaining('% creek-photos.pdf')])

    await review.select('867-555-0142')
    await page.getByRole('combobox', { name: 'Reason', exact: true }).selectOption({ label: 'Personal information' })
    await page.getByRole('button', { name: 'Withhold selected text' }).click()
    await expect(review.preview).toHaveText(`My number is [withheld: personal information] and the creek floods (${lastName}).`)
    await page.getByRole('radio', { name: 'Publish' }).check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page).toHaveURL(/\/staff\/comments\?reviewed=/)
    await expect(page.getByTestId('comment-review-queue').getByText(lastName)).toHaveCount(0)

    await page.goto(`/projects/${project.projectId}/comments`)
    await expect(page.getByText(`My number is [withheld: personal information] and the creek floods (${lastName}).`)).toBeVisible()
    await expect(page.getByText('867-555-0142')).toHaveCount(0)
    // A French reader reads the marker in French.
    await shell.switchLanguage('Français')
    await expect(page.getByText(`My number is [caviardé : renseignements personnels] and the creek floods (${lastName}).`)).toBeVisible()
  })
}

for (const device of ['desktop', 'phone'] as const) {
  const tag = device === 'phone' ? ' @phone' : ''

  test(`an assessor rejects a comment, the Comments tab counts it as withheld, and its author resubmits it from the e-mailed link${tag}`, async ({
    page,
    request,
    people,
    account,
    mail,
    browser,
  }, testInfo) => {
    // Two people's browsers and a mail between them: three times the time of one screen's test.
    test.slow()
    const project = await findOpenProject(request)
    const lastName = `Resubmit${device}${Date.now()}`
    await sendComment(request, project.projectId, lastName, `This d*** culvert floods every spring (${lastName}).`)

    await account.logIn(await people.standIn('assessor'))
    await page.goto('/staff/comments')
    const review = new CommentReviewPage(page)
    await review.openFromQueue(lastName)
    await page.getByRole('radio', { name: 'Reject' }).check()
    await page.getByRole('combobox', { name: 'Reason for rejecting' }).selectOption({ label: 'Profanity' })
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page).toHaveURL(/\/staff\/comments\?reviewed=/)
    await expect(page.getByTestId('undo-last-action')).toContainText('Your last action here: rejected a comment')

    // The public Comments tab says a comment was withheld for profanity, and never shows it.
    await page.goto(`/projects/${project.projectId}/comments`)
    await expect(page.getByTestId('withheld-comments')).toContainText(/\d+ comments? (was|were) not published after review:/)
    await expect(
      page
        .getByTestId('withheld-comments')
        .getByRole('listitem')
        .filter({ hasText: /^Profanity: \d+$/ }),
    ).toBeVisible()
    await expect(page.getByText(`This d*** culvert floods every spring (${lastName}).`)).toHaveCount(0)

    // The author, in their own browser and signed in as nobody, follows the link they were mailed.
    const visitor = await visitorBrowser(browser, request, testInfo)
    await visitor.page.goto(await mail.linkTo(`${lastName.toLowerCase()}@example.ca`, '/comments/resubmit/'))
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('Edit and resubmit your comment')
    await expect(visitor.page.getByText('Your comment was not published. Reason: Profanity.')).toBeVisible()
    const text = visitor.page.getByRole('textbox', { name: 'Comment' })
    await expect(text).toHaveValue(`This d*** culvert floods every spring (${lastName}).`)
    await text.fill(`This culvert floods every spring (${lastName}).`)
    await visitor.page.getByRole('button', { name: 'Resubmit comment' }).click()
    await expect(visitor.page.getByRole('status').filter({ hasText: 'was sent for review' })).toHaveText(
      /^Your comment \d{4}-\d{4}-\d{4} was sent for review\./,
    )
    expect(visitor.errors).toEqual([])
    await visitor.close()

    // The resubmission waits for a new review, as sent the second time.
    await page.goto('/staff/comments')
    await review.openFromQueue(lastName)
    await expect(review.original).toHaveText(`This culvert floods every spring (${lastName}).`)
  })

  test(`an assessor undoes their own publication and the comment goes back to the queue, unseen by the public${tag}`, async ({
    page,
    request,
    people,
    account,
  }) => {
    const project = await findOpenProject(request)
    const lastName = `Undo${device}${Date.now()}`
    await sendComment(request, project.projectId, lastName, `The gravel pit is too close to the creek (${lastName}).`)

    await account.logIn(await people.standIn('assessor'))
    await page.goto('/staff/comments')
    await new CommentReviewPage(page).openFromQueue(lastName)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByTestId('comment-review-queue').getByText(lastName)).toHaveCount(0)
    const undo = page.getByTestId('undo-last-action')
    await expect(undo).toContainText('Your last action here: published a comment')
    await undo.getByRole('button', { name: 'Undo' }).click()
    await expect(undo).toContainText('Undone.')
    await expect(page.getByTestId('comment-review-queue').getByText(lastName)).toBeVisible()

    await page.goto(`/projects/${project.projectId}/comments`)
    await expect(page.getByText(/^Comments are accepted/)).toBeVisible()
    await expect(page.getByText(`The gravel pit is too close to the creek (${lastName}).`)).toHaveCount(0)
  })
}

test('the review screens are in French when the site is', async ({ page, request, people, account, shell }) => {
  const project = await findOpenProject(request)
  const lastName = `Revue${Date.now()}`
  await sendComment(request, project.projectId, lastName, 'Le ruisseau déborde chaque printemps.')
  await account.logIn(await people.standIn('assessor'))
  await page.goto('/staff/comments')
  await shell.switchLanguage('Français')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Commentaires à examiner \(\d+\)$/)
  const review = new CommentReviewPage(page)
  await review.openFromQueue(lastName)
  await expect(page.getByRole('heading', { name: 'Texte original' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Version publique' })).toBeVisible()
  await page.getByRole('radio', { name: 'Rejeter' }).check()
  await page.getByRole('combobox', { name: 'Motif du rejet' }).selectOption({ label: 'Menace' })
  await page.getByRole('button', { name: /^Enregistrer et suivant \(\d+ en attente\)$/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Commentaires à examiner|Examen du commentaire)/)
  await page.goto(`/projects/${project.projectId}/comments`)
  await expect(page.getByText('Le ruisseau déborde chaque printemps.')).toHaveCount(0)
  await expect(page.getByTestId('withheld-comments')).toContainText(/\d+ commentaires? (n’a pas été publié|n’ont pas été publiés) après examen :/)
  await expect(
    page
      .getByTestId('withheld-comments')
      .getByRole('listitem')
      .filter({ hasText: /^Menace : \d+$/ }),
  ).toBeVisible()
})
