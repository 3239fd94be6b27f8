// What the project content test files share: one project's documents, records, comments and
// participants, built once, as the public pages read them. Apart so each of those files starts from
// the same state.
import { beforeAll, expect } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { eq as sqlEq } from 'drizzle-orm'

export let app: TestApp
export let projectId: string
export let panelId: string
export const ids: Record<string, string> = {}

export type Docs = {
  documentId: string
  description: string
  documentNumber: string
  redactedUploadId: string | null
  unredactedUploadId: string | null
  attachments: string[]
  documentState: string
}[]
export const get = async <T>(path: string) => {
  const { status, body } = await app.getJson<T>(path)
  expect(status, path).toBe(200)
  return body
}

/** Starts the app with the projects, documents, records and participation the project content test files read; call at the top of one. */
export function useProjectContentApp(): void {
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
}
