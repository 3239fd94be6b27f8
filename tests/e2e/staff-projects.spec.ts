// The office's workspace as a demo assessor signed in through the real login: moving a project
// to its next stage, which the public page then shows; the workspace in French; and /staff as
// anyone else, which is the not-found page.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiToken } from './page-models/information-responses'
import { findProject } from './page-models/project-page'
import { submittedProposal } from './page-models/review-queues'
import { acceptedProposalAt } from './page-models/staff-project-run'
import { StaffWorkspace } from './page-models/staff-workspace'
import { PROJECT_TYPE, findStage, stageByCode } from '../../src/shared/domain/stages'
import { nextStages } from '../../src/shared/domain/stage-transitions'

/** A proposal of the test's own, accepted and brought to an evaluation stage. */
async function ownProjectAt(
  request: APIRequestContext,
  mail: Parameters<typeof submittedProposal>[1],
  code: string,
): Promise<{ projectId: string; projectNumber: string; title: string }> {
  const title = `Atlin dock ${Date.now()}`
  const proposal = await submittedProposal(request, mail, title)
  await acceptedProposalAt(request, await apiToken(request, 'assessor@demo.example'), proposal, PROJECT_TYPE.evaluation, [code])
  return { ...proposal, title }
}

for (const device of ['desktop', 'tablet'] as const) {
  const tag = device === 'tablet' ? ' @tablet' : ''
  // Each profile moves a project of its own, so the two can run side by side: on a desktop a proposal
  // of the test's own (the first evaluation at a stage may be another test's, passing through it).
  const [typeId, from, to] =
    device === 'desktop'
      ? ([PROJECT_TYPE.evaluation, 'SEEKING_VIEWS', 'REVIEW_INFORMATION'] as const)
      : ([PROJECT_TYPE.screening, 'COMMENT_PROPOSAL', 'CONSIDER_PROPOSAL'] as const)

  test(`an assessor moves a project to its next stage and the public page shows it${tag}`, async ({ page, request, mail, account, shell }) => {
    const project = device === 'desktop' ? await ownProjectAt(request, mail, from) : await findProject(request, typeId, (code) => code === from)
    const next = stageByCode(typeId, to)
    await account.logIn('assessor@demo.example')
    // Where the header folds its links behind Menu, open it first.
    const menu = shell.header.getByRole('button', { name: 'Menu', exact: true })
    if (await menu.isVisible()) await menu.click()
    await shell.navLink('Staff').click()
    await expect(page).toHaveURL('/staff')
    const staff = new StaffWorkspace(page)
    await staff.openProject(project.projectNumber, project.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${project.projectNumber} · ${project.title}`)
    await expect(staff.currentStage).toContainText(stageByCode(typeId, from).name)

    await staff.nextStage().selectOption({ label: next.name })
    await staff.deadlineDays().fill('20')
    await page.getByRole('button', { name: 'Move project' }).click()
    await expect(staff.done).toHaveText(`The project moved to ${next.name}.`)
    await expect(staff.currentStage).toContainText(next.name)
    await expect(staff.history.getByRole('row').nth(2)).toContainText(stageByCode(typeId, from).name)

    await page.getByRole('link', { name: 'Public page' }).click()
    await expect(page.getByText('Stage:')).toContainText(next.name)
  })
}

test('an assessor moves a project twice in a row, the second time to the only stage offered, without reloading the page', async ({
  page,
  request,
  mail,
  account,
}) => {
  const title = `Carcross dock ${Date.now()}`
  const { projectId } = await submittedProposal(request, mail, title)
  await account.logIn('assessor@demo.example')
  await page.goto(`/staff/projects/${projectId}`)
  const staff = new StaffWorkspace(page)
  await page.getByRole('button', { name: 'Accept into Adequacy Review' }).click()
  await expect(staff.currentStage).toContainText('Adequacy Review')
  for (const code of ['ADEQUACY_INFORMATION_REQUEST', 'ADEQUACY_REVIEW_RESPONSE']) {
    const next = stageByCode(PROJECT_TYPE.evaluation, code).name
    // The first stage offered is the one chosen, as the form shows it.
    await expect(staff.nextStage()).toHaveValue(stageByCode(PROJECT_TYPE.evaluation, code).stageId)
    await page.getByRole('button', { name: 'Move project' }).click()
    await expect(staff.done).toHaveText(`The project moved to ${next}.`)
    await expect(staff.currentStage).toContainText(next)
  }
})

test('the workspace is in French when the site is', async ({ page, request, account, shell }) => {
  const project = await findProject(
    request,
    PROJECT_TYPE.panelReview,
    (code) => code === 'PANEL_REVIEW_START' || code === 'PUBLIC_HEARINGS' || code === 'COMMENT_BEFORE_HEARINGS',
  )
  await account.logIn('assessor@demo.example')
  await page.goto('/staff')
  await shell.switchLanguage('Français')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace du personnel : projets')
  await expect(shell.navLink('Personnel')).toBeVisible()
  const staff = new StaffWorkspace(page)
  await staff.openProject(project.projectNumber, project.title)
  await expect(page.getByRole('heading', { name: 'Passer à l’étape suivante' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Historique des étapes' })).toBeVisible()
  await expect(staff.currentStage).toContainText(findStage(project.projectTypeId, project.stageId)!.nameFr)
  await expect(staff.nextStage().locator('option').first()).toHaveText(nextStages(project.projectTypeId, project.stageId)[0]!.nameFr)
})

test('/staff is the not-found page for a public user and for a visitor, and offers no Staff link', async ({ page, account, shell }) => {
  await page.goto('/staff')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await account.logIn('follower@demo.example')
  await expect(shell.navLink('Staff')).toHaveCount(0)
  await page.goto('/staff/projects/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await page.goto('/staff')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})
