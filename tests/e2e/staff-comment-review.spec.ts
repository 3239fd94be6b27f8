// The office's comment review as the demo assessor signed in through the real login: a comment
// sent by a visitor is published with a passage withheld, and the public Comments tab shows only
// the redacted copy; the review screens in French.
import { expect, test } from './fixtures'
import { CommentReviewPage, findOpenProject, sendComment } from './page-models/comment-review'

for (const device of ['desktop', 'tablet'] as const) {
  const tag = device === 'tablet' ? ' @tablet' : ''

  test(`an assessor publishes a comment with a passage withheld and the public reads only the redacted copy${tag}`, async ({ page, request, account, shell }) => {
    const project = await findOpenProject(request)
    const lastName = `Review${device}${Date.now()}`
    await sendComment(request, project.projectId, lastName, `My number is 867-555-0142 and the creek floods (${device}).`)

    await account.logIn('assessor@demo.example')
    const menu = shell.header.getByRole('button', { name: 'Menu', exact: true })
    if (await menu.isVisible()) await menu.click()
    await shell.navLink('Staff').click()
    await page.getByTestId('staff-nav-comments').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Comments to review \(\d+\)$/)
    const review = new CommentReviewPage(page)
    await review.openFromQueue(lastName)
    await expect(review.original).toHaveText(`My number is 867-555-0142 and the creek floods (${device}).`)

    await review.select('867-555-0142')
    await page.getByRole('combobox', { name: 'Reason', exact: true }).selectOption({ label: 'Personal information' })
    await page.getByRole('button', { name: 'Withhold selected text' }).click()
    await expect(review.preview).toHaveText(`My number is [withheld: personal information] and the creek floods (${device}).`)
    await page.getByRole('radio', { name: 'Publish' }).check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page).toHaveURL('/staff/comments')
    await expect(page.getByTestId('comment-review-queue').getByText(lastName)).toHaveCount(0)

    await page.goto(`/projects/${project.projectId}/comments`)
    await expect(page.getByText(`My number is [withheld: personal information] and the creek floods (${device}).`)).toBeVisible()
    await expect(page.getByText('867-555-0142')).toHaveCount(0)
  })
}

test('the review screens are in French when the site is', async ({ page, request, account, shell }) => {
  const project = await findOpenProject(request)
  const lastName = `Revue${Date.now()}`
  await sendComment(request, project.projectId, lastName, 'Le ruisseau déborde chaque printemps.')
  await account.logIn('assessor@demo.example')
  await page.goto('/staff/comments')
  await shell.languageSwitch('Français').click()
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
})
