// The panels of a project's staff page that say who runs it and what its public page features, and
// its outcome and decision, as the demo assessor signed in through the real login: the lead
// assessor, whom the public page names; a panel review's members and display flags (on a phone);
// a key document (in French); the outcome and, from a decision body's document uploaded while the
// assessor's page was open, the decision. Each result is checked on the public page.
import { expect, test } from './fixtures'
import { apiToken } from './page-models/information-responses'
import { findProject } from './page-models/project-page'
import { pdfFile } from './page-models/proposal-form'
import { submittedProposal } from './page-models/review-queues'
import { acceptedProposalAt, OutcomeDecisionPanel, ProjectTeamPanels } from './page-models/staff-project-run'
import { StaffWorkspace } from './page-models/staff-workspace'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages'

const { evaluation, panelReview } = PROJECT_TYPE
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

test('an assessor assigns the lead assessor, whom the public page names', async ({ page, request, mail, account, projectPage }) => {
  const proposal = await submittedProposal(request, mail, `Judas Creek culvert ${Date.now()}`)
  await acceptedProposalAt(request, await apiToken(request, 'assessor@demo.example'), proposal, evaluation, [])
  await account.logIn('assessor@demo.example')
  await page.goto(`/staff/projects/${proposal.projectId}`)
  const team = new ProjectTeamPanels(page)
  await team.leadAssessor().selectOption({ label: 'Morgan Tremblay' })
  await team.lead.getByRole('button', { name: 'Assign' }).click()
  await expect(team.lead.getByTestId('staff-action-done')).toHaveText('The lead assessor is assigned.')
  await expect(team.lead.getByRole('button', { name: 'Assign' })).toBeDisabled()

  await page.getByRole('link', { name: 'Public page' }).click()
  await expect(projectPage.sidePanel.getByRole('heading', { name: 'Lead Assessor' })).toBeVisible()
  await expect(projectPage.sidePanel).toContainText('Morgan Tremblay')
  await projectPage.tab('Activity').click()
  await expect(page.getByText('Morgan Tremblay is the lead assessor.')).toBeVisible()
})

test('an assessor names a panel review’s members and chooses what its page shows, on a phone @phone', async ({ page, request, account, projectPage }) => {
  // A panel review whose decision is issued: no other test reads its panel or its tabs.
  const project = await findProject(request, panelReview, (code) => code === 'DECISION_DOCUMENT_ISSUED')
  const member = `Dana Kishigweb ${Date.now() % 100_000}`
  await account.logIn('assessor@demo.example')
  await page.goto(`/staff/projects/${project.projectId}`)
  const team = new ProjectTeamPanels(page)
  await team.member(0, /^Name$/).fill(member)
  await team.member(0, /^Title$/).fill('Panel Chair')
  await team.panel.getByRole('checkbox', { name: 'Show the panel members' }).check()
  await team.panel.getByRole('checkbox', { name: 'Show the Hearings tab' }).check()
  await team.panel.getByRole('checkbox', { name: 'Show the Intervenors tab' }).uncheck()
  await team.panel.getByRole('button', { name: 'Save the panel' }).click()
  await expect(team.panel.getByTestId('staff-action-done')).toHaveText('The panel is saved.')

  await projectPage.goto(project.projectId)
  await expect(page.getByRole('heading', { name: 'Panel members' })).toBeVisible()
  await expect(page.getByText(`${member}, Panel Chair`)).toBeVisible()
  await expect(projectPage.tab('Hearings')).toBeVisible()
  await expect(projectPage.tab('Intervenors')).toHaveCount(0)

  // Hidden again: the page names no panel.
  await page.goto(`/staff/projects/${project.projectId}`)
  await team.panel.getByRole('checkbox', { name: 'Show the panel members' }).uncheck()
  await team.panel.getByRole('button', { name: 'Save the panel' }).click()
  await expect(team.panel.getByTestId('staff-action-done')).toHaveText('The panel is saved.')
  await projectPage.goto(project.projectId)
  await expect(projectPage.title).toHaveText(project.title)
  await expect(page.getByText(`${member}, Panel Chair`)).toHaveCount(0)
})

test('an assessor marks a key document in French, and the public page lists it', async ({ page, request, account, shell, projectPage }) => {
  // A decided evaluation with public documents: marking one more of them changes nothing another test reads.
  const project = await findProject(request, evaluation, (code) => code === 'DECISION_DOCUMENT_ISSUED')
  await account.logIn('assessor@demo.example')
  await page.goto(`/staff/projects/${project.projectId}`)
  await shell.switchLanguage('Français')
  const team = new ProjectTeamPanels(page)
  const row = team.keyDocuments
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { checked: false }) })
    .first()
  const name = ((await row.textContent()) ?? '').trim()
  // The box shows what the registry holds: it turns checked once the registry has saved it.
  await row.getByRole('checkbox').click()
  await expect(team.keyDocuments.getByTestId('staff-action-done')).toHaveText(`${name} est un document clé.`)
  await expect(team.keyDocuments.getByRole('listitem').filter({ hasText: name }).getByRole('checkbox')).toBeChecked()

  await projectPage.goto(project.projectId)
  const keyDocuments = page.locator('section', { has: page.getByRole('heading', { name: 'Documents clés' }) })
  await expect(keyDocuments).toContainText(name.split(' · ').pop()!)
})

test('an assessor records the outcome and, from the decision document a decision body uploaded meanwhile, the decision; the public page shows both', async ({
  page,
  request,
  mail,
  account,
  projectPage,
}) => {
  const proposal = await submittedProposal(request, mail, `Ibex Valley trail ${Date.now()}`)
  await acceptedProposalAt(request, await apiToken(request, 'assessor@demo.example'), proposal, evaluation, [
    'SEEKING_VIEWS',
    'REVIEW_INFORMATION',
    'PREPARE_RECOMMENDATION',
    'RECOMMENDATION_SENT',
  ])
  await account.logIn('assessor@demo.example')
  await page.goto(`/staff/projects/${proposal.projectId}`)
  const panel = new OutcomeDecisionPanel(page)
  await expect(panel.panel).toContainText('No decision body has uploaded its decision document yet.')

  // While the page is open, the administrator makes the demo decision body member one of this project's, who uploads the decision.
  const admin = await apiToken(request, 'administrator@demo.example')
  const { organizations } = (await (await request.get('/api/staff/organizations', auth(admin))).json()) as {
    organizations: { organizationId: string; kind: string; name: string }[]
  }
  const branch = organizations.find((o) => o.kind === 'decision-body' && o.name.includes('Minerals Resources Branch'))!
  const role = { email: 'decision-body@demo.example', role: 'decision-body', organizationId: branch.organizationId }
  expect((await request.post(`/api/staff/projects/${proposal.projectId}/people`, { data: role, ...auth(admin) })).ok()).toBe(true)
  const decisionBody = await apiToken(request, 'decision-body@demo.example')
  const uploaded = await request.put(`/api/uploads/add-project-document/${proposal.projectId}`, {
    ...auth(decisionBody),
    multipart: { documentTypeId: '12', file: pdfFile('trail-decision.pdf') },
  })
  expect(uploaded.ok()).toBe(true)

  // Recording the outcome reads the project again: the decision document is there to issue.
  await panel.outcome().selectOption({ index: 2 })
  const outcome = (await panel.outcome().locator('option:checked').textContent()) ?? ''
  await panel.recordOutcome().click()
  await expect(panel.done).toHaveText('The assessment outcome is recorded.')
  await expect(panel.document()).toContainText('trail-decision.pdf')
  await panel.decision().selectOption({ label: 'Vary' })
  await panel.issue().click()
  await expect(panel.done).toHaveText('The decision is recorded and the decision document issued.')
  await expect(new StaffWorkspace(page).currentStage).toContainText(stageByCode(evaluation, 'DECISION_DOCUMENT_ISSUED').name)

  await page.getByRole('link', { name: 'Public page' }).click()
  await expect(page.getByText('Stage:')).toContainText('Decision Document Issued')
  await expect(page.locator('dt', { hasText: /^Recommendation$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(outcome)
  await expect(page.locator('dt', { hasText: /^Decision$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('Vary')
  await projectPage.tab('Documents').click()
  await expect(projectPage.documents.filter({ hasText: 'trail-decision.pdf' })).toBeVisible()
})
