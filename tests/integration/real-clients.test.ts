// The real registry's other clients against ours, unchanged. Yukon Government's project bundler
// (envygeo/yesab, scripts/download_project_bundle.py) mirrors a project page: the project by its
// number, every section, each item's page and documents, then every public file by its
// redactedUploadId at /api/uploads/{id} with no token. This plays its calls in its order, reads the
// answers as it reads them, and checks it gets every public file and nothing else (decision 0024).
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import type { DocumentOverrides } from '../factories/content-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import * as t from '../../src/server/db/schema/index.ts'

let app: TestApp
let projectId: string
const PROJECT_NUMBER = '2025-0069'
/** Upload id → the bytes stored under it. */
const publicFiles = new Map<string, string>()
const privateFiles = new Map<string, string>()

/** The sections the bundler asks for, in its order, and whether a refusal may read as empty. */
const SECTIONS = [
  'meta',
  'documents',
  'key-documents',
  'notes',
  'correspondence',
  'correspondence-documents',
  'document-groups',
  'information-requests',
  'simplified-information-requests',
  'activity-feed',
  'comments',
  'emails',
  'hearings',
  'intervenors',
] as const

/**
 * Each section whose items have pages: the id field, the item's page (if any) and its documents,
 * as the bundler spells them. Three of its pages are spelled with underscores, which no registry
 * serves: a 404, which it reads as empty.
 */
const NESTED: [section: string, idKey: string, page: string | null, documents: string][] = [
  ['notes', 'noteId', 'notes', 'notes'],
  ['correspondence', 'correspondenceId', 'correspondence', 'correspondence'],
  ['document-groups', 'documentGroupId', 'document_groups', 'document-groups'],
  ['information-requests', 'informationRequestId', 'information_requests', 'information-requests'],
  ['simplified-information-requests', 'simplifiedInformationRequestId', 'simplified_information_requests', 'simplified-information-requests'],
  ['hearings', 'hearingId', 'hearings', 'hearings'],
  ['intervenors', 'intervenorId', null, 'intervenors'],
]

async function file(overrides: DocumentOverrides, visible: 'public' | 'private' = 'public') {
  const content = overrides.content ?? `%PDF-1.4 ${overrides.description}`
  const made = await createDocument(app.db, app.config.dataDir, projectId, { ...overrides, content })
  if (made.redacted) {
    publicFiles.set(made.redacted.id, overrides.redactedContent!)
    privateFiles.set(made.original.id, content)
  } else (visible === 'public' ? publicFiles : privateFiles).set(made.original.id, content)
  return made.document
}

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-06-15T18:00:00Z') })
  const project = await createProject(app.db, {
    projectNumber: PROJECT_NUMBER,
    projectTypeId: PROJECT_TYPE.panelReview,
    stageCode: 'PUBLIC_HEARINGS',
    title: 'Bundled project',
  })
  projectId = project.id
  await app.db.update(t.projects).set({ showEmailsTab: true }).where(eq(t.projects.id, projectId))

  // Public: documents (one redacted, one with an attachment), a key document, a note's, a letter's,
  // a group's, a comment's, a request's question and published answer, a simplified request's
  // questions, a hearing's and an intervenor's.
  const proposal = await file({
    description: 'Project proposal',
    keyDocument: true,
    content: 'ORIGINAL-WITH-NAMES',
    redactedContent: 'REDACTED-PUBLIC',
    fileName: 'Proposal é.pdf',
  })
  await file({ description: 'Appendix A, photographs', parentDocumentId: proposal.id })
  await file({ description: 'Supporting study' })
  const [note, internalNote] = await app.db
    .insert(t.notes)
    .values([
      { projectId, title: 'Site visit', note: '<p>Visited.</p>', state: 'public' },
      { projectId, title: 'Internal note', note: 'x', state: 'internal' },
    ])
    .returning()
  await file({ role: 'note', noteId: note!.id, description: 'Site photos' })
  await file({ role: 'note', noteId: internalNote!.id, description: 'Internal photos', state: 'internal' }, 'private')
  const [letter] = await app.db.insert(t.correspondence).values({ projectId, title: 'Letter to proponent', state: 'public' }).returning()
  await file({ role: 'correspondence', correspondenceId: letter!.id, description: 'Signed letter' })
  const [group] = await app.db.insert(t.documentGroups).values({ projectId, title: 'Baseline studies', state: 'public' }).returning()
  await file({ documentGroupId: group!.id, description: 'Fish study' })
  const [comment, unpublished] = await app.db
    .insert(t.comments)
    .values([
      {
        projectId,
        firstName: 'Ada',
        lastName: 'Lovelace',
        comment: 'raw',
        redactedComment: 'Please protect the creek.',
        agreeToTerms: true,
        state: 'public',
        documentNumber: '0042',
      },
      { projectId, firstName: 'Not', lastName: 'Yet', comment: 'waiting', agreeToTerms: true, state: 'unreviewed' },
    ])
    .returning()
  await file({ role: 'comment', commentId: comment!.id, description: 'Photo of the creek', content: 'CREEK-ORIGINAL', redactedContent: 'CREEK-REDACTED' })
  await file({ role: 'comment', commentId: unpublished!.id, description: 'Waiting for review', state: 'unreviewed' }, 'private')
  const [answered, inReview] = await app.db
    .insert(t.informationRequests)
    .values([
      { projectId, number: 1, status: 'published_answer', preamble: 'Answered.' },
      { projectId, number: 2, status: 'answered', preamble: 'In review.' },
    ])
    .returning()
  await app.db.insert(t.informationRequestQuestions).values([
    { informationRequestId: answered!.id, questionNumber: 1, text: '<p>How wide?</p>', answerText: 'Ten metres' },
    { informationRequestId: inReview!.id, questionNumber: 1, text: '<p>How deep?</p>', answerText: 'Draft' },
  ])
  await file({
    role: 'information-request-question',
    informationRequestId: answered!.id,
    questionNumber: 1,
    state: 'published',
    description: 'Question figure',
  })
  await file({
    role: 'information-request-answer',
    informationRequestId: answered!.id,
    questionNumber: 1,
    state: 'published_answer',
    description: 'Answer map',
  })
  await file(
    { role: 'information-request-answer', informationRequestId: inReview!.id, questionNumber: 1, state: 'answered', description: 'Answer in review' },
    'private',
  )
  const [simplified] = await app.db.insert(t.simplifiedInformationRequests).values({ projectId, number: 1, status: 'draft_answer' }).returning()
  await file({ role: 'simplified-question', simplifiedInformationRequestId: simplified!.id, state: 'published', description: 'Simplified questions' })
  await file({ role: 'simplified-response', simplifiedInformationRequestId: simplified!.id, state: 'draft_answer', description: 'Draft response' }, 'private')
  const [hearing] = await app.db
    .insert(t.hearings)
    .values({ projectId, title: 'Dawson hearing', startDate: new Date('2026-07-01T17:00:00Z') })
    .returning()
  await file({ role: 'hearing', hearingId: hearing!.id, description: 'Hearing agenda' })
  const [intervenor] = await app.db.insert(t.intervenors).values({ projectId, displayName: 'Yukon Conservation Society', status: 'accepted' }).returning()
  await file({ role: 'intervenor-submission', intervenorId: intervenor!.id, description: 'Submission' })
  const [email] = await app.db
    .insert(t.emailMessages)
    .values({ projectId, emailTypeId: 8, subject: 'Hearing notice', content: '<p>Hearings start.</p>', sentAt: new Date('2026-04-01T18:00:00Z') })
    .returning()
  await app.db.insert(t.emailMessageRecipients).values({ emailMessageId: email!.id, recipientTypeId: 2 })
  await app.db.insert(t.activityItems).values({
    projectId,
    activityDate: new Date('2026-05-01T18:00:00Z'),
    messageParts: [{ messagePartType: 'Document Link', message: 'Project proposal', linkTo: proposal.id }],
    documentIds: [proposal.id],
  })
  // Private: waiting for review, internal.
  await file({ description: 'Waiting for review', state: 'unreviewed' }, 'private')
  await file({ description: 'Internal memo', state: 'internal' }, 'private')
})

/** Paths the registry refused, which the bundler read as empty. */
const refused: string[] = []

/** The bundler's GET of a JSON path: an optional section refused with 401, 403 or 404 reads as []. */
async function getJson(path: string, optional: boolean): Promise<unknown> {
  const response = await app.request(path, { headers: { Accept: 'application/json, text/plain, */*', 'User-Agent': 'yesab-project-bundler/1.0' } })
  if (optional && [401, 403, 404].includes(response.status)) {
    refused.push(path)
    return []
  }
  expect(response.status, path).toBe(200)
  return response.json()
}

/** Every string under `key` anywhere in a JSON value, first seen first. */
function collect(value: unknown, key: string, found = new Set<string>()): string[] {
  if (Array.isArray(value)) for (const item of value) collect(item, key, found)
  else if (typeof value === 'object' && value !== null) {
    const candidate = (value as Record<string, unknown>)[key]
    if (typeof candidate === 'string' && candidate.trim()) found.add(candidate.trim())
    for (const child of Object.values(value)) collect(child, key, found)
  }
  return [...found]
}

interface Bundle {
  payloads: Map<string, unknown>
  downloads: Map<string, { status: number; body: string; contentType: string | null; disposition: string | null; cacheControl: string | null }>
}

/** The bundler's run on a project reference (here its number), with no session and no token. */
async function bundle(projectRef: string): Promise<Bundle> {
  const payloads = new Map<string, unknown>()
  const get = async (path: string, optional = true) => {
    const body = await getJson(path, optional)
    payloads.set(path, body)
    return body
  }
  const details = (await get(`/api/projects/${projectRef}`, false)) as { project?: { projectId: string }; projectId?: string }
  const id = details.project?.projectId ?? details.projectId!
  if (!details.project) expect((await get(`/api/projects/${id}`, false)) as object).toHaveProperty('project')
  const base = `/api/projects/${id}`
  const sections = new Map<string, unknown>()
  for (const section of SECTIONS) sections.set(section, await get(`${base}/${section}`))

  // Comments are read as a list, item by item (as_list): a wrapped answer reaches no document.
  const comments = sections.get('comments')
  for (const comment of Array.isArray(comments) ? comments : []) {
    const commentId = (comment as { commentId?: unknown }).commentId
    if (typeof commentId === 'string') await get(`${base}/comments/${commentId}/documents`)
  }
  for (const emailId of collect(sections.get('emails'), 'emailMessageId')) await get(`${base}/emails/${emailId}`)
  for (const [section, idKey, page, documents] of NESTED) {
    for (const itemId of collect(sections.get(section), idKey)) {
      if (page) await get(`${base}/${page}/${itemId}`)
      await get(`${base}/${documents}/${itemId}/documents`)
    }
  }

  const downloads: Bundle['downloads'] = new Map()
  for (const uploadId of collect([...payloads.values()], 'redactedUploadId')) {
    const response = await app.request(`/api/uploads/${encodeURIComponent(uploadId)}`, { headers: { Accept: 'application/octet-stream, */*' } })
    downloads.set(uploadId, {
      status: response.status,
      body: await response.text(),
      contentType: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      cacheControl: response.headers.get('cache-control'),
    })
  }
  return { payloads, downloads }
}

describe("Yukon Government's project bundler", () => {
  let run: Bundle
  beforeAll(async () => {
    run = await bundle(PROJECT_NUMBER)
  })

  it('reads the project-content lists as bare lists, and the comments item by item', async () => {
    const base = `/api/projects/${projectId}`
    for (const section of SECTIONS.filter((s) => s !== 'meta')) expect(Array.isArray(run.payloads.get(`${base}/${section}`)), section).toBe(true)
    expect(run.payloads.get(`${base}/meta`)).toMatchObject({ commentCount: 1 })
    const [comment] = run.payloads.get(`${base}/comments`) as { commentId: string }[]
    expect(run.payloads.get(`${base}/comments/${comment!.commentId}/documents`)).toEqual([
      expect.objectContaining({ description: 'Photo of the creek', fileName: expect.any(String), redactedUploadId: expect.any(String) }),
    ])
  })

  it('is refused only the pages it spells with underscores', async () => {
    expect(refused.map((path) => path.split('/')[4])).toEqual([
      'document_groups',
      'information_requests',
      'information_requests',
      'simplified_information_requests',
    ])
  })

  it('finds every public file and downloads each without a token', async () => {
    expect([...run.downloads.keys()].sort()).toEqual([...publicFiles.keys()].sort())
    for (const [uploadId, download] of run.downloads) {
      expect(download.status, uploadId).toBe(200)
      expect(download.body, uploadId).toBe(publicFiles.get(uploadId))
      expect(download.contentType).toBe('application/pdf')
      expect(download.disposition).toMatch(/filename\*=UTF-8''/)
      expect(download.cacheControl).toBe('private, max-age=3600')
    }
  })

  it('never reaches a file the public may not see', async () => {
    for (const uploadId of privateFiles.keys()) expect(run.downloads.has(uploadId), uploadId).toBe(false)
    const named = new Set(collect([...run.payloads.values()], 'unredactedUploadId'))
    for (const uploadId of privateFiles.keys()) expect(named.has(uploadId), uploadId).toBe(false)
  })
})

describe('the public file address', () => {
  it('answers 404 for a file the public may not see, even to a session, and for a malformed id', async () => {
    const proponent = await createUser(app.db)
    await giveRole(app.db, proponent.id, projectId, 'proponent-agent')
    const session = { Authorization: `Bearer ${await app.tokenFor(proponent)}` }
    for (const uploadId of privateFiles.keys()) {
      expect((await app.request(`/api/uploads/${uploadId}`)).status, uploadId).toBe(404)
      expect((await app.request(`/api/uploads/${uploadId}`, { headers: session })).status, uploadId).toBe(404)
    }
    // The proponent has the originals through a download token in the address.
    const [original] = privateFiles.keys()
    expect((await app.request(await app.downloadPath(original!, await app.tokenFor(proponent)))).status).toBe(200)
    expect((await app.request('/api/uploads/not-an-id')).status).toBe(404)
  })

  it('answers byte ranges as the token address does', async () => {
    const [uploadId, content] = [...publicFiles].find(([, body]) => body === 'REDACTED-PUBLIC')!
    const partial = await app.request(`/api/uploads/${uploadId}`, { headers: { Range: 'bytes=0-7' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe(`bytes 0-7/${content.length}`)
    expect(await partial.text()).toBe('REDACTED')
    expect((await app.request(`/api/uploads/${uploadId}`, { headers: { Range: 'bytes=500-' } })).status).toBe(416)
  })
})
