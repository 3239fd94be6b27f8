// Documents added to a project after its proposal, as the spec's own people signed in through the
// real login: the proponent's Add Document (agreements, the leave guard, the Unreviewed badge), a
// decision body's decision and authorization within their windows, on a project of the test's own
// (the lead assessor's mail through the real SMTP path), a phone, and French.
import type { APIRequestContext, Page } from '@playwright/test'
import { openPrivateFile } from './downloads'
import { expect, test } from './fixtures'
import type { ListedProject } from './page-models/project-page'
import { pdfFile, tokenOf } from './page-models/proposal-form'
import { ownEvaluationAt } from './page-models/staff-project-run'
import type { People } from './people'
import { testHook } from './test-hooks'
import { canAddProjectDocument, canUploadAuthorization, DECISION_DOCUMENT_TYPE } from '../../src/shared/domain/project-uploads'
import { findStage } from '../../src/shared/domain/stages'

interface Detail {
  projectId: string
  projectTypeId: string
  stageId: string
  isDecisionBody: boolean
  authorizationDocUploaded: boolean
  stageDates: { startDate: string | null }
  leadAssessor: { email: string } | null
}

async function detailOf(request: APIRequestContext, token: string, projectId: string): Promise<Detail> {
  return ((await (await request.get(`/api/projects/${projectId}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { project: Detail }).project
}

/** The signed-in person's projects whose stage passes the test. */
async function ownProjects(request: APIRequestContext, token: string, test: (p: ListedProject) => boolean): Promise<ListedProject[]> {
  const listed = ((await (await request.get('/api/projects/my', { headers: { Authorization: `Bearer ${token}` } })).json()) as { projects: ListedProject[] })
    .projects
  return listed.filter(test)
}

const uploadForm = (page: Page) => page.getByTestId('upload-form')

async function addedDocumentId(request: APIRequestContext, token: string, projectId: string, fileName: string): Promise<string> {
  const answer = (await (await request.get(`/api/projects/${projectId}/documents`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    documentId: string
    fileName: string
  }[]
  const found = answer.filter((d) => d.fileName === fileName).at(-1)
  if (!found) throw new Error(`No document ${fileName} on the project`)
  return found.documentId
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

async function succeeded(answer: Promise<{ ok(): boolean; text(): Promise<string> }>, what: string): Promise<void> {
  const done = await answer
  if (!done.ok()) throw new Error(`${what}: ${await done.text()}`)
}

/** The account a session token is of. */
function userIdOf(token: string): string {
  return (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { userId: string }).userId
}

/**
 * A new proponent's proposal moved to Recommendation Sent by the spec's own assessor, made its lead
 * assessor, with the spec's own decision body given that role for its branch by the spec's
 * administrator: the test's own project, whose decision and authorization no other test or run takes.
 */
async function recommendationSent(request: APIRequestContext, people: People, title: string) {
  const assessor = await people.token(await people.standIn('assessor'))
  const { projectId } = await ownEvaluationAt(request, people, assessor, `${title} ${Date.now()}`, [
    'SEEKING_VIEWS',
    'REVIEW_INFORMATION',
    'PREPARE_RECOMMENDATION',
    'RECOMMENDATION_SENT',
  ])
  await succeeded(
    request.post(`/api/staff/projects/${projectId}/lead-assessor`, { data: { userId: userIdOf(assessor) }, ...bearer(assessor) }),
    'No lead assessor',
  )
  const administrator = await people.token(await people.standIn('administrator'))
  const { organizations } = (await (await request.get('/api/staff/organizations', bearer(administrator))).json()) as {
    organizations: { organizationId: string; kind: string; name: string }[]
  }
  const branch = organizations.find((o) => o.kind === 'decision-body' && o.name === 'YG EMR Minerals Resources Branch')!
  const decisionBody = await people.standIn('decisionBody')
  const role = { email: decisionBody.email, role: 'decision-body', organizationId: branch.organizationId }
  await succeeded(request.post(`/api/staff/projects/${projectId}/people`, { data: role, ...bearer(administrator) }), 'No decision body role')
  return { projectId, assessor, decisionBody }
}

/** A project of the test's own whose decision the office recorded today, from its decision body's document: its authorization window is open. */
async function decidedToday(request: APIRequestContext, people: People): Promise<string> {
  const { projectId, assessor, decisionBody } = await recommendationSent(request, people, 'Mayo Lake haul road')
  const uploaded = await request.put(`/api/uploads/add-project-document/${projectId}`, {
    ...bearer(await people.token(decisionBody)),
    multipart: { documentTypeId: String(DECISION_DOCUMENT_TYPE), file: pdfFile('haul-road-decision.pdf') },
  })
  if (!uploaded.ok()) throw new Error(`The decision was not uploaded: ${await uploaded.text()}`)
  const { documentId } = (await uploaded.json()) as { documentId: string }
  const { decisions } = (await (await request.get('/api/projects/domain')).json()) as { decisions: { decisionId: string; name: string }[] }
  const accept = decisions.find((d) => d.name === 'Accept')!
  await succeeded(
    request.post(`/api/staff/projects/${projectId}/decision`, { data: { documentId, decisionId: accept.decisionId }, ...bearer(assessor) }),
    'No decision',
  )
  return projectId
}

/** The signed-in proponent's first project open to Add Document. */
async function proponentsProject(request: APIRequestContext, page: Page): Promise<ListedProject> {
  const [project] = await ownProjects(request, await tokenOf(page), (p) => canAddProjectDocument({ ...p, isProponentOrAgent: true }))
  if (!project) throw new Error('The proponent has no project open to Add Document')
  return project
}

test.describe('Add Document, as the proponent', () => {
  test('uploads a described file once both agreements are ticked, asks before leaving with it pending, and shows it Unreviewed', async ({
    account,
    people,
    request,
    projectPage,
    page,
  }) => {
    await account.logIn(await people.standIn('proponent'))
    const project = await proponentsProject(request, page)
    await projectPage.goto(project.projectId, 'documents')
    await page.getByRole('button', { name: 'Add Document' }).click()
    const form = uploadForm(page)
    await form.getByLabel('Description').fill('Caribou survey, spring')
    await form.getByLabel('Files', { exact: true }).setInputFiles(pdfFile('caribou-survey.pdf'))
    await expect(form.getByRole('list', { name: 'Files to upload' })).toContainText('caribou-survey.pdf')

    // Leaving with the file pending asks; Cancel stays, Yes leave goes.
    await projectPage.tab('Activity').click()
    const guard = page.getByTestId('leave-guard')
    await expect(guard).toContainText('Unsaved changes cannot be undone.')
    await guard.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/documents$/)
    await expect(form.getByRole('list', { name: 'Files to upload' })).toContainText('caribou-survey.pdf')

    const upload = form.getByRole('button', { name: 'Upload', exact: true })
    await expect(upload).toBeDisabled()
    await form.getByRole('checkbox', { name: /privacy statement/ }).check()
    await expect(upload).toBeDisabled()
    await form.getByRole('checkbox', { name: /Terms of Use/ }).check()
    await upload.click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Uploaded File: caribou-survey.pdf' })).toBeVisible()
    await expect(form).toHaveCount(0)
    await projectPage.documentFilter.fill('Caribou survey, spring')
    await expect(projectPage.documents.first()).toContainText('Unreviewed')
    // Their own unreviewed file opens for them, through a download token and not their session.
    const file = await openPrivateFile(page, projectPage.documents.first().getByRole('link', { name: 'Caribou survey, spring' }))
    expect([file.status, file.text]).toEqual([200, expect.stringContaining('% caribou-survey.pdf')])
    expect(file.url).not.toContain(await tokenOf(page))

    // Nothing pending now: leaving does not ask.
    await projectPage.tab('Activity').click()
    await expect(page).toHaveURL(/\/activity$/)
    await expect(page.getByTestId('leave-guard')).toHaveCount(0)
  })

  test('leaves the page when told to, with the file not uploaded @phone', async ({ account, people, request, projectPage, page }) => {
    await account.logIn(await people.standIn('proponent'))
    const project = await proponentsProject(request, page)
    await projectPage.goto(project.projectId, 'documents')
    await page.getByRole('button', { name: 'Add Document' }).click()
    await uploadForm(page).getByLabel('Files', { exact: true }).setInputFiles(pdfFile('left-behind.pdf'))
    await projectPage.tab('Activity').click()
    await page.getByTestId('leave-guard').getByRole('button', { name: 'Yes, leave' }).click()
    await expect(page).toHaveURL(/\/activity$/)
    const token = await tokenOf(page)
    await expect(addedDocumentId(request, token, project.projectId, 'left-behind.pdf')).rejects.toThrow()
  })

  test('sends a file larger than a chunk through a resumable upload session', async ({ account, people, request, projectPage, page }) => {
    // 9 MB go to the browser and back to the server: on a busy machine that alone has taken 20 s.
    test.slow()
    await account.logIn(await people.standIn('proponent'))
    const project = await proponentsProject(request, page)
    const chunks: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/uploads/sessions/')) chunks.push(r.headers()['content-range'] ?? '')
    })
    await projectPage.goto(project.projectId, 'documents')
    await page.getByRole('button', { name: 'Add Document' }).click()
    const form = uploadForm(page)
    await form.getByLabel('Files', { exact: true }).setInputFiles(pdfFile('baseline-study.pdf', 9 * 1024 * 1024))
    await form.getByRole('checkbox', { name: /privacy statement/ }).check()
    await form.getByRole('checkbox', { name: /Terms of Use/ }).check()
    await form.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Uploaded File: baseline-study.pdf' })).toBeVisible()
    expect(chunks).toHaveLength(2)
    await addedDocumentId(request, await tokenOf(page), project.projectId, 'baseline-study.pdf')
  })

  test('is offered in French, with its agreements and toast', async ({ account, people, shell, request, projectPage, page }) => {
    await account.logIn(await people.standIn('proponent'))
    const project = await proponentsProject(request, page)
    await projectPage.goto(project.projectId, 'documents')
    await shell.switchLanguage('Français')
    await page.getByRole('button', { name: 'Ajouter un document' }).click()
    const form = uploadForm(page)
    await form.getByLabel('Fichiers', { exact: true }).setInputFiles(pdfFile('rapport-caribou.pdf'))
    await form.getByRole('checkbox', { name: /énoncé de confidentialité/ }).check()
    await form.getByRole('checkbox', { name: /conditions d’utilisation/ }).check()
    await form.getByRole('button', { name: 'Téléverser', exact: true }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Fichier téléversé : rapport-caribou.pdf' })).toBeVisible()
  })
})

test.describe('a decision body’s uploads', () => {
  test('uploads a decision once the recommendation is sent; the office publishes it for the public', async ({
    account,
    people,
    request,
    projectPage,
    page,
    baseURL,
  }) => {
    const project = await recommendationSent(request, people, 'Keno Hill adit')
    await account.logIn(project.decisionBody)
    const token = await tokenOf(page)
    await projectPage.goto(project.projectId, 'documents')
    await expect(page.getByRole('button', { name: 'Upload Authorization' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Upload Decision' }).click()
    const form = uploadForm(page)
    await form.getByLabel('Description').fill('Decision of the branch')
    await form.getByLabel('Files', { exact: true }).setInputFiles(pdfFile('decision.pdf'))
    await form.getByRole('checkbox', { name: /privacy statement/ }).check()
    await form.getByRole('checkbox', { name: /Terms of Use/ }).check()
    await form.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Uploaded File: decision.pdf' })).toBeVisible()

    const documentId = await addedDocumentId(request, token, project.projectId, 'decision.pdf')
    const publicList = async () =>
      ((await (await request.get(`/api/projects/${project.projectId}/documents`)).json()) as { documentId: string }[]).map((d) => d.documentId)
    expect(await publicList()).not.toContain(documentId)
    await testHook(baseURL!, 'documents/publish', { documentId })
    expect(await publicList()).toContain(documentId)
  })

  test('uploads an authorization within six months of the decision, once, and the lead assessor is mailed', async ({
    account,
    people,
    request,
    projectPage,
    page,
    mail,
  }) => {
    const projectId = await decidedToday(request, people)
    await account.logIn(await people.standIn('decisionBody'))
    const token = await tokenOf(page)
    const now = new Date()
    // A decision of the demo's whose window is over (nobody uploads to it: it is only read).
    // Only the decided projects' details are read: a decision body may have hundreds of projects.
    const listed = await ownProjects(request, token, (p) => findStage(p.projectTypeId, p.stageId)?.code === 'DECISION_DOCUMENT_ISSUED')
    const decided = await Promise.all(listed.map((p) => detailOf(request, token, p.projectId)))
    const closed = decided.find(
      (d) =>
        !d.authorizationDocUploaded &&
        !canUploadAuthorization({ ...d, decisionStartedAt: d.stageDates.startDate ? new Date(d.stageDates.startDate) : null }, now),
    )
    if (!closed) throw new Error('The demo decision body needs a decision outside the authorization window')
    const open = await detailOf(request, token, projectId)

    await projectPage.goto(closed.projectId, 'documents')
    await expect(projectPage.documentFilter).toBeVisible()
    await expect(page.getByRole('button', { name: 'Upload Authorization' })).toHaveCount(0)

    await projectPage.goto(open.projectId, 'documents')
    await page.getByRole('button', { name: 'Upload Authorization' }).click()
    const form = uploadForm(page)
    await form.getByLabel('Files', { exact: true }).setInputFiles(pdfFile('water-licence.pdf'))
    await form.getByRole('checkbox', { name: /privacy statement/ }).check()
    await form.getByRole('checkbox', { name: /Terms of Use/ }).check()
    await form.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Uploaded File: water-licence.pdf' })).toBeVisible()
    // One authorization per decision: the offer goes.
    await expect(page.getByRole('button', { name: 'Upload Authorization' })).toHaveCount(0)
    expect(await mail.linkTo(open.leadAssessor!.email, `/projects/${open.projectId}/documents`)).toContain(open.projectId)
  })
})
