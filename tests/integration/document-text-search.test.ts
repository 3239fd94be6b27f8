// Search inside documents (issue 31 item 5, decision 0083): texts extracted off the request path,
// found in English and French with accents ignored, only in what the public may download.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestApp, testDatabase, workerDatabaseUrl } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument, storeUpload } from '../factories/content-factory.ts'
import type { DocumentOverrides } from '../factories/content-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { scannedPdf } from '../factories/scanned-pdf.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { simplePdf } from '../../src/server/lib/pdf/simple-pdf.ts'
import { documentTextService } from '../../src/server/modules/document-search/document-text.service.ts'
import { startJobs } from '../../src/server/jobs/job-runner.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import type { DocumentSearchProject, DocumentTextMatch } from '../../src/shared/schemas/document-search.ts'

let app: TestApp
const pdfText = (title: string, ...paragraphs: string[]) => simplePdf({ title, paragraphs })

/** A document whose file is a real PDF (createDocument stores text; a PDF's bytes are not UTF-8). */
async function pdfDocument(
  projectOf: string,
  content: Uint8Array | Promise<Uint8Array>,
  overrides: DocumentOverrides & { redacted?: Promise<Uint8Array> } = {},
) {
  const { redacted, ...fields } = overrides
  const original = await storeUpload(app.db, app.config.dataDir, await content, fields.fileName ?? 'report.pdf')
  const redactedUpload = redacted ? await storeUpload(app.db, app.config.dataDir, await redacted, 'report-redacted.pdf') : null
  const { document } = await createDocument(app.db, app.config.dataDir, projectOf, {
    ...fields,
    unredactedUploadId: original.id,
    redactedUploadId: redactedUpload?.id ?? null,
  })
  return { document, original, redacted: redactedUpload }
}
const extract = () => documentTextService(app.db).runPending(app.files)
const statusOf = async (uploadId: string) => (await app.db.select().from(t.documentTexts).where(eq(t.documentTexts.uploadId, uploadId)))[0]

interface SearchBody {
  status: string
  projects: DocumentSearchProject[]
  more: boolean
}
const search = async (q: string, lang = 'en') => (await app.getJson<SearchBody>(`/api/document-search?q=${encodeURIComponent(q)}&lang=${lang}`)).body
const foundIds = (body: SearchBody) => body.projects.flatMap((p) => p.documents.map((d) => d.documentId))
const marked = (match: DocumentTextMatch) => match.passage.filter((p) => p.match).map((p) => p.text.toLowerCase())

const ENGLISH = 'The survey recorded a wolverine denning site near the tailings impoundment at Quartzite Ridge.'
const FRENCH = 'Les aînés ont décrit le frayère des ombles près du ruisseau Bélanger pendant l’évaluation.'

let english = ''
let french = ''
let projectId = ''

beforeAll(async () => {
  app = await startTestApp()
  const project = await createProject(app.db, { title: 'Quartz placer project' })
  projectId = project.id
  english = (await pdfDocument(project.id, pdfText('Wildlife baseline', ENGLISH), { description: 'Wildlife baseline' })).document.id
  french = (await pdfDocument(project.id, pdfText('Connaissances traditionnelles', FRENCH), { description: 'Connaissances' })).document.id
})

describe('extracting the text', () => {
  it('queues a document’s public file as it is written and extracts it in the job, not in the request', async () => {
    const { document } = await pdfDocument(projectId, pdfText('Later', 'A caribou crossing was counted in the spring survey.'))
    expect((await statusOf(document.unredactedUploadId!))?.status).toBe('pending')
    expect(foundIds(await search('caribou crossing'))).toEqual([])
    await extract()
    const row = await statusOf(document.unredactedUploadId!)
    expect(row).toMatchObject({ status: 'done', pages: 1 })
    expect(row?.text).toContain('caribou crossing')
    expect(foundIds(await search('caribou crossing'))).toEqual([document.id])
  })

  it('marks a scanned PDF as having no text, a broken one as failed, and leaves other files alone', async () => {
    const scan = await pdfDocument(projectId, scannedPdf(), { fileName: 'scan.pdf' })
    const broken = await createDocument(app.db, app.config.dataDir, projectId, { content: '%PDF-1.4 not really a pdf' })
    const sheet = await storeUpload(app.db, app.config.dataDir, 'a,b\n1,2\n', 'counts.csv', 'text/csv')
    await createDocument(app.db, app.config.dataDir, projectId, { unredactedUploadId: sheet.id, fileName: 'counts.csv' })
    await extract()
    expect((await statusOf(scan.original.id))?.status).toBe('no-text')
    expect(await statusOf(broken.original.id)).toMatchObject({ status: 'failed', reason: expect.stringContaining('PDF') })
    expect((await statusOf(sheet.id))?.status).toBe('not-applicable')
    const { body } = await app.getJson<{ noText: string[] }>(`/api/projects/${projectId}/document-texts`)
    expect(body.noText).toEqual([scan.document.id])
  })
})

describe('the home search inside documents', () => {
  beforeAll(extract)

  it('finds a phrase found only inside an English PDF, under its project, with the words marked', async () => {
    const body = await search('wolverine denning Quartzite')
    expect(body.projects).toHaveLength(1)
    expect(body.projects[0]).toMatchObject({ projectId, title: 'Quartz placer project' })
    expect(foundIds(body)).toEqual([english])
    const match = body.projects[0]!.documents[0]!
    expect(marked(match)).toEqual(expect.arrayContaining(['wolverine', 'denning', 'quartzite']))
    expect(match.passage.map((p) => p.text).join('')).toContain('wolverine denning site')
  })

  it('finds a French phrase with and without its accents, and by another form of the word', async () => {
    expect(foundIds(await search('frayère ombles Bélanger', 'fr'))).toEqual([french])
    const plain = await search('frayere ombles belanger', 'fr')
    expect(foundIds(plain)).toEqual([french])
    expect(marked(plain.projects[0]!.documents[0]!)).toEqual(expect.arrayContaining(['frayère', 'bélanger']))
    expect(foundIds(await search('evaluations aines', 'fr'))).toEqual([french])
  })

  it('never returns the text of a document the public may not download', async () => {
    const phrase = 'Confidential archaeological coordinates of the muskox kill site'
    const internal = await pdfDocument(projectId, pdfText('Internal', phrase), { state: 'internal' })
    const unreviewed = await pdfDocument(projectId, pdfText('Unreviewed', phrase), { state: 'unreviewed' })
    const redacted = await pdfDocument(projectId, pdfText('Original', phrase), { redacted: pdfText('Redacted', 'Redacted copy of the muskox report.') })
    const draft = await createProject(app.db, { stageCode: 'DRAFT', projectNumber: null })
    await pdfDocument(draft.id, pdfText('Draft', phrase))
    await extract()
    expect(await search('archaeological coordinates muskox')).toMatchObject({ projects: [], more: false })
    expect(foundIds(await search('muskox report'))).toEqual([redacted.document.id])
    // The original of a redacted document is never read.
    expect(await statusOf(redacted.original.id)).toBeUndefined()
    // The project's staff see the internal ones through its filter; the public does not.
    const staff = await app.tokenFor(await createUser(app.db, { staffRole: 'assessor' }))
    const filter = async (token?: string) =>
      (await app.getJson<{ matches: DocumentTextMatch[] }>(`/api/projects/${projectId}/document-texts?q=archaeological`, token)).body.matches
        .map((m) => m.documentId)
        .sort()
    expect(await filter()).toEqual([])
    expect(await filter(staff)).toEqual([internal.document.id, unreviewed.document.id].sort())
  })

  it('matches a project’s documents for its Documents tab filter', async () => {
    const { status, body } = await app.getJson<{ matches: DocumentTextMatch[] }>(`/api/projects/${projectId}/document-texts?q=wolverine`)
    expect(status).toBe(200)
    expect(body.matches.map((m) => m.documentId)).toEqual([english])
  })

  it('refuses an empty search and answers nothing for words it cannot look for', async () => {
    expect((await app.getJson(`/api/document-search?q=`)).status).toBe(400)
    expect(await search('— …')).toMatchObject({ projects: [], more: false })
  })
})

describe('the server’s job', () => {
  it('extracts a queued text without being asked', async () => {
    const handle = await testDatabase()
    const config = { ...app.config, databaseUrl: workerDatabaseUrl() }
    const stop = await startJobs({ handle, config, mailer: createMailer(app.db, app.config), files: app.files, secret: new Uint8Array(32) })
    try {
      const { original } = await pdfDocument(projectId, pdfText('Job', 'Ptarmigan moult observations along the ridge.'))
      await expect.poll(async () => (await statusOf(original.id))?.status, { timeout: 20_000, interval: 250 }).toBe('done')
    } finally {
      await stop()
    }
  })
})

describe('the proponent’s upload', () => {
  it('answers before the text is extracted', async () => {
    const proponent = await createUser(app.db)
    await giveRole(app.db, proponent.id, projectId, 'proponent-agent')
    const form = new FormData()
    form.append('file', new Blob([await pdfText('Upload', 'Pika talus survey results.')], { type: 'application/pdf' }), 'pika.pdf')
    const response = await app.request(`/api/uploads/add-project-document/${projectId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await app.tokenFor(proponent)}` },
      body: form,
    })
    expect(response.status).toBe(200)
    const { documentId } = (await response.json()) as { documentId: string }
    const [row] = await app.db.select().from(t.documents).where(eq(t.documents.id, documentId))
    expect((await statusOf(row!.unredactedUploadId!))?.status).toBe('pending')
  })
})
