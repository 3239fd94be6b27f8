// The whole-project download (issue 31 item 4): a project with 200 public documents and others the
// public may not see, comments, an information request with its answer, a note and a notice. The
// zip is read back: its entries are the manifest's, each file's SHA-256 is the manifest's and the
// one stored with the upload, nothing hidden is in it, and its length is the summary's. A bundle of
// about 100 MB streams with the process's memory growing by a bound far below its size, and a
// client that goes away stops the reading of the store.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHash, randomBytes } from 'node:crypto'
import { once } from 'node:events'
import type { Readable } from 'node:stream'
import { get } from 'node:http'
import type { IncomingMessage } from 'node:http'
import yauzl from 'yauzl'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument, storeUpload } from '../factories/content-factory.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import type { ManifestRow } from '../../src/shared/domain/project-bundle.ts'
import type { ProjectBundleSummary } from '../../src/shared/schemas/project-bundle.ts'

let app: TestApp
let number: string
const publicIds = new Map<string, string>()
const hidden: string[] = []
const MB = 1024 * 1024

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, file) => {
      if (error) return reject(error)
      const entries = new Map<string, Buffer>()
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (err, stream) => {
          if (err) return reject(err)
          const chunks: Buffer[] = []
          stream.on('data', (c: Buffer) => chunks.push(c))
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks))
            file.readEntry()
          })
        })
      })
      file.on('end', () => resolve(entries))
      file.on('error', reject)
      file.readEntry()
    })
  })
}

beforeAll(async () => {
  app = await startTestApp()
  const dir = app.config.dataDir
  const project = await createProject(app.db, { stageCode: 'SEEKING_VIEWS' })
  number = project.projectNumber!
  const stages = ['PROPOSAL_CHECK', 'SEEKING_VIEWS'].map((code) => stageByCode(PROJECT_TYPE.evaluation, code).stageId)
  for (let i = 0; i < 200; i++) {
    // Every tenth has a redacted copy, which is what the public downloads; two in one stage share one name.
    const { document, original, redacted } = await createDocument(app.db, dir, project.id, {
      stageUploaded: stages[i % 2]!,
      ...(i === 0 || i === 2 ? { fileName: 'Report.pdf', documentNumber: null } : {}),
      ...(i % 10 === 0 ? { redactedContent: `%PDF redacted ${i}` } : {}),
    })
    publicIds.set(document.id, (redacted ?? original).sha256)
    if (redacted) hidden.push(original.sha256)
  }
  for (const state of ['internal', 'unreviewed', 'draft_answer'] as const) {
    const { original } = await createDocument(app.db, dir, project.id, { state, content: `%PDF secret ${state}` })
    hidden.push(original.sha256)
  }
  const [published, rejected] = await app.db
    .insert(t.comments)
    .values([
      {
        projectId: project.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        comment: 'Call me at 555-0100 about the creek.',
        redactedComment: 'Call me at [withheld: personal information] about the creek.',
        redactions: [{ start: 11, end: 19, reason: 'personal-information' }],
        agreeToTerms: true,
        state: 'public',
        documentNumber: `${number}-C001`,
      },
      {
        projectId: project.id,
        firstName: 'Rex',
        lastName: 'Jected',
        comment: 'Rejected words',
        agreeToTerms: true,
        state: 'rejected',
        rejectionReason: 'profanity',
      },
    ])
    .returning()
  const commentFile = await createDocument(app.db, dir, project.id, { role: 'comment', commentId: published!.id, state: 'public', description: 'Photo' })
  publicIds.set(commentFile.document.id, commentFile.original.sha256)
  hidden.push(
    (await createDocument(app.db, dir, project.id, { role: 'comment', commentId: rejected!.id, state: 'unreviewed', content: '%PDF rejected attachment' }))
      .original.sha256,
  )
  const [request] = await app.db
    .insert(t.informationRequests)
    .values({ projectId: project.id, number: 1, status: 'published_answer', preamble: 'Please answer.' })
    .returning()
  await app.db
    .insert(t.informationRequestQuestions)
    .values({ informationRequestId: request!.id, questionNumber: 1, text: 'How deep is the pit?', answerText: 'Twelve metres.' })
  const answer = await createDocument(app.db, dir, project.id, {
    role: 'information-request-answer',
    informationRequestId: request!.id,
    questionNumber: 1,
    state: 'published_answer',
    description: 'Pit survey',
  })
  publicIds.set(answer.document.id, answer.original.sha256)
  await app.db.insert(t.notes).values([
    { projectId: project.id, title: 'Site visit', note: '<p>Visited the creek.</p>', state: 'public' },
    { projectId: project.id, title: 'Internal note', note: '<p>Secret</p>', state: 'internal' },
  ])
  // A project the public may not see yet.
  await createProject(app.db, { stageCode: 'PROPOSAL_CHECK', projectNumber: '2024-9999' })
}, 120_000)

afterAll(() => vi.restoreAllMocks())

describe('the whole-project download', () => {
  it('summarises the zip first, with an ETag', async () => {
    const response = await app.request(`/api/v1/projects/${number}/bundle`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const summary = (await response.json()) as ProjectBundleSummary
    expect(summary).toMatchObject({
      projectNumber: number,
      fileName: `${number}.zip`,
      documentCount: publicIds.size,
      contents: { comments: 1, informationRequests: 1, notes: 1 },
    })
    expect(summary.folders).toEqual(['documents/02 Proposal Check', 'documents/06 Seeking Views and Information'])
    const again = await app.request(`/api/v1/projects/${number}/bundle`, { headers: { 'If-None-Match': response.headers.get('etag')! } })
    expect(again.status).toBe(304)
    // A cache that holds several copies names them all, and one that went through compression weakens the tag.
    const held = `"an-older-copy", W/${response.headers.get('etag')!}`
    expect((await app.request(`/api/v1/projects/${number}/bundle`, { headers: { 'If-None-Match': held } })).status).toBe(304)
  })

  it('zips what the manifest lists, with the stored checksums, and nothing the public may not see', async () => {
    const summary = (await app.getJson<ProjectBundleSummary>(`/api/v1/projects/${number}/bundle`)).body
    const response = await app.request(`/api/v1/projects/${number}/bundle.zip`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${number}.zip"`)
    expect(response.headers.get('content-length')).toBe(String(summary.zipBytes))
    const zip = Buffer.from(await response.arrayBuffer())
    expect(zip.byteLength).toBe(summary.zipBytes)

    const entries = await unzip(zip)
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as { files: ManifestRow[] }
    expect([...entries.keys()].sort()).toEqual([...manifest.files.map((f) => f.fileName), 'manifest.json', 'manifest.csv'].sort())
    for (const row of manifest.files) {
      const bytes = entries.get(row.fileName)!
      expect(sha(bytes), row.fileName).toBe(row.sha256)
      expect(bytes.byteLength).toBe(row.size)
    }
    const fileHashes = manifest.files.filter((f) => !/\.(md|html)$/.test(f.fileName)).map((f) => f.sha256)
    expect(fileHashes.sort()).toEqual([...publicIds.values()].sort())
    for (const secret of hidden) expect(fileHashes).not.toContain(secret)
    expect(manifest.files.filter((f) => f.fileName.startsWith('documents/'))).toHaveLength(200)
    expect(manifest.files.map((f) => f.fileName)).toEqual(expect.arrayContaining([expect.stringMatching(/Report \(2\)\.pdf$/)]))
    expect(entries.get('manifest.csv')!.toString('utf8').split('\r\n')).toHaveLength(manifest.files.length + 2)

    const texts = [...entries]
      .filter(([name]) => /\.(md|html)$/.test(name))
      .map(([, b]) => b.toString('utf8'))
      .join('\n')
    expect(texts).toContain('Call me at [withheld: personal information] about the creek.')
    expect(texts).not.toContain('555-0100')
    expect(texts).not.toContain('Rejected words')
    expect(texts).toContain('Twelve metres.')
    expect(texts).toContain('Visited the creek.')
    expect(texts).not.toContain('Secret')
  })

  it('answers 404 for a project the public may not see, or none', async () => {
    expect((await app.request('/api/v1/projects/2024-9999/bundle')).status).toBe(404)
    expect((await app.request('/api/v1/projects/2024-9999/bundle.zip')).status).toBe(404)
    expect((await app.request('/api/v1/projects/nope/bundle.zip')).status).toBe(404)
  })
})

describe('streaming a large bundle', () => {
  let big: string
  const FILES = 20
  const FILE_BYTES = 5 * MB

  beforeAll(async () => {
    const project = await createProject(app.db)
    big = project.projectNumber!
    for (let i = 0; i < FILES; i++) {
      const upload = await storeUpload(app.db, app.config.dataDir, randomBytes(FILE_BYTES), `big-${i}.pdf`)
      await createDocument(app.db, app.config.dataDir, project.id, { unredactedUploadId: upload.id })
    }
  }, 120_000)

  it('keeps memory flat: the process grows by far less than the 100 MB it sends', async () => {
    const response = await app.request(`/api/v1/projects/${big}/bundle.zip`)
    const reader = response.body!.getReader()
    const before = process.memoryUsage().rss
    let peak = before
    let received = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      received += value.byteLength
      peak = Math.max(peak, process.memoryUsage().rss)
    }
    expect(received).toBe(Number(response.headers.get('content-length')))
    expect(received).toBeGreaterThan(FILES * FILE_BYTES)
    expect((peak - before) / MB).toBeLessThan(40)
  })

  it('stops reading the store when the client goes away', async () => {
    const opened: Readable[] = []
    const read = app.files.read.bind(app.files)
    const spy = vi.spyOn(app.files, 'read').mockImplementation((key, range) => {
      const stream = read(key, range)
      opened.push(stream)
      return stream
    })
    // Over a real socket, as a browser that closes its tab: the connection drops after the first bytes.
    const server = await app.listen()
    const answer = get(`http://127.0.0.1:${server.port}/api/v1/projects/${big}/bundle.zip`)
    const [response] = (await once(answer, 'response')) as [IncomingMessage]
    await once(response, 'data')
    answer.destroy()
    await Promise.all(opened.map((s) => (s.destroyed ? undefined : once(s, 'close'))))
    expect(opened.length).toBeGreaterThan(0)
    expect(opened.length).toBeLessThan(3)
    expect(opened.every((s) => s.destroyed)).toBe(true)
    spy.mockRestore()
    await server.close()
  })
})
