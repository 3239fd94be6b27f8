// What the proposal documents test files share: the app with a draft's owner, someone else and
// staff signed in, and a proposal's files sent as the browser sends them, whole or in chunks.
// Apart so each of those files starts from the same state.
import { beforeAll, expect } from 'vitest'
import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { completeGeneralForm } from '../factories/proposal-factory.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import * as t from '../../src/server/db/schema/index.ts'

export const NOW = new Date('2026-06-01T18:00:00Z')
export const MB = 1024 * 1024
export const dawson = ASSESSMENT_DISTRICTS.find((d) => d.name === 'Dawson')!.id

export let app: TestApp
export let owner: typeof t.users.$inferSelect
export let token = ''
export let otherToken = ''
export let staffToken = ''

type Body = Record<string, unknown> & {
  status: string
  userMessage?: string
  code?: string
  received?: number
  documentId?: string
  unredactedUploadId?: string
  documentTypeId?: number
}
export type Listed = { status: string; documents: { documentId: string; fileName: string; description: string; documentState: string }[] }

const auth = (who: string): Record<string, string> => (who ? { Authorization: `Bearer ${who}` } : {})

export async function call<T = Body>(path: string, init: RequestInit & { who?: string } = {}) {
  const { who = token, headers, ...rest } = init
  const response = await app.request(path, { ...rest, headers: { ...auth(who), ...(headers as Record<string, string>) } })
  return { status: response.status, body: (await response.json()) as T }
}

export const post = (path: string, body: unknown, who = token) =>
  call(path, { method: 'POST', who, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

export const fields = (projectId: string) => ({
  projectId,
  projectTitle: 'Bonanza Creek placer',
  proponentName: 'Goldstream Placers Ltd.',
  isAgent: false,
  assessmentDistricts: [dawson],
  firstNations: [],
  form1: JSON.stringify(completeGeneralForm(projectId)),
})

export async function newDraft(who = token, kind: 'general' | 'upload' = 'general'): Promise<string> {
  const projectId = randomUUID()
  expect((await post('/api/projects/create-proposal', { ...fields(projectId), kind }, who)).status).toBe(200)
  return projectId
}

/** A file whose first bytes are a PDF's, then random bytes. */
export function pdfBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size))
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

export function sendChunk(uploadId: string, bytes: Uint8Array, start: number, end: number, total: number, who = token) {
  return call(`/api/uploads/sessions/${uploadId}`, {
    method: 'PUT',
    who,
    headers: { 'Content-Range': `bytes ${start}-${end}/${total}`, 'Content-Type': 'application/octet-stream' },
    body: bytes.slice(start, end + 1),
  })
}

/** A chunk whose connection drops after `sent` bytes. */
export function sendDroppedChunk(uploadId: string, bytes: Uint8Array, start: number, end: number, sent: number) {
  let pulls = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      // Erroring drops what is queued, so the bytes go first and the reset comes on the next read.
      if (pulls++ === 0) controller.enqueue(bytes.slice(start, start + sent))
      else controller.error(new Error('connection reset'))
    },
  })
  return call(`/api/uploads/sessions/${uploadId}`, {
    method: 'PUT',
    headers: { 'Content-Range': `bytes ${start}-${end}/${bytes.length}` },
    body,
    duplex: 'half',
  } as RequestInit)
}

export function upload(
  path: string,
  file: { name: string; bytes: Uint8Array | string; type?: string } | null,
  extra: Record<string, string> = {},
  who = token,
  headers: Record<string, string> = {},
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(extra)) form.append(name, value)
  if (file) form.append('file', new Blob([file.bytes], { type: file.type ?? '' }), file.name)
  return call(path, { method: 'POST', who, headers, body: form })
}

export async function download(uploadId: string, who: string) {
  const response = await app.request(await app.downloadPath(uploadId, who))
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type') }
}

export const startBody = (uploadId: string, projectId: string, size: number, overrides: Record<string, unknown> = {}) => ({
  uploadId,
  projectId,
  group: 'project',
  fileName: 'wildlife-survey.pdf',
  contentType: 'application/pdf',
  size,
  description: 'Wildlife survey 2026',
  ...overrides,
})

export const chunksOf = (uploadId: string) =>
  app.db.select().from(t.uploadSessionChunks).where(eq(t.uploadSessionChunks.uploadId, uploadId)).orderBy(t.uploadSessionChunks.startOffset)

export const inStore = (storageKey: string) =>
  app.files.size(storageKey).then(
    () => true,
    () => false,
  )

export const documentRow = async (id: string) => (await app.db.select().from(t.documents).where(eq(t.documents.id, id)))[0]!

/** Starts the app with a proposal owner, another user and staff signed in, for a proposal documents test file; call at its top. */
export function useProposalDocumentsApp(): void {
  beforeAll(async () => {
    app = await startTestApp({ now: NOW })
    owner = await createUser(app.db, { firstName: 'Pat' })
    token = await app.tokenFor(owner)
    otherToken = await app.tokenFor(await createUser(app.db, { firstName: 'Sam' }))
    staffToken = await app.tokenFor(await createUser(app.db, { firstName: 'Chris', staffRole: 'assessor' }))
  })
}
