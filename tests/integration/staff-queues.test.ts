// The office's review queues other than comments (issue 18 item 2): only staff reach them (anyone
// else: 404); each queue is oldest received first with its review due date; documents are published,
// kept internal or replaced for the public by a redacted version; answers are published; intervenor
// applications are accepted or declined with a reason the applicant is mailed; proposals wait at
// Proposal Check; every decision and mark is audited and the public sees what became public.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import type { QueueItem } from '../../src/shared/schemas/staff-queues.ts'
import { expectZipBombRefused } from './zip-bombs.ts'

/** Tuesday 24 November 2026, 11:00 in Yukon: business hours. */
const NOW = new Date('2026-11-24T18:00:00Z')
const WHO = ['anonymous', 'public', 'proponent', 'assessor', 'manager', 'administrator'] as const
type Who = (typeof WHO)[number]
const token: Record<Who, string | undefined> = { anonymous: undefined, public: '', proponent: '', assessor: '', manager: '', administrator: '' }
const OPEN = { showHearingsTab: true, showIntervenorsTab: true, showApplyToBeIntervenor: true, showPanelMembers: false }

let app: TestApp
let proponentId = ''
let applicant: typeof t.users.$inferSelect

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  for (const who of WHO.slice(1)) {
    const staffRole = who === 'assessor' || who === 'manager' || who === 'administrator' ? who : null
    const user = await createUser(app.db, { firstName: who, staffRole })
    if (who === 'proponent') proponentId = user.id
    token[who] = await app.tokenFor(user)
  }
  applicant = await createUser(app.db, { firstName: 'Alex', lastName: 'Morin', language: 'fr' })
})

let projectId = ''
beforeEach(async () => {
  projectId = (await createProject(app.db, { projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'COMMENT_BEFORE_HEARINGS', panelDisplay: OPEN })).id
  await giveRole(app.db, proponentId, projectId, 'proponent-agent')
})

const unreviewedDocument = async (uploadedAt = NOW, fileName = 'letter.pdf') =>
  (
    await createDocument(app.db, app.config.dataDir, projectId, {
      state: 'unreviewed',
      uploadedAt,
      uploadedById: proponentId,
      fileName,
      content: '%PDF-1.4 original with a phone number',
    })
  ).document

async function answeredRequest(answeredAt = NOW): Promise<string> {
  const [row] = await app.db.insert(t.informationRequests).values({ projectId, number: 1, status: 'answered', publishedAt: NOW, answeredAt }).returning()
  return row!.id
}

async function application(appliedAt = NOW): Promise<string> {
  const [row] = await app.db.insert(t.intervenors).values({ projectId, userId: applicant.id, displayName: 'Alex Morin', appliedAt }).returning()
  return row!.id
}

async function atProposalCheck(submittedAt = NOW): Promise<string> {
  const project = await createProject(app.db, { stageCode: 'PROPOSAL_CHECK' })
  await app.db.update(t.projects).set({ submittedAt }).where(eq(t.projects.id, project.id))
  return project.id
}

const queue = async (name: string, who: Who = 'assessor') =>
  (await app.getJson<{ count: number; items: QueueItem[] }>(`/api/staff/queues/${name}`, token[who])).body
const mine = (items: QueueItem[], ...ids: string[]) => items.filter((i) => ids.includes(i.itemId))
const lastAudit = async (entityId: string) =>
  (await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, entityId)).orderBy(desc(t.auditLog.id)).limit(1))[0]!
const feed = async () => JSON.stringify((await app.getJson(`/api/projects/${projectId}/activity-feed`)).body)
const mails = (kind: string) => app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, kind))

function upload(path: string, who: Who, file = { name: 'letter-redacted.pdf', bytes: '%PDF-1.4 redacted: [withheld]' }) {
  const form = new FormData()
  form.append('file', new Blob([file.bytes], { type: 'application/pdf' }), file.name)
  return app.request(path, { method: 'PUT', headers: token[who] ? { Authorization: `Bearer ${token[who]}` } : {}, body: form })
}

describe('staff access', () => {
  const endpoints = async (): Promise<[string, string, unknown][]> => {
    const document = (await unreviewedDocument()).id
    const other = (await unreviewedDocument()).id
    const redacted = (await unreviewedDocument()).id
    const request = await answeredRequest()
    const accepted = await application()
    const declined = (await app.db.insert(t.intervenors).values({ projectId, displayName: 'Sam', appliedAt: NOW }).returning())[0]!.id
    const proposal = await atProposalCheck()
    return [
      ['GET', '/api/staff/queue-counts', undefined],
      ['GET', '/api/staff/queues/documents', undefined],
      ['GET', '/api/staff/queues/answers', undefined],
      ['GET', '/api/staff/queues/intervenors', undefined],
      ['GET', '/api/staff/queues/proposals', undefined],
      ['POST', `/api/staff/queues/documents/${document}/further-review`, {}],
      ['POST', `/api/staff/queues/proposals/${proposal}/further-review`, {}],
      ['POST', `/api/staff/documents/${document}/publish`, {}],
      ['POST', `/api/staff/documents/${other}/internal`, {}],
      ['PUT', `/api/staff/documents/${redacted}/redacted`, undefined],
      ['POST', `/api/staff/answers/${request}/publish`, {}],
      ['POST', `/api/staff/intervenors/${accepted}/accept`, {}],
      ['POST', `/api/staff/intervenors/${declined}/decline`, { reason: 'Not directly affected.' }],
    ]
  }
  const call = async (who: Who, [method, path, body]: [string, string, unknown]) =>
    method === 'GET' ? app.getJson(path, token[who]) : method === 'PUT' ? { status: (await upload(path, who)).status } : app.postJson(path, body, token[who])

  for (const who of ['anonymous', 'public', 'proponent'] as const) {
    it(`does not exist for ${who === 'anonymous' ? 'an anonymous visitor' : `a ${who} user`}: every endpoint answers 404 and changes nothing`, async () => {
      for (const endpoint of await endpoints()) expect((await call(who, endpoint)).status, endpoint[1]).toBe(404)
      const documents = await app.db.select().from(t.documents).where(eq(t.documents.projectId, projectId))
      expect(documents.every((d) => d.state === 'unreviewed' && !d.needsFurtherReview && d.redactedUploadId === null)).toBe(true)
      expect((await app.db.select().from(t.intervenors).where(eq(t.intervenors.projectId, projectId))).map((i) => i.status)).toEqual(['applied', 'applied'])
      expect((await app.db.select().from(t.informationRequests).where(eq(t.informationRequests.projectId, projectId)))[0]!.status).toBe('answered')
    })
  }

  for (const who of ['assessor', 'manager', 'administrator'] as const) {
    it(`lets ${/^[aeiou]/.test(who) ? 'an' : 'a'} ${who} read every queue, mark and decide`, async () => {
      const results = []
      for (const endpoint of await endpoints()) results.push((await call(who, endpoint)).status)
      expect(results).toEqual(Array(13).fill(200))
    })
  }

  it('answers 404 for a queue that does not exist and an item that is not an id', async () => {
    expect((await app.getJson('/api/staff/queues/letters', token.assessor)).status).toBe(404)
    expect((await app.postJson('/api/staff/documents/not-an-id/publish', {}, token.assessor)).status).toBe(404)
  })
})

describe('the queues', () => {
  it('lists items oldest received first: after 4:30 pm counts as 8:00 the next business day, and each is due 48 business hours later', async () => {
    // Friday 20 November 2026, 5:00 pm in Yukon: received Monday the 23rd at 8:00.
    const late = await unreviewedDocument(new Date('2026-11-21T00:00:00Z'), 'late.pdf')
    // Monday 23 November, 7:30 am: received at 8:00 too, sent later, listed after.
    const early = await unreviewedDocument(new Date('2026-11-23T14:30:00Z'), 'early.pdf')
    const oldest = await unreviewedDocument(new Date('2026-11-20T18:00:00Z'), 'oldest.pdf')
    const items = mine((await queue('documents')).items, late.id, early.id, oldest.id)
    expect(items.map((i) => i.subject)).toEqual([oldest.description, late.description, early.description])
    expect(items[1]).toMatchObject({
      receivedAt: '2026-11-23T15:00:00.000Z',
      reviewDueAt: '2026-11-30T20:30:00.000Z',
      from: expect.stringMatching(/^proponent/),
      needsFurtherReview: false,
    })
    expect(items[0]!.files).toEqual([{ documentId: oldest.id, uploadId: oldest.unredactedUploadId, fileName: 'oldest.pdf' }])
  })

  it('counts what waits in each queue, and an item marked for further review stays in its queue, marked and audited', async () => {
    const before = (await app.getJson<Record<string, number>>('/api/staff/queue-counts', token.assessor)).body
    const document = await unreviewedDocument()
    await answeredRequest()
    const intervenorId = await application()
    await atProposalCheck()
    const after = (await app.getJson<Record<string, number>>('/api/staff/queue-counts', token.assessor)).body
    expect(after).toMatchObject({
      documents: before.documents! + 1,
      answers: before.answers! + 1,
      intervenors: before.intervenors! + 1,
      proposals: before.proposals! + 1,
    })

    expect((await app.postJson(`/api/staff/queues/intervenors/${intervenorId}/further-review`, {}, token.assessor)).status).toBe(200)
    expect(mine((await queue('intervenors')).items, intervenorId)[0]).toMatchObject({ needsFurtherReview: true, subject: 'Alex Morin' })
    expect(await lastAudit(intervenorId)).toMatchObject({
      action: 'mark-for-further-review',
      entity: 'intervenor',
      detail: { projectId, after: { needsFurtherReview: true } },
    })
    // Marked in the wrong queue, or once decided: refused.
    expect((await app.postJson(`/api/staff/queues/answers/${document.id}/further-review`, {}, token.assessor)).status).toBe(409)
  })
})

describe('documents', () => {
  it('publishes a document as Public: the public lists it and the activity feed tells of it', async () => {
    const document = await unreviewedDocument()
    await app.postJson(`/api/staff/queues/documents/${document.id}/further-review`, {}, token.assessor)
    expect((await app.postJson(`/api/staff/documents/${document.id}/publish`, {}, token.assessor)).status).toBe(200)
    expect((await app.db.select().from(t.documents).where(eq(t.documents.id, document.id)))[0]).toMatchObject({ state: 'public', needsFurtherReview: false })
    expect(mine((await queue('documents')).items, document.id)).toEqual([])
    expect(await feed()).toContain(document.id)
    expect(await lastAudit(document.id)).toMatchObject({ action: 'publish-document', detail: { before: { state: 'unreviewed' }, after: { state: 'public' } } })
  })

  it('marks a document Internal: the public never downloads it', async () => {
    const document = await unreviewedDocument()
    expect((await app.postJson(`/api/staff/documents/${document.id}/internal`, {}, token.assessor)).status).toBe(200)
    expect((await app.request(`/api/uploads/${document.unredactedUploadId}`)).status).toBe(404)
    expect(await lastAudit(document.id)).toMatchObject({ action: 'mark-document-internal', detail: { after: { state: 'internal' } } })
  })

  it('publishes a redacted version that becomes the public file; the original stays for staff', async () => {
    const document = await unreviewedDocument()
    const response = await upload(`/api/staff/documents/${document.id}/redacted`, 'assessor')
    expect(response.status).toBe(200)
    const [after] = await app.db.select().from(t.documents).where(eq(t.documents.id, document.id))
    expect(after).toMatchObject({ state: 'public', redactedUploadedAt: NOW })
    const redacted = await app.request(`/api/uploads/${after!.redactedUploadId}`)
    expect(await redacted.text()).toBe('%PDF-1.4 redacted: [withheld]')
    expect((await app.request(`/api/uploads/${document.unredactedUploadId}`)).status).toBe(404)
    const listed = (await app.getJson<{ documentId: string; redactedUploadId: string | null }[]>(`/api/projects/${projectId}/documents`)).body
    expect(JSON.stringify(listed)).not.toContain(document.unredactedUploadId!)
    expect(await lastAudit(document.id)).toMatchObject({
      action: 'publish-redacted-document',
      detail: { before: { state: 'unreviewed', redactedUploadId: null }, after: { state: 'public', redactedUploadId: after!.redactedUploadId } },
    })
    expect(await feed()).toContain(document.id)
  })

  it('refuses a redacted version that is not a kind of file documents are kept in, and keeps the document waiting', async () => {
    const document = await unreviewedDocument()
    const response = await upload(`/api/staff/documents/${document.id}/redacted`, 'assessor', { name: 'run.exe', bytes: 'MZ' })
    expect(response.status).toBe(415)
    expect((await app.db.select().from(t.documents).where(eq(t.documents.id, document.id)))[0]).toMatchObject({ state: 'unreviewed', redactedUploadId: null })
  })

  it('refuses a flat zip bomb (a thousand files of a megabyte of zeros) as a redacted version without unpacking it', async () => {
    const document = await unreviewedDocument()
    await expectZipBombRefused((form) =>
      app.request(`/api/staff/documents/${document.id}/redacted`, { method: 'PUT', headers: { Authorization: `Bearer ${token.assessor}` }, body: form }),
    )
    expect((await app.db.select().from(t.documents).where(eq(t.documents.id, document.id)))[0]).toMatchObject({ state: 'unreviewed', redactedUploadId: null })
  })
})

describe('answers', () => {
  it('publishes a submitted answer: it becomes the published answer and the activity feed tells of it', async () => {
    const requestId = await answeredRequest()
    expect(mine((await queue('answers')).items, requestId)[0]).toMatchObject({ number: 1, simplified: false, from: 'Test Proponent Ltd.' })
    expect((await app.postJson(`/api/staff/answers/${requestId}/publish`, {}, token.assessor)).status).toBe(200)
    expect((await app.db.select().from(t.informationRequests).where(eq(t.informationRequests.id, requestId)))[0]!.status).toBe('published_answer')
    expect(mine((await queue('answers')).items, requestId)).toEqual([])
    expect(await feed()).toContain('information-request-answered')
    expect((await app.postJson(`/api/staff/answers/${requestId}/publish`, {}, token.assessor)).status).toBe(409)
  })

  it('gives the reviewer each question with the answer submitted to it and its files, and no other queue any', async () => {
    const requestId = await answeredRequest()
    await app.db.insert(t.informationRequestQuestions).values([
      { informationRequestId: requestId, questionNumber: 1, text: '<p>How deep is the pit?</p>', answerText: '<p>At most <strong>6 m</strong>.</p>' },
      { informationRequestId: requestId, questionNumber: 2, text: '<p>Attach the water licence.</p>', answerText: null },
    ])
    const licence = (
      await createDocument(app.db, app.config.dataDir, projectId, {
        state: 'unreviewed',
        role: 'information-request-answer',
        informationRequestId: requestId,
        questionNumber: 2,
        fileName: 'licence.pdf',
      })
    ).document
    const [answer] = mine((await queue('answers')).items, requestId)
    expect(answer!.questions).toEqual([
      { questionNumber: 1, text: '<p>How deep is the pit?</p>', answer: '<p>At most <strong>6 m</strong>.</p>', files: [] },
      {
        questionNumber: 2,
        text: '<p>Attach the water licence.</p>',
        answer: null,
        files: [{ documentId: licence.id, uploadId: licence.unredactedUploadId, fileName: 'licence.pdf' }],
      },
    ])
    const document = await unreviewedDocument()
    expect(mine((await queue('documents')).items, document.id)[0]!.questions).toEqual([])
  })
})

describe('intervenor applications', () => {
  it('accepts an application: the applicant becomes an intervenor, is listed publicly and is mailed in their language', async () => {
    const intervenorId = await application()
    const before = (await mails('intervenor-accepted')).length
    expect((await app.postJson(`/api/staff/intervenors/${intervenorId}/accept`, {}, token.assessor)).status).toBe(200)
    const roles = await app.db
      .select()
      .from(t.projectUserRoles)
      .where(and(eq(t.projectUserRoles.projectId, projectId), eq(t.projectUserRoles.userId, applicant.id)))
    expect(roles.map((r) => r.role)).toEqual(['intervenor'])
    expect(JSON.stringify((await app.getJson(`/api/projects/${projectId}/intervenors`)).body)).toContain('Alex Morin')
    const sent = (await mails('intervenor-accepted')).slice(before)
    expect(sent.map((m) => [m.toAddress, m.subject])).toEqual([[applicant.email, expect.stringContaining('Demande d’intervention acceptée')]])
    expect(mine((await queue('intervenors')).items, intervenorId)).toEqual([])
    expect(await feed()).toMatch(/"code":"intervenor-accepted".*Alex Morin|Alex Morin.*"code":"intervenor-accepted"/)
  })

  it('declines an application only with a reason, which the applicant is mailed and the audit log keeps', async () => {
    const intervenorId = await application()
    expect((await app.postJson(`/api/staff/intervenors/${intervenorId}/decline`, { reason: '  ' }, token.assessor)).status).toBe(400)
    expect(
      (await app.postJson(`/api/staff/intervenors/${intervenorId}/decline`, { reason: 'Not directly affected by the project.' }, token.assessor)).status,
    ).toBe(200)
    expect((await app.db.select().from(t.intervenors).where(eq(t.intervenors.id, intervenorId)))[0]!.status).toBe('refused')
    expect((await mails('intervenor-declined')).at(-1)).toMatchObject({
      toAddress: applicant.email,
      text: expect.stringContaining('Not directly affected by the project.'),
    })
    expect(await lastAudit(intervenorId)).toMatchObject({
      action: 'decline-intervenor',
      detail: { reason: 'Not directly affected by the project.', after: { status: 'refused' } },
    })
    expect(JSON.stringify((await app.getJson(`/api/projects/${projectId}/intervenors`)).body)).not.toContain('Alex Morin')
  })
})

describe('proposals', () => {
  it('lists proposals at Proposal Check by submission; accepting one takes it off the queue', async () => {
    const older = await atProposalCheck(new Date('2026-11-23T18:00:00Z'))
    const newer = await atProposalCheck()
    expect(mine((await queue('proposals')).items, newer, older).map((i) => i.itemId)).toEqual([older, newer])
    expect((await app.postJson(`/api/staff/projects/${older}/accept-proposal`, {}, token.assessor)).status).toBe(200)
    expect(mine((await queue('proposals')).items, newer, older).map((i) => i.itemId)).toEqual([newer])
  })
})
