import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { createProject } from '../factories/project-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { answerPublishingService } from '../../src/server/modules/information-responses/answer-publishing.service.ts'
import { expectZipBombRefused, zipBomb } from './zip-bombs.ts'

const NOW = new Date('2026-06-01T18:00:00Z')

let app: TestApp
let projectId: string
let proponent: typeof t.users.$inferSelect
const tokens: Record<'anonymous' | 'other' | 'proponent' | 'staff', string> = { anonymous: '', other: '', proponent: '', staff: '' }

type Body = Record<string, unknown> & { status: string; userMessage?: string; code?: string; documentId?: string; fileName?: string }

async function call<T = Body>(path: string, init: RequestInit & { who?: string } = {}) {
  const { who = tokens.proponent, headers, ...rest } = init
  const response = await app.request(path, { ...rest, headers: { ...(who ? { Authorization: `Bearer ${who}` } : {}), ...(headers as Record<string, string>) } })
  return { status: response.status, body: (await response.json()) as T }
}

const json = (method: string, path: string, body: unknown, who = tokens.proponent) =>
  call(path, { method, who, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
const pdf = (name = 'answer.pdf') => ({ name, bytes: new TextEncoder().encode('%PDF-1.7\nanswer'), type: 'application/pdf' })

function upload(path: string, file: { name: string; bytes: Uint8Array; type: string }, who = tokens.proponent) {
  const form = new FormData()
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name)
  return call(path, { method: 'POST', who, body: form })
}

const service = () => answerPublishingService(app.db)
const BY = { userId: null, actor: 'system:test' }

async function newRequest(status: 'published' | 'draft_answer' | 'answered' | 'published_answer' = 'published') {
  const [request] = await app.db
    .insert(t.informationRequests)
    .values({ projectId, number: Math.floor(Math.random() * 10_000), status, preamble: 'Please answer.' })
    .returning()
  await app.db.insert(t.informationRequestQuestions).values([
    { informationRequestId: request!.id, questionNumber: 1, text: '<p>How deep is the pit?</p>' },
    { informationRequestId: request!.id, questionNumber: 2, text: '<p>Where does the water go?</p>' },
  ])
  return request!.id
}

async function newSimplified(status: 'published' | 'draft_answer' | 'answered' = 'published') {
  const [request] = await app.db
    .insert(t.simplifiedInformationRequests)
    .values({ projectId, number: Math.floor(Math.random() * 10_000), status })
    .returning()
  return request!.id
}

const answers = (informationRequestId: string, publish: boolean, text = '<p>Ten metres.</p>') => ({
  projectId,
  informationRequestId,
  publish,
  answers: [
    { questionNumber: 1, text, attachments: [] },
    { questionNumber: 2, text: '<p>Into the settling pond.</p>', attachments: [] },
  ],
})

const addDoc = (requestId: string, question = 1, who = tokens.proponent, file = pdf()) =>
  upload(`/api/uploads/add-information-request-document/${projectId}/${requestId}/answer/${question}`, file, who)

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  projectId = (await createProject(app.db, { stageCode: 'ADEQUACY_INFORMATION_REQUEST' })).id
  proponent = await createUser(app.db, { firstName: 'Jordan' })
  await giveRole(app.db, proponent.id, projectId, 'proponent-agent')
  tokens.proponent = await app.tokenFor(proponent)
  tokens.other = await app.tokenFor(await createUser(app.db, { firstName: 'Sam' }))
  tokens.staff = await app.tokenFor(await createUser(app.db, { firstName: 'Chris', staffRole: 'assessor' }))
})

describe('who may answer', () => {
  it('refuses every write to anonymous callers, other people and staff, and lets the proponent through', async () => {
    const requestId = await newRequest()
    const simplifiedId = await newSimplified()
    const documentId = randomUUID()
    const writes = (who: string) => [
      json('PUT', `/api/projects/${projectId}/information-requests/${requestId}`, answers(requestId, false), who),
      addDoc(requestId, 1, who),
      call(`/api/projects/${projectId}/information-requests/${requestId}/remove-document/1/${documentId}`, { method: 'POST', who }),
      json(
        'PUT',
        `/api/projects/${projectId}/simplified-information-requests/${simplifiedId}`,
        { projectId, simplifiedInformationRequestId: simplifiedId, publish: false },
        who,
      ),
      upload(`/api/uploads/add-simplified-information-request-document/${projectId}/${simplifiedId}/answer`, pdf(), who),
      call(`/api/projects/${projectId}/simplified-information-requests/${simplifiedId}/remove-document/${documentId}`, { method: 'POST', who }),
    ]
    for (const answer of await Promise.all(writes(tokens.anonymous))) expect(answer.status).toBe(401)
    for (const who of [tokens.other, tokens.staff]) {
      for (const answer of await Promise.all(writes(who)))
        expect(answer).toMatchObject({
          status: 403,
          body: { code: 'not-proponent', userMessage: 'You are not authorized to view the Information Response List.' },
        })
    }
    const [save, add, remove, saveSimplified, addSimplified, removeSimplified] = await Promise.all(writes(tokens.proponent))
    expect(save!.status).toBe(200)
    expect(add!.status).toBe(200)
    // Nothing of that id is attached: the proponent reaches the request, the file is not there.
    expect(remove!.status).toBe(404)
    expect(saveSimplified!.status).toBe(200)
    expect(addSimplified!.status).toBe(200)
    expect(removeSimplified!.status).toBe(404)
  })
})

describe('answering a request', () => {
  it('saves a draft, keeps the files Unreviewed, submits with the review deadline, and stores who and when', async () => {
    const requestId = await newRequest()
    const draft = await json(
      'PUT',
      `/api/projects/${projectId}/information-requests/${requestId}`,
      answers(requestId, false, '<p>Ten <strong>metres</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>'),
    )
    expect(draft).toMatchObject({ status: 200, body: { status: 'OK', informationRequestStatus: 'draft_answer' } })
    const [question] = await app.db
      .select()
      .from(t.informationRequestQuestions)
      .where(and(eq(t.informationRequestQuestions.informationRequestId, requestId), eq(t.informationRequestQuestions.questionNumber, 1)))
    expect(question).toMatchObject({ answerText: '<p>Ten <strong>metres</strong>.</p>', answeredById: proponent.id, answeredAt: NOW })

    // Submitting needs a file (§5), also on the server.
    const bare = await json('PUT', `/api/projects/${projectId}/information-requests/${requestId}`, answers(requestId, true))
    expect(bare).toMatchObject({ status: 400, body: { code: 'no-files', userMessage: 'Attach at least one file before submitting the response.' } })

    const first = await addDoc(requestId, 1, tokens.proponent, pdf('depth survey.pdf'))
    expect(first).toMatchObject({ status: 200, body: { status: 'OK', documentTypeId: 7, fileName: 'depth survey.pdf' } })
    const second = await addDoc(requestId, 2, tokens.proponent, pdf('pond.pdf'))
    const [document] = await app.db.select().from(t.documents).where(eq(t.documents.id, first.body.documentId!))
    expect(document).toMatchObject({
      state: 'unreviewed',
      role: 'information-request-answer',
      informationRequestId: requestId,
      questionNumber: 1,
      uploadedById: proponent.id,
    })

    expect(await call(`/api/projects/${projectId}/information-requests/${requestId}/remove-document/2/${second.body.documentId}`, { method: 'POST' })).toEqual({
      status: 200,
      body: { status: 'OK', fileName: 'pond.pdf' },
    })
    // The wrong question's path does not reach a file.
    expect(
      (await call(`/api/projects/${projectId}/information-requests/${requestId}/remove-document/2/${first.body.documentId}`, { method: 'POST' })).status,
    ).toBe(404)

    const submitted = await json('PUT', `/api/projects/${projectId}/information-requests/${requestId}`, answers(requestId, true))
    expect(submitted).toEqual({
      status: 200,
      body: {
        status: 'OK',
        informationRequestStatus: 'answered',
        reviewDeadline: '2026-06-08T23:30:00.000Z',
        stageDatesFormatted: { deadlineDate: 'Jun 08, 2026' },
      },
    })
    const [request] = await app.db.select().from(t.informationRequests).where(eq(t.informationRequests.id, requestId))
    expect(request).toMatchObject({ status: 'answered', answeredAt: NOW })
    const entries = await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, requestId))
    expect(entries.map((e) => e.action)).toEqual(['save-information-response-draft', 'submit-information-response'])
    expect(entries[1]!.detail).toMatchObject({ before: { status: 'draft_answer' }, after: { status: 'answered' } })
  })

  it('promises the proponent the review by the moment the office’s queue has it due, counted in business hours', async () => {
    const requestId = await newRequest()
    await addDoc(requestId)
    // Saturday 28 November, 11:53 am in Yukon: it counts from Monday 8:00 am; 48 business hours later is Monday 7 December, 1:30 pm.
    app.setNow(new Date('2026-11-28T18:53:00Z'))
    try {
      const submitted = await json(
        'PUT',
        `/api/projects/${projectId}/information-requests/${requestId}`,
        answers(requestId, true),
        await app.tokenFor(proponent),
      )
      expect(submitted.body).toMatchObject({ reviewDeadline: '2026-12-07T20:30:00.000Z', stageDatesFormatted: { deadlineDate: 'Dec 07, 2026' } })
      const assessor = await app.tokenFor(await createUser(app.db, { firstName: 'Robin', staffRole: 'assessor' }))
      const queue = await app.getJson<{ items: { itemId: string; reviewDueAt: string }[] }>('/api/staff/queues/answers', assessor)
      expect(queue.body.items.find((i) => i.itemId === requestId)?.reviewDueAt).toBe(submitted.body.reviewDeadline)
    } finally {
      app.setNow(NOW)
    }
  })

  it('refuses to answer again a request already answered or published, with a clear message, and changes nothing', async () => {
    const answered = await newRequest('answered')
    const again = await json('PUT', `/api/projects/${projectId}/information-requests/${answered}`, answers(answered, false))
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'not-answerable', userMessage: 'This information request has already been answered and is with the assessor.' },
    })
    expect((await addDoc(answered)).status).toBe(409)
    const published = await newRequest('published_answer')
    expect((await json('PUT', `/api/projects/${projectId}/information-requests/${published}`, answers(published, true))).body.userMessage).toBe(
      'The answers to this information request have already been published.',
    )
    const [request] = await app.db.select().from(t.informationRequests).where(eq(t.informationRequests.id, answered))
    expect(request!.status).toBe('answered')
  })

  it('refuses a question the request does not have, ids that disagree with the address, and a kind of file it does not take', async () => {
    const requestId = await newRequest()
    const body = { ...answers(requestId, false), answers: [{ questionNumber: 9, text: 'x', attachments: [] }] }
    expect((await json('PUT', `/api/projects/${projectId}/information-requests/${requestId}`, body)).body.userMessage).toBe(
      'Invalid parameter answers: this request has no question 9.',
    )
    const other = await newRequest()
    expect((await json('PUT', `/api/projects/${projectId}/information-requests/${other}`, answers(requestId, false))).status).toBe(400)
    expect((await addDoc(requestId, 9)).status).toBe(404)
    const script = await addDoc(requestId, 1, tokens.proponent, { name: 'run.exe', bytes: new Uint8Array([0x4d, 0x5a]), type: 'application/octet-stream' })
    expect(script.status).toBe(415)
    const fake = await addDoc(requestId, 1, tokens.proponent, { name: 'fake.pdf', bytes: new TextEncoder().encode('not a pdf'), type: 'application/pdf' })
    expect(fake).toMatchObject({ status: 415, body: { userMessage: 'The contents of fake.pdf do not match its name (PDF expected).' } })
  })
})

describe('reading answers', () => {
  it('keeps the questions public, gives answers only to signed-in readers once published, and all to the proponent and staff', async () => {
    const requestId = await newRequest()
    await json('PUT', `/api/projects/${projectId}/information-requests/${requestId}`, answers(requestId, false))
    const file = await addDoc(requestId)
    await json('PUT', `/api/projects/${projectId}/information-requests/${requestId}`, answers(requestId, true))
    type Read = {
      informationRequest: {
        status: string
        assessorReviewing: boolean
        documentNumberResponse: string | null
        questions: { text: string; answer: { text: string | null; attachments: string[] } | null }[]
      }
    }
    const read = (who: string) => call<Read>(`/api/projects/${projectId}/information-requests/${requestId}`, { who }).then((r) => r.body.informationRequest)
    const documents = (who: string) =>
      call<Record<string, unknown>>(`/api/projects/${projectId}/information-requests/${requestId}/documents`, { who }).then((r) => Object.keys(r.body))

    // Submitted, not yet published: the assessor is reviewing; only the proponent and staff read the answers.
    for (const who of [tokens.anonymous, tokens.other]) {
      const request = await read(who)
      expect(request).toMatchObject({ status: 'answered', assessorReviewing: true })
      expect(request.questions[0]).toMatchObject({ text: '<p>How deep is the pit?</p>', answer: null })
      expect(await documents(who)).toEqual([])
    }
    for (const who of [tokens.proponent, tokens.staff]) {
      expect((await read(who)).questions[0]!.answer).toEqual({ text: '<p>Ten metres.</p>', attachments: [file.body.documentId] })
    }

    await service().publishAnswer(requestId, { by: BY }, NOW)
    // Published: signed-in readers see the answers and their files; an anonymous visitor logs in first (§6).
    const anonymous = await read(tokens.anonymous)
    expect(anonymous.questions[0]).toMatchObject({ text: '<p>How deep is the pit?</p>', answer: null })
    expect(await documents(tokens.anonymous)).toEqual([])
    expect((await read(tokens.other)).questions[0]!.answer).toEqual({ text: '<p>Ten metres.</p>', attachments: [file.body.documentId] })
    expect(await documents(tokens.other)).toEqual([file.body.documentId])
  })
})

describe('publishing an answer', () => {
  it('makes the request published_answer and its files public, with an audit entry and an activity item; only once', async () => {
    const requestId = await newRequest('draft_answer')
    const file = await addDoc(requestId)
    await json('PUT', `/api/projects/${projectId}/information-requests/${requestId}`, answers(requestId, true))
    await service().publishAnswer(requestId, { by: BY }, NOW)
    const [request] = await app.db.select().from(t.informationRequests).where(eq(t.informationRequests.id, requestId))
    expect(request!.status).toBe('published_answer')
    const [document] = await app.db.select().from(t.documents).where(eq(t.documents.id, file.body.documentId!))
    expect(document!.state).toBe('published_answer')
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, requestId), eq(t.auditLog.action, 'publish-information-response')))
    expect(entry!.detail).toMatchObject({ before: { status: 'answered' }, after: { status: 'published_answer' } })
    const items = await app.db.select().from(t.activityItems).where(eq(t.activityItems.projectId, projectId))
    expect(
      items.some((i) => i.messageParts.some((p) => p.linkTo === `information-requests/${requestId}/answer`) && i.documentIds.includes(file.body.documentId!)),
    ).toBe(true)
    await expect(service().publishAnswer(requestId, { by: BY }, NOW)).rejects.toMatchObject({ status: 409 })
  })
})

describe('a simplified request', () => {
  it('takes files, saves a draft, submits with the review deadline, is published, and refuses answers after that', async () => {
    const simplifiedId = await newSimplified()
    const put = (publish: boolean, who = tokens.proponent) =>
      json(
        'PUT',
        `/api/projects/${projectId}/simplified-information-requests/${simplifiedId}`,
        { projectId, simplifiedInformationRequestId: simplifiedId, publish },
        who,
      )
    expect((await put(true)).body).toMatchObject({ code: 'no-files' })
    const file = await upload(`/api/uploads/add-simplified-information-request-document/${projectId}/${simplifiedId}/answer`, pdf('response.pdf'))
    expect(file).toMatchObject({ status: 200, body: { documentTypeId: 7, fileName: 'response.pdf' } })
    const extra = await upload(`/api/uploads/add-simplified-information-request-document/${projectId}/${simplifiedId}/answer`, pdf('extra.pdf'))
    expect(
      await call(`/api/projects/${projectId}/simplified-information-requests/${simplifiedId}/remove-document/${extra.body.documentId}`, { method: 'POST' }),
    ).toEqual({ status: 200, body: { status: 'OK', fileName: 'extra.pdf' } })
    expect((await put(false)).body).toMatchObject({ informationRequestStatus: 'draft_answer' })
    expect((await put(true)).body).toMatchObject({ informationRequestStatus: 'answered', stageDatesFormatted: { deadlineDate: 'Jun 08, 2026' } })
    expect((await put(true)).status).toBe(409)

    const responses = (who: string) =>
      call<{ responses: { documentId: string }[] }>(`/api/projects/${projectId}/simplified-information-requests/${simplifiedId}/documents`, { who }).then((r) =>
        r.body.responses.map((d) => d.documentId),
      )
    expect(await responses(tokens.other)).toEqual([])
    expect(await responses(tokens.proponent)).toEqual([file.body.documentId])
    await service().publishSimplifiedAnswer(simplifiedId, { by: BY }, NOW)
    expect(await responses(tokens.other)).toEqual([file.body.documentId])
    expect(await responses(tokens.anonymous)).toEqual([])
  })
})

describe('a request of another project', () => {
  it('is not found through this project, even by its own proponent', async () => {
    const elsewhere = (await createProject(app.db, { stageCode: 'ADEQUACY_INFORMATION_REQUEST' })).id
    const [request] = await app.db.insert(t.informationRequests).values({ projectId: elsewhere, number: 1, status: 'published' }).returning()
    await app.db.insert(t.informationRequestQuestions).values({ informationRequestId: request!.id, questionNumber: 1, text: 'q' })
    const answer = await json('PUT', `/api/projects/${projectId}/information-requests/${request!.id}`, { ...answers(request!.id, false), answers: [] })
    expect(answer).toMatchObject({ status: 404 })
    expect((await addDoc(request!.id)).status).toBe(404)
  })
})

describe('a flat zip bomb (a thousand files of a megabyte of zeros)', () => {
  it('is refused without being unpacked, as an answer’s file and as a simplified request’s response', async () => {
    const requestId = await newRequest()
    const simplifiedId = await newSimplified()
    const bomb = { name: 'site-photos.zip', bytes: await zipBomb(), type: 'application/zip' }
    await expectZipBombRefused(() => addDoc(requestId, 1, tokens.proponent, bomb))
    await expectZipBombRefused(() => upload(`/api/uploads/add-simplified-information-request-document/${projectId}/${simplifiedId}/answer`, bomb))
    expect(await app.db.select().from(t.documents).where(eq(t.documents.informationRequestId, requestId))).toEqual([])
    expect(await app.db.select().from(t.documents).where(eq(t.documents.simplifiedInformationRequestId, simplifiedId))).toEqual([])
  })
})
