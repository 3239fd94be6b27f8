// A French reader meets no English the catalogs do not allow (english-words.ts): every tab of a
// project in comment, of a panel review with hearings and of a decided project, a hearing, the
// search, Emergency Exemptions and statistics pages, the staff review screens and a panel review's
// staff page, My Projects and every part of both proposal forms.
import { expect, test } from './fixtures'
import { englishOnlyWords, englishOnPage, peoplesText } from './english-words'
import { findProject } from './page-models/project-page'
import type { ProjectPage } from './page-models/project-page'
import type { Person } from './people'
import { filledPlacerForm, submittableProposal } from '../factories/proposal-factory'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'
import type { APIRequestContext, Page } from '@playwright/test'

const ENGLISH = englishOnlyWords()
/** Each page's English is reported, and the walk goes on to the next. */
const softly = expect.configure({ soft: true })

test.use({ locale: 'fr-CA' })

/** Waits for the page to settle and has it show no English-only word, listing those it shows. */
async function noEnglish(page: Page, written: { strings: () => string[] }, where: string): Promise<void> {
  await page.waitForLoadState('networkidle')
  await softly.poll(() => englishOnPage(page, ENGLISH, written.strings()), { message: `English on ${where}`, timeout: 10_000 }).toEqual([])
}

async function walkTabs(page: Page, projectPage: ProjectPage, projectId: string, written: { strings: () => string[] }): Promise<void> {
  await projectPage.goto(projectId)
  await expect(projectPage.tabs.first()).toBeVisible()
  for (const tab of await projectPage.tabs.allTextContents()) {
    await projectPage.tab(tab).click()
    await expect(projectPage.tab(tab)).toHaveAttribute('aria-current', 'page')
    await noEnglish(page, written, `the ${tab} tab of ${projectId}`)
  }
}

/** Logs in through the French login screen (the spec's own people, people.ts). */
async function logIn(page: Page, person: Person): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Courriel').fill(person.email)
  await page.getByLabel(/^Mot de passe/).fill(person.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await page.waitForFunction(() => localStorage.getItem('registry.session') !== null)
}

/** A draft of each form, the proponent's own (their stand-in has the demo proponent's projects, not the drafts the demo proponent wrote). */
async function ownDrafts(request: APIRequestContext, token: string): Promise<void> {
  const placerId = crypto.randomUUID()
  const placer = filledPlacerForm(placerId)
  const { projectTitle, proponentName, isAgent } = placer
  const placerDraft = {
    projectId: placerId,
    projectTitle,
    proponentName,
    isAgent,
    assessmentDistricts: [],
    firstNations: [],
    kind: 'placer',
    uploadedByForm2: true,
  }
  for (const data of [submittableProposal(crypto.randomUUID()), { ...placerDraft, form1: JSON.stringify(placer) }]) {
    const created = await request.post('/api/projects/create-proposal', { data, headers: { Authorization: `Bearer ${token}` } })
    if (!created.ok()) throw new Error(`The draft was not created: ${await created.text()}`)
  }
}

test('a French reader walks the tabs of projects in comment, in hearings and decided, and the public pages, in French', async ({
  page,
  request,
  projectPage,
}) => {
  test.slow()
  const written = peoplesText(page)
  for (const project of [
    await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'SEEKING_VIEWS'),
    await findProject(request, PROJECT_TYPE.panelReview, (code) => code === 'PUBLIC_HEARINGS'),
    await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'DECISION_DOCUMENT_ISSUED'),
  ]) {
    await walkTabs(page, projectPage, project.projectId, written)
  }
  const hearings = page.getByTestId('hearing')
  await projectPage.goto((await findProject(request, PROJECT_TYPE.panelReview, (code) => code === 'PUBLIC_HEARINGS')).projectId, 'hearings')
  await hearings.first().getByRole('link').click()
  await noEnglish(page, written, 'a hearing')
  for (const path of ['/', '/emergency-exemptions', '/statistics']) {
    await page.goto(path)
    await noEnglish(page, written, path)
  }
})

test('the office reviews in French', async ({ page, request, people }) => {
  test.slow()
  const written = peoplesText(page)
  await logIn(page, await people.standIn('assessor'))
  // A panel review's own staff page: its hearings, decision bodies and the rest.
  await page.goto(`/staff/projects/${(await findProject(request, PROJECT_TYPE.panelReview, (code) => code === 'PUBLIC_HEARINGS')).projectId}`)
  await expect(page.getByTestId('staff-hearing').first()).toBeVisible()
  await noEnglish(page, written, 'the staff page of a panel review in hearings')
  for (const path of [
    '/staff',
    '/staff/review/proposals',
    '/staff/review/documents',
    '/staff/review/answers',
    '/staff/review/intervenors',
    '/staff/comments',
  ]) {
    await page.goto(path)
    await noEnglish(page, written, path)
    // The queue's first item, as the office opens it.
    const first = page.getByRole('main').getByRole('table').getByRole('link').first()
    if (path !== '/staff' && (await first.count()) > 0) {
      await first.click()
      await noEnglish(page, written, `the first item of ${path}`)
    }
  }
})

test('a proponent goes through every part of both proposal forms in French', async ({ page, request, people }) => {
  test.slow()
  const written = peoplesText(page)
  const proponent = await people.standIn('proponent')
  await ownDrafts(request, await people.token(proponent))
  await logIn(page, proponent)
  await page.goto('/my-projects')
  await noEnglish(page, written, 'My Projects')
  for (const form of ['edit', 'edit-placer']) {
    await page.goto('/my-projects')
    const draft = page.locator(`a[href$="/${form}"]`).first()
    await draft.click()
    const parts = page.getByRole('navigation', { name: /^Parties de la proposition$/ }).getByRole('button')
    await expect(parts.first()).toBeVisible()
    // The form is in the reader's language, whatever language the proposal is written in.
    await expect(page.locator('[lang^="en"]').filter({ has: parts.first() })).toHaveCount(0)
    // Part 5's effect groups join the parts once it is open.
    for (let i = 0; i < (await parts.count()); i++) {
      await parts.nth(i).click()
      await noEnglish(page, written, `part ${i + 1} of the ${form} form`)
    }
  }
})
