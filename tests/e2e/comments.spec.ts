// Commenting on a project (issue 17 item 1; spec public-registry §4, §5, §8): an anonymous visitor's
// comment with a file, awaiting review in their browser until the office publishes it; a signed-in
// person (the spec's own stand-in for a demo account, people.ts) posting as their organization or
// company; the option not to show one's name only for a person with neither; the closed period; a
// comment written with no connection, kept through a reload and sent when the connection returns;
// the line saying the comment is kept holding its place; a panel review's form of files only; on a
// phone; in French.
import { expect, test } from './fixtures'
import { CommentForm, findOpenProject } from './page-models/comment-form'
import { findProject } from './page-models/project-page'
import { pdfFile } from './page-models/proposal-form'
import { testHook } from './test-hooks'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'
import { controlledByServiceWorker } from './page-models/app-shell'

const { evaluation, panelReview } = PROJECT_TYPE

test.beforeEach(async ({ page }) => {
  // The registry refuses a form sent faster than a person writes; the tests move the page's clock on instead of waiting.
  await page.clock.install()
})

for (const device of ['desktop', 'phone'] as const) {
  const tag = device === 'phone' ? ' @phone' : ''

  test(`an anonymous comment with a file waits for review in the writer's browser until it is published${tag}`, async ({
    page,
    request,
    projectPage,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    // The test's own words: the database outlives a run, and the other profile comments on the same project.
    const words = `Caribou cross the road at kilometre ${Date.now() % 100_000} in October (${device}).`
    const project = await findOpenProject(request, evaluation)
    const comments = new CommentForm(page)
    await projectPage.goto(project.projectId)
    // The summary's button opens the form on the Comments tab at once.
    await page.getByRole('link', { name: 'Add a Comment' }).click()
    await expect(page).toHaveURL(`/projects/${project.projectId}/comments`)
    await expect(comments.form).toBeVisible()
    await expect(page.getByText('How do I make a good comment?')).toBeVisible()

    // Nothing filled: the spec's messages; a wrong address: "Invalid email address".
    await comments.submit()
    await expect(comments.form.getByText('This field is required').first()).toBeVisible()
    await expect(comments.form.getByText('Write a comment or attach at least one file')).toBeVisible()
    await comments.field('First name').fill('Ada')
    await comments.field('Last name').fill('Tagish')
    await comments.field('E-mail').fill('ada@')
    await expect(comments.form.getByText('Invalid email address')).toBeVisible()
    // A phone number alone is enough.
    await comments.field('E-mail').fill('')
    await comments.field('Phone').fill('867-555-0101')
    await comments.field('Comment').fill(words)
    await comments.attach(pdfFile('caribou-crossing.pdf'))
    await comments.agree()
    const sent = await comments.nextCommentId()
    await comments.submit()

    await expect(page.getByTestId('toast').filter({ hasText: 'Uploaded File: caribou-crossing.pdf' })).toBeVisible()
    await expect(comments.form).toHaveCount(0)
    const { commentId, commentNumber } = await sent()
    await expect(comments.outcome).toContainText(`Your comment ${commentNumber} was received and will be posted after 24 to 48 hours of review.`)
    const mine = comments.ownComments.filter({ hasText: words })
    await expect(mine).toContainText('Awaiting review')
    await expect(mine).toContainText('caribou-crossing.pdf')
    // The public does not see it.
    const before = (await (await request.get(`/api/projects/${project.projectId}/comments`)).json()) as
      { comments: { commentId: string }[] } | { commentId: string }[]
    expect(JSON.stringify(before)).not.toContain(commentId)

    // The form opens again empty.
    await comments.addButton.click()
    await expect(comments.field('Comment')).toHaveValue('')
    await comments.form.getByRole('button', { name: 'Cancel' }).click()

    await testHook(baseURL!, 'comments/publish', { commentId })
    await page.reload()
    await expect(comments.published.filter({ hasText: words })).toBeVisible()
    await expect(comments.published.filter({ hasText: words }).getByRole('link', { name: /caribou-crossing/ })).toBeVisible()
    await expect(comments.ownComments).toHaveCount(0)
  })
}

test('a signed-in person posts as their organization, and only someone with neither organization nor company may hide their name', async ({
  people,
  page,
  request,
  account,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const project = await findOpenProject(request, evaluation)
  const comments = new CommentForm(page)

  await account.logIn(await people.standIn('decisionBody'))
  await page.goto(`/projects/${project.projectId}/comments`)
  await comments.addButton.click()
  await expect(comments.form).toContainText('Commenting as Robin Ashby')
  await expect(comments.form).toContainText('Posted on behalf of YG EMR Minerals Resources Branch')
  await expect(comments.form.getByLabel('Do not display my name publicly')).toHaveCount(0)
  // Only the agreements are asked of a signed-in person.
  await expect(comments.form.getByLabel('First name')).toHaveCount(0)
  const words = `The branch asks for the reclamation plan’s cost estimate (${Date.now() % 100_000}).`
  await comments.field('Comment').fill(words)
  await comments.agree()
  const sent = await comments.nextCommentId()
  await comments.submit()
  await expect(comments.outcome).toContainText('will be posted after 24 to 48 hours of review')
  const { commentId } = await sent()
  await expect(comments.ownComments.filter({ hasText: words })).toContainText('Awaiting review')
  await testHook(baseURL!, 'comments/publish', { commentId })
  await page.reload()
  await expect(comments.published.filter({ hasText: words })).toContainText('YG EMR Minerals Resources Branch')
  await account.logOut()

  // A company: posted on its behalf, no anonymity option.
  await account.logIn(await people.standIn('intervenor'))
  await page.goto(`/projects/${project.projectId}/comments`)
  await comments.addButton.click()
  await expect(comments.form).toContainText('Posted on behalf of Boreal Wildlife Watch')
  await expect(comments.form.getByLabel('Do not display my name publicly')).toHaveCount(0)
  await comments.form.getByRole('button', { name: 'Cancel' }).click()
  await account.logOut()

  // Neither: the option shows.
  await account.logIn(await people.standIn('follower'))
  await page.goto(`/projects/${project.projectId}/comments`)
  await comments.addButton.click()
  await expect(comments.form.getByLabel('Do not display my name publicly')).toBeVisible()
})

test('a person on two organizations chooses which one the comment is posted on behalf of, in French too', async ({
  people,
  page,
  request,
  account,
  baseURL,
  shell,
}) => {
  test.setTimeout(90_000)
  const project = await findOpenProject(request, evaluation)
  const comments = new CommentForm(page)

  await account.logIn(await people.standIn('planningCommission'))
  await page.goto(`/projects/${project.projectId}/comments`)
  await comments.addButton.click()
  const chooser = comments.form.getByLabel('Post on behalf of')
  await expect(chooser.getByRole('option')).toHaveText(['Dawson Regional Planning Commission', 'Peel Regional Planning Commission'])
  await expect(comments.form.getByLabel('Do not display my name publicly')).toHaveCount(0)
  await chooser.selectOption('Peel Regional Planning Commission')
  const words = `The Peel commission asks how the access road crosses the planning region (${Date.now() % 100_000}).`
  await comments.field('Comment').fill(words)
  // The choice is kept with the comment on the device, as what is typed is.
  await expect(comments.saved).toHaveText('Saved on this device')
  await page.reload()
  await comments.addButton.click()
  await expect(chooser).toHaveValue('Peel Regional Planning Commission')

  await shell.switchLanguage('Français')
  await expect(comments.form.getByLabel('Publier au nom de')).toHaveValue('Peel Regional Planning Commission')
  await shell.switchLanguage('English')
  await comments.agree()
  const sent = await comments.nextCommentId()
  await comments.submit()
  const { commentId } = await sent()
  await testHook(baseURL!, 'comments/publish', { commentId })
  await page.reload()
  await expect(comments.published.filter({ hasText: words })).toContainText('Peel Regional Planning Commission')
})

test('the line saying the comment is kept on this device holds its place: Submit does not move as its words come and go', async ({
  page,
  request,
  projectPage,
}) => {
  const project = await findOpenProject(request, evaluation)
  const comments = new CommentForm(page)
  await projectPage.goto(project.projectId, 'comments')
  await comments.addButton.click()
  await comments.field('First name').fill('Kit')
  await expect(comments.saved).toHaveText('Saved on this device')
  const submit = comments.form.getByRole('button', { name: 'Submit' })
  const kept = await submit.boundingBox()
  // The page's timers stand still: the next edit is not kept yet, and the line has no words.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 5_000))
  await comments.field('Last name').fill('Still')
  await expect(comments.saved).toHaveText('')
  expect(await submit.boundingBox()).toEqual(kept)
})

test('a panel review’s form has no text box: a file is the comment', async ({ page, request, projectPage }) => {
  const project = await findOpenProject(request, panelReview)
  const comments = new CommentForm(page)
  await projectPage.goto(project.projectId, 'comments')
  await comments.addButton.click()
  await expect(comments.form.getByRole('textbox', { name: 'Comment', exact: true })).toHaveCount(0)
  await comments.field('First name').fill('Pat')
  await comments.field('Last name').fill('Nadeau')
  await comments.field('E-mail').fill(`pat.${Date.now() % 100_000}@example.ca`)
  await comments.agree()
  await comments.submit()
  await expect(comments.form.getByText('Attach at least one file')).toBeVisible()
  await comments.attach(pdfFile('written-submission.pdf'))
  await comments.submit()
  await expect(page.getByTestId('toast').filter({ hasText: 'Uploaded File: written-submission.pdf' })).toBeVisible()
  await expect(comments.ownComments.filter({ hasText: 'written-submission.pdf' })).toContainText('Awaiting review')
})

test('a project closed to comments says so and offers no form', async ({ page, request, projectPage }) => {
  const project = await findProject(request, evaluation, (code) => code === 'DECISION_DOCUMENT_ISSUED')
  const comments = new CommentForm(page)
  await projectPage.goto(project.projectId)
  await expect(page.getByText('Public Comment period is currently closed for this project.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add a Comment' })).toHaveCount(0)
  await projectPage.tab('Comments').click()
  await expect(page.getByText('Public Comment period is currently closed for this project.')).toBeVisible()
  await expect(comments.addButton).toHaveCount(0)
})

test.describe('with no connection', () => {
  /** The browser's reports of requests that found no network. */
  test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource: net::ERR_FAILED|TypeError: Failed to fetch/] })

  test('a comment written offline is kept through a reload and sent when the connection returns', async ({ page, context, request, projectPage }) => {
    test.setTimeout(120_000)
    const project = await findOpenProject(request, evaluation)
    const comments = new CommentForm(page)
    await projectPage.goto(project.projectId, 'comments')
    await controlledByServiceWorker(page)
    // Seen once online: the page is on the device.
    await page.reload()
    await comments.addButton.click()

    await context.setOffline(true)
    await comments.field('First name').fill('Field')
    await comments.field('Last name').fill('Crew')
    await comments.field('E-mail').fill('field.crew@example.com')
    await comments.field('Comment').fill('Written at the creek with no connection.')
    // What is typed is kept as typed: a reload loses nothing.
    await expect(comments.saved).toHaveText('Saved on this device')
    await page.reload()
    await comments.addButton.click()
    await expect(comments.field('Comment')).toHaveValue('Written at the creek with no connection.')
    await expect(comments.field('First name')).toHaveValue('Field')
    await comments.attach(pdfFile('creek-photo-notes.pdf'))
    await comments.agree()
    await comments.submit()
    await expect(comments.outcome).toContainText('your comment is kept on this device and will be sent when the connection returns')
    const mine = comments.ownComments.filter({ hasText: 'Written at the creek' })
    await expect(mine).toContainText('Waiting for connection')

    await page.reload()
    await expect(mine).toContainText('Waiting for connection')
    const sent = await comments.nextCommentId()
    await context.setOffline(false)
    const { commentNumber } = await sent()
    await expect(mine).toContainText('Awaiting review')
    await expect(mine).toContainText(commentNumber)
  })
})

test('the form in French', async ({ page, request, projectPage }) => {
  await page.addInitScript(() => localStorage.setItem('registry.locale', 'fr'))
  const project = await findOpenProject(request, evaluation)
  const comments = new CommentForm(page)
  await projectPage.goto(project.projectId)
  await page.getByRole('link', { name: 'Ajouter un commentaire' }).click()
  await expect(comments.form.getByRole('heading', { name: 'Ajouter un commentaire' })).toBeVisible()
  await comments.submit()
  await expect(comments.form.getByText('Ce champ est obligatoire').first()).toBeVisible()
  await comments.field('Prénom').fill('Élise')
  await comments.field('Nom').fill('Gagnon')
  await comments.field('Courriel').fill('elise@example.ca')
  await comments.field('Commentaire').fill('Les frayères de l’ombre arctique sont en aval du site.')
  await comments.agree()
  await comments.submit()
  await expect(comments.outcome).toContainText('après 24 à 48 heures d’examen')
  await expect(comments.ownComments.filter({ hasText: 'ombre arctique' })).toContainText('En attente d’examen')
})
