// A draft exported to a file and imported on another device (decision 0061), as the spec's own
// proponent signed in through the real login: exported with its files while the connection is dropped with
// the page open, from the form or from My Projects; imported in a second, fresh browser (another
// device), listed on My Projects with its files and opened; imported again over itself or as a copy
// (on a tablet); and in French, with the plain words for a file that is no draft's archive or is
// damaged.
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { download } from './downloads'
import { AppShell } from './page-models/app-shell'
import { pdfFile, ProposalForm } from './page-models/proposal-form'
import { readDraftArchive } from '../../src/shared/domain/draft-archive'

/** The browser's report of each request that found no network. */
const NO_NETWORK = /ERR_INTERNET_DISCONNECTED|Failed to load resource: net::ERR_FAILED|TypeError: Failed to fetch/

/** setFiles needs a Node Buffer; these types know no Node. */
const NodeBuffer = (globalThis as unknown as { Buffer: { from(bytes: ArrayBuffer | Uint8Array): Uint8Array } }).Buffer
const zipFile = (name: string, bytes: ArrayBuffer | Uint8Array) => ({ name, mimeType: 'application/zip', buffer: NodeBuffer.from(bytes) })

test.use({ allowedConsoleErrors: [NO_NETWORK] })
// The spec's proponent signed in, with another device of theirs on the way: a long flow.
test.describe.configure({ timeout: 120_000 })
test.beforeEach(async ({ account, people }) => account.logIn(await people.standIn('proponent')))

const card = (page: Page, title: string) => page.getByTestId('my-project').filter({ hasText: title })

/** A general-form draft the registry has with one file, then a second file added with the connection dropped. */
async function draftWithFilesOffline(page: Page, context: BrowserContext, title: string): Promise<ProposalForm> {
  await page.goto('/project/add')
  const form = new ProposalForm(page)
  await form.title.fill(title)
  await form.attach('site-plan.pdf', 'Site plan')
  await expect(form.status).toHaveText('Synced', { timeout: 30_000 })
  await context.setOffline(true)
  await form.attach('pond.pdf', 'Pond photo')
  await expect(form.documents).toHaveCount(2)
  return form
}

async function importFile(page: Page, file: ReturnType<typeof zipFile>, button = 'Import a draft from a file'): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: button }).click()])
  await chooser.setFiles(file)
}

test.describe('a draft exported to a file', () => {
  test('is made with no connection, with its files, and opens with them on another device', async ({ page, context, people, anotherDevice }) => {
    const title = `Exported in the field ${Date.now()}`
    const form = await draftWithFilesOffline(page, context, title)

    const file = await download(page, page.getByRole('button', { name: 'Export to a file' }))
    expect(file.fileName).toMatch(new RegExp(`^${title} - draft \\d{4}-\\d{2}-\\d{2}\\.zip$`))
    await expect(page.getByTestId('toast').filter({ hasText: `Draft exported to “${file.fileName}”.` })).toBeVisible()
    const archive = await readDraftArchive(new Uint8Array(file.body))
    if (!archive.ok) throw new Error(`The exported file does not read back: ${archive.problem}`)
    expect(archive.manifest).toMatchObject({ kind: 'general', projectId: form.projectId(), title, leftOut: [] })
    // The file the registry has keeps its document there; the one added with no connection is new.
    expect(archive.files.map((f) => [f.listed.name, f.listed.description, f.listed.documentId === null])).toEqual([
      ['site-plan.pdf', 'Site plan', false],
      ['pond.pdf', 'Pond photo', true],
    ])

    const other = await anotherDevice(await people.standIn('proponent'))
    await other.goto('/my-projects')
    await importFile(other, zipFile(file.fileName, file.body))
    await expect(other.getByRole('status').filter({ hasText: `Draft imported: “${title}”.` })).toBeVisible()
    await expect(card(other, title)).toHaveCount(1)
    await card(other, title).getByRole('link', { name: 'Open draft' }).click()
    const there = new ProposalForm(other)
    await expect(there.title).toHaveValue(title)
    await expect(there.documents).toHaveCount(2)
    await expect(there.documents.nth(0)).toContainText('site-plan.pdf')
    await expect(there.documents.nth(1)).toContainText('pond.pdf')
    await expect(there.documents.nth(1).getByLabel('Description')).toHaveValue('Pond photo')
    // The other device sends what the registry did not have yet: the pond's file.
    await expect(there.status).toHaveText('Synced', { timeout: 30_000 })
  })

  test('is exported from My Projects with no connection, and imported again over itself or as a copy @tablet', async ({
    page,
    context,
    people,
    anotherDevice,
  }) => {
    const title = `Exported from the list ${Date.now()}`
    await page.goto('/project/add')
    const form = new ProposalForm(page)
    await form.title.fill(title)
    await form.attach('claims.pdf', 'Claims map')
    await expect(form.status).toHaveText('Synced', { timeout: 30_000 })
    const projectId = form.projectId()
    await page.goto('/my-projects')
    await expect(card(page, title)).toBeVisible()

    await context.setOffline(true)
    const file = await download(page, card(page, title).getByRole('button', { name: 'Export to a file' }))
    await expect(page.getByTestId('toast').filter({ hasText: 'Draft exported to' })).toBeVisible()

    const other = await anotherDevice(await people.standIn('proponent'))
    await other.goto('/my-projects')
    await importFile(other, zipFile(file.fileName, file.body))
    await expect(card(other, title)).toHaveCount(1)

    // The same draft again: the person chooses.
    await importFile(other, zipFile(file.fileName, file.body))
    const dialog = other.getByRole('dialog', { name: 'This draft is already on this device' })
    await expect(dialog).toContainText(`A draft of “${title}” is already kept on this device.`)
    await dialog.getByRole('button', { name: 'Replace it' }).click()
    await expect(other.getByRole('status').filter({ hasText: `Draft imported: “${title}”.` })).toBeVisible()
    await expect(card(other, title)).toHaveCount(1)

    await importFile(other, zipFile(file.fileName, file.body))
    await other.getByRole('dialog', { name: 'This draft is already on this device' }).getByRole('button', { name: 'Import as a copy' }).click()
    await expect(card(other, title)).toHaveCount(2)
    // The copy is a draft of its own, with its own file.
    await card(other, title)
      .filter({ hasNot: other.locator(`a[href*="${projectId}"]`) })
      .getByRole('link', { name: 'Open draft' })
      .click()
    const copy = new ProposalForm(other)
    await expect(copy.title).toHaveValue(title)
    expect(copy.projectId()).not.toBe(projectId)
    await expect(copy.documents).toHaveText([/claims\.pdf/])
  })
})

test.describe('in French', () => {
  test('exports with no connection, refuses a file that is no draft or is damaged in plain words, and imports the draft', async ({
    page,
    context,
    people,
    anotherDevice,
  }) => {
    const title = `Ébauche exportée ${Date.now()}`
    // A French form is filled in with the interface in French.
    await page.goto('/project/add/fr')
    await page.getByLabel('Titre du projet').fill(title)
    const panel = page.getByRole('complementary', { name: 'Documents à l’appui' })
    await panel.locator('input[type=file]').setInputFiles(pdfFile('plan.pdf'))
    await expect(page.getByTestId('draft-status')).toHaveText('Synchronisée', { timeout: 30_000 })
    await context.setOffline(true)
    const file = await download(page, page.getByRole('button', { name: 'Exporter dans un fichier' }))
    await expect(page.getByTestId('toast').filter({ hasText: `Ébauche exportée dans « ${file.fileName} ».` })).toBeVisible()

    const other = await anotherDevice(await people.standIn('proponent'))
    await new AppShell(other).switchLanguage('Français')
    await other.goto('/my-projects')
    await expect(other.getByRole('heading', { level: 1, name: 'Mes projets' })).toBeVisible()
    const importButton = 'Importer une ébauche depuis un fichier'

    await importFile(other, { ...pdfFile('plan.pdf'), name: 'plan.zip' }, importButton)
    await expect(other.getByRole('alert')).toHaveText(
      'Ce fichier n’est pas une ébauche exportée du registre. Choisissez le fichier .zip créé par « Exporter dans un fichier ».',
    )

    const damaged = new Uint8Array(file.body.slice(0))
    const inPlan = new TextDecoder('latin1').decode(damaged).indexOf('/Type /Catalog')
    damaged[inPlan] = damaged[inPlan]! ^ 0x20
    await importFile(other, zipFile(file.fileName, damaged), importButton)
    await expect(other.getByRole('alert')).toHaveText(
      'Le fichier est endommagé : « plan.pdf » qu’il contient n’est plus tel qu’il a été exporté. Exportez de nouveau l’ébauche, ou copiez de nouveau le fichier.',
    )
    // Listed from the registry, but nothing of the damaged file kept on this device.
    await expect(card(other, title).getByTestId('on-device')).toHaveCount(0)

    await importFile(other, zipFile(file.fileName, file.body), importButton)
    await expect(other.getByRole('status').filter({ hasText: `Ébauche importée : « ${title} ».` })).toBeVisible()
    await expect(card(other, title).getByTestId('on-device')).toContainText('Conservée sur cet appareil')
    await card(other, title).getByRole('link', { name: 'Ouvrir l’ébauche' }).click()
    await expect(other.getByLabel('Titre du projet')).toHaveValue(title)
    await expect(other.getByRole('complementary', { name: 'Documents à l’appui' }).getByTestId('draft-document')).toHaveText([/plan\.pdf/])
  })
})
