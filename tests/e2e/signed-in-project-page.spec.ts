// A project page opened by its address (a link, a bookmark, a reload, /pr/{number}) shows the
// signed-in person what is theirs: the browser's early fetches of the page's data go as the
// public, and the page must not keep that answer.
import { expect, test } from './fixtures'
import { findOwnProject } from './page-models/project-page'
import { tokenOf } from './page-models/proposal-form'

test.describe('a project page opened by its address, signed in', () => {
  test('shows a follower that they follow the project, after a reload and by number too', async ({ account, request, projectPage, page }) => {
    await account.logIn('follower@demo.example')
    const project = await findOwnProject(request, await tokenOf(page), () => true)
    await projectPage.goto(project.projectId)
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible()
    await page.goto(`/pr/${project.projectNumber}`)
    await expect(page).toHaveURL(`/projects/${project.projectId}`)
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  })

  test('shows a proponent their Information Responses tab and no Follow @phone', async ({ account, request, projectPage, page }) => {
    await account.logIn('proponent@demo.example')
    const project = await findOwnProject(request, await tokenOf(page), (code) => code !== 'DRAFT' && code !== 'PROPOSAL_CHECK')
    await projectPage.goto(project.projectId)
    await expect(projectPage.tab('Information Responses')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0)
  })
})
