// Information requests as the office authors them: only staff reach the routes (anyone else: 404,
// as an unknown address); a request is saved unpublished and seen by nobody else, published once,
// then read on the public tabs, answerable by the proponent, in the activity feed and told to the
// project's followers; every change is audited; bad input is refused and changes nothing.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { giveRole } from '../factories/user-factory.ts'
import { pdfForm, staffCallers } from './staff-callers.ts'
import type { Caller } from './staff-callers.ts'
import { expectZipBombRefused } from './zip-bombs.ts'
import * as t from '../../src/server/db/schema/index.ts'

let app: TestApp
let call: Awaited<ReturnType<typeof staffCallers>>['call']
let proponentId = ''

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-11-24T18:00:00Z') })
  const callers = await staffCallers(app)
  call = callers.call
  proponentId = callers.userId.proponent!
})

let projectId = ''
beforeEach(async () => {
  projectId = (await createProject(app.db, { stageCode: 'ADEQUACY_INFORMATION_REQUEST' })).id
  await giveRole(app.db, proponentId, projectId, 'proponent-agent')
})

const pdf = (name = 'map.pdf') => pdfForm(name)
const base = () => `/api/staff/projects/${projectId}`
const draft = {
  preamble: '<p>Please answer by the deadline.</p>',
  deadline: '2026-12-04',
  questions: [{ text: '<p>How deep is the pit?</p>' }, { text: '<p>Where does the <strong>water</strong> go?</p>' }],
}
const create = async (who: Caller = 'assessor') => (await call('POST', `${base()}/information-requests`, who, draft)).body.id!

describe('staff access', () => {
  const endpoints = async (): Promise<[string, string, unknown][]> => {
    const requestId = await create()
    const simplifiedId = (await call('POST', `${base()}/simplified-information-requests`, 'assessor', { deadline: null })).body.id!
    const documentId = (await call('POST', `${base()}/information-requests/${requestId}/questions/1/documents`, 'assessor', pdf())).body.documentId!
    return [
      ['GET', `${base()}/information-requests`, undefined],
      ['POST', `${base()}/information-requests`, draft],
      ['PUT', `${base()}/information-requests/${requestId}`, draft],
      ['POST', `${base()}/information-requests/${requestId}/questions/1/documents`, pdf()],
      ['POST', `${base()}/information-requests/${requestId}/documents/${documentId}/remove`, undefined],
      ['POST', `${base()}/information-requests/${requestId}/publish`, undefined],
      ['POST', `${base()}/simplified-information-requests`, { deadline: null }],
      ['POST', `${base()}/simplified-information-requests/${simplifiedId}/documents`, pdf()],
      ['POST', `${base()}/simplified-information-requests/${simplifiedId}/publish`, undefined],
    ]
  }

  for (const who of ['anonymous', 'public', 'proponent'] as const) {
    it(`does not exist for ${who === 'anonymous' ? 'an anonymous visitor' : `a ${who} user`}: every endpoint answers 404 and changes nothing`, async () => {
      const list = await endpoints()
      const before = await app.db.select().from(t.auditLog)
      for (const [method, path, body] of list) {
        const { status, body: answer } = await call(method, path, who, body)
        expect(status, path).toBe(404)
        expect(answer).toMatchObject({ code: 'not-found', userMessage: 'No such API endpoint.' })
      }
      expect(await app.db.select().from(t.auditLog)).toHaveLength(before.length)
      expect((await app.db.select().from(t.informationRequests).where(eq(t.informationRequests.projectId, projectId))).map((r) => r.status)).toEqual([
        'unpublished',
      ])
    })
  }

  for (const who of ['assessor', 'manager', 'administrator'] as const) {
    it(`lets ${who === 'assessor' ? 'an' : 'a'} ${who} author, attach, remove and publish`, async () => {
      for (const [method, path, body] of await endpoints()) {
        const { status } = await call(method, path, who, body)
        expect(status, path).toBe(200)
      }
      const statuses = await app.db
        .select({ status: t.informationRequests.status })
        .from(t.informationRequests)
        .where(eq(t.informationRequests.projectId, projectId))
      expect(statuses.map((r) => r.status).sort()).toEqual(['published', 'unpublished'])
    })
  }
})

describe('authoring an information request', () => {
  it('keeps an unpublished request and its files from the public, the proponent and the feed', async () => {
    const requestId = await create()
    await call('POST', `${base()}/information-requests/${requestId}/questions/2/documents`, 'assessor', pdf())
    for (const who of ['anonymous', 'public', 'proponent'] as const) {
      expect((await call('GET', `/api/projects/${projectId}/information-requests`, who)).body).toEqual([])
      expect((await call('GET', `/api/projects/${projectId}/information-requests/${requestId}`, who)).status).toBe(404)
      expect((await call('GET', `/api/projects/${projectId}/meta`, who)).body).toMatchObject({ informationRequestCount: 0 })
    }
    expect(JSON.stringify((await call('GET', `/api/projects/${projectId}/documents`, 'proponent')).body)).not.toContain('map.pdf')
    const answer = { projectId, informationRequestId: requestId, publish: false, answers: [{ questionNumber: 1, text: '<p>Ten metres.</p>', attachments: [] }] }
    expect((await call('PUT', `/api/projects/${projectId}/information-requests/${requestId}`, 'proponent', answer)).status).toBe(404)
    expect(await app.db.select().from(t.notificationEvents).where(eq(t.notificationEvents.projectId, projectId))).toEqual([])
    expect(await app.db.select().from(t.activityItems).where(eq(t.activityItems.projectId, projectId))).toEqual([])
  })

  it('publishes: the public reads the questions and files, the proponent answers, the feed says so, followers are told, all audited', async () => {
    const requestId = await create()
    const { body: file } = await call('POST', `${base()}/information-requests/${requestId}/questions/2/documents`, 'assessor', pdf('pond.pdf'))
    expect(file).toMatchObject({ status: 'OK', fileName: 'pond.pdf' })
    expect((await call('POST', `${base()}/information-requests/${requestId}/publish`, 'assessor')).status).toBe(200)

    const [request] = (await call('GET', `/api/projects/${projectId}/information-requests`, 'anonymous')).body as unknown as {
      status: string
      number: number
      preamble: string
      deadline: string
      documentNumberRequest: string
      questions: { questionNumber: number; text: string; attachments: string[] }[]
    }[]
    expect(request).toMatchObject({
      status: 'published',
      number: 1,
      preamble: '<p>Please answer by the deadline.</p>',
      deadline: '2026-12-04T23:30:00.000Z',
      documentNumberRequest: expect.stringMatching(/-0001$/),
    })
    expect(request!.questions).toEqual([
      { questionNumber: 1, text: '<p>How deep is the pit?</p>', attachments: [], answer: null },
      { questionNumber: 2, text: '<p>Where does the <strong>water</strong> go?</p>', attachments: [file.documentId], answer: null },
    ])
    const [document] = await app.db.select().from(t.documents).where(eq(t.documents.id, file.documentId!))
    expect(document).toMatchObject({ state: 'public', role: 'information-request-question', documentNumber: '0002', documentTypeId: 6 })

    const feed = (await call('GET', `/api/projects/${projectId}/activity-feed`, 'anonymous')).body as unknown as {
      event: unknown
      documents: { documentId: string }[]
    }[]
    expect(feed[0]).toMatchObject({
      event: { code: 'information-request-issued', informationRequestId: requestId, simplified: false },
      documents: [{ documentId: file.documentId }],
    })
    expect(
      (await app.db.select({ kind: t.notificationEvents.kind }).from(t.notificationEvents).where(eq(t.notificationEvents.projectId, projectId))).map(
        (e) => e.kind,
      ),
    ).toEqual(['information-request'])

    const answer = { projectId, informationRequestId: requestId, publish: false, answers: [{ questionNumber: 1, text: '<p>Ten metres.</p>', attachments: [] }] }
    expect((await call('PUT', `/api/projects/${projectId}/information-requests/${requestId}`, 'proponent', answer)).body).toMatchObject({
      status: 'OK',
      informationRequestStatus: 'draft_answer',
    })

    const audit = await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, requestId))
    expect(audit.map((a) => a.action).sort()).toEqual(['create-information-request', 'publish-information-request', 'save-information-response-draft'])
    expect(audit.find((a) => a.action === 'publish-information-request')!.detail).toMatchObject({
      projectId,
      before: { status: 'unpublished' },
      after: { status: 'published' },
      documents: [file.documentId],
    })
  })

  it('changes an unpublished request (the files of dropped questions go with them), then refuses changes once published', async () => {
    const requestId = await create()
    const { body: file } = await call('POST', `${base()}/information-requests/${requestId}/questions/2/documents`, 'assessor', pdf())
    const changed = { ...draft, questions: [{ text: '<p>Only this.</p><script>alert(1)</script>' }] }
    expect((await call('PUT', `${base()}/information-requests/${requestId}`, 'manager', changed)).status).toBe(200)
    const listed = (await call('GET', `${base()}/information-requests`, 'assessor')).body as unknown as {
      informationRequests: { questions: { text: string; attachments: unknown[] }[] }[]
    }
    expect(listed.informationRequests[0]!.questions).toEqual([{ questionNumber: 1, text: '<p>Only this.</p>', attachments: [] }])
    expect((await app.db.select().from(t.documents).where(eq(t.documents.id, file.documentId!)))[0]!.removedAt).not.toBeNull()
    const [update] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, requestId), eq(t.auditLog.action, 'update-information-request')))
    expect(update!.detail).toMatchObject({
      before: { questions: [{ questionNumber: 1 }, { questionNumber: 2 }] },
      after: { questions: [{ text: '<p>Only this.</p>' }] },
    })

    await call('POST', `${base()}/information-requests/${requestId}/publish`, 'assessor')
    for (const [method, path, body] of [
      ['PUT', `${base()}/information-requests/${requestId}`, draft],
      ['POST', `${base()}/information-requests/${requestId}/publish`, undefined],
      ['POST', `${base()}/information-requests/${requestId}/questions/1/documents`, pdf()],
    ] as const) {
      expect((await call(method, path, 'assessor', body)).body, path).toMatchObject({
        code: 'already-published',
        userMessage: 'This information request is already published and can no longer be changed.',
      })
    }
    expect((await app.db.select().from(t.notificationEvents).where(eq(t.notificationEvents.projectId, projectId))).length).toBe(1)
  })

  it('refuses bad input with a clear message and saves nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...draft, questions: [] }, 'Ask at least one question.'],
      [{ ...draft, questions: [{ text: '  ' }] }, 'Write the text of each question.'],
      [{ ...draft, deadline: '4/12/2026' }, 'Give the deadline as YYYY-MM-DD.'],
    ]
    for (const [body, message] of cases) {
      const { status, body: answer } = await call('POST', `${base()}/information-requests`, 'assessor', body)
      expect(status).toBe(400)
      expect(answer.userMessage).toContain(message)
    }
    expect((await call('POST', `${base()}/information-requests/${await create()}/questions/3/documents`, 'assessor', pdf())).body).toMatchObject({
      userMessage: 'This information request has no such question.',
    })
    const exe = new FormData()
    exe.append('file', new Blob([new Uint8Array([0x4d, 0x5a])], { type: 'application/octet-stream' }), 'tool.exe')
    expect((await call('POST', `${base()}/information-requests/${await create()}/questions/1/documents`, 'assessor', exe)).status).toBe(415)
    expect(await app.db.select().from(t.documents).where(eq(t.documents.projectId, projectId))).toEqual([])
    expect((await call('POST', `/api/staff/projects/00000000-0000-4000-8000-000000000000/information-requests`, 'assessor', draft)).body).toMatchObject({
      userMessage: 'This project was not found.',
    })
  })
})

describe('simplified requests', () => {
  it('publishes a simplified request with its documents, numbered after the full ones, and refuses one with none', async () => {
    await create()
    const { body: saved } = await call('POST', `${base()}/simplified-information-requests`, 'assessor', { deadline: '2026-12-11' })
    expect(saved).toMatchObject({ number: 2 })
    expect((await call('POST', `${base()}/simplified-information-requests/${saved.id}/publish`, 'assessor')).body).toMatchObject({
      code: 'no-documents',
      userMessage: 'Attach the request’s documents before publishing it.',
    })
    expect((await call('GET', `/api/projects/${projectId}/simplified-information-requests`, 'anonymous')).body).toEqual([])
    const { body: file } = await call('POST', `${base()}/simplified-information-requests/${saved.id}/documents`, 'assessor', pdf('questions.pdf'))
    expect((await call('POST', `${base()}/simplified-information-requests/${saved.id}/publish`, 'assessor')).status).toBe(200)
    expect((await call('GET', `/api/projects/${projectId}/simplified-information-requests`, 'anonymous')).body).toMatchObject([
      { simplifiedInformationRequestId: saved.id, number: 2, status: 'published' },
    ])
    const documents = (await call('GET', `/api/projects/${projectId}/simplified-information-requests/${saved.id}/documents`, 'anonymous')).body as unknown as {
      questions: { documentId: string }[]
    }
    expect(documents.questions.map((d) => d.documentId)).toEqual([file.documentId])
    const feed = (await call('GET', `/api/projects/${projectId}/activity-feed`, 'anonymous')).body as unknown as { event: unknown }[]
    expect(feed[0]!.event).toEqual({ code: 'information-request-issued', informationRequestId: saved.id, simplified: true })
  })
})

describe('a flat zip bomb (a thousand files of a megabyte of zeros)', () => {
  it('is refused without being unpacked, as a question’s file and as a simplified request’s', async () => {
    const requestId = await create()
    await expectZipBombRefused((form) => call('POST', `${base()}/information-requests/${requestId}/questions/1/documents`, 'assessor', form))
    const { body: simplified } = await call('POST', `${base()}/simplified-information-requests`, 'assessor', { deadline: '2026-12-11' })
    await expectZipBombRefused((form) => call('POST', `${base()}/simplified-information-requests/${simplified.id}/documents`, 'assessor', form))
    expect(await app.db.select().from(t.documents).where(eq(t.documents.projectId, projectId))).toEqual([])
  })
})
