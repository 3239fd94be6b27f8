// My Projects, following and hiding projects, and the notification profile, as the demo accounts.
import { expect, test } from './fixtures'
import { findProject } from './page-models/project-page'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'

test.describe('My Projects', () => {
  test('lists the proponent’s drafts and projects as cards or a sortable table, with the filter', async ({ page, account }) => {
    await account.logIn('proponent@demo.example')
    await (await account.openMenu()).getByRole('link', { name: 'My Projects' }).click()
    await expect(page).toHaveURL('/my-projects')
    const rows = page.getByTestId('my-project')
    await expect(rows.first()).toBeVisible()
    await expect(rows.filter({ hasText: 'Draft' }).first()).toBeVisible()
    const count = await rows.count()

    await page.getByRole('button', { name: 'Table' }).click()
    await expect(page.getByRole('columnheader')).toHaveText(['Project #', 'Project Title', 'Proponent', 'Your Role', 'Stage', 'Actions'])
    const title = page.getByRole('columnheader', { name: 'Project Title' })
    await title.getByRole('button').click()
    await expect(title).toHaveAttribute('aria-sort', 'ascending')
    const titles = await page.locator('tbody tr td:nth-child(2)').allTextContents()
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en-CA', { numeric: true })))
    await title.getByRole('button').click()
    await expect(title).toHaveAttribute('aria-sort', 'descending')

    // Every project but the drafts, whose author has no role until submitting them: they are its Draft author.
    const drafts = await rows.filter({ hasText: 'Draft' }).count()
    await page.getByLabel('Filter').fill('Proponent or Agent')
    await expect(rows).toHaveCount(count - drafts)
    await page.getByLabel('Filter').fill('Draft author')
    await expect(rows).toHaveCount(drafts)
    await page.getByLabel('Filter').fill('zzz no such project')
    await expect(page.getByText('No projects match.')).toBeVisible()

    // The demo's own drafts open in their forms: a general-form draft and a PDF-upload draft.
    await page.getByLabel('Filter').fill('')
    const openDraft = page.getByRole('link', { name: 'Open draft' })
    const hrefs = await openDraft.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const general = hrefs.find((href) => href.endsWith('/edit'))
    const upload = hrefs.find((href) => href.endsWith('/edit-upload'))
    expect(general && upload, 'the demo proponent has both kinds of draft').toBeTruthy()
    for (const href of [general!, upload!]) {
      await page.goto(href)
      await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible()
      await expect(page.getByTestId('draft-status')).toBeVisible()
      await expect(page.getByText(/could not be reached|saved by a newer version/)).toHaveCount(0)
    }
  })

  test('follows a project from its page, finds it on My Projects, and unfollows it', async ({ page, request, account }) => {
    const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'REVIEW_INFORMATION')
    await account.logIn('participant@demo.example')
    await page.goto(`/projects/${project.projectId}`)
    await page.getByRole('button', { name: 'Follow' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'added to the Notification List' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible()
    await page.goto('/my-projects')
    const card = page.getByTestId('my-project').filter({ hasText: project.title })
    await expect(card).toContainText('Follower')
    await card.getByRole('button', { name: 'Unfollow' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'removed from the Notification List' })).toBeVisible()
    // The card goes, or stays without Follower where the user has another role on the project.
    await expect(card.filter({ hasText: 'Follower' })).toHaveCount(0)
  })

  test('sends an anonymous visitor who wants to follow to log in, and back', async ({ page, request }) => {
    const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'REVIEW_INFORMATION')
    await page.goto(`/projects/${project.projectId}`)
    await page.getByRole('button', { name: 'Follow' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await page.getByLabel('Email').fill('follower@demo.example')
    await page.getByLabel(/^Password/).fill('YukonDemo2005')
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page).toHaveURL(`/projects/${project.projectId}`)
  })

  test('offers no Follow to the proponent of a project', async ({ page, account }) => {
    await account.logIn('proponent@demo.example')
    await page.goto('/my-projects')
    const submitted = page.getByTestId('my-project').filter({ hasNotText: 'Draft' }).first()
    await submitted.getByRole('link', { name: 'View' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0)
  })

  test('lets a decision body hide a project, then show hidden projects again', async ({ page, account }) => {
    await account.logIn('decision-body@demo.example')
    await page.goto('/my-projects')
    await page.getByLabel('Only Active Projects').uncheck()
    const first = page.getByTestId('my-project').first()
    const title = (await first.getByRole('heading').textContent())!
    await first.getByRole('button', { name: 'Hide' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'hidden from My Projects' })).toBeVisible()
    await expect(page.getByTestId('my-project').filter({ hasText: title })).toHaveCount(0)
    await page.getByLabel('Show Hidden Projects').check()
    const hidden = page.getByTestId('my-project').filter({ hasText: title })
    await hidden.getByRole('button', { name: 'Unhide' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'shows on My Projects again' })).toBeVisible()
  })
})

test.describe('notification profile', () => {
  test('saves the choices and an area drawn on the map', async ({ page, account }) => {
    await account.logIn('follower@demo.example')
    await (await account.openMenu()).getByRole('link', { name: 'Notification Settings' }).click()
    await expect(page).toHaveURL('/notifications')
    await page.getByLabel(/a public notice is published/).check()
    await page.getByRole('group', { name: 'Assessment districts' }).getByLabel('Mayo').check()
    // The demo follower already has an area: start a new one.
    const clear = page.getByRole('button', { name: 'Clear the area' })
    if (await clear.isEnabled()) await clear.click()
    const map = page.locator('.area-picker-canvas')
    const box = (await map.boundingBox())!
    for (const [x, y] of [
      [0.3, 0.3],
      [0.6, 0.3],
      [0.5, 0.6],
    ])
      await map.click({ position: { x: box.width * x!, y: box.height * y! } })
    await expect(page.getByText('Area with 3 corners.')).toBeVisible()
    await page.getByRole('button', { name: 'Save notification profile' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Your notification profile has been saved!' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('group', { name: 'Assessment districts' }).getByLabel('Mayo')).toBeChecked()
    await expect(page.getByText('Area with 3 corners.')).toBeVisible()
  })
})
