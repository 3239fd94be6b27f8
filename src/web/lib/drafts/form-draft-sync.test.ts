// @vitest-environment happy-dom
// The sync engine with a form draft (a comment) against a small fake server: its submission, then
// its files one after another with the upload token the submission answered; a visitor's comment
// sent without anyone's session; a closed project's refusal given back to the form; a refused file
// told and the rest sent; a token that expired while the files waited renewed by sending the
// submission again (the same clientCommentId answers the same comment). An information-request
// answer: its files first, each to its question, then the answers that name them; a refused file
// gives the answers back to the person unsent.
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StoredFormDraft } from '../db/form-drafts-store'
import { stagedFile } from '../db/device-draft-factory'
import type { StoredAttachment } from '../db/local-db'
import { emptyCommentForm } from '../../../shared/comment-form/comment-form'
import { initialAnswerForm } from '../../../shared/answer-form/answer-form'

interface Call {
  path: string
  body: unknown
  authorization: string | null
  uploadToken: string | null
  fileName: string | null
}

const calls: Call[] = []
let answer: (call: Call, index: number) => { status: number; body: unknown } | 'unreachable'
const nodeBuffer = 'node:buffer'
const { Blob: NodeBlob } = (await import(/* @vite-ignore */ nodeBuffer)) as { Blob: typeof Blob }

let tokens = 0
const serverAnswers = (call: Call): { status: number; body: unknown } => {
  if (call.path.includes('/information-requests/'))
    return {
      status: 200,
      body: {
        status: 'OK',
        informationRequestStatus: 'answered',
        reviewDeadline: '2026-12-09T17:00:00.000Z',
        stageDatesFormatted: { deadlineDate: 'Dec 9, 2026' },
      },
    }
  if (call.path === '/api/projects/submit-comment')
    return { status: 200, body: { status: 'OK', commentId: 'c-1', commentNumber: '2026-0001-0007', uploadToken: `token-${++tokens}` } }
  return { status: 200, body: { status: 'OK', documentId: `doc-${call.fileName}`, fileName: call.fileName } }
}

vi.stubGlobal('fetch', async (input: Request) => {
  const request = input instanceof Request ? input : new Request(input)
  const path = new URL(request.url).pathname
  if (path === '/api/health') return new Response('{}', { status: 200 })
  const multipart = request.headers.get('Content-Type')?.startsWith('multipart/form-data')
  const form = multipart ? await request.formData() : null
  const file = form?.get('file')
  const call: Call = {
    path,
    body: multipart ? null : (JSON.parse(await request.text()) as unknown),
    authorization: request.headers.get('Authorization'),
    uploadToken: request.headers.get('Upload-Token'),
    fileName: file && typeof file === 'object' ? (file as File).name : null,
  }
  calls.push(call)
  const reply = answer(call, calls.length - 1)
  if (reply === 'unreachable') throw new TypeError('Failed to fetch')
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } })
})

const { attachmentsStore, outboxStore } = await import('../db/drafts-store')
const { ANONYMOUS_OWNER, formDraftsStore } = await import('../db/form-drafts-store')
const { onFormFileSent } = await import('./form-draft-events')
const { syncNow } = await import('./sync-engine')
const { clearSession, setSession } = await import('../session')
const { reportAnswer } = await import('../connectivity')

const token = (userId: string) => `h.${btoa(JSON.stringify({ userId, firstName: 'P', lastName: 'Q', email: 'p@q.ca', exp: 4_000_000_000 }))}.s`

function comment(draftId: string, overrides: Partial<StoredFormDraft> = {}): StoredFormDraft {
  return {
    draftId,
    kind: 'comment',
    projectId: 'project-1',
    userId: ANONYMOUS_OWNER,
    form: {
      ...emptyCommentForm(),
      firstName: 'Ada',
      lastName: 'Tagish',
      email: 'ada@example.ca',
      comment: 'Caribou cross here.',
      agreeToTerms: true,
      agreeToPrivacy: true,
    },
    facts: { panelReview: false, language: 'fr' },
    openedAt: 1,
    fillMilliseconds: null,
    updatedAt: 1,
    submittedAt: null,
    syncState: 'local',
    lastError: null,
    receipt: null,
    ...overrides,
  }
}

function file(id: string, draftId: string, addedAt: number): StoredAttachment {
  return stagedFile(id, draftId, new NodeBlob([`%PDF-1.4 ${id}`]), { group: 'comment', addedAt })
}

async function written(draftId: string, files: string[], overrides: Partial<StoredFormDraft> = {}) {
  await formDraftsStore.save(comment(draftId, overrides))
  for (const [i, id] of files.entries()) await formDraftsStore.addFile(file(id, draftId, i))
}

const sent: { fileName: string; ok: boolean }[] = []
onFormFileSent(({ fileName, ok }) => sent.push({ fileName, ok }))

afterEach(() => {
  calls.length = 0
  sent.length = 0
  tokens = 0
  answer = serverAnswers
  clearSession()
})
answer = serverAnswers

describe('a comment in the outbox', () => {
  it('is sent, then its files one after another with the token its submission answered, without anyone’s session for a visitor', async () => {
    setSession(token('someone-else'))
    await written('d1', ['first', 'second'])
    // Nothing is queued before Submit.
    await syncNow()
    expect(calls).toEqual([])
    await formDraftsStore.submit('d1', 42_000)
    await syncNow()
    expect(calls.map((c) => `${c.path} ${c.uploadToken ?? ''} ${c.fileName ?? ''}`.trim())).toEqual([
      '/api/projects/submit-comment',
      '/api/uploads/add-comment-document/project-1/c-1 token-1 first.pdf',
      '/api/uploads/add-comment-document/project-1/c-1 token-1 second.pdf',
    ])
    expect(calls.every((c) => c.authorization === null)).toBe(true)
    expect(calls[0]!.body).toMatchObject({
      clientCommentId: 'd1',
      projectId: 'project-1',
      firstName: 'Ada',
      attachmentCount: 2,
      fillMilliseconds: 42_000,
      language: 'fr',
      website: '',
    })
    expect(await formDraftsStore.get('d1')).toMatchObject({ syncState: 'synced', receipt: { commentId: 'c-1', commentNumber: '2026-0001-0007' } })
    expect(await attachmentsStore.get('first')).toMatchObject({ state: 'uploaded', documentId: 'doc-first.pdf', blob: null })
    expect(sent).toEqual([
      { fileName: 'first.pdf', ok: true },
      { fileName: 'second.pdf', ok: true },
    ])
    expect(await outboxStore.all()).toEqual([])
  })

  it('goes with its writer’s session, and waits while someone else is signed in', async () => {
    await written('d2', [], { userId: 'writer' })
    await formDraftsStore.submit('d2', 10_000)
    setSession(token('someone-else'))
    await syncNow()
    expect(calls).toEqual([])
    setSession(token('writer'))
    await syncNow()
    expect(calls).toHaveLength(1)
    expect(calls[0]!.authorization).toBe(`Bearer ${token('writer')}`)
    expect(await formDraftsStore.get('d2')).toMatchObject({ syncState: 'synced' })
  })

  it('goes back to the form with the reason when the project no longer takes comments, its files kept', async () => {
    answer = () => ({ status: 409, body: { status: 'KO', code: 'comments-closed', userMessage: 'Comments are not currently allowed on this project.' } })
    await written('d3', ['kept'])
    await formDraftsStore.submit('d3', 10_000)
    await syncNow()
    expect(calls).toHaveLength(1)
    expect(await formDraftsStore.get('d3')).toMatchObject({ submittedAt: null, syncState: 'error', lastError: 'comments-closed', receipt: null })
    expect(await attachmentsStore.get('kept')).toMatchObject({ state: 'staged' })
    expect(await outboxStore.all()).toEqual([])
  })

  it('tells of a refused file and sends the rest', async () => {
    answer = (call) =>
      call.fileName === 'bad.pdf' ? { status: 400, body: { status: 'KO', code: 'unsupported-file', userMessage: 'No' } } : serverAnswers(call)
    await written('d4', ['bad', 'good'])
    await formDraftsStore.submit('d4', 10_000)
    await syncNow()
    expect(sent).toEqual([
      { fileName: 'bad.pdf', ok: false },
      { fileName: 'good.pdf', ok: true },
    ])
    expect(await attachmentsStore.get('bad')).toMatchObject({ state: 'staged', lastError: 'unsupported-file' })
    expect(await formDraftsStore.get('d4')).toMatchObject({ syncState: 'synced', receipt: { commentId: 'c-1' } })
  })

  it('waits with no connection, and sends the files with a fresh token when theirs expired meanwhile', async () => {
    answer = (call) => (call.path.startsWith('/api/uploads/') ? 'unreachable' : serverAnswers(call))
    await written('d5', ['late'])
    await formDraftsStore.submit('d5', 10_000)
    await syncNow()
    expect(await formDraftsStore.get('d5')).toMatchObject({ syncState: 'local', receipt: { uploadToken: 'token-1' } })
    expect((await outboxStore.all()).map((e) => [e.op, e.lastError])).toEqual([['upload-comment-document', 'unreachable']])

    // Back, after the token's 30 minutes: the upload is refused once, the submission sent again answers a new token.
    answer = (call) =>
      call.uploadToken === 'token-1' ? { status: 403, body: { status: 'KO', code: 'forbidden', userMessage: 'Expired' } } : serverAnswers(call)
    for (const entry of await outboxStore.all()) await outboxStore.patch(entry.seq, { nextAttemptAt: 0 })
    // The registry answers again (with a status no cache gives).
    reportAnswer(404)
    calls.length = 0
    await syncNow()
    expect(calls.map((c) => `${c.path} ${c.uploadToken ?? ''}`.trim())).toEqual([
      '/api/uploads/add-comment-document/project-1/c-1 token-1',
      '/api/projects/submit-comment',
      '/api/uploads/add-comment-document/project-1/c-1 token-2',
    ])
    expect(await formDraftsStore.get('d5')).toMatchObject({ syncState: 'synced', receipt: { uploadToken: 'token-2' } })
  })
})

describe('an information-request answer in the outbox', () => {
  const answerDraft = (draftId: string): StoredFormDraft => ({
    ...comment(draftId, { userId: 'proponent' }),
    kind: 'answer',
    form: {
      ...initialAnswerForm([
        { questionNumber: 1, answer: null },
        { questionNumber: 2, answer: null },
      ]),
      answers: { 1: '<p>Ten metres.</p>', 2: '' },
      agreeToPrivacy: true,
      agreeToTerms: true,
      publish: true,
    },
    facts: { panelReview: false, language: 'en', requestId: 'request-1' },
  })
  const answerFile = (id: string, draftId: string, questionNumber: number, addedAt: number): StoredAttachment => ({
    ...file(id, draftId, addedAt),
    group: 'answer',
    questionNumber,
  })

  it('sends its files first, each to its question, then the answers, with the person’s session', async () => {
    setSession(token('proponent'))
    await formDraftsStore.save(answerDraft('a1'))
    await formDraftsStore.addFile(answerFile('depth', 'a1', 2, 1))
    await formDraftsStore.addFile(answerFile('pond', 'a1', 1, 2))
    await formDraftsStore.submit('a1', 0)
    await syncNow()
    expect(calls.map((c) => `${c.path} ${c.fileName ?? ''}`.trim())).toEqual([
      '/api/uploads/add-information-request-document/project-1/request-1/answer/2 depth.pdf',
      '/api/uploads/add-information-request-document/project-1/request-1/answer/1 pond.pdf',
      '/api/projects/project-1/information-requests/request-1',
    ])
    expect(calls.every((c) => c.authorization === `Bearer ${token('proponent')}`)).toBe(true)
    expect(calls[2]!.body).toEqual({
      projectId: 'project-1',
      informationRequestId: 'request-1',
      publish: true,
      answers: [
        { questionNumber: 1, text: '<p>Ten metres.</p>', attachments: [] },
        { questionNumber: 2, text: '', attachments: [] },
      ],
    })
    expect(await formDraftsStore.get('a1')).toMatchObject({ syncState: 'synced', answered: { reviewDeadline: '2026-12-09T17:00:00.000Z' } })
    expect(await outboxStore.all()).toEqual([])
  })

  it('gives the answers back unsent when one of their files is refused', async () => {
    setSession(token('proponent'))
    answer = (call) =>
      call.fileName === 'refused.pdf' ? { status: 400, body: { status: 'KO', code: 'unsupported-file', userMessage: 'No' } } : serverAnswers(call)
    await formDraftsStore.save(answerDraft('a2'))
    await formDraftsStore.addFile(answerFile('refused', 'a2', 1, 1))
    await formDraftsStore.addFile(answerFile('waiting', 'a2', 1, 2))
    await formDraftsStore.submit('a2', 0)
    await syncNow()
    expect(calls.map((c) => c.fileName)).toEqual(['refused.pdf'])
    expect(sent).toEqual([{ fileName: 'refused.pdf', ok: false }])
    expect(await formDraftsStore.get('a2')).toMatchObject({ submittedAt: null, syncState: 'error', lastError: 'unsupported-file', answered: null })
    expect(await attachmentsStore.get('waiting')).toMatchObject({ state: 'staged' })
    expect(await outboxStore.all()).toEqual([])
  })
})
