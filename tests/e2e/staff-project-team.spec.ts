// The panels of a project's staff page that say who runs it and what its public page features, and
// its outcome and decision, as the spec's own assessor (people.ts) signed in through the real login:
// the lead assessor, whom the public page names; a panel review's members and display flags (on a
// phone); a key document (in French); the outcome and, from a decision body's document uploaded
// while the assessor's page was open, the decision. Each result is checked on the public page.
import { expect, test } from './fixtures'
import type { APIRequestContext } from '@playwright/test'
import { pdfFile } from './page-models/proposal-form'
import { OutcomeDecisionPanel, ownEvaluationAt, ProjectTeamPanels } from './page-models/staff-project-run'
import { StaffWorkspace } from './page-models/staff-workspace'
import { findStage, PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages'

const { evaluation, panelReview } = PROJECT_TYPE
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

/** A panel review whose decision is issued, one at random: no other test reads its panel or its tabs, and two runs of the test beside each other are unlikely to meet. */
async function decidedPanelReview(request: APIRequestContext): Promise<{ projectId: string; title: string }> {
  const { projects } = (await (await request.get('/api/projects/search?includeCompleteWithdrawn=yes')).json()) as {
    projects: { projectId: string; title: string; projectTypeId: string; stageId: string }[]
  }
  const decided = projects.filter((p) => p.projectTypeId === panelReview && findStage(p.projectTypeId, p.stageId)?.code === 'DECISION_DOCUMENT_ISSUED')
  const project = decided[Math.floor(Math.random() * decided.length)]
  if (!project) throw new Error('The demo set has no decided panel review')
  return project
}

test('an assessor assigns the lead assessor, whom the public page names', async ({ page, request, people, account, projectPage }) => {
  const assessor = await people.standIn('assessor')
  const proposal = await ownEvaluationAt(request, people, await people.token(assessor), `Judas Creek culvert ${Date.now()}`, [])
  await account.logIn(assessor)
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

test('an assessor names a panel review’s members and chooses what its page shows, on a phone @phone', async ({
  page,
  request,
  people,
  account,
  projectPage,
}) => {
  const project = await decidedPanelReview(request)
  const member = `Dana Kishigweb ${Date.now() % 100_000}`
  await account.logIn(await people.standIn('assessor'))
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

test('an assessor marks a key document in French, and the public page lists it', async ({ page, request, people, account, shell, projectPage }) => {
  // A project of the test's own, with a public document: a document is marked once.
  const assessor = await people.standIn('assessor')
  const files = [{ group: 'project' as const, fileName: 'culvert-design.pdf' }]
  const project = await ownEvaluationAt(request, people, await people.token(assessor), `Tagish culvert ${Date.now()}`, [], files)
  await account.logIn(assessor)
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
  people,
  account,
  projectPage,
}) => {
  const assessor = await people.standIn('assessor')
  const proposal = await ownEvaluationAt(request, people, await people.token(assessor), `Ibex Valley trail ${Date.now()}`, [
    'SEEKING_VIEWS',
    'REVIEW_INFORMATION',
    'PREPARE_RECOMMENDATION',
    'RECOMMENDATION_SENT',
  ])
  await account.logIn(assessor)
  await page.goto(`/staff/projects/${proposal.projectId}`)
  const panel = new OutcomeDecisionPanel(page)
  await expect(panel.panel).toContainText('No decision body has uploaded its decision document yet.')

  // While the page is open, the administrator makes the spec's decision body member one of this project's, who uploads the decision.
  const admin = await people.token(await people.standIn('administrator'))
  const member = await people.standIn('decisionBody')
  const { organizations } = (await (await request.get('/api/staff/organizations', auth(admin))).json()) as {
    organizations: { organizationId: string; kind: string; name: string }[]
  }
  const branch = organizations.find((o) => o.kind === 'decision-body' && o.name.includes('Minerals Resources Branch'))!
  const role = { email: member.email, role: 'decision-body', organizationId: branch.organizationId }
  expect((await request.post(`/api/staff/projects/${proposal.projectId}/people`, { data: role, ...auth(admin) })).ok()).toBe(true)
  const decisionBody = await people.token(member)
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
