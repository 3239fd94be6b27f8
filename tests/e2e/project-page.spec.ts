// Project pages: the tabs each kind of project shows, where hidden tabs send the visitor, the
// Documents tab's filter and lists, the panel review tabs, and the addresses by project number.
import { expect, test } from './fixtures'
import { findOwnProject, findProject } from './page-models/project-page'
import { zoomOf } from './page-models/map'
import { tokenOf } from './page-models/proposal-form'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'
import { splitAttachments } from '../../src/shared/domain/document-attachments'

const { evaluation, screening, panelReview } = PROJECT_TYPE

test.describe('project page', () => {
  test('an evaluation seeking views shows its details, tabs and side panel', async ({ request, projectPage }) => {
    const project = await findProject(request, evaluation, (code) => code === 'SEEKING_VIEWS')
    await projectPage.goto(project.projectId)
    await expect(projectPage.title).toHaveText(project.title)
    await expect(projectPage.page).toHaveTitle(`${project.projectNumber} ${project.title} – YESAB Online Registry`)
    for (const tab of ['Details', 'Activity', 'Documents', 'Comments']) await expect(projectPage.tab(tab)).toBeVisible()
    await expect(projectPage.tab('Hearings')).toHaveCount(0)
    await expect(projectPage.sidePanel).toContainText('Proponent')
    await expect(projectPage.sidePanel).toContainText('Lead Assessor')
    // The map draws as it comes near the screen.
    await projectPage.sidePanel.getByRole('heading', { name: 'Location', exact: true }).scrollIntoViewIfNeeded()
    await expect(projectPage.sidePanel.getByLabel('Map of the project’s location').locator('path.stage-marker').first()).toBeVisible()
    await expect(projectPage.page.getByRole('link', { name: 'View Public Notice' })).toBeVisible()
  })

  test('walks every tab of an evaluation, each with its content', async ({ request, projectPage, page }) => {
    const project = await findProject(request, evaluation, (code) => code === 'SEEKING_VIEWS')
    await projectPage.goto(project.projectId)
    await projectPage.tab('Activity').click()
    await expect(page).toHaveURL(`/projects/${project.projectId}/activity`)
    await expect(page.getByText(/started\./).first()).toBeVisible()
    await projectPage.tab('Documents').click()
    await expect(projectPage.documents.first()).toBeVisible()
    await projectPage.tab('Comments').click()
    await expect(page.getByText('How do I make a good comment?')).toBeVisible()
    await projectPage.tab('Details').click()
    await expect(page).toHaveURL(`/projects/${project.projectId}`)
  })

  test('hides comments in adequacy and says why the public notice is absent', async ({ request, projectPage, page }) => {
    const project = await findProject(request, evaluation, (code) => code === 'ADEQUACY_REVIEW')
    await projectPage.goto(project.projectId)
    await expect(projectPage.tab('Comments')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'View Public Notice' })).toHaveCount(0)
    await expect(page.getByRole('note').filter({ hasText: 'adequacy review' })).toBeVisible()
    await projectPage.goto(project.projectId, 'comments')
    await expect(page).toHaveURL(`/projects/${project.projectId}`)
  })

  test('says the comment period is closed once the assessment is decided', async ({ request, projectPage, page }) => {
    const project = await findProject(request, evaluation, (code) => code === 'DECISION_DOCUMENT_ISSUED')
    await projectPage.goto(project.projectId, 'comments')
    await expect(page.getByText('Public Comment period is currently closed for this project.')).toBeVisible()
  })

  test('a panel review in hearings shows hearings and intervenors', async ({ request, projectPage, page }) => {
    const project = await findProject(request, panelReview, (code) => code === 'PUBLIC_HEARINGS')
    await projectPage.goto(project.projectId)
    await expect(projectPage.sidePanel).toContainText('Panel and Hearing Manager')
    await projectPage.tab('Hearings').click()
    await expect(page.getByRole('heading', { name: 'Upcoming hearings' })).toBeVisible()
    await page.getByTestId('hearing').first().getByRole('link').click()
    await expect(page.getByRole('link', { name: 'Back to hearings' })).toBeVisible()
    await projectPage.tab('Intervenors').click()
    await expect(page.getByTestId('intervenor').first()).toBeVisible()
  })

  test('a screening offers its stage filter on the comments', async ({ request, projectPage, page }) => {
    const project = await findProject(request, screening, (code) => ['COMMENT_PROPOSAL', 'CONSIDER_PROPOSAL', 'SCREENING'].includes(code))
    await projectPage.goto(project.projectId, 'comments')
    await expect(page.getByText('How do I make a good comment?')).toHaveCount(0)
  })

  test('filters documents by every word, with or without dashes in the number, and says when nothing matches', async ({ request, projectPage, page }) => {
    const project = await findProject(request, evaluation, (code) => code === 'SEEKING_VIEWS')
    await projectPage.goto(project.projectId, 'documents')
    const first = projectPage.documents.first()
    const number = (await first.locator('span').first().textContent())!.trim()
    await projectPage.documentFilter.fill(number.replaceAll('-', ''))
    await expect(projectPage.documents.first()).toContainText(number)
    await projectPage.documentFilter.fill('zzz-nothing-like-this')
    await expect(page.getByText('There are no documents that match zzz-nothing-like-this')).toBeVisible()
  })

  test('filters the correspondence with the documents', async ({ request, projectPage, page }) => {
    const answer = (await (await request.get('/api/projects/search?includeCompleteWithdrawn=yes')).json()) as { projects: { projectId: string }[] }
    for (const { projectId } of answer.projects) {
      const correspondence = (await (await request.get(`/api/projects/${projectId}/correspondence`)).json()) as { title: string }[]
      if (correspondence.length === 0) continue
      await projectPage.goto(projectId, 'documents')
      const letters = page.getByRole('heading', { name: 'Correspondence' })
      await expect(letters).toBeVisible()
      await projectPage.documentFilter.fill(correspondence[0]!.title)
      await expect(page.getByRole('link', { name: correspondence[0]!.title })).toBeVisible()
      await projectPage.documentFilter.fill('zzz-nothing-like-this')
      await expect(letters).toHaveCount(0)
      await expect(page.getByText('There are no documents that match zzz-nothing-like-this')).toBeVisible()
      return
    }
    throw new Error('No demo project has correspondence')
  })

  test('the documents tab shows three per stage, then Show more', async ({ request, projectPage, page }) => {
    const answer = (await (await request.get('/api/projects/search?includeCompleteWithdrawn=yes')).json()) as { projects: { projectId: string }[] }
    // A project with a stage that brought more than three documents.
    for (const { projectId } of answer.projects) {
      const { documents } = splitAttachments(
        (await (await request.get(`/api/projects/${projectId}/documents`)).json()) as {
          documentId: string
          attachments: string[]
          stageUploaded: string | null
        }[],
      )
      const counts = new Map<string, number>()
      for (const d of documents) counts.set(d.stageUploaded ?? '', (counts.get(d.stageUploaded ?? '') ?? 0) + 1)
      if (![...counts.values()].some((n) => n > 3)) continue
      await projectPage.goto(projectId, 'documents')
      const more = page.getByRole('button', { name: /^Show \d+ more$/ }).first()
      await expect(more).toBeVisible()
      const before = await projectPage.documents.count()
      await more.click()
      await expect.poll(() => projectPage.documents.count()).toBeGreaterThan(before)
      await expect(page.getByRole('button', { name: 'Show less' }).first()).toBeVisible()
      return
    }
    throw new Error('No demo project has a stage with more than three documents')
  })

  test('opens the submitted proposal read-only', async ({ request, projectPage, page }) => {
    const project = await findProject(request, evaluation, (code) => code === 'SEEKING_VIEWS')
    await projectPage.goto(project.projectId, 'documents')
    await page.getByRole('link', { name: 'View the project proposal' }).click()
    await expect(page).toHaveURL(/\/documents\/form[12]$/)
    await expect(page.getByRole('heading', { name: /^Part 1/ })).toBeVisible()
  })

  test('prints the public notice', async ({ request, projectPage, page }) => {
    const project = await findProject(request, evaluation, (code) => code === 'SEEKING_VIEWS')
    await projectPage.goto(project.projectId)
    await page.getByRole('link', { name: 'View Public Notice' }).click()
    await expect(page.getByRole('heading', { name: 'Public Comment Period Open' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  })

  test('a decided project’s public notice says it is decided, not that comments are open', async ({ request, page }) => {
    const project = await findProject(request, evaluation, (code) => code === 'DECISION_DOCUMENT_ISSUED')
    await page.goto(`/projects/${project.projectId}/public-notice`)
    await expect(page.getByRole('heading', { level: 2, name: 'Decision Document Issued' })).toBeVisible()
    await expect(page.getByText('Public Comment Period Open')).toHaveCount(0)
    await expect(page.getByText('Comments accepted until')).toHaveCount(0)
  })

  test('is in French when the site is', async ({ request, projectPage, shell, page }) => {
    const project = await findProject(request, evaluation, (code) => code === 'SEEKING_VIEWS')
    await projectPage.goto(project.projectId)
    await shell.switchLanguage('Français')
    await expect(projectPage.tab('Détails')).toBeVisible()
    await expect(page.getByText('Étape :')).toBeVisible()
  })
})

test.describe('the project page on any screen', () => {
  for (const screen of ['desktop', 'phone @phone']) {
    test(`shows a single point on a 500 px map of the country around it, no closer than zoom 11 (${screen})`, async ({ request, projectPage }) => {
      const answer = (await (await request.get('/api/projects/search')).json()) as { projects: { projectId: string; locations: unknown[] }[] }
      const project = answer.projects.find((p) => p.locations.length === 1)!
      await projectPage.goto(project.projectId)
      // The map draws as it comes near the screen.
      await projectPage.sidePanel.getByRole('heading', { name: 'Location', exact: true }).scrollIntoViewIfNeeded()
      const map = projectPage.sidePanel.getByLabel('Map of the project’s location')
      await expect(map.locator('path.stage-marker')).toBeVisible()
      await expect(map.locator('path.basemap-land')).toBeVisible()
      expect((await map.boundingBox())!.height).toBe(500)
      expect(Math.round(await zoomOf(map))).toBeLessThanOrEqual(11)
    })
  }

  test('the submitted general form does not make a phone page scroll sideways @phone', async ({ request, projectPage, page }) => {
    const answer = (await (await request.get('/api/projects/search')).json()) as { projects: { projectId: string }[] }
    // A general form with its coordinates, its map and a contact e-mail, the widest things it holds.
    let projectId = ''
    for (const p of answer.projects) {
      const { project } = (await (await request.get(`/api/projects/${p.projectId}`)).json()) as { project: { form1: string | null; uploadedByForm2: boolean } }
      if (project.form1?.includes('projectCoordinates') && project.form1.includes('contactEmail') && !project.uploadedByForm2) {
        projectId = p.projectId
        break
      }
    }
    await projectPage.goto(projectId, 'documents')
    await page.getByRole('link', { name: 'View the project proposal' }).click()
    await expect(page).toHaveURL(/\/documents\/form1$/)
    await expect(page.getByRole('group', { name: 'Map of the location given in the proposal' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  })
})

test.describe('a proposal in proposal check', () => {
  // Opened by its address, the page's HTML names its data for the browser to fetch early as the
  // public, which may not see it: those fetches answer 404, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/api\/projects\/[0-9a-f-]{36}(\/key-documents)?\)/] })

  test('shows its proponent only the documents, and sends the other tabs there', async ({ people, request, projectPage, page, account }) => {
    // Only its proponent and staff see it until staff accept it.
    await account.logIn(await people.standIn('proponent'))
    const project = await findOwnProject(request, await tokenOf(page), (code) => code === 'PROPOSAL_CHECK')
    await projectPage.goto(project.projectId)
    await expect(page).toHaveURL(`/projects/${project.projectId}/documents`)
    // Its proponent also has the information responses, as on every project of theirs.
    await expect(projectPage.tabs).toHaveText(['Documents', 'Information Responses'])
    for (const tab of ['activity', 'comments', 'notifications', 'correspondence']) {
      await projectPage.goto(project.projectId, tab)
      await expect(page).toHaveURL(`/projects/${project.projectId}/documents`)
    }
  })
})

test.describe('addresses by project number', () => {
  // The look-ups of unknown projects answer 404, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/api\/projects\//] })

  test('/pr/{number} opens the project, and a tab of it', async ({ request, page }) => {
    const project = await findProject(request, evaluation, (code) => code === 'SEEKING_VIEWS')
    await page.goto(`/pr/${project.projectNumber}`)
    await expect(page).toHaveURL(`/projects/${project.projectId}`)
    await page.goto(`/pr/${project.projectNumber}/documents`)
    await expect(page).toHaveURL(`/projects/${project.projectId}/documents`)
  })

  test('an unknown number goes home with the spec’s message', async ({ page }) => {
    await page.goto('/pr/1999-0001')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('alert')).toContainText('Project 1999-0001 was not found, or you lack sufficient authorization to view it.')
  })

  test('an unknown project id goes home too', async ({ page }) => {
    await page.goto('/projects/00000000-0000-4000-8000-000000000000')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('alert')).toContainText('This project was not found')
  })
})
