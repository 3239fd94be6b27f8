// The Notifications tab groups the notices by their Yukon day, as the notice's own page dates it,
// whatever the time zone of the reader's device (issue 29 item B): a day the server sends is a
// Yukon calendar day, never a UTC midnight read in another zone.
import { expect, test } from './fixtures'
import type { ListedProject } from './page-models/project-page'

for (const timezoneId of ['Pacific/Auckland', 'America/Whitehorse']) {
  test.describe(`a reader in ${timezoneId}`, () => {
    test.use({ timezoneId })

    test('sees each notice under the day its page says it was sent', async ({ request, page, projectPage }) => {
      const { projects } = (await (await request.get('/api/projects/search?includeCompleteWithdrawn=yes')).json()) as { projects: ListedProject[] }
      let found: { projectId: string; emailDate: string } | null = null
      for (const { projectId } of projects) {
        const groups = (await (await request.get(`/api/projects/${projectId}/emails`)).json()) as { emailDate: string }[]
        if (groups.length > 0) {
          found = { projectId, emailDate: groups[0]!.emailDate }
          break
        }
      }
      if (!found) throw new Error('The demo set has no project with notices')
      // The server's day as the registry prints it, read at noon UTC where no zone can move it.
      const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', month: 'short', day: '2-digit', year: 'numeric' })
        .formatToParts(new Date(`${found.emailDate}T12:00:00Z`))
        .reduce((out, p) => ({ ...out, [p.type]: p.value }), {} as Record<string, string>)
      const day = `${expected.month} ${expected.day}, ${expected.year}`
      await projectPage.goto(found.projectId, 'notifications')
      await expect(page.getByRole('heading', { level: 2, name: day, exact: true })).toBeVisible()
      await page.getByTestId('notification').first().getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`/projects/${found.projectId}/notifications/.+`))
      await expect(page.locator('article')).toContainText(day)
    })
  })
}
