// A project's note, hearing or other record that is not there for the visitor (removed, not yet
// published, not theirs to see) says so, with a way back to the project, instead of a blank page.
import { expect, test } from './fixtures'
import { findProject } from './page-models/project-page'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'

const MISSING = '00000000-0000-4000-8000-000000000000'

test.describe('a record that is not there', () => {
  // The record's look-ups answer 404, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/api\/projects\/[0-9a-f-]{36}\/(notes|hearings)\//] })

  test('a missing note says so and leads back to the project', async ({ request, projectPage, page }) => {
    const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'SEEKING_VIEWS')
    await projectPage.goto(project.projectId, `notes/${MISSING}`)
    await expect(page.getByRole('heading', { name: 'Note not found' })).toBeVisible()
    await expect(projectPage.title).toHaveText(project.title)
    await page.getByRole('link', { name: 'Back to the project' }).click()
    await expect(page).toHaveURL(`/projects/${project.projectId}`)
  })

  test('a missing hearing says so on a phone, and in French @phone', async ({ request, projectPage, page, shell }) => {
    const project = await findProject(request, PROJECT_TYPE.panelReview, (code) => code === 'PUBLIC_HEARINGS')
    await projectPage.goto(project.projectId, `hearings/${MISSING}`)
    await expect(page.getByRole('heading', { name: 'Hearing not found' })).toBeVisible()
    await shell.menuButton.click()
    await shell.switchLanguage('Français')
    await expect(page.getByRole('heading', { name: 'Audience introuvable' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Retour au projet' })).toBeVisible()
  })
})
