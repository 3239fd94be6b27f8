// The whole life of a proposal through the product (issue 18, "Done when"): a proponent signed in
// through the login screen submits a general proposal in the browser (an account of the test's own:
// the demo proponent's projects, listed newest first, are other tests' material); the spec's own
// assessor (people.ts), signed in through the real login, accepts it and moves it through every stage of an evaluation
// the transition table allows on the way to a decision; a comment period is opened and a visitor's
// comment published with a passage withheld; an information request is published, answered by the
// proponent and the answer published; the timeline is extended; the outcome is recorded; the spec's own decision
// body member uploads the decision document, which the assessor issues as the decision. At each step
// that sends a notice, the proponent and the project's follower (and, for the notices a profile asks
// for, a person whose profile's district matches) receive exactly one e-mail, and the public page,
// its tabs and its activity feed show the step.
import { expect, test } from './fixtures'
import { Account } from './page-models/account'
import { CommentForm } from './page-models/comment-form'
import { CommentReviewPage, visitorBrowser } from './page-models/comment-review'
import { GeneralFormPage, tagishCabin } from './page-models/general-form'
import { AnswerForm } from './page-models/information-responses'
import { pdfFile, ProposalForm } from './page-models/proposal-form'
import { ProjectNotices } from './page-models/project-notices'
import { ReviewQueuePage } from './page-models/review-queues'
import { CommentPeriodPanel, OutcomeDecisionPanel } from './page-models/staff-project-run'
import { StaffInformationRequestForm, StaffWorkspace } from './page-models/staff-workspace'
import { yukonDay } from '../../src/shared/domain/dates'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages'
import { nextStages } from '../../src/shared/domain/stage-transitions'

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })
const stageName = (code: string) => stageByCode(PROJECT_TYPE.evaluation, code).name

/**
 * The evaluation's path from Adequacy Review to Recommendation Sent through every stage the table
 * offers (an information request and its response at both reviews, seeking views twice), each
 * step one the table allows from the stage before.
 */
const PATH = [
  'ADEQUACY_REVIEW',
  'ADEQUACY_INFORMATION_REQUEST',
  'ADEQUACY_REVIEW_RESPONSE',
  'SEEKING_VIEWS',
  'REVIEW_INFORMATION',
  'EVALUATION_INFORMATION_REQUEST',
  'EVALUATION_REVIEW_RESPONSE',
  'ADDITIONAL_SEEKING_VIEWS',
  'REVIEW_INFORMATION',
  'PREPARE_RECOMMENDATION',
  'RECOMMENDATION_SENT',
  'DECISION_DOCUMENT_ISSUED',
] as const

test('a proposal submitted in the browser is taken through every stage to a decision, and its follower and matching profile are told once at each step', async ({
  page,
  request,
  browser,
  people,
  account,
  mail,
}, testInfo) => {
  // One flow of five people through some forty screens: a long test, each wait on a real condition.
  test.setTimeout(12 * 60_000)
  const title = `Tagish River bridge ${Date.now()}`
  const inThreeWeeks = yukonDay(new Date(Date.now() + 21 * 86_400_000))

  // Every step of the path is one the transition table allows.
  for (let i = 1; i < PATH.length; i++)
    expect(nextStages(PROJECT_TYPE.evaluation, stageByCode(PROJECT_TYPE.evaluation, PATH[i - 1]!).stageId).map((s) => s.code)).toContain(PATH[i])

  const proponent = await visitorBrowser(browser, request, testInfo)
  const visitor = await visitorBrowser(browser, request, testInfo)
  const decisionBody = await visitorBrowser(browser, request, testInfo)
  const staff = new StaffWorkspace(page)
  let projectId = ''
  let proponentEmail = ''

  const notices = new ProjectNotices(mail, testInfo)
  const publicStage = async (code: string) => {
    await visitor.page.goto(`/projects/${projectId}`)
    await expect(visitor.page.getByText('Stage:')).toContainText(stageName(code))
  }
  const moveTo = async (code: string, deadlineDays?: number) => {
    const next = stageName(code)
    // The form offers the stages allowed next; with one, it is already chosen.
    if ((await staff.nextStage().locator('option').count()) > 1) await staff.nextStage().selectOption({ label: next })
    if (deadlineDays) await staff.deadlineDays().fill(String(deadlineDays))
    await page.getByRole('button', { name: 'Move project' }).click()
    await expect(staff.done).toHaveText(`The project moved to ${next}.`)
    await expect(staff.currentStage).toContainText(next)
  }

  await test.step('the proponent submits a general proposal in the browser', async () => {
    const p = proponent.page
    const avery = await people.newAccount({ firstName: 'Avery' })
    await new Account(p).logIn(avery)
    proponentEmail = avery.email
    await p.goto('/project/add')
    const parts = new GeneralFormPage(p)
    await parts.fillPart1(tagishCabin(title))
    await parts.proceed().click()
    await parts.field('Part').selectOption({ index: 1 })
    await parts.proceed().click()
    await p.getByRole('button', { name: 'Add a polygon' }).click()
    await expect(p.getByRole('group', { name: 'Assessment districts' }).getByRole('checkbox', { checked: true }).first()).toBeVisible({ timeout: 20_000 })
    const form = new ProposalForm(p)
    await expect(form.status).toHaveText('Synced')
    projectId = form.projectId()
    await form.submit.click()
    await expect(p).toHaveURL(/\/my-projects$/)
    const submitted = p.getByTestId('proposal-submitted')
    await expect(submitted).toContainText(title)
    const projectNumber = /submitted as project (\S+?)\.?(\s|$)/.exec((await submitted.textContent()) ?? '')?.[1] ?? ''
    expect(projectNumber).not.toBe('')
    notices.project = { number: projectNumber, title }
    // Not public until the office accepts it.
    expect((await request.get(`/api/projects/${projectId}`)).status()).toBe(404)
  })

  await test.step('the assessor accepts it into Adequacy Review; the proponent is told, and the public finds it', async () => {
    await account.logIn(await people.standIn('assessor'))
    await page.goto('/staff')
    await staff.openProject(notices.project.number, title)
    await page.getByRole('button', { name: 'Accept into Adequacy Review' }).click()
    await expect(staff.done).toHaveText('The proposal is accepted into Adequacy Review.')
    await expect(staff.currentStage).toContainText(stageName('ADEQUACY_REVIEW'))
    await notices.toldOnce('Proposal accepted into Adequacy Review', [proponentEmail])
    await publicStage('ADEQUACY_REVIEW')
  })

  // Once public, a person follows it and another's notification profile matches its district.
  const follower = await people.newAccount({ firstName: 'Suiveuse' })
  expect((await request.post(`/api/projects/${projectId}/follow`, auth(await people.token(follower)))).ok()).toBe(true)
  const neighbour = await people.newAccount({ firstName: 'Voisin' })
  const { project: detail } = (await (await request.get(`/api/projects/${projectId}`)).json()) as { project: { assessmentDistricts: string[] } }
  expect(detail.assessmentDistricts.length).toBeGreaterThan(0)
  const profile = {
    publicNotice: true,
    recommendationSent: true,
    assessmentDistricts: detail.assessmentDistricts,
    firstNations: [],
    sectors: [],
    planningCommissions: [],
    projectTypes: [],
    drainages: [],
    locationCoordinates: '',
  }
  expect((await request.post('/api/users/update-notification-profile', { data: profile, ...auth(await people.token(neighbour)) })).ok()).toBe(true)
  const everyone = [proponentEmail, follower.email]

  await test.step('an information request at Adequacy: published, answered by the proponent, the answer published', async () => {
    await moveTo('ADEQUACY_INFORMATION_REQUEST')
    const form = new StaffInformationRequestForm(page)
    await form.start.click()
    await form.preamble.click()
    await page.keyboard.type('The proposal does not say how the river is crossed during construction.')
    await form.question(1).click()
    await page.keyboard.type('Where will the temporary crossing be?')
    await form.save.click()
    await expect(form.done).toHaveText('The information request is saved, unpublished.')
    await form.request(1).getByRole('button', { name: 'Publish' }).click()
    await expect(form.done).toHaveText('Information Request 1 is published.')
    // The profile asks for public notices and recommendations only: this one is the follower's and proponent's.
    await notices.toldOnce('Information request published', everyone)

    const p = proponent.page
    await p.goto(`/projects/${projectId}/information-responses`)
    await p.getByTestId('information-responses').getByRole('link', { name: 'Information Request 1', exact: true }).click()
    await new AnswerForm(p).answerAndSubmit(1, 'Two hundred metres upstream, on the gravel bar.', 'crossing-plan.pdf')
    await expect(p.getByTestId('response-submitted')).toContainText('Your response to Information Request 1 was submitted for review.')

    await page.goto('/staff/review/answers')
    const queues = new ReviewQueuePage(page)
    await queues.open('answers', title)
    await queues.decision('Publish').check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page).toHaveURL(/\/staff\/review\/answers\?reviewed=/)
    await notices.toldOnce('Answer to an information request published', everyone)

    // The public's feed tells of the request and of its published answer (whose text is for signed-in readers).
    const v = visitor.page
    await v.goto(`/projects/${projectId}/activity`)
    await expect(v.getByText('Information request issued to the proponent.')).toBeVisible()
    await expect(v.getByText('The proponent answered the information request.')).toBeVisible()
    await v.getByRole('link', { name: 'View the request' }).click()
    await expect(v.getByText('Where will the temporary crossing be?')).toBeVisible()
  })

  await test.step('to Seeking Views: the notice, and the deadline for views sends no second one', async () => {
    await page.goto(`/staff/projects/${projectId}`)
    await moveTo('ADEQUACY_REVIEW_RESPONSE')
    await moveTo('SEEKING_VIEWS')
    await notices.toldOnce('Views and information sought', everyone)
    const seeking = page.getByTestId('staff-seeking-views-deadline').locator('..')
    await seeking.getByLabel('Last day for views and information').fill(inThreeWeeks)
    await seeking.getByRole('button', { name: 'Set the deadline' }).click()
    await expect(page.getByTestId('staff-seeking-views-deadline')).toContainText('Views and information are sought until')
    await publicStage('SEEKING_VIEWS')
  })

  await test.step('a public comment period: its notice to the follower and the matching profile, a comment published with a passage withheld', async () => {
    const panel = new CommentPeriodPanel(page)
    await expect(panel.audience(/^The public/)).toBeChecked()
    await panel.lastDay().fill(inThreeWeeks)
    await panel.openButton().click()
    await expect(
      panel.panel.getByRole('status').filter({ hasText: /^The comment period is open to the public\. Its notice is e-mailed to \d+ people\.$/ }),
    ).toBeVisible()
    await notices.toldOnce('Public comment period open', [...everyone, neighbour.email])

    const v = visitor.page
    await v.clock.install()
    await v.goto(`/projects/${projectId}/comments`)
    const comments = new CommentForm(v)
    await comments.addButton.click()
    const lastName = `Whole${Date.now()}`
    await comments.field('First name').fill('Ada')
    await comments.field('Last name').fill(lastName)
    await comments.field('E-mail').fill(`${lastName.toLowerCase()}@example.ca`)
    await comments.field('Comment').fill('Call me at 867-555-0177: the bar floods in June.')
    await comments.agree()
    await comments.submit()
    await expect(comments.outcome).toBeVisible()

    await page.goto('/staff/comments')
    const review = new CommentReviewPage(page)
    await review.openFromQueue(lastName)
    await review.select('867-555-0177')
    await page.getByRole('combobox', { name: 'Reason', exact: true }).selectOption({ label: 'Personal information' })
    await page.getByRole('button', { name: 'Withhold selected text' }).click()
    await page.getByRole('radio', { name: 'Publish' }).check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page).toHaveURL(/\/staff\/comments\?reviewed=/)

    await v.goto(`/projects/${projectId}/comments`)
    await expect(v.getByText('Call me at [withheld: personal information]: the bar floods in June.')).toBeVisible()
    await expect(v.getByText('867-555-0177')).toHaveCount(0)
  })

  await test.step('through the review of information, a second information request stage and additional seeking views', async () => {
    await page.goto(`/staff/projects/${projectId}`)
    await new CommentPeriodPanel(page).panel.getByRole('button', { name: 'Close the comment period now' }).click()
    await notices.toldOnce('Comment period closed', everyone)
    await moveTo('REVIEW_INFORMATION')
    await moveTo('EVALUATION_INFORMATION_REQUEST')
    await moveTo('EVALUATION_REVIEW_RESPONSE')
    await moveTo('ADDITIONAL_SEEKING_VIEWS', 10)
    await notices.toldOnce('Views and information sought', everyone)
    await page.getByLabel('Extend the deadline by (business days)').fill('5')
    await page.getByRole('button', { name: 'Extend', exact: true }).click()
    await expect(staff.done).toHaveText('The deadline is extended.')
    await expect(staff.currentStage).toContainText('Extended')
    await notices.toldOnce('Timeline extended', everyone)
    await moveTo('REVIEW_INFORMATION')
    await moveTo('PREPARE_RECOMMENDATION')
    await publicStage('PREPARE_RECOMMENDATION')
  })

  await test.step('the outcome, and the recommendation sent: its notice to the follower and the matching profile, once', async () => {
    const outcome = new OutcomeDecisionPanel(page)
    await outcome.outcome().selectOption({ index: 1 })
    const chosen = (await outcome.outcome().locator('option:checked').textContent()) ?? ''
    await outcome.recordOutcome().click()
    await expect(outcome.done).toHaveText('The assessment outcome is recorded.')
    await moveTo('RECOMMENDATION_SENT')
    await notices.toldOnce('Recommendation sent', [...everyone, neighbour.email])
    await visitor.page.goto(`/projects/${projectId}/activity`)
    await expect(visitor.page.getByText(`Assessment outcome: ${chosen}.`)).toBeVisible()
  })

  await test.step('a decision body member uploads the decision document, which the assessor issues as the decision', async () => {
    // The administrator gives the spec's own decision body member the role on this project.
    const admin = await people.token(await people.standIn('administrator'))
    const member = await people.standIn('decisionBody')
    const { organizations } = (await (await request.get('/api/staff/organizations', auth(admin))).json()) as {
      organizations: { organizationId: string; kind: string; name: string }[]
    }
    const branch = organizations.find((o) => o.kind === 'decision-body' && o.name.includes('Minerals Resources Branch'))!
    const given = await request.post(`/api/staff/projects/${projectId}/people`, {
      data: { email: member.email, role: 'decision-body', organizationId: branch.organizationId },
      ...auth(admin),
    })
    expect(given.ok()).toBe(true)

    const d = decisionBody.page
    await new Account(d).logIn(member)
    await d.goto(`/projects/${projectId}/documents`)
    await d.getByRole('button', { name: 'Upload Decision' }).click()
    const form = d.getByTestId('upload-form')
    await form.getByLabel('Description').fill('Decision of the branch')
    await form.getByLabel('Files', { exact: true }).setInputFiles(pdfFile('bridge-decision.pdf'))
    await form.getByRole('checkbox', { name: /privacy statement/ }).check()
    await form.getByRole('checkbox', { name: /Terms of Use/ }).check()
    await form.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(d.getByTestId('toast').filter({ hasText: 'Uploaded File: bridge-decision.pdf' })).toBeVisible()

    await page.goto(`/staff/projects/${projectId}`)
    const decision = new OutcomeDecisionPanel(page)
    await expect(decision.document()).toContainText('bridge-decision.pdf')
    await decision.decision().selectOption({ label: 'Accept' })
    await decision.issue().click()
    // The panel leaves with the stage it served, its toast with it, as soon as the page reads the project again.
    await expect(staff.currentStage).toContainText(stageName('DECISION_DOCUMENT_ISSUED'))
    await notices.toldOnce('Decision document issued', everyone)
  })

  await test.step('the public page, its tabs, its activity feed and its Notifications tab show every step', async () => {
    const v = visitor.page
    await publicStage('DECISION_DOCUMENT_ISSUED')
    await v.goto(`/projects/${projectId}/documents`)
    await expect(v.getByTestId('document').filter({ hasText: 'bridge-decision.pdf' })).toBeVisible()
    await v.goto(`/projects/${projectId}/activity`)
    for (const code of new Set(PATH)) await expect(v.getByText(`${stageName(code)} started.`, { exact: true }).first()).toBeVisible()
    for (const line of ['A comment was posted.', 'Information request issued to the proponent.', 'The comment period is closed.', 'Decision document issued.'])
      await expect(v.getByText(line).first()).toBeVisible()
    await v.goto(`/projects/${projectId}/notifications`)
    const headlines = [
      'Proposal accepted into Adequacy Review',
      'Information request published',
      'Answer to an information request published',
      'Views and information sought',
      'Public comment period open',
      'Comment period closed',
      'Timeline extended',
      'Recommendation sent',
      'Decision document issued',
    ]
    for (const headline of headlines)
      await expect(
        v
          .getByTestId('notification')
          .filter({ hasText: `${headline}: ${notices.project.number} – ${title}` })
          .first(),
      ).toBeVisible()

    // Nobody was told anything twice, or of a step that sends no notice, in the end either.
    for (const address of [...everyone, neighbour.email]) expect(await notices.to(address)).toEqual(notices.expectedTo(address))
    expect(notices.expectedTo(neighbour.email)).toEqual(ProjectNotices.headlines('Public comment period open', 'Recommendation sent'))
  })

  for (const person of [proponent, visitor, decisionBody]) {
    expect(person.errors).toEqual([])
    await person.close()
  }
})
