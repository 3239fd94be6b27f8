// A French reader sees no English the server made for English readers: dates, activity sentences,
// document types and the site message are said in French; what only exists in English (imported
// activity text) is marked as English for screen readers.
import { expect, test } from './fixtures'
import { findProject } from './page-models/project-page'
import type { ListedProject } from './page-models/project-page'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'
import type { APIRequestContext } from '@playwright/test'

/** A date or time as the server prints them for English readers: "Dec 16, 2026", "4:30 PM". */
const ENGLISH_DATE = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2}, \d{4}\b|\d{1,2}:\d{2} [AP]M/
const FRENCH_DATE = /\d{2} [a-zéû]+ \d{4}/

/** An active project with published comments. */
async function commentedProject(request: APIRequestContext): Promise<ListedProject> {
  const { projects } = (await (await request.get('/api/projects/search')).json()) as { projects: ListedProject[] }
  for (const p of projects) {
    const meta = (await (await request.get(`/api/projects/${p.projectId}/meta`)).json()) as { commentCount: number }
    if (meta.commentCount > 0) return p
  }
  throw new Error('The demo set has no active project with published comments')
}

test.describe('a French reader', () => {
  test.use({ locale: 'fr-CA' })

  test('reads a project’s dates, activity and documents in French', async ({ request, projectPage, page }) => {
    const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'SEEKING_VIEWS')
    await projectPage.goto(project.projectId)
    const main = page.getByRole('main')
    await expect(page.getByText('Étape :')).toBeVisible()
    await expect(main).toContainText(new RegExp(`jusqu’au ${FRENCH_DATE.source}`))
    await expect(main).not.toContainText(ENGLISH_DATE)

    await projectPage.tab('Activité').click()
    const feed = main.getByRole('listitem').filter({ hasText: 'Les commentaires sont acceptés' }).first()
    await expect(main.getByText(/^Proposition reçue de .+ : Proposition de projet$/).first()).toBeVisible()
    await expect(main.getByText(/^Début de l’étape : /).first()).toBeVisible()
    await expect(feed).toContainText(new RegExp(`Les commentaires sont acceptés jusqu’au ${FRENCH_DATE.source} \\d{2} h \\d{2}\\. Ajouter un commentaire`))
    await feed.getByRole('button', { name: 'Plus' }).click()
    await expect(feed).toContainText('Les commentaires sont publiés après un examen de 24 à 48 heures.')
    await expect(main).not.toContainText(/started\.|Proposal received|Comments are accepted|Comments are posted/)
    await expect(main).not.toContainText(ENGLISH_DATE)

    await projectPage.tab('Documents').click()
    await expect(projectPage.documents.first()).toBeVisible()
    await expect(projectPage.documents.getByText('Proposition de projet', { exact: true }).first()).toBeVisible()
    const { documentTypes } = (await (await request.get('/api/projects/domain')).json()) as { documentTypes: { name: string }[] }
    for (const { name } of documentTypes) await expect(projectPage.documents.locator('span').getByText(name, { exact: true })).toHaveCount(0)
    await expect(main).not.toContainText(ENGLISH_DATE)

    await projectPage.tab('Commentaires').click()
    await expect(main).toContainText(new RegExp(`Les commentaires sont acceptés jusqu’au ${FRENCH_DATE.source}`))
    await expect(main).not.toContainText(ENGLISH_DATE)
  })

  test('reads when each comment was received in French', async ({ request, projectPage, page }) => {
    const project = await commentedProject(request)
    await projectPage.goto(project.projectId, 'comments')
    await expect(page.getByTestId('comment').first()).toContainText(FRENCH_DATE)
    await expect(page.getByRole('main')).not.toContainText(ENGLISH_DATE)
  })

  test('hears an imported English activity line as English', async ({ request, projectPage, page }) => {
    const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'SEEKING_VIEWS')
    // The real registry's lines come as free English text, without an event.
    await page.route(`**/api/projects/${project.projectId}/activity-feed`, async (route) => {
      const [first, ...rest] = (await (await route.fetch()).json()) as object[]
      await route.fulfill({
        json: [
          { ...first, event: null, messageParts: [{ messagePartType: 'Text', message: 'Site visit completed.' }], moreMessage: 'With the First Nation.' },
          ...rest,
        ],
      })
    })
    await projectPage.goto(project.projectId, 'activity')
    const line = page.getByText('Site visit completed.')
    await expect(line).toBeVisible()
    await expect(line.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'en')
    const item = page.getByRole('listitem').filter({ has: line })
    await item.getByRole('button', { name: 'Plus' }).click()
    await expect(item.getByText('With the First Nation.')).toHaveAttribute('lang', 'en')
  })

  test.describe('on the home page', () => {
    test.use({ dismissSiteMessage: false })

    test('reads the site message in French', async ({ page }) => {
      await page.goto('/')
      const dialog = page.getByRole('dialog', { name: 'Bienvenue dans le registre de démonstration' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText('Ce registre contient des données de démonstration générées')
      await expect(dialog.locator('[lang="en"]')).toHaveCount(0)
    })
  })
})
