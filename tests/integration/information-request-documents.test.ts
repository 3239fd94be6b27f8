// An information request and its published answer on the Documents tab (issue 29 item 8): a
// request the office wrote in the registry is an entry of its own there, with its number, that
// opens it; a published answer's files carry document numbers of the project's sequence, and the
// response its own, kept when a publishing is undone and done again.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { giveRole } from '../factories/user-factory.ts'
import { pdfForm, staffCallers } from './staff-callers.ts'
import * as t from '../../src/server/db/schema/index.ts'
import type { DocumentItem } from '../../src/shared/schemas/document.ts'

let app: TestApp
let call: Awaited<ReturnType<typeof staffCallers>>['call']
let proponentId = ''
let projectId = ''
let projectNumber = ''

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-11-24T18:00:00Z') })
  const callers = await staffCallers(app)
  call = callers.call
  proponentId = callers.userId.proponent!
})

beforeEach(async () => {
  const project = await createProject(app.db, { stageCode: 'ADEQUACY_INFORMATION_REQUEST' })
  projectId = project.id
  projectNumber = project.projectNumber!
  await giveRole(app.db, proponentId, projectId, 'proponent-agent')
})

const staff = () => `/api/staff/projects/${projectId}`
const documentsTab = async (who: 'anonymous' | 'public' = 'anonymous') =>
  (await call('GET', `/api/projects/${projectId}/documents`, who)).body as unknown as DocumentItem[]

async function publishedRequest(): Promise<string> {
  const draft = {
    preamble: '<p>Please answer.</p>',
    deadline: '2026-12-04',
    questions: [{ text: '<p>How deep is the pit?</p>' }, { text: '<p>Where does the water go?</p>' }],
  }
  const requestId = (await call('POST', `${staff()}/information-requests`, 'assessor', draft)).body.id!
  expect((await call('POST', `${staff()}/information-requests/${requestId}/publish`, 'assessor')).status).toBe(200)
  return requestId
}

describe('an information request on the Documents tab', () => {
  it('is listed, once published, as an entry with its document number, deadline and type that opens the request', async () => {
    const unpublished = (
      await call('POST', `${staff()}/information-requests`, 'assessor', { preamble: '', deadline: null, questions: [{ text: '<p>Later.</p>' }] })
    ).body.id!
    const requestId = await publishedRequest()
    const entries = (await documentsTab()).filter((d) => d.informationRequestId)
    expect(entries).toEqual([
      expect.objectContaining({
        informationRequestId: requestId,
        documentNumber: `${projectNumber}-0001`,
        documentTypeId: 6,
        documentType: 'Information Request',
        description: 'Information Request No. 2',
        documentState: 'published',
        deadline: '2026-12-04T23:30:00.000Z',
        hasResponse: false,
      }),
    ])
    expect(JSON.stringify(await documentsTab())).not.toContain(unpublished)
    expect((await call('GET', `/api/projects/${projectId}/meta`, 'anonymous')).body).toMatchObject({ documentCount: 1 })
    // Asked for one type, the tab keeps the entry only when it is that type's.
    expect((await call('GET', `/api/projects/${projectId}/documents?document-type=6`, 'anonymous')).body).toHaveLength(1)
    expect((await call('GET', `/api/projects/${projectId}/documents?document-type=5`, 'anonymous')).body).toEqual([])
  })

  it('is not listed twice when the request came with a letter of its own holding its number', async () => {
    const requestId = await publishedRequest()
    const [request] = await app.db.select().from(t.informationRequests).where(eq(t.informationRequests.id, requestId))
    await app.db.insert(t.documents).values({
      projectId,
      role: 'information-request-question',
      informationRequestId: requestId,
      documentTypeId: 6,
      documentNumber: request!.documentNumberRequest,
      fileName: 'ir-1.pdf',
      state: 'published',
    })
    const listed = (await documentsTab()).filter((d) => d.documentNumber === `${projectNumber}-${request!.documentNumberRequest}`)
    expect(listed.map((d) => d.fileName)).toEqual(['ir-1.pdf'])
  })
})

describe('a published answer', () => {
  async function answered(requestId: string) {
    for (const [question, name] of [
      [2, 'pond.pdf'],
      [1, 'pit.pdf'],
    ] as const) {
      const { status } = await call(
        'POST',
        `/api/uploads/add-information-request-document/${projectId}/${requestId}/answer/${question}`,
        'proponent',
        pdfForm(name),
      )
      expect(status).toBe(200)
    }
    const answers = [1, 2].map((questionNumber) => ({ questionNumber, text: `<p>Answer ${questionNumber}.</p>`, attachments: [] }))
    expect(
      (
        await call('PUT', `/api/projects/${projectId}/information-requests/${requestId}`, 'proponent', {
          projectId,
          informationRequestId: requestId,
          publish: true,
          answers,
        })
      ).status,
    ).toBe(200)
  }

  const numbersOf = async () => Object.fromEntries((await documentsTab()).filter((d) => d.fileName.endsWith('.pdf')).map((d) => [d.fileName, d.documentNumber]))
  const responseNumber = async () =>
    ((await call('GET', `/api/projects/${projectId}/information-requests`, 'public')).body as unknown as { documentNumberResponse: string | null }[])[0]!
      .documentNumberResponse

  it('gives its files and the response document numbers, in the order of the questions, and says the request has a response', async () => {
    const requestId = await publishedRequest()
    await answered(requestId)
    expect((await call('POST', `/api/staff/answers/${requestId}/publish`, 'assessor')).status).toBe(200)
    expect(await numbersOf()).toEqual({ 'pit.pdf': `${projectNumber}-0003`, 'pond.pdf': `${projectNumber}-0004` })
    expect(await responseNumber()).toBe(`${projectNumber}-0002`)
    expect((await documentsTab()).find((d) => d.informationRequestId === requestId)).toMatchObject({ hasResponse: true })
  })

  it('keeps its numbers when the publishing is undone and done again', async () => {
    const requestId = await publishedRequest()
    await answered(requestId)
    await call('POST', `/api/staff/answers/${requestId}/publish`, 'assessor')
    const before = await numbersOf()
    const { auditId } = (await call('GET', `/api/staff/undo/information-request/${requestId}`, 'assessor')).body.undoable as { auditId: number }
    expect((await call('POST', `/api/staff/undo/information-request/${requestId}`, 'assessor', { auditId })).status).toBe(200)
    expect(await numbersOf()).toEqual({})
    expect((await call('POST', `/api/staff/answers/${requestId}/publish`, 'assessor')).status).toBe(200)
    expect(await numbersOf()).toEqual(before)
    expect(await responseNumber()).toBe(`${projectNumber}-0002`)
  })

  it('of a simplified request gives its files document numbers', async () => {
    const simplifiedId = (await call('POST', `${staff()}/simplified-information-requests`, 'assessor', { deadline: null })).body.id!
    await call('POST', `${staff()}/simplified-information-requests/${simplifiedId}/documents`, 'assessor', pdfForm('questions.pdf'))
    expect((await call('POST', `${staff()}/simplified-information-requests/${simplifiedId}/publish`, 'assessor')).status).toBe(200)
    expect(
      (await call('POST', `/api/uploads/add-simplified-information-request-document/${projectId}/${simplifiedId}/answer`, 'proponent', pdfForm('reply.pdf')))
        .status,
    ).toBe(200)
    expect(
      (
        await call('PUT', `/api/projects/${projectId}/simplified-information-requests/${simplifiedId}`, 'proponent', {
          projectId,
          simplifiedInformationRequestId: simplifiedId,
          publish: true,
        })
      ).status,
    ).toBe(200)
    expect((await call('POST', `/api/staff/answers/${simplifiedId}/publish`, 'assessor')).status).toBe(200)
    expect(await numbersOf()).toEqual({ 'questions.pdf': `${projectNumber}-0001`, 'reply.pdf': `${projectNumber}-0002` })
  })
})
