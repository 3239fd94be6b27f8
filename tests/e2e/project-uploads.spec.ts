// Documents added to a project after its proposal, signed in through the real login: the
// proponent's Add Document (agreements, the leave guard, the Unreviewed badge), a decision body's
// decision and authorization within their windows (the lead assessor's mail through the real SMTP
// path), a phone, and French.
import type { APIRequestContext, Page } from '@playwright/test'
import { openPrivateFile } from './downloads'
import { expect, test } from './fixtures'
import type { ListedProject } from './page-models/project-page'
import { pdfFile, tokenOf } from './page-models/proposal-form'
import { testHook } from './test-hooks'
import { canAddProjectDocument, canUploadAuthorization, canUploadDecision } from '../../src/shared/domain/project-uploads'
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

/** The signed-in person's projects whose details pass the test. */
async function ownProjects(request: APIRequestContext, token: string, test: (d: Detail) => boolean): Promise<Detail[]> {
  const listed = ((await (await request.get('/api/projects/my', { headers: { Authorization: `Bearer ${token}` } })).json()) as { projects: ListedProject[] })
    .projects
  const details = await Promise.all(listed.map((p) => detailOf(request, token, p.projectId)))
  return details.filter(test)
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

/** The signed-in proponent's first project open to Add Document. */
async function proponentsProject(request: APIRequestContext, page: Page): Promise<Detail> {
  const [project] = await ownProjects(request, await tokenOf(page), (d) => canAddProjectDocument({ ...d, isProponentOrAgent: true }))
  if (!project) throw new Error('The demo proponent has no project open to Add Document')
  return project
}

test.describe('Add Document, as the proponent', () => {
  test('uploads a described file once both agreements are ticked, asks before leaving with it pending, and shows it Unreviewed', async ({
    account,
    request,
    projectPage,
    page,
  }) => {
    await account.logIn('proponent@demo.example')
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

  test('leaves the page when told to, with the file not uploaded @phone', async ({ account, request, projectPage, page }) => {
    await account.logIn('proponent@demo.example')
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

  test('sends a file larger than a chunk through a resumable upload session', async ({ account, request, projectPage, page }) => {
    // 9 MB go to the browser and back to the server: on a busy machine that alone has taken 20 s.
    test.slow()
    await account.logIn('proponent@demo.example')
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

  test('is offered in French, with its agreements and toast', async ({ account, shell, request, projectPage, page }) => {
    await account.logIn('proponent@demo.example')
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
    request,
    projectPage,
    page,
    baseURL,
  }) => {
    await account.logIn('decision-body@demo.example')
    const token = await tokenOf(page)
    const [project] = await ownProjects(request, token, (d) => canUploadDecision(d))
    if (!project) throw new Error('The demo decision body has no project whose recommendation was sent')
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
    request,
    projectPage,
    page,
    mail,
  }) => {
    await account.logIn('decision-body@demo.example')
    const token = await tokenOf(page)
    const now = new Date()
    const decided = await ownProjects(request, token, (d) => findStage(d.projectTypeId, d.stageId)?.code === 'DECISION_DOCUMENT_ISSUED')
    const open = decided.find((d) => canUploadAuthorization({ ...d, decisionStartedAt: d.stageDates.startDate ? new Date(d.stageDates.startDate) : null }, now))
    const closed = decided.find(
      (d) => d !== open && !canUploadAuthorization({ ...d, decisionStartedAt: d.stageDates.startDate ? new Date(d.stageDates.startDate) : null }, now),
    )
    if (!open || !closed) throw new Error('The demo decision body needs a decision inside the authorization window and one outside it')

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
