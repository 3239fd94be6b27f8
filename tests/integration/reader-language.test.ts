// What the server sends so that each page speaks its reader's language: ISO dates beside the
// registry's English "…Formatted" ones, activity events as codes with values, names in both
// languages (document types, outcomes, districts), and the site message in English and French.
// Lists are read through their services (their response wrappers are the real registry's
// business), single items through the API.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { documentsService } from '../../src/server/modules/project-content/documents.service.ts'
import { participationService } from '../../src/server/modules/project-content/participation.service.ts'
import { publicCommentsService } from '../../src/server/modules/project-content/public-comments.service.ts'
import { activityMessage } from '../../src/shared/domain/activity-messages.ts'
import type { ActivityEvent } from '../../src/shared/schemas/activity-event.ts'
import { ASSESSMENT_OUTCOMES } from '../../src/server/db/reference/outcomes-and-types.ts'

let app: TestApp
let project: { id: string; projectNumber: string | null; showEmailsTab: boolean }
const publicViewer = { userId: null, privileged: false }
const ids: Record<string, string> = {}

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-06-15T18:00:00Z') })
  const row = await createProject(app.db, { projectNumber: '2024-0456', outcomeId: ASSESSMENT_OUTCOMES[1]!.id })
  await app.db
    .update(t.projects)
    .set({
      stageDeadline: new Date('2026-12-16T23:30:00Z'),
      seekingViewsDeadline: new Date('2026-12-17T00:30:00Z'),
      intervenorDeadline: new Date('2026-11-02T19:00:00Z'),
      showEmailsTab: true,
    })
    .where(eq(t.projects.id, row.id))
  project = { id: row.id, projectNumber: row.projectNumber, showEmailsTab: true }
  ids.decision = (await createDocument(app.db, app.config.dataDir, row.id, { documentTypeId: 12, description: 'Decision' })).document.id
  await app.db.insert(t.comments).values({
    projectId: row.id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    comment: 'raw',
    redactedComment: 'Protect the creek.',
    agreeToTerms: true,
    state: 'public',
    receivedAt: new Date('2026-05-02T06:30:00Z'),
    submittedAt: new Date('2026-05-01T20:00:00Z'),
  })
  const event: ActivityEvent = { code: 'comment-period-open', deadline: '2026-12-16T23:30:00.000Z' }
  const message = activityMessage(event)
  await app.db.insert(t.activityItems).values([
    {
      projectId: row.id,
      activityDate: new Date('2026-06-01T18:00:00Z'),
      rangeStartDate: new Date('2026-05-20T18:00:00Z'),
      event,
      messageParts: message.parts,
      moreMessage: message.more,
    },
    { projectId: row.id, activityDate: new Date('2026-05-01T18:00:00Z'), messageParts: [{ messagePartType: 'Text', message: 'Imported from the registry.' }] },
  ])
  const [email] = await app.db
    .insert(t.emailMessages)
    .values({ projectId: row.id, emailTypeId: 1, subject: 'Notice', content: '<p>Open.</p>', sentAt: new Date('2026-04-01T18:00:00Z') })
    .returning()
  ids.email = email!.id
  await app.db.insert(t.siteMessages).values({
    title: 'Office closed',
    body: '<p>Closed Monday.</p>',
    titleFr: 'Bureau fermé',
    bodyFr: '<p>Fermé lundi.</p>',
    publishedAt: new Date('2026-06-01T00:00:00Z'),
  })
})

describe('the project page', () => {
  it('sends ISO dates beside the registry’s English formatted ones, and both names of the outcome', async () => {
    const { status, body } = await app.getJson<{ project: Record<string, unknown> }>(`/api/projects/${project.id}`)
    expect(status).toBe(200)
    expect(body.project).toMatchObject({
      stageDates: { deadline: '2026-12-16T23:30:00.000Z' },
      stageDatesFormatted: { deadlineDate: 'Dec 16, 2026', deadlineDateTime: 'Dec 16, 2026 4:30 PM' },
      seekingViewsAndInformationDeadline: '2026-12-17T00:30:00.000Z',
      seekingViewsAndInformationDeadlineFormatted: 'Dec 16, 2026 5:30 PM',
      intervenorDeadline: '2026-11-02T19:00:00.000Z',
      intervenorDeadlineFormatted: 'Nov 02, 2026 12:00 PM',
      outcome: { name: ASSESSMENT_OUTCOMES[1]!.name, nameFr: ASSESSMENT_OUTCOMES[1]!.nameFr },
    })
  })

  it('names a document’s type in English and French', async () => {
    const [document] = await documentsService(app.db).list(project, publicViewer, eq(t.documents.id, ids.decision!))
    expect(document).toMatchObject({ documentTypeId: 12, documentType: 'Decision Document', documentTypeFr: 'Document décisionnel' })
  })

  it('dates comments in ISO too', async () => {
    const [comment] = await publicCommentsService(app.db).comments(project, publicViewer)
    expect(comment).toMatchObject({
      // When it arrived, not the later time it counts as received for the office's review.
      receivedDate: '2026-05-01T20:00:00.000Z',
      submittedDate: '2026-05-01T20:00:00.000Z',
      receivedDateFormatted: 'May 01, 2026',
      submittedDateFormatted: 'May 01, 2026',
    })
  })

  it('sends an activity event as its code and values with the registry’s English sentence, and imported free text as it is', async () => {
    const [coded, free] = await participationService(app.db, documentsService(app.db)).activityFeed(project, publicViewer)
    expect(coded).toMatchObject({
      event: { code: 'comment-period-open', deadline: '2026-12-16T23:30:00.000Z' },
      activityRangeStartDate: '2026-05-20T18:00:00.000Z',
      activityRangeStartDateFormatted: 'May 20, 2026',
      activityDateFormatted: 'Jun 01, 2026',
      messageParts: [
        { messagePartType: 'Text', message: 'Comments are accepted until Dec 16, 2026 4:30 PM. ' },
        { messagePartType: 'Link', message: 'Add a comment', linkTo: 'comments' },
      ],
      moreMessage: 'Comments are posted after 24 to 48 hours of review.',
    })
    expect(free).toMatchObject({
      event: null,
      activityRangeStartDate: null,
      messageParts: [{ messagePartType: 'Text', message: 'Imported from the registry.' }],
    })
  })

  it('dates an e-mail notification in ISO too', async () => {
    const { body } = await app.getJson<{ email: Record<string, unknown> }>(`/api/projects/${project.id}/emails/${ids.email}`)
    expect(body.email).toMatchObject({ sentDate: '2026-04-01T18:00:00.000Z', sentDateFormatted: 'Apr 01, 2026 11:00 AM' })
  })
})

describe('reference data', () => {
  it('names the assessment districts in English and French', async () => {
    const { body } = await app.getJson<{ assessmentDistricts: { name: string; nameFr: string | null }[] }>('/api/projects/assessment-districts')
    expect(body.assessmentDistricts).toContainEqual(
      expect.objectContaining({ name: 'Executive Committee Screenings', nameFr: 'Examens préalables du comité de direction' }),
    )
    expect(body.assessmentDistricts.every((d) => d.nameFr)).toBe(true)
  })
})

describe('the site message', () => {
  it('is sent in English and in French', async () => {
    const { body } = await app.getJson<{ message: Record<string, unknown> }>('/api/site-management/public-display-message')
    expect(body.message).toMatchObject({ title: 'Office closed', body: '<p>Closed Monday.</p>', titleFr: 'Bureau fermé', bodyFr: '<p>Fermé lundi.</p>' })
  })
})
