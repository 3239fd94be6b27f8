// The office's workspace as the spec's own assessor (people.ts) signed in through the real login:
// moving a project of the test's own to its next stage, which the public page then shows; the
// workspace in French; and /staff as anyone else, which is the not-found page.
import { expect, test } from './fixtures'
import { findProject } from './page-models/project-page'
import { submittedProposal } from './page-models/review-queues'
import { ownEvaluationAt } from './page-models/staff-project-run'
import { StaffWorkspace } from './page-models/staff-workspace'
import { PROJECT_TYPE, findStage, stageByCode } from '../../src/shared/domain/stages'
import { nextStages } from '../../src/shared/domain/stage-transitions'

for (const device of ['desktop', 'tablet'] as const) {
  const tag = device === 'tablet' ? ' @tablet' : ''
  // Each profile moves a proposal of its own: a demo project at a stage may be another test's,
  // passing through it, and a move would use it up.
  const [typeId, from, to] = [PROJECT_TYPE.evaluation, 'SEEKING_VIEWS', 'REVIEW_INFORMATION'] as const

  test(`an assessor moves a project to its next stage and the public page shows it${tag}`, async ({ page, request, people, account, shell }) => {
    const assessor = await people.standIn('assessor')
    const project = await ownEvaluationAt(request, people, await people.token(assessor), `Atlin dock ${Date.now()}`, [from])
    const next = stageByCode(typeId, to)
    await account.logIn(assessor)
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
  people,
  account,
}) => {
  const title = `Carcross dock ${Date.now()}`
  const { projectId } = await submittedProposal(request, people, title)
  await account.logIn(await people.standIn('assessor'))
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

test('the workspace is in French when the site is', async ({ page, request, people, account, shell }) => {
  const project = await findProject(
    request,
    PROJECT_TYPE.panelReview,
    (code) => code === 'PANEL_REVIEW_START' || code === 'PUBLIC_HEARINGS' || code === 'COMMENT_BEFORE_HEARINGS',
  )
  await account.logIn(await people.standIn('assessor'))
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

test('/staff is the not-found page for a public user and for a visitor, and offers no Staff link', async ({ page, people, account, shell }) => {
  await page.goto('/staff')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await account.logIn(await people.standIn('follower'))
  await expect(shell.navLink('Staff')).toHaveCount(0)
  await page.goto('/staff/projects/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await page.goto('/staff')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})
