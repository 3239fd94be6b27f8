// The home page lists the newest projects from the API, each linking to its project page.
import { expect, test } from './fixtures'

interface SearchAnswer {
  projects: { projectId: string; projectNumber: string; title: string; proponentName: string }[]
  total: number
}

test.describe('home', () => {
  test('lists the newest projects with the total count', async ({ page, request, homePage }) => {
    const answer = (await (await request.get('/api/projects/search?limit=50')).json()) as SearchAnswer
    expect(answer.total, 'the e2e server seeds demo projects').toBeGreaterThan(0)

    await homePage.goto()
    await expect(homePage.heading).toHaveText('Project assessments in Yukon')
    await expect(page).toHaveTitle('YESAB Online Registry')
    await expect(homePage.items).toHaveCount(answer.projects.length)
    await expect(homePage.count).toHaveText(
      answer.projects.length < answer.total
        ? `Showing the ${answer.projects.length} most recent of ${answer.total} projects.`
        : `${answer.total} project${answer.total === 1 ? '' : 's'}`,
    )

    // Newest first, as the API sorts them.
    const numbers = answer.projects.map((project) => project.projectNumber)
    expect([...numbers].sort().reverse()).toEqual(numbers)
    for (const [index, project] of answer.projects.slice(0, 3).entries()) {
      const item = homePage.items.nth(index)
      await expect(item).toContainText(project.projectNumber)
      await expect(item).toContainText(project.proponentName)
      await expect(homePage.projectLink(item)).toHaveText(project.title)
      await expect(homePage.projectLink(item)).toHaveAttribute('href', `/projects/${project.projectId}`)
    }
  })

  test('a project links to its project page', async ({ page, homePage }) => {
    await homePage.goto()
    const first = homePage.projectLink(homePage.items.first())
    const href = await first.getAttribute('href')
    expect(href).toMatch(/^\/projects\/[0-9a-f-]{36}$/)
    await first.click()
    await expect(page).toHaveURL(href!)
  })

  test('shows the list in French', async ({ homePage, shell }) => {
    await homePage.goto()
    await shell.languageSwitch('Français').click()
    await expect(homePage.heading).toHaveText('Évaluations de projets au Yukon')
    await expect(homePage.count).toContainText(/projet/)
    await expect(homePage.items.first()).toContainText('Promoteur')
  })

  test('lists projects on a phone @phone', async ({ homePage }) => {
    await homePage.goto()
    await expect(homePage.items.first()).toBeVisible()
    const box = await homePage.items.first().boundingBox()
    const width = homePage.page.viewportSize()!.width
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
  })
})
