// What a signed-in person (the spec's own stand-in for a demo account, people.ts) sees on a project
// page. Opened by its address (a link, a bookmark, a reload, /pr/{number}), it shows them what is
// theirs: the browser's early fetches of the page's data go as the public, and the page must not
// keep that answer. Its documents offer their proponent the Original only where a revised version
// exists.
import { expect, test } from './fixtures'
import { findOwnProject } from './page-models/project-page'
import { tokenOf } from './page-models/proposal-form'
import { splitAttachments } from '../../src/shared/domain/document-attachments'

test.describe('a project page opened by its address, signed in', () => {
  test('shows a follower that they follow the project, after a reload and by number too', async ({ people, account, request, projectPage, page }) => {
    await account.logIn(await people.standIn('follower'))
    const project = await findOwnProject(request, await tokenOf(page), () => true)
    await projectPage.goto(project.projectId)
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible()
    await page.goto(`/pr/${project.projectNumber}`)
    await expect(page).toHaveURL(`/projects/${project.projectId}`)
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  })

  test('shows a proponent their Information Responses tab and no Follow @phone', async ({ people, account, request, projectPage, page }) => {
    await account.logIn(await people.standIn('proponent'))
    const project = await findOwnProject(request, await tokenOf(page), (code) => code !== 'DRAFT' && code !== 'PROPOSAL_CHECK')
    await projectPage.goto(project.projectId)
    await expect(projectPage.tab('Information Responses')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0)
  })
})

test.describe('a document, to its proponent', () => {
  interface ListedDocument {
    documentId: string
    attachments: string[]
    documentNumber: string | null
    redactedUploadId: string | null
    unredactedUploadId: string | null
  }

  test('offers the Original only where a revised version replaced it', async ({ people, account, request, projectPage, page }) => {
    await account.logIn(await people.standIn('proponent'))
    const token = await tokenOf(page)
    const project = await findOwnProject(request, token, (code) => code !== 'DRAFT' && code !== 'PROPOSAL_CHECK')
    const answer = splitAttachments(
      (await (await request.get(`/api/projects/${project.projectId}/documents`, { headers: { Authorization: `Bearer ${token}` } })).json()) as ListedDocument[],
    )
    const asReceived = answer.documents.find((d) => d.documentNumber && d.redactedUploadId && d.redactedUploadId === d.unredactedUploadId)
    const revised = answer.documents.find((d) => d.documentNumber && d.redactedUploadId && d.unredactedUploadId && d.redactedUploadId !== d.unredactedUploadId)
    if (!asReceived) throw new Error('The proponent’s project has no document published as received')
    await projectPage.goto(project.projectId, 'documents')
    await projectPage.documentFilter.fill(asReceived.documentNumber!)
    await expect(projectPage.documents.first()).toContainText(asReceived.documentNumber!)
    await expect(projectPage.documents.first().getByRole('link', { name: 'Original' })).toHaveCount(0)
    if (revised) {
      await projectPage.documentFilter.fill(revised.documentNumber!)
      await expect(projectPage.documents.first()).toContainText(revised.documentNumber!)
      await expect(projectPage.documents.first().getByRole('link', { name: 'Original' })).toBeVisible()
    }
  })
})
