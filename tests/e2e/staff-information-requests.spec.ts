// An information request from the office to the proponent, end to end, on a project of the test's
// own: the spec's own assessor (people.ts), signed in through the real login, writes one with two
// questions and a file, saves it unpublished (the public does not see it), publishes it; a follower
// of the project is mailed; the project's proponent answers it on the Information Responses tab (the activity feed's line is checked by the API test).
// A public note and a general notice; the authoring panel in French.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { AnswerForm } from './page-models/information-responses'
import { pdfFile } from './page-models/proposal-form'
import { ownEvaluationAt } from './page-models/staff-project-run'
import { StaffInformationRequestForm } from './page-models/staff-workspace'
import { findStage } from '../../src/shared/domain/stages'
import { isUnderAssessment } from '../../src/shared/domain/stage-transitions'
import type { People, Person } from './people'

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

/** One of the demo proponent's projects (the proponent's session is `token`) under assessment and outside an information-request stage (whose requests other tests answer), for a test that only reads. */
async function proponentProject(request: APIRequestContext, token: string): Promise<{ projectId: string }> {
  const { projects } = (await (await request.get('/api/projects/my', auth(token))).json()) as {
    projects: { projectId: string; isProponentOrAgent: boolean; projectTypeId: string; stageId: string }[]
  }
  const candidates = projects.filter(
    (p) =>
      p.isProponentOrAgent &&
      isUnderAssessment(p.projectTypeId, p.stageId) &&
      findStage(p.projectTypeId, p.stageId)?.code !== 'PROPOSAL_CHECK' &&
      !findStage(p.projectTypeId, p.stageId)?.code.includes('INFORMATION_REQUEST'),
  )
  const project = candidates[0]
  if (!project) throw new Error('The demo proponent has no project under assessment')
  return project
}

/** A new account that follows the project. */
async function newFollower(request: APIRequestContext, people: People, projectId: string): Promise<string> {
  const follower = await people.newAccount({ firstName: 'Dana', lastName: 'Roy' })
  expect((await request.post(`/api/projects/${projectId}/follow`, auth(await people.token(follower)))).ok()).toBe(true)
  return follower.email
}

for (const device of ['desktop', 'phone'] as const) {
  const tag = device === 'phone' ? ' @phone' : ''
  // The proponent answers the very request the assessor published: one flow in two steps, in order.
  test.describe(`an information request from the assessor to the proponent${tag}`, () => {
    test.describe.configure({ mode: 'serial' })
    const published: { projectId: string; proponent: Person | null } = { projectId: '', proponent: null }
    // The first request of a project of the test's own.
    const number = 1

    test(`the assessor writes and publishes it, and a follower is mailed${tag}`, async ({ page, request, people, account, mail }) => {
      const assessor = await people.standIn('assessor')
      const { projectId, proponent } = await ownEvaluationAt(request, people, await people.token(assessor), `Ross River pit ${device} ${Date.now()}`, [])
      // The follower signs up while the assessor logs in.
      const [follower] = await Promise.all([newFollower(request, people, projectId), account.logIn(assessor)])
      await page.goto(`/staff/projects/${projectId}`)
      const form = new StaffInformationRequestForm(page)
      await form.start.click()
      await form.preamble.click()
      await page.keyboard.type('Please answer the two questions below.')
      await form.question(1).click()
      await page.keyboard.type('How deep is the pit?')
      await form.addQuestion.click()
      await form.question(2).click()
      await page.keyboard.type('Where does the water go?')
      await form.files(2).setInputFiles(pdfFile('drainage-plan.pdf'))
      await form.save.click()
      await expect(form.done).toHaveText('The information request is saved, unpublished.')
      const saved = form.request(number)
      await expect(saved).toContainText('Unpublished')
      await expect(saved).toContainText('drainage-plan.pdf')

      // Unpublished: nobody else reads it.
      expect(((await (await request.get(`/api/projects/${projectId}/information-requests`)).json()) as unknown[]).length).toBe(0)

      await saved.getByRole('button', { name: 'Publish' }).click()
      await expect(form.done).toHaveText(`Information Request ${number} is published.`)
      await expect(saved).toContainText('Published, waiting for the answer')
      expect(await mail.linkTo(follower, `/projects/${projectId}`)).toContain(`/projects/${projectId}`)
      Object.assign(published, { projectId, proponent })
    })

    test(`the proponent answers it on the Information Responses tab${tag}`, async ({ page, account }) => {
      const { projectId, proponent } = published
      await account.logIn(proponent!)
      await page.goto(`/projects/${projectId}/information-responses`)
      await page
        .getByTestId('information-responses')
        .getByRole('link', { name: `Information Request ${number}`, exact: true })
        .click()
      await expect(page.getByText('Please answer the two questions below.')).toBeVisible()
      const answer = new AnswerForm(page)
      await answer.answer(1).click()
      await page.keyboard.type('Ten metres.')
      await answer.answer(2).click()
      await page.keyboard.type('Into the settling pond.')
      await answer.files(2).setInputFiles(pdfFile('pond.pdf'))
      await answer.agree()
      await answer.submit.click()
      await expect(page).toHaveURL(`/projects/${projectId}/documents`)
      await expect(page.getByTestId('response-submitted')).toContainText(`Your response to Information Request ${number} was submitted for review.`)
    })
  })
}

test('the information requests panel is in French when the site is', async ({ page, request, people, account, shell }) => {
  // It writes nothing: any project of the proponent's does.
  const { projectId } = await proponentProject(request, await people.token(await people.standIn('proponent')))
  await account.logIn(await people.standIn('assessor'))
  await page.goto(`/staff/projects/${projectId}`)
  await shell.switchLanguage('Français')
  await expect(page.getByRole('heading', { name: 'Demandes de renseignements', level: 2 })).toBeVisible()
  const form = new StaffInformationRequestForm(page)
  await form.start.click()
  await expect(form.question(1)).toBeVisible()
  await expect(form.save).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Ajouter une question' })).toBeVisible()
})

test('an assessor posts a public note with a file and sends a general notice; the Notes tab and the activity feed show the note', async ({
  page,
  request,
  people,
  account,
  mail,
}) => {
  // A project of its own, whose followers are this test's.
  const assessor = await people.standIn('assessor')
  const { projectId } = await ownEvaluationAt(request, people, await people.token(assessor), `Faro road ${Date.now()}`, [])
  const title = `Site visit ${Date.now()}`
  const [follower] = await Promise.all([newFollower(request, people, projectId), account.logIn(assessor)])
  await page.goto(`/staff/projects/${projectId}`)
  const records = page.getByTestId('staff-records')
  await records.getByRole('button', { name: 'New note, letter or document group' }).click()
  const form = records.getByRole('form', { name: 'New note, letter or document group' })
  await form.getByLabel('Title').fill(title)
  await form.getByRole('textbox', { name: 'Text of the note' }).click()
  await page.keyboard.type('We walked the creek with the proponent.')
  await form.getByLabel(/^Files/).setInputFiles(pdfFile('walk.pdf'))
  await form.getByLabel('Who sees it').selectOption({ label: 'Public' })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(records.getByTestId('staff-content-done')).toHaveText(`${title} is saved and public.`)
  await expect(records.getByTestId('staff-record').filter({ hasText: title })).toContainText('walk.pdf')

  const notice = page.getByRole('region', { name: 'Notices' })
  await notice.getByLabel('General notice to the project’s proponent, intervenors and followers').fill('A site visit is planned for 3 December.')
  await notice.getByRole('button', { name: 'Send the notice' }).click()
  await expect(notice.getByTestId('staff-content-done')).toHaveText(/^Its notice is e-mailed to \d+ people\.$/)
  expect(await mail.linkTo(follower, `/projects/${projectId}`)).toContain(projectId)

  await page.goto(`/projects/${projectId}/activity`)
  await page.getByRole('link', { name: title }).first().click()
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/notes/`))
  await expect(page.getByText('We walked the creek with the proponent.')).toBeVisible()
})
