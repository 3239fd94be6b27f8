// A project notice's unsubscribe link, opened from the mail with no login: the page says what it
// stops and stops nothing until its button is pressed.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { testHook } from './test-hooks'
import type { People } from './people'

/** A new account that follows a project, then a notice about that project: returns the follower's address and the project. */
async function followerWithNotice(request: APIRequestContext, baseURL: string, people: People) {
  const follower = await people.newAccount({ firstName: 'Dana', lastName: 'Roy' })
  const token = await people.token(follower)
  const { projects } = (await (await request.get('/api/projects/search?limit=20')).json()) as { projects: { projectId: string; title: string }[] }
  const project = projects[Math.floor(Math.random() * projects.length)]!
  expect((await request.post(`/api/projects/${project.projectId}/follow`, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true)
  await testHook(baseURL, 'notices/record', { projectId: project.projectId, kind: 'general', note: 'A site visit is planned.' })
  return { email: follower.email, project, token }
}

async function stillFollows(request: APIRequestContext, token: string, projectId: string): Promise<boolean> {
  const { projectIds } = (await (await request.get('/api/users/following', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    projectIds: string[]
  }
  return projectIds.includes(projectId)
}

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    test(`asks before it unsubscribes, then unfollows the project with no login${phone ? ' @phone' : ''}`, async ({ page, request, baseURL, mail, people }) => {
      const { email, project, token } = await followerWithNotice(request, baseURL!, people)
      const link = await mail.linkTo(email, '/unsubscribe/')
      await page.goto(link)
      await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible()
      await expect(page.getByText('You receive this project’s notices because you follow it.')).toBeVisible()
      await expect(page.getByRole('link', { name: new RegExp(project.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible()
      expect(await stillFollows(request, token, project.projectId)).toBe(true)

      await page.getByRole('button', { name: 'Unsubscribe' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toHaveText('You are unsubscribed: you no longer follow this project.')
      expect(await stillFollows(request, token, project.projectId)).toBe(false)
    })

    test.describe('in French', () => {
      test.use({ locale: 'fr-CA' })

      test(`says it in French${phone ? ' @phone' : ''}`, async ({ page, request, baseURL, mail, people }) => {
        const { email, project, token } = await followerWithNotice(request, baseURL!, people)
        await page.goto(await mail.linkTo(email, '/unsubscribe/'))
        await expect(page.getByRole('heading', { name: 'Se désabonner' })).toBeVisible()
        await expect(page.getByText('Vous recevez les avis de ce projet parce que vous le suivez.')).toBeVisible()
        await page.getByRole('button', { name: 'Se désabonner' }).click()
        await expect(page.getByRole('status').filter({ hasText: 'Vous êtes désabonné' })).toHaveText('Vous êtes désabonné : vous ne suivez plus ce projet.')
        expect(await stillFollows(request, token, project.projectId)).toBe(false)
      })
    })
  })
}

test.describe('a link the registry did not send', () => {
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/api\/unsubscribe\//] })

  test('says so', async ({ page }) => {
    await page.goto('/unsubscribe/not-a-link-we-sent')
    await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not one the registry sent. Check that the whole link was copied.')
  })
})
