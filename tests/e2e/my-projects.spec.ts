// My Projects, following and hiding projects, and the notification profile, as the spec's own
// stand-ins for the demo accounts (people.ts).
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { findProject } from './page-models/project-page'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'
import { completeUploadForm, submittableProposal } from '../factories/proposal-factory'

/**
 * A general-form draft and a PDF-upload draft the proponent with the session `token` has just
 * started: their ids. A stand-in has none of the demo proponent's drafts, which are their author's
 * alone.
 */
async function newDrafts(request: APIRequestContext, token: string): Promise<{ general: string; upload: string }> {
  const general = submittableProposal(crypto.randomUUID(), { projectTitle: 'Tagish Lake cabin' })
  const uploadId = crypto.randomUUID()
  const upload = {
    ...general,
    projectId: uploadId,
    projectTitle: 'Carcross gravel pit',
    kind: 'upload',
    form1: JSON.stringify(completeUploadForm(uploadId, { projectTitle: 'Carcross gravel pit' })),
  }
  for (const draft of [general, upload]) {
    const created = await request.post('/api/projects/create-proposal', { data: draft, headers: { Authorization: `Bearer ${token}` } })
    if (!created.ok()) throw new Error(`The draft was not created: ${await created.text()}`)
  }
  return { general: general.projectId, upload: uploadId }
}

test.describe('My Projects', () => {
  test('lists the proponent’s drafts and projects as cards or a sortable table, with the filter', async ({ people, page, request, account }) => {
    const proponent = await people.standIn('proponent')
    const drafts = await newDrafts(request, await people.token(proponent))
    await account.logIn(proponent)
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
    const draftCount = await rows.filter({ hasText: 'Draft' }).count()
    await page.getByLabel('Filter').fill('Proponent or Agent')
    await expect(rows).toHaveCount(count - draftCount)
    await page.getByLabel('Filter').fill('Draft author')
    await expect(rows).toHaveCount(draftCount)
    await page.getByLabel('Filter').fill('zzz no such project')
    await expect(page.getByText('No projects match.')).toBeVisible()

    // The drafts open in their forms: a general-form draft and a PDF-upload draft.
    await page.getByLabel('Filter').fill('')
    const openDraft = page.getByRole('link', { name: 'Open draft' })
    const hrefs = await openDraft.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const own = [`/projects/${drafts.general}/edit`, `/projects/${drafts.upload}/edit-upload`]
    expect(hrefs).toEqual(expect.arrayContaining(own))
    for (const href of own) {
      await page.goto(href)
      await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible()
      await expect(page.getByTestId('draft-status')).toBeVisible()
      await expect(page.getByText(/could not be reached|saved by a newer version/)).toHaveCount(0)
    }
  })

  test('follows a project from its page, finds it on My Projects, and unfollows it', async ({ people, page, request, account }) => {
    const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'REVIEW_INFORMATION')
    await account.logIn(await people.standIn('participant'))
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

  test('sends an anonymous visitor who wants to follow to log in, and back', async ({ people, page, request, account }) => {
    const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'REVIEW_INFORMATION')
    const follower = await people.standIn('follower')
    await page.goto(`/projects/${project.projectId}`)
    await page.getByRole('button', { name: 'Follow' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await account.logInHere(follower.email, follower.password)
    await expect(page).toHaveURL(`/projects/${project.projectId}`)
  })

  test('offers no Follow to the proponent of a project', async ({ people, page, account }) => {
    await account.logIn(await people.standIn('proponent'))
    await page.goto('/my-projects')
    const submitted = page.getByTestId('my-project').filter({ hasNotText: 'Draft' }).first()
    await submitted.getByRole('link', { name: 'View' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0)
  })

  test('lets a decision body hide a project, then show hidden projects again', async ({ people, page, account }) => {
    await account.logIn(await people.standIn('decisionBody'))
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
  test('saves the choices and an area drawn on the map', async ({ people, page, account }) => {
    await account.logIn(await people.standIn('follower'))
    await (await account.openMenu()).getByRole('link', { name: 'Notification Settings' }).click()
    await expect(page).toHaveURL('/notifications')
    await page.getByLabel(/a public notice is published/).check()
    await page.getByRole('group', { name: 'Assessment districts' }).getByLabel('Mayo').check()
    // The follower already has an area, as the demo follower has: start a new one.
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
