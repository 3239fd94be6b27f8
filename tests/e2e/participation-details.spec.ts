// Participation details (issue 29 items 9 and 13), signed in through the real login as the spec's
// own stand-in (people.ts) for the role each is for: an anonymous commenter offered not to show their name; a comment sent a moment after
// the form opened told why, in the reader's language; the spec's generic required-fields message;
// the office's comment review showing who wrote it; the audit log in names and Yukon times; a
// staff page that needs a higher role saying so; the queue badges readable (axe); the printed
// public notice with nothing but the notice; the site message's backdrop over the whole page.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { CommentForm, findOpenProject } from './page-models/comment-form'
import { submittedProposal } from './page-models/review-queues'
import { acceptedProposalAt } from './page-models/staff-project-run'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'
import { nearestCommunities } from '../../src/shared/geo/nearest-communities'
import { commentSubmission } from '../factories/comment-submission'

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i
const ISO_UTC = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

for (const device of ['desktop', 'phone'] as const) {
  const tag = device === 'phone' ? ' @phone' : ''

  test(`an anonymous commenter may ask that their name not be shown, unless they name a company; an empty submit says to fill the required fields${tag}`, async ({
    page,
    request,
    projectPage,
  }) => {
    const project = await findOpenProject(request, PROJECT_TYPE.evaluation)
    const comments = new CommentForm(page)
    await projectPage.goto(project.projectId)
    await page.getByRole('link', { name: 'Add a Comment' }).click()
    await expect(comments.form).toBeVisible()
    const anonymity = comments.form.getByRole('checkbox', {
      name: 'Do not display my name publicly',
    })
    await expect(anonymity).toBeVisible()
    await comments.field('Company (optional)').fill('Klondike Outfitters')
    await expect(anonymity).toHaveCount(0)
    await comments.field('Company (optional)').fill('')
    await anonymity.check()

    await comments.form.getByRole('button', { name: 'Submit' }).click()
    await expect(comments.form.getByRole('alert').filter({ hasText: 'Please fill in the required fields listed below' })).toBeVisible()
    await expect(comments.form.getByText('This field is required').first()).toBeVisible()
  })
}

test.describe('a comment sent too soon', () => {
  // The registry's refusal, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] })

  for (const language of ['en', 'fr'] as const) {
    test(`a comment sent a moment after the form opened says why the registry refused it (${language})`, async ({ page, request, projectPage, shell }) => {
      const project = await findOpenProject(request, PROJECT_TYPE.evaluation)
      const comments = new CommentForm(page)
      await page.clock.install()
      await projectPage.goto(project.projectId)
      if (language === 'fr') await shell.switchLanguage('Français')
      // The page's time stands still from before the form opens until it is sent, however slow this
      // machine is today: sent "at once". Stopped only once the form showed, it ran on while a
      // loaded machine drew the form, long enough to pass for a person's writing. The form's
      // opening waits on the page's timers: its time moves on in small steps until it shows.
      await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 5_000))
      await page.getByRole('link', { name: /^(Add a Comment|Ajouter un commentaire)$/ }).click()
      await expect(async () => {
        await page.clock.runFor(50)
        await expect(comments.form).toBeVisible({ timeout: 500 })
      }).toPass()
      await comments.field(language === 'fr' ? 'Prénom' : 'First name').fill('Quinn')
      await comments.field(language === 'fr' ? 'Nom' : 'Last name').fill('Hasty')
      await comments.field(language === 'fr' ? 'Téléphone' : 'Phone').fill('867-555-0199')
      await comments.field(language === 'fr' ? 'Commentaire' : 'Comment').fill('Sent at once.')
      await comments.agree()
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/projects/submit-comment') && r.status() === 400)
      await comments.form.getByRole('button', { name: /^(Submit|Soumettre)$/ }).click()
      await page.clock.resume()
      await refused
      await expect(comments.form.getByRole('alert')).toHaveText(
        language === 'fr'
          ? 'Le formulaire a été envoyé un instant après son ouverture, plus vite qu’une personne n’écrit. Veuillez vérifier votre commentaire et l’envoyer de nouveau.'
          : 'The form was sent a moment after it opened, faster than a person writes. Please check your comment and send it again.',
      )
    })
  }
})

test('the office’s comment review shows who the comment is posted for, whether the writer’s name may be shown, and their contact', async ({
  people,
  page,
  request,
  account,
}) => {
  const project = await findOpenProject(request, PROJECT_TYPE.evaluation)
  const body = commentSubmission(project.projectId, {
    email: `writer.${Date.now()}@example.ca`,
    phoneNumber: '867-555-0142',
    companyName: 'Klondike Outfitters',
  })
  const sent = await request.post('/api/projects/submit-comment', {
    data: body,
  })
  expect(sent.ok()).toBe(true)
  const { commentId } = (await sent.json()) as { commentId: string }
  await account.logIn(await people.standIn('assessor'))
  await page.goto(`/staff/comments/${commentId}`)
  const facts = page.getByRole('main')
  await expect(facts.getByText('Klondike Outfitters')).toBeVisible()
  await expect(facts.getByRole('link', { name: body.email })).toHaveAttribute('href', `mailto:${body.email}`)
  await expect(facts.getByRole('link', { name: '867-555-0142' })).toBeVisible()
  await expect(facts.getByText('Name shown publicly')).toBeVisible()
})

test('the audit log names the stages and people and gives Yukon times, not ids and UTC', async ({ people, page, request, account }) => {
  test.setTimeout(60_000)
  const proposal = await submittedProposal(request, people, `Audited proposal ${Date.now()}`)
  const assessor = await people.standIn('assessor')
  await acceptedProposalAt(request, await people.token(assessor), proposal, PROJECT_TYPE.evaluation, [])
  await account.logIn(await people.standIn('manager'))
  await page.goto(`/staff/projects/${proposal.projectId}/audit`)
  const log = page.getByTestId('staff-audit-log')
  await expect(log).toContainText('Proposal Check')
  await expect(log).toContainText('Adequacy Review')
  // Who acted, by name (their address under it).
  await expect(log.locator('tbody tr').first().locator('td').nth(1)).toHaveText(`${assessor.firstName} ${assessor.lastName}${assessor.email}`)
  expect(await log.innerText()).not.toMatch(UUID)
  expect(await log.innerText()).not.toMatch(ISO_UTC)
})

test('an assessor opening a manager’s page is told it needs the manager role; the queue badges are readable', async ({ people, page, request, account }) => {
  const proposal = await findOpenProject(request)
  await account.logIn(await people.standIn('assessor'))
  await page.goto('/staff')
  const nav = page.getByRole('navigation', { name: 'Staff workspace' })
  await expect(nav.getByTestId('staff-nav-comments')).toContainText(/\d/)
  const { violations } = await new AxeBuilder({ page }).include('nav[aria-label="Staff workspace"]').withRules(['color-contrast']).analyze()
  expect(violations).toEqual([])
  await page.goto(`/staff/projects/${proposal.projectId}/audit`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page needs the manager role')
  await expect(page.getByRole('link', { name: 'Back to the staff workspace' })).toBeVisible()
})

for (const device of ['desktop', 'phone'] as const) {
  test(`the side panel's location map frames the nearest communities with the point, named, and gives the coordinates${device === 'phone' ? ' @phone' : ''}`, async ({
    request,
    projectPage,
  }) => {
    const project = await findOpenProject(request, PROJECT_TYPE.evaluation)
    const { project: detail } = (await (await request.get(`/api/projects/${project.projectId}`)).json()) as {
      project: { locations: { latitude: number; longitude: number }[] }
    }
    const [point] = detail.locations
    const nearest = nearestCommunities(detail.locations, 2)
    await projectPage.goto(project.projectId)
    // The map draws as it comes near the screen.
    await projectPage.sidePanel.getByRole('heading', { name: 'Location', exact: true }).scrollIntoViewIfNeeded()
    const map = projectPage.sidePanel.getByLabel('Map of the project’s location')
    const facts = projectPage.sidePanel.getByTestId('location-facts')
    await expect(facts).toContainText(`${point!.latitude.toFixed(4)}; ${point!.longitude.toFixed(4)}`)
    const drawn = await map.locator('.location-map').boundingBox()
    for (const community of nearest) {
      await expect(facts).toContainText(`${community.name}: ${community.distanceKm.toFixed(1)} km`)
      // Drawn on the map, inside what it shows.
      const label = await map.locator('.basemap-label', { hasText: community.name }).boundingBox()
      expect(label!.x).toBeGreaterThanOrEqual(drawn!.x - 1)
      expect(label!.y).toBeGreaterThanOrEqual(drawn!.y - 1)
      expect(label!.x).toBeLessThanOrEqual(drawn!.x + drawn!.width)
      expect(label!.y).toBeLessThanOrEqual(drawn!.y + drawn!.height)
    }
  })
}

test('the printed public notice is the notice alone: no header, navigation, banner or footer', async ({ page, request, projectPage }) => {
  const project = await findOpenProject(request, PROJECT_TYPE.evaluation)
  await projectPage.goto(project.projectId)
  await page.getByRole('link', { name: 'View Public Notice' }).click()
  await expect(page.getByRole('heading', { name: 'Public Comment Period Open' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { name: 'Public Comment Period Open' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeHidden()
  await expect(page.getByTestId('dev-banner')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
})

test.describe('with the site’s message on the home page', () => {
  test.use({ dismissSiteMessage: false })

  test('the message’s backdrop stays over the whole page: the page does not scroll away from under it', async ({ page }) => {
    await page.goto('/')
    const message = page.locator('dialog[open]')
    await expect(message).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true)
    await page.mouse.wheel(0, 5_000)
    await page.keyboard.press('End')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // What the bottom of the screen shows is the dimmed backdrop, which belongs to the dialog.
    expect(await page.evaluate(() => document.elementFromPoint(5, window.innerHeight - 5)?.tagName)).toBe('DIALOG')
  })
})
