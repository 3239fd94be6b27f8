import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { createUser } from '../factories/user-factory.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { splitAttachments } from '../../src/shared/domain/document-attachments.ts'

let app: TestApp
let projectId: string
let panelId: string
const ids: Record<string, string> = {}

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-06-15T18:00:00Z') })
  const dir = app.config.dataDir
  const project = await createProject(app.db, { projectNumber: '2024-0123', title: 'Content project' })
  projectId = project.id
  const pub = await createDocument(app.db, dir, projectId, {
    description: 'Project proposal',
    keyDocument: true,
    content: 'ORIGINAL-SECRET',
    redactedContent: 'REDACTED-PUBLIC',
    fileName: 'Proposal é.pdf',
  })
  ids.public = pub.document.id
  ids.publicRedactedUpload = pub.redacted!.id
  ids.publicOriginalUpload = pub.original.id
  ids.unreviewed = (await createDocument(app.db, dir, projectId, { state: 'unreviewed', description: 'Waiting for review' })).document.id
  ids.internal = (await createDocument(app.db, dir, projectId, { state: 'internal', description: 'Internal memo' })).document.id
  const plain = await createDocument(app.db, dir, projectId, { description: 'Plain public', content: 'x'.repeat(1000) })
  ids.plainUpload = plain.original.id
  ids.attachment = (await createDocument(app.db, dir, projectId, { parentDocumentId: pub.document.id, description: 'Enclosure' })).document.id
  const [comment] = await app.db
    .insert(t.comments)
    .values([
      // Both sent after hours, so both received at the same 8:00 am; the one sent later lists first.
      {
        projectId,
        firstName: 'Ada',
        lastName: 'Lovelace',
        comment: 'raw',
        redactedComment: 'Please protect the creek.',
        agreeToTerms: true,
        state: 'public',
        documentNumber: '0042',
        submittedAt: new Date('2026-11-24T23:10:00Z'),
        receivedAt: new Date('2026-11-25T15:00:00Z'),
      },
      { projectId, firstName: 'Hidden', lastName: 'Person', comment: 'x', agreeToTerms: true, state: 'unreviewed' },
      {
        projectId,
        firstName: 'Anon',
        lastName: 'Ymous',
        comment: 'y',
        redactedComment: 'Anonymous view',
        agreeToTerms: true,
        state: 'public',
        anonymousComment: true,
        submittedAt: new Date('2026-11-24T23:40:00Z'),
        receivedAt: new Date('2026-11-25T15:00:00Z'),
      },
    ])
    .returning()
  ids.comment = comment!.id
  await createDocument(app.db, dir, projectId, { role: 'comment', commentId: comment!.id, description: 'Photo of the creek' })
  const [note] = await app.db
    .insert(t.notes)
    .values([
      { projectId, title: 'Site visit', note: '<p>Visited.</p>', state: 'public' },
      { projectId, title: 'Draft note', note: 'x', state: 'internal' },
    ])
    .returning()
  ids.note = note!.id
  const [letter] = await app.db.insert(t.correspondence).values({ projectId, title: 'Letter to proponent', state: 'public' }).returning()
  ids.correspondence = letter!.id
  await createDocument(app.db, dir, projectId, { role: 'correspondence', correspondenceId: letter!.id, description: 'Signed letter' })
  const [group] = await app.db.insert(t.documentGroups).values({ projectId, title: 'Baseline studies', state: 'public' }).returning()
  ids.group = group!.id
  const fishStudy = await createDocument(app.db, dir, projectId, { documentGroupId: group!.id, description: 'Fish study' })
  // The tab lists requests and documents by time to the millisecond: the rows written from here on
  // get times after the fish study's, in order, so that the database's clock cannot tie them.
  const after = (ms: number) => new Date(fishStudy.document.uploadedAt.getTime() + ms)
  const [published, answered, publishedAnswer] = await app.db
    .insert(t.informationRequests)
    .values([
      { projectId, number: 1, status: 'published', preamble: 'Please answer.', deadline: new Date('2026-07-01T23:30:00Z'), createdAt: after(1) },
      { projectId, number: 2, status: 'answered', preamble: 'Answered, in review.', createdAt: after(1) },
      { projectId, number: 3, status: 'published_answer', preamble: 'Done.', createdAt: after(1) },
    ])
    .returning()
  ids.irPublished = published!.id
  ids.irAnswered = answered!.id
  ids.irPublishedAnswer = publishedAnswer!.id
  await app.db.insert(t.informationRequestQuestions).values([
    { informationRequestId: answered!.id, questionNumber: 1, text: '<p>How deep?</p>', answerText: 'Secret draft answer' },
    { informationRequestId: publishedAnswer!.id, questionNumber: 1, text: '<p>How wide?</p>', answerText: 'Ten metres' },
  ])
  ids.irAnswerDoc = (
    await createDocument(app.db, dir, projectId, {
      role: 'information-request-answer',
      informationRequestId: publishedAnswer!.id,
      questionNumber: 1,
      state: 'published_answer',
      description: 'Answer map',
      uploadedAt: after(2),
    })
  ).document.id
  ids.irQuestionDoc = (
    await createDocument(app.db, dir, projectId, {
      role: 'information-request-question',
      informationRequestId: answered!.id,
      questionNumber: 1,
      state: 'published',
      description: 'Question figure',
      uploadedAt: after(3),
    })
  ).document.id
  const [sir] = await app.db.insert(t.simplifiedInformationRequests).values({ projectId, number: 1, status: 'draft_answer' }).returning()
  ids.sir = sir!.id
  await createDocument(app.db, dir, projectId, {
    role: 'simplified-question',
    simplifiedInformationRequestId: sir!.id,
    state: 'published',
    description: 'Simplified questions',
    uploadedAt: after(4),
  })
  await createDocument(app.db, dir, projectId, { role: 'simplified-response', simplifiedInformationRequestId: sir!.id, state: 'draft_answer' })
  await app.db.insert(t.activityItems).values({
    projectId,
    activityDate: new Date('2026-05-01T18:00:00Z'),
    messageParts: [
      { messagePartType: 'Text', message: 'Proposal received' },
      { messagePartType: 'Document Link', message: 'Project proposal', linkTo: pub.document.id },
    ],
    documentIds: [pub.document.id, ids.internal!],
  })

  const panel = await createProject(app.db, { projectNumber: '2023-0052', projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'PUBLIC_HEARINGS' })
  panelId = panel.id
  await app.db.update(t.projects).set({ showEmailsTab: true }).where(sqlEq(t.projects.id, panelId))
  const [past, upcoming, unscheduled] = await app.db
    .insert(t.hearings)
    .values([
      { projectId: panelId, title: 'Dawson hearing', startDate: new Date('2026-05-01T17:00:00Z') },
      { projectId: panelId, title: 'Mayo hearing', startDate: new Date('2026-06-15T17:00:00Z') },
      { projectId: panelId, title: 'To be scheduled' },
    ])
    .returning()
  ids.pastHearing = past!.id
  void upcoming
  void unscheduled
  const [accepted] = await app.db
    .insert(t.intervenors)
    .values([
      { projectId: panelId, displayName: 'Yukon Conservation Society', status: 'accepted' },
      { projectId: panelId, displayName: 'Pending applicant', status: 'applied' },
    ])
    .returning()
  ids.intervenor = accepted!.id
  await createDocument(app.db, dir, panelId, { role: 'intervenor-submission', intervenorId: accepted!.id, description: 'Submission' })
  const [email] = await app.db
    .insert(t.emailMessages)
    .values({ projectId: panelId, emailTypeId: 8, subject: 'Hearing notice', content: '<p>Hearings start.</p>', sentAt: new Date('2026-04-01T18:00:00Z') })
    .returning()
  ids.email = email!.id
  await app.db.insert(t.emailMessageRecipients).values([
    { emailMessageId: email!.id, recipientTypeId: 2, organizationId: null },
    { emailMessageId: email!.id, recipientTypeId: 5 },
  ])
})

import { eq as sqlEq } from 'drizzle-orm'

type Docs = {
  documentId: string
  description: string
  documentNumber: string
  redactedUploadId: string | null
  unredactedUploadId: string | null
  attachments: string[]
  documentState: string
}[]
const get = async <T>(path: string) => {
  const { status, body } = await app.getJson<T>(path)
  expect(status, path).toBe(200)
  return body
}

describe('documents tab for the public', () => {
  it('lists only public top-level documents, with attachments and full document numbers', async () => {
    const { documents } = splitAttachments(await get<Docs>(`/api/projects/${projectId}/documents`))
    // Project documents, group documents, published requests and their documents; not the comment's,
    // the letter's, the enclosure (an attachment) or anything unreviewed, internal or unpublished.
    expect(documents.map((d) => d.description)).toEqual([
      'Project proposal',
      'Plain public',
      'Fish study',
      'Information Request No. 1',
      'Information Request No. 2',
      'Information Request No. 3',
      'Answer map',
      'Question figure',
      'Simplified questions',
    ])
    const proposal = documents[0]!
    expect(proposal.documentNumber).toMatch(/^2024-0123-\d{4}$/)
    expect(proposal.attachments).toEqual([ids.attachment])
    expect(proposal.documentState).toBe('public')
  })

  it('gives, after the documents, the attachments they name, for the filter and the nested list', async () => {
    const list = await get<Docs>(`/api/projects/${projectId}/documents`)
    expect(list.slice(-1).map((a) => [a.documentId, a.description])).toEqual([[ids.attachment, 'Enclosure']])
    expect(splitAttachments(list).attachments.map((a) => a.documentId)).toEqual([ids.attachment])
  })

  it('gives the public the redacted version and never the original', async () => {
    const documents = await get<Docs>(`/api/projects/${projectId}/documents`)
    expect(documents[0]).toMatchObject({ redactedUploadId: ids.publicRedactedUpload, unredactedUploadId: null })
    expect(documents[1]).toMatchObject({ redactedUploadId: ids.plainUpload, unredactedUploadId: null })
  })

  it('filters by document type and refuses a bad one', async () => {
    expect(await get<Docs>(`/api/projects/${projectId}/documents?document-type=5`)).toEqual([])
    expect(splitAttachments(await get<Docs>(`/api/projects/${projectId}/documents?document-type=2`)).documents).toHaveLength(6)
    expect((await app.request(`/api/projects/${projectId}/documents?document-type=x`)).status).toBe(400)
  })

  it('lists key documents and counts tabs in meta', async () => {
    expect((await get<Docs>(`/api/projects/${projectId}/key-documents`)).map((d) => d.description)).toEqual(['Project proposal'])
    expect(await get(`/api/projects/${projectId}/meta`)).toEqual({
      status: 'OK',
      commentCount: 2,
      correspondenceCount: 1,
      documentCount: 9,
      informationRequestCount: 3,
    })
  })
})

describe('downloads', () => {
  it('serves the public version with type, length and name', async () => {
    const response = await app.request(`/api/uploads/${ids.publicRedactedUpload}/public`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-length')).toBe(String('REDACTED-PUBLIC'.length))
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="Proposal _.pdf"; filename*=UTF-8''Proposal%20%C3%A9.pdf`)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(await response.text()).toBe('REDACTED-PUBLIC')
  })

  it('never serves the original of a redacted document, nor unreviewed files, to the public', async () => {
    expect((await app.request(`/api/uploads/${ids.publicOriginalUpload}/public`)).status).toBe(404)
    const documents = await get<Docs>(`/api/projects/${projectId}/documents`)
    expect(documents.some((d) => d.documentId === ids.unreviewed)).toBe(false)
    const [unreviewed] = await app.db.select().from(t.documents).where(sqlEq(t.documents.id, ids.unreviewed!))
    expect((await app.request(`/api/uploads/${unreviewed!.unredactedUploadId}/public`)).status).toBe(404)
    expect((await app.request(`/api/uploads/not-a-uuid/public`)).status).toBe(404)
  })

  it('answers byte ranges for large files', async () => {
    const partial = await app.request(`/api/uploads/${ids.plainUpload}/public`, { headers: { Range: 'bytes=100-199' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe('bytes 100-199/1000')
    expect(partial.headers.get('content-length')).toBe('100')
    expect((await partial.text()).length).toBe(100)
    const beyond = await app.request(`/api/uploads/${ids.plainUpload}/public`, { headers: { Range: 'bytes=5000-' } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe('bytes */1000')
  })
})

describe('records', () => {
  it('serves public notes, correspondence and document groups with their documents', async () => {
    const notes = await get<{ title: string }[]>(`/api/projects/${projectId}/notes`)
    expect(notes.map((n) => n.title)).toEqual(['Site visit'])
    expect(await get(`/api/projects/${projectId}/notes/${ids.note}`)).toMatchObject({ note: { title: 'Site visit', note: '<p>Visited.</p>' } })
    expect(await get<Docs>(`/api/projects/${projectId}/notes/${ids.note}/documents`)).toEqual([])
    expect(await get(`/api/projects/${projectId}/correspondence/${ids.correspondence}`)).toMatchObject({ correspondence: { title: 'Letter to proponent' } })
    expect((await get<Docs>(`/api/projects/${projectId}/correspondence/${ids.correspondence}/documents`)).map((d) => d.description)).toEqual(['Signed letter'])
    expect((await get<Docs>(`/api/projects/${projectId}/correspondence-documents`)).map((d) => d.description)).toEqual(['Signed letter'])
    expect(await get(`/api/projects/${projectId}/document-groups`)).toMatchObject([{ title: 'Baseline studies' }])
    expect((await get<Docs>(`/api/projects/${projectId}/document-groups/${ids.group}/documents`)).map((d) => d.description)).toEqual(['Fish study'])
  })

  it('answers 404 for unknown items and projects, and for malformed ids', async () => {
    for (const path of [
      `/api/projects/${projectId}/notes/00000000-0000-4000-8000-000000000000`,
      `/api/projects/00000000-0000-4000-8000-000000000000/documents`,
      `/api/projects/${projectId}/correspondence/xyz`,
      `/api/projects/${panelId}/notes/${ids.note}`,
    ])
      expect((await app.request(path)).status, path).toBe(404)
  })
})

describe('participation', () => {
  it('lists published comments with attachments, hiding names of anonymous ones', async () => {
    const comments = await get<{ commentId: string; firstName: string; anonymous: boolean; redactedComment: string; documents: { description: string }[] }[]>(
      `/api/projects/${projectId}/comments`,
    )
    expect(comments).toHaveLength(2)
    expect(comments.map((c) => c.redactedComment)).toEqual(['Anonymous view', 'Please protect the creek.'])
    const ada = comments.find((c) => c.commentId === ids.comment)!
    expect(ada).toMatchObject({ firstName: 'Ada', anonymous: false, redactedComment: 'Please protect the creek.' })
    expect(ada.documents.map((d) => d.description)).toEqual(['Photo of the creek'])
    expect(comments.find((c) => c.anonymous)).toMatchObject({ firstName: '', redactedComment: 'Anonymous view' })
    expect(await get<unknown[]>(`/api/projects/${projectId}/comments/${ids.comment}/documents`)).toHaveLength(1)
  })

  it('shows answers only once published, to signed-in readers (spec §6), and flags requests under review', async () => {
    type Requests = {
      informationRequestId: string
      assessorReviewing: boolean
      questions: { answer: { text: string; attachments: string[] } | null; attachments: string[] }[]
    }[]
    const informationRequests = await get<Requests>(`/api/projects/${projectId}/information-requests`)
    const byId = Object.fromEntries(informationRequests.map((r) => [r.informationRequestId, r]))
    expect(byId[ids.irAnswered!]!.assessorReviewing).toBe(true)
    expect(byId[ids.irAnswered!]!.questions[0]!.answer).toBeNull()
    expect(byId[ids.irAnswered!]!.questions[0]!.attachments).toEqual([ids.irQuestionDoc])
    expect(byId[ids.irPublishedAnswer!]!.questions[0]!.answer).toBeNull()
    const reader = await app.tokenFor(await createUser(app.db, { firstName: 'Reader' }))
    const signedIn = (await app.getJson<Requests>(`/api/projects/${projectId}/information-requests`, reader)).body
    expect(signedIn.find((r) => r.informationRequestId === ids.irPublishedAnswer)!.questions[0]!.answer).toEqual({
      text: 'Ten metres',
      attachments: [ids.irAnswerDoc],
    })
    const docs = await app.getJson<Record<string, unknown>>(`/api/projects/${projectId}/information-requests/${ids.irPublishedAnswer}/documents`, reader)
    expect(Object.keys(docs.body)).toEqual([ids.irAnswerDoc])
    expect(await get(`/api/projects/${projectId}/information-requests/${ids.irPublished}`)).toMatchObject({
      informationRequest: { number: 1, deadlineDateFormatted: 'Jul 01, 2026 4:30 PM' },
    })
  })

  it('keeps simplified responses private until published', async () => {
    const body = await get<{ questions: unknown[]; replaced: unknown[]; responses: unknown[] }>(
      `/api/projects/${projectId}/simplified-information-requests/${ids.sir}/documents`,
    )
    expect(body.questions).toHaveLength(1)
    expect(body.responses).toEqual([])
    expect(await get<unknown[]>(`/api/projects/${projectId}/simplified-information-requests`)).toHaveLength(1)
  })

  it('splits hearings into upcoming (today, later or unscheduled) and past', async () => {
    const hearings = await get<{ title: string; upcoming: boolean }[]>(`/api/projects/${panelId}/hearings`)
    expect(Object.fromEntries(hearings.map((h) => [h.title, h.upcoming]))).toEqual({ 'Dawson hearing': false, 'Mayo hearing': true, 'To be scheduled': true })
    expect(await get(`/api/projects/${panelId}/hearings/${ids.pastHearing}`)).toMatchObject({ hearing: { title: 'Dawson hearing' } })
  })

  it('lists accepted intervenors with their documents', async () => {
    const intervenors = await get<{ displayName: string; documents: Docs }[]>(`/api/projects/${panelId}/intervenors`)
    expect(intervenors.map((i) => i.displayName)).toEqual(['Yukon Conservation Society'])
    expect(intervenors[0]!.documents.map((d) => d.description)).toEqual(['Submission'])
    expect(await get<Docs>(`/api/projects/${panelId}/intervenors/${ids.intervenor}/documents`)).toHaveLength(1)
  })

  it('groups e-mail notifications by date, type and recipient kind, only where the tab is shown', async () => {
    const emailGroups = await get<{ emailDate: string; emailTypeGroups: { emailTypeId: number; emailRecipientGroups: { emailRecipientId: number }[] }[] }[]>(
      `/api/projects/${panelId}/emails`,
    )
    expect(emailGroups).toHaveLength(1)
    expect(emailGroups[0]!.emailDate).toBe('2026-04-01')
    expect(emailGroups[0]!.emailTypeGroups[0]!.emailRecipientGroups.map((g) => g.emailRecipientId)).toEqual([2, 5])
    expect(await get(`/api/projects/${panelId}/emails/${ids.email}`)).toMatchObject({
      email: { subject: 'Hearing notice', sentDateFormatted: 'Apr 01, 2026 11:00 AM' },
    })
    expect(await get<unknown[]>(`/api/projects/${projectId}/emails`)).toEqual([])
  })

  it('serves the activity feed with only the documents the viewer may see', async () => {
    const activities = await get<{ activityDateFormatted: string; messageParts: unknown[]; documents: Docs }[]>(`/api/projects/${projectId}/activity-feed`)
    expect(activities).toHaveLength(1)
    expect(activities[0]!.activityDateFormatted).toBe('May 01, 2026')
    expect(activities[0]!.documents.map((d) => d.description)).toEqual(['Project proposal'])
  })
})
