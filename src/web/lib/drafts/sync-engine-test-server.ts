// The fake server the sync engine's tests run against, installed in place of fetch before the
// engine and the API client are loaded (so they are loaded here, and the tests take them from here):
// every call it gets is kept in `calls`, and `fakeServer.answer` says what it answers. Importing it
// also logs the test user in before the tests and forgets the calls after each one. Apart from the
// tests so that each of their files (sending, cut-off uploads, refusals, deletes) shares it.
import 'fake-indexeddb/auto'
import { afterEach, beforeAll, vi } from 'vitest'
import type { StoredDraft } from '../db/drafts-store'
import { storedDraft } from '../db/device-draft-factory'

export interface Call {
  method: string
  path: string
  body: unknown
  range: string | null
  key: string | null
}

export const calls: Call[] = []
/** How the fake server answers a call; a test sets its own, and after each test it is `serverAnswers` again. */
export const fakeServer: { answer: (call: Call) => { status: number; body: unknown } | 'unreachable' } = { answer: () => ({ status: 200, body: {} }) }
export const mib = 1024 * 1024
// fake-indexeddb keeps what Node's structuredClone can copy: Node's Blob, not happy-dom's. (Imported
// by name at run time: the web code's types know no Node modules.)
const nodeBuffer = 'node:buffer'
export const { Blob: NodeBlob } = (await import(/* @vite-ignore */ nodeBuffer)) as { Blob: typeof Blob }

vi.stubGlobal('fetch', async (input: Request) => {
  const request = input instanceof Request ? input : new Request(input)
  const path = new URL(request.url).pathname
  const text = request.method === 'PUT' ? (await request.arrayBuffer()).byteLength : await request.text()
  const call: Call = {
    method: request.method,
    path,
    body: typeof text === 'number' ? text : text ? (JSON.parse(text) as unknown) : null,
    range: request.headers.get('Content-Range'),
    key: request.headers.get('Idempotency-Key'),
  }
  if (path === '/api/health') return new Response('{}', { status: 200 })
  calls.push(call)
  const reply = fakeServer.answer(call)
  if (reply === 'unreachable') throw new TypeError('Failed to fetch')
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } })
})

// Imported after fetch is replaced: the API client keeps the fetch it found.
export const { draftsStore, attachmentsStore, outboxStore } = await import('../db/drafts-store')
export const { startDraftSync, syncNow } = await import('./sync-engine')
export const { onWorkSent } = await import('./sync-events')
export const { currentSession, setSession } = await import('../session')
export const { startSession } = await import('../device-session')

export const USER = 'user-1'
export const token = (userId: string, exp = 4_000_000_000) => `h.${btoa(JSON.stringify({ userId, firstName: 'P', lastName: 'Q', email: 'p@q.ca', exp }))}.s`

export const draft = (projectId: string, overrides: Partial<StoredDraft> = {}) => storedDraft(projectId, { userId: USER, ...overrides })

export const serverAnswers = (call: Call): { status: number; body: unknown } => {
  if (call.path.endsWith('-proposal'))
    return {
      status: 200,
      body: { status: 'OK', revision: call.path.includes('create') ? 1 : 2, projectNumber: call.path.includes('submit') ? '2026-0001' : null },
    }
  if (call.path === '/api/uploads/sessions') return { status: 200, body: { status: 'OK', received: 0 } }
  if (call.method === 'PUT') {
    const end = Number(/-(\d+)\//.exec(call.range ?? '')?.[1])
    return { status: 200, body: { status: 'OK', received: end + 1 } }
  }
  if (call.path.endsWith('/complete')) return { status: 200, body: { status: 'OK', documentId: 'doc-1' } }
  return { status: 200, body: { status: 'OK' } }
}

beforeAll(() => setSession(token(USER)))
afterEach(() => {
  calls.length = 0
  fakeServer.answer = serverAnswers
})
