// A proposal just submitted waits at Proposal Check, seen by its proponent and staff only until
// staff accept it: an anonymous visitor finds it neither in the search nor by its number, while its
// proponent finds it on My Projects and opens it (not offered for saving offline, where any visitor
// of the browser could read it).
import { expect, test } from './fixtures'
import { submittableProposal } from '../factories/proposal-factory'

test.describe('a proposal at Proposal Check', () => {
  // The anonymous look-up by number answers 404, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/api\/projects\/\d{4}-\d{4}\)/] })

  for (const device of ['desktop', 'phone'] as const) {
    test(`is not found by an anonymous visitor, while its proponent sees it on My Projects${device === 'phone' ? ', on a phone @phone' : ''}`, async ({
      page,
      request,
      people,
      account,
      homePage,
    }) => {
      const title = `Tagish Lake lodge ${Date.now()}`
      const proponent = await people.newAccount({ firstName: 'Robin', lastName: 'Proponent' })
      // Submitted just now, as the proponent's form does it.
      const headers = { Authorization: `Bearer ${await people.token(proponent)}` }
      const proposal = submittableProposal(crypto.randomUUID(), { projectTitle: title })
      expect((await request.post('/api/projects/create-proposal', { data: proposal, headers })).ok()).toBe(true)
      const submitted = await request.post('/api/projects/submit-proposal', { data: { ...proposal, revision: 1 }, headers })
      const { projectNumber } = (await submitted.json()) as { projectNumber: string }

      await homePage.goto(`?q=${encodeURIComponent(title)}`)
      await expect(homePage.count).toHaveText('No projects match this search.')
      await page.goto(`/pr/${projectNumber}`)
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('alert')).toContainText(`Project ${projectNumber} was not found, or you lack sufficient authorization to view it.`)

      await account.logIn(proponent)
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
