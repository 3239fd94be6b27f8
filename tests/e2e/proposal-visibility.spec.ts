// A proposal just submitted waits at Proposal Check, seen by its proponent and staff only until
// staff accept it: an anonymous visitor finds it neither in the search nor by its number, while its
// proponent finds it on My Projects and opens it (not offered for saving offline, where any visitor
// of the browser could read it).
import { expect, test } from './fixtures'
import { PROPONENT_PASSWORD } from './page-models/proposal-form'
import { submittableProposal } from '../factories/proposal-factory'

test.describe('a proposal at Proposal Check', () => {
  // The anonymous look-up by number answers 404, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/api\/projects\/\d{4}-\d{4}\)/] })

  for (const device of ['desktop', 'phone'] as const) {
    test(`is not found by an anonymous visitor, while its proponent sees it on My Projects${device === 'phone' ? ', on a phone @phone' : ''}`, async ({
      page,
      request,
      mail,
      homePage,
    }) => {
      const title = `Tagish Lake lodge ${Date.now()}`
      const email = `waiting.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ca`
      expect(
        (await request.post('/api/users/register', { data: { firstName: 'Robin', lastName: 'Proponent', email, plainPassword: PROPONENT_PASSWORD } })).ok(),
      ).toBe(true)
      const confirmation = new URL(await mail.linkTo(email, '/confirm-email/')).pathname.split('/').pop()!
      const { token } = (await (await request.post(`/api/users/confirm-email/${confirmation}`)).json()) as { token: string }
      // Submitted just now, as the proponent's form does it.
      const headers = { Authorization: `Bearer ${token}` }
      const proposal = submittableProposal(crypto.randomUUID(), { projectTitle: title })
      expect((await request.post('/api/projects/create-proposal', { data: proposal, headers })).ok()).toBe(true)
      const submitted = await request.post('/api/projects/submit-proposal', { data: { ...proposal, revision: 1 }, headers })
      const { projectNumber } = (await submitted.json()) as { projectNumber: string }

      await homePage.goto(`?q=${encodeURIComponent(title)}`)
      await expect(homePage.count).toHaveText('No projects match this search.')
      await page.goto(`/pr/${projectNumber}`)
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('alert')).toContainText(`Project ${projectNumber} was not found, or you lack sufficient authorization to view it.`)

      await page.goto('/login')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel(/^Password/).fill(PROPONENT_PASSWORD)
      await page.getByRole('button', { name: 'Log In' }).click()
      await page.waitForFunction(() => localStorage.getItem('registry.session') !== null)
      await page.goto('/my-projects')
      const card = page.getByTestId('my-project').filter({ hasText: title })
      await expect(card).toContainText('Proposal Check')
      await expect(card).toContainText(projectNumber)
      await card.getByRole('link', { name: 'View' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('button', { name: 'Save for offline' })).toHaveCount(0)
    })
  }
})
