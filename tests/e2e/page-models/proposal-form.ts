// The general proposal form: its top bar, the draft's state, part 1's fields and the documents panel.
import { expect } from '@playwright/test'
import type { APIRequestContext, Locator, Page } from '@playwright/test'

export class ProposalForm {
  readonly page: Page
  readonly status: Locator
  readonly title: Locator
  readonly proponentName: Locator
  readonly saveDraft: Locator
  readonly submit: Locator
  readonly message: Locator
  readonly documents: Locator

  constructor(page: Page) {
    this.page = page
    this.status = page.getByTestId('draft-status')
    this.title = page.getByLabel('Project title')
    this.proponentName = page.getByLabel('Proponent name')
    this.saveDraft = page.getByRole('button', { name: 'Save draft' })
    this.submit = page.getByRole('button', { name: 'Submit', exact: true })
    this.message = page.getByTestId('draft-message')
    this.documents = page.getByRole('complementary', { name: 'Supporting documents' }).getByTestId('draft-document')
  }

  /** The project id a draft's address names (?draft= on /project/add, or /projects/{id}/edit). */
  projectId(): string {
    const url = new URL(this.page.url())
    const id = url.searchParams.get('draft') ?? /\/projects\/([0-9a-f-]{36})\/edit/.exec(url.pathname)?.[1]
    if (!id) throw new Error(`No draft in ${url.href}`)
    return id
  }

  /**
   * Waits until this device's database holds the draft with this title. An edit is written within
   * 300 ms; leaving the page sooner may lose it, as the spec allows, so a test that leaves at once
   * waits for the write first.
   */
  async keptOnDevice(projectTitle: string): Promise<void> {
    await expect.poll(async () => (await this.storedDraft())?.summary.projectTitle, { timeout: 30_000 }).toBe(projectTitle)
  }

  /** The draft's form as this device's database holds it, or null before its first write. */
  async storedForm(): Promise<Record<string, unknown> | null> {
    return (await this.storedDraft())?.form ?? null
  }

  private async storedDraft(): Promise<{ form: Record<string, unknown>; summary: { projectTitle: string } } | null> {
    const projectId = this.projectId()
    const drafts = await storedRecords<{ projectId: string; form: Record<string, unknown>; summary: { projectTitle: string } }>(this.page, 'drafts')
    return drafts.find((d) => d.projectId === projectId) ?? null
  }

  /**
   * Adds a PDF (small, or padded to about `bytes`) to the supporting documents, with a description,
   * and waits until this device keeps the description: each keystroke's write is its own, and a
   * reload in the same instant may come before the last one.
   */
  async attach(fileName: string, description: string, bytes = 0): Promise<void> {
    const panel = this.page.getByRole('complementary', { name: 'Supporting documents' })
    await panel.locator('input[type=file]').setInputFiles(pdfFile(fileName, bytes))
    const row = panel.getByTestId('draft-document').filter({ hasText: fileName })
    await row.getByLabel('Description').fill(description)
    await expect.poll(() => this.storedDescriptions(), { timeout: 10_000 }).toContainEqual([fileName, description])
  }

  /** The [file name, description] of the files this device keeps for the draft. */
  private async storedDescriptions(): Promise<[string, string][]> {
    const projectId = this.projectId()
    const files = await storedRecords<{ projectId: string; fileName: string; description: string }>(this.page, 'attachments')
    return files.filter((f) => f.projectId === projectId).map((f) => [f.fileName, f.description])
  }
}

/** Every record of a store of this device's database (none before the app first opens it). */
function storedRecords<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve) => {
        const open = indexedDB.open('registry')
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(name)) return resolve([])
          const read = db.transaction(name).objectStore(name).getAll()
          read.onsuccess = () => resolve(read.result as T[])
          read.onerror = () => resolve([])
          db.close()
        }
      }),
    store,
  )
}

/** setInputFiles needs a Node Buffer (a plain Uint8Array is read as base64 text); these types know no Node. */
const NodeBuffer = (globalThis as unknown as { Buffer: { from(text: string, encoding: 'utf8'): Uint8Array } }).Buffer

/** A file for a file input that starts as a PDF does, which is what the server checks: tiny, or padded to about `bytes`. */
export function pdfFile(name: string, bytes = 0) {
  const pdf = `%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`
  return { name, mimeType: 'application/pdf', buffer: NodeBuffer.from(pdf + ' '.repeat(Math.max(0, bytes - pdf.length)), 'utf8') }
}

/** Fills the PDF-upload proposal form open on the page so that it can be submitted: its fields, one proposal file, the agreements. */
export async function fillUploadProposal(page: Page, title: string, proponentName = 'Klondike Test Mining Ltd.'): Promise<void> {
  await page.getByLabel(/^Proponent name/).fill(proponentName)
  await page.getByLabel(/^Project title/).fill(title)
  await page
    .getByRole('group', { name: /Assessment districts/ })
    .getByRole('checkbox', { name: 'Dawson' })
    .check()
  await page.getByLabel('Attach the proposal').setInputFiles([pdfFile('proposal.pdf')])
  await page.getByRole('checkbox', { name: /privacy statement/ }).check()
  await page.getByRole('checkbox', { name: /Terms of Use/ }).check()
}

/** A file for a file input, of any name and content. */
export function anyFile(name: string, text: string) {
  return { name, mimeType: '', buffer: NodeBuffer.from(text, 'utf8') }
}

/** The session token the page keeps, for checking what the server has with its API. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('registry.session'))
  if (!token) throw new Error('Not logged in')
  return token
}

/** The browser's report of the server's 409 answer to a draft's save, which the form turns into the conflict it shows. */
export const CONFLICT_REPORTED = /status of 409 \(Conflict\).*update-proposal/

export interface ServerProposal {
  revision: number
  projectTitle: string
  proponentName: string
  /** The districts the project is linked to (those the office sees). */
  assessmentDistricts: string[]
  form1: string
  submitted: boolean
}

export async function serverProposal(request: APIRequestContext, token: string, projectId: string): Promise<ServerProposal | null> {
  const response = await request.get(`/api/projects/${projectId}/proposal`, { headers: { Authorization: `Bearer ${token}` } })
  return response.ok() ? ((await response.json()) as ServerProposal) : null
}

export async function serverDocuments(
  request: APIRequestContext,
  token: string,
  projectId: string,
): Promise<{ fileName: string; description: string; documentType: string | null }[]> {
  const response = await request.get(`/api/projects/${projectId}/documents`, { headers: { Authorization: `Bearer ${token}` } })
  return response.ok() ? ((await response.json()) as { fileName: string; description: string; documentType: string | null }[]) : []
}
