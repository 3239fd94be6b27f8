// Every tab of a project in each stage group of each assessment type opens and shows its content,
// with no error in the browser.
import { expect, test } from './fixtures'
import type { ListedProject } from './page-models/project-page'
import { findStage, PROJECT_TYPES } from '../../src/shared/domain/stages'

interface Answer {
  projects: (ListedProject & { stageGrouping: string })[]
}

for (const type of PROJECT_TYPES) {
  test(`walks every tab of ${type.name} projects in each stage group`, async ({ page, request, projectPage }) => {
    test.slow()
    const { projects } = (await (await request.get(`/api/projects/search?includeCompleteWithdrawn=yes&projectTypes=${type.projectTypeId}`)).json()) as Answer
    const byGroup = new Map<string, ListedProject>()
    for (const p of projects) if (!byGroup.has(p.stageGrouping)) byGroup.set(p.stageGrouping, p)
    expect(byGroup.size, `${type.name} projects in several stage groups`).toBeGreaterThan(1)

    for (const [group, project] of byGroup) {
      await projectPage.goto(project.projectId)
      await expect(projectPage.title, `${group}: ${findStage(project.projectTypeId, project.stageId)?.code}`).toHaveText(project.title)
      const tabs = await projectPage.tabs.allTextContents()
      expect(tabs, group).toContain('Documents')
      for (const tab of tabs) {
        await projectPage.tab(tab).click()
        await expect(projectPage.tab(tab)).toHaveAttribute('aria-current', 'page')
        // Each tab shows its content or its empty message, never a blank or an error page.
        await expect(page.getByRole('main').getByRole('heading', { name: /Something went wrong|Page not found/ })).toHaveCount(0)
        await expect(page.locator('main article, main section, main ul, main ol, main p').first()).toBeVisible()
      }
    }
  })
}
