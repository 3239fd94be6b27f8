// Search inside documents (issue 31 item 5): the home search's "Also search inside documents"
// finds words that are only inside the demo's PDFs, in English and in French, with the words
// marked, and a project's document filter finds them too.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

/** Words of the demo's evaluation reports, in no project's title, proponent or description. */
const PHRASE = 'mitigative measures'

interface DocumentSearch {
  projects: { projectId: string; title: string; documents: { description: string }[] }[]
  more: boolean
}

/**
 * The server extracts the demo's texts in the background after it starts: waits until more
 * documents than a search lists hold the phrase (the list no longer grows).
 */
async function documentsFound(request: APIRequestContext): Promise<DocumentSearch> {
  let answer: DocumentSearch = { projects: [], more: false }
  await expect(async () => {
    answer = (await (await request.get(`/api/document-search?q=${encodeURIComponent(PHRASE)}`)).json()) as DocumentSearch
    expect(answer.more).toBe(true)
  }).toPass({ timeout: 120_000 })
  return answer
}

test.describe('search inside documents', () => {
  test.setTimeout(150_000)

  test('finds a phrase that is only inside documents, in English and in French', async ({ page, request, homePage, shell }) => {
    await documentsFound(request)
    const projects = (await (
      await request.get(`/api/projects/search?limit=500&includeCompleteWithdrawn=yes&textSearch=${encodeURIComponent(PHRASE)}`)
    ).json()) as { total: number }
    expect(projects.total, 'the phrase is in no project’s own text').toBe(0)

    await homePage.goto()
    await homePage.searchBox.fill(PHRASE)
    await page.getByLabel('Also search inside documents').check()
    await homePage.searchButton.click()
    await expect(page).toHaveURL(/docs=true/)
    const matches = page.getByTestId('document-matches')
    await expect(matches.getByRole('heading', { name: 'Found inside documents' })).toBeVisible()
    await expect(matches.locator('mark').first()).toHaveText(/mitigative|measures/i)
    // Three projects first, so that the projects found come soon after on a phone.
    const projectHeadings = matches.getByRole('heading', { level: 3 })
    await expect(projectHeadings).toHaveCount(3)
    await matches.getByRole('button', { name: /^Show all \d+ projects with matching documents$/ }).click()
    expect(await projectHeadings.count()).toBeGreaterThan(3)

    await shell.switchLanguage('Français')
    await expect(matches.getByRole('heading', { name: 'Trouvé dans les documents' })).toBeVisible()
    await expect(page.getByLabel('Chercher aussi dans les documents')).toBeChecked()
    await expect(matches.locator('mark').first()).toHaveText(/mitigative|measures/i)
  })

  test('a project’s document filter finds the words inside its documents', async ({ page, request }) => {
    const found = await documentsFound(request)
    const project = found.projects[0]!
    await page.goto(`/projects/${project.projectId}/documents`)
    await page.getByLabel('Filter documents').fill('mitigative')
    const row = page
      .getByTestId('document')
      .filter({ has: page.locator('mark') })
      .first()
    await expect(row).toContainText(project.documents[0]!.description)
    await expect(row.locator('mark').first()).toHaveText(/mitigative/i)
  })
})

test('lists the documents found under their projects on a phone @phone', async ({ page, request, homePage }) => {
  test.setTimeout(150_000)
  await documentsFound(request)
  await homePage.goto(`?q=${encodeURIComponent(PHRASE)}&docs=true`)
  const matches = page.getByTestId('document-matches')
  await expect(matches.locator('mark').first()).toBeVisible()
  const box = await matches.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
})
