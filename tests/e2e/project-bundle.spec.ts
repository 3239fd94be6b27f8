// "Download everything" on a project page (issue 31 item 4): the size shows first, then the zip
// downloads with its progress in the page, and what the browser saved is the zip the manifest
// describes. In English and French, on a desktop and a phone; cancelling, and with no connection.
import type { APIRequestContext, Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { whereDrawn } from './page-models/drawn-positions'
import type { ListedProject, ProjectPage } from './page-models/project-page'
import { unzip } from '../unzip'

interface Summary {
  projectNumber: string
  zipBytes: number
  documentCount: number
}

/** A demo project with public documents, and its bundle's summary. */
async function projectWithDocuments(request: APIRequestContext): Promise<{ projectId: string; summary: Summary }> {
  const { projects } = (await (await request.get('/api/projects/search?includeCompleteWithdrawn=yes')).json()) as { projects: ListedProject[] }
  for (const project of projects.slice(0, 40)) {
    const answer = await request.get(`/api/v1/projects/${project.projectNumber}/bundle`)
    if (!answer.ok()) continue
    const summary = (await answer.json()) as Summary
    if (summary.documentCount > 2) return { projectId: project.projectId, summary }
  }
  throw new Error('No demo project has public documents')
}

/** Holds the zip's answer until released, so the page shows its download under way. */
async function holdZip(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/bundle.zip', async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Opens the project page and asks for the zip's size, as the visitor does first; the part of the side panel that offers it. */
async function askForTheSize(page: Page, projectPage: ProjectPage, projectId: string, heading: string, button: string) {
  await projectPage.goto(projectId)
  const part = projectPage.sidePanel.locator('section', { has: page.getByRole('heading', { name: heading }) })
  await part.getByRole('button', { name: button }).click()
  await expect(part.getByTestId('bundle-size')).toHaveText(/\d/)
  return part
}

test.describe('download everything', () => {
  test('is drawn where it stays while the rest of the page arrives, so a click on it is not lost', async ({ page, projectPage, request }) => {
    const { projectId } = await projectWithDocuments(request)
    const drawnAt = await whereDrawn(page, 'Download everything')
    await projectPage.goto(projectId)
    await expect(projectPage.sidePanel.getByRole('button', { name: 'Download everything' })).toBeVisible()
    // What comes after the first screen has come: the panel's reference lists, the map's code.
    await page.waitForLoadState('networkidle')
    expect(await drawnAt(), 'where the button was drawn, frame by frame').toHaveLength(1)
  })

  test('shows the size first, then downloads the zip with its progress', async ({ page, projectPage, request }) => {
    const { projectId, summary } = await projectWithDocuments(request)
    const release = await holdZip(page)
    const group = await askForTheSize(page, projectPage, projectId, 'All project files', 'Download everything')
    await expect(group.getByRole('button', { name: /^Download zip \(.+\)$/ })).toBeVisible()

    const saved = page.waitForEvent('download')
    await group.getByRole('button', { name: /^Download zip/ }).click()
    await expect(group.locator('progress')).toBeVisible()
    await expect(group.getByText(/^Downloading: .+ of .+$/)).toBeVisible()
    release()
    const file = await saved
    await expect(group.getByRole('status')).toHaveText(`Downloaded: ${summary.projectNumber}.zip is in your downloads.`)

    expect(file.suggestedFilename()).toBe(`${summary.projectNumber}.zip`)
    const chunks: Uint8Array<ArrayBuffer>[] = []
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Uint8Array<ArrayBuffer>)
    const zip = await new Blob(chunks).arrayBuffer()
    expect(zip.byteLength).toBe(summary.zipBytes)
    const entries = await unzip(zip)
    const manifest = JSON.parse(new TextDecoder().decode(entries.get('manifest.json'))) as { files: { fileName: string; sha256: string }[] }
    expect([...entries.keys()].sort()).toEqual([...manifest.files.map((f) => f.fileName), 'manifest.json', 'manifest.csv'].sort())
    for (const row of manifest.files) expect(await sha256(entries.get(row.fileName)! as Uint8Array<ArrayBuffer>)).toBe(row.sha256)
  })

  test('can be cancelled, and says plainly when there is no connection', async ({ page, projectPage, request, context }) => {
    const { projectId } = await projectWithDocuments(request)
    await holdZip(page)
    const group = await askForTheSize(page, projectPage, projectId, 'All project files', 'Download everything')
    await group.getByRole('button', { name: /^Download zip/ }).click()
    await group.getByRole('button', { name: 'Cancel' }).click()
    await expect(group.getByRole('status')).toHaveText('Download cancelled.')

    await context.setOffline(true)
    await page.evaluate(() => window.dispatchEvent(new Event('offline')))
    await expect(group.getByRole('alert')).toHaveText('You are offline. Connect to the internet to download this project’s files.')
    await expect(group.getByRole('button', { name: /^Download zip/ })).toBeDisabled()
    await context.setOffline(false)
  })

  test.describe('in French', () => {
    test.use({ locale: 'fr-CA' })

    test('shows the size and downloads the zip', async ({ page, projectPage, request }) => {
      const { projectId, summary } = await projectWithDocuments(request)
      const group = await askForTheSize(page, projectPage, projectId, 'Tous les fichiers du projet', 'Tout télécharger')
      await expect(group.getByText('Taille')).toBeVisible()
      const saved = page.waitForEvent('download')
      await group.getByRole('button', { name: /^Télécharger le zip \(.+\)$/ }).click()
      expect((await saved).suggestedFilename()).toBe(`${summary.projectNumber}.zip`)
      await expect(group.getByRole('status')).toHaveText(`Téléchargé : ${summary.projectNumber}.zip se trouve dans vos téléchargements.`)
    })
  })

  test('on a phone, shows the size first and downloads the zip @phone', async ({ page, projectPage, request }) => {
    const { projectId, summary } = await projectWithDocuments(request)
    const group = await askForTheSize(page, projectPage, projectId, 'All project files', 'Download everything')
    await group.scrollIntoViewIfNeeded()
    const saved = page.waitForEvent('download')
    await group.getByRole('button', { name: /^Download zip/ }).tap()
    expect((await saved).suggestedFilename()).toBe(`${summary.projectNumber}.zip`)
    await expect(group.getByRole('status')).toContainText('Downloaded')
  })
})
