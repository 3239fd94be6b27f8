// Comments (spec public-registry §3 "Comment submission", §4 "Comments", §5, §6, §7 "Writes", §9):
// who may send one and when, what is stored, the repeats that are stored once, the attachments
// only the sender may add, the receipt mail, the defences against scripts, and publication.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { commentSubmission } from '../factories/comment-submission.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { commentsService } from '../../src/server/modules/comments/comments.service.ts'
import { commentSubmissions } from '../../src/server/modules/comments/comment-submissions.ts'
import { tokenHash } from '../../src/server/lib/signed-tokens.ts'
import { RateLimiter } from '../../src/server/http/rate-limit.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import { AppError } from '../../src/server/http/app-error.ts'
import { queryRows } from '../../src/server/db/client.ts'
import { partialFiles } from '../../src/server/files/partial-files.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import { COMMENT_LIMITS, CommentSubmissionBody } from '../../src/shared/schemas/comment-submission.ts'
import { makeZip } from '../factories/location-files.ts'
import { expectZipBombRefused } from './zip-bombs.ts'

/** Tuesday 24 November 2026, 11:00 in Yukon: business hours. */
const NOW = new Date('2026-11-24T18:00:00Z')
const CLOSED = { status: 'KO', code: 'comments-closed', userMessage: 'Comments are not currently allowed on this project.' }

type Answer = { status: string; commentId: string; commentNumber: string; uploadToken: string; code?: string; userMessage?: string; parameter?: string }

let app: TestApp
let project: typeof t.projects.$inferSelect
let sequence = 0

/** Each request from its own client address, so the per-address limit is met only where a test means to. */
const nextAddress = () => {
  sequence += 1
  return `10.1.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`
}

const visitor = (projectId: string, overrides: Record<string, unknown> = {}) => {
  sequence += 1
  return commentSubmission(projectId, overrides)
}

async function submit(body: unknown, token?: string, from = nextAddress()): Promise<{ status: number; body: Answer }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await app.request('/api/projects/submit-comment', { method: 'POST', headers, body: JSON.stringify(body) }, from)
  return { status: response.status, body: (await response.json()) as Answer }
}

const PDF = '%PDF-1.4 a letter about the creek'

async function attach(
  projectId: string,
  commentId: string,
  uploadToken: string | null,
  file: { name: string; content: string; type?: string } = { name: 'letter.pdf', content: PDF },
) {
  const form = new FormData()
  form.append('file', new File([file.content], file.name, { type: file.type ?? 'application/pdf' }))
  const headers: Record<string, string> = uploadToken === null ? {} : { 'Upload-Token': uploadToken }
  const response = await app.request(`/api/uploads/add-comment-document/${projectId}/${commentId}`, { method: 'POST', headers, body: form })
  return { status: response.status, body: (await response.json()) as { status: string; documentId?: string; fileName?: string; userMessage?: string } }
}

const stored = async (commentId: string) => (await app.db.select().from(t.comments).where(eq(t.comments.id, commentId)))[0]!

async function openProject(
  overrides: Parameters<typeof createProject>[1] = {},
  open: Partial<Pick<typeof t.projects.$inferInsert, 'openForComments' | 'openForParticipantComments'>> = { openForComments: true },
) {
  const created = await createProject(app.db, overrides)
  await app.db.update(t.projects).set(open).where(eq(t.projects.id, created.id))
  return { ...created, ...open }
}

function service() {
  return commentsService(app.db, app.files, partialFiles(app.config.dataDir))
}

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  project = await openProject()
})

beforeEach(() => app.setNow(NOW))

describe('an anonymous visitor’s comment', () => {
  it('is stored unreviewed with everything the office needs, and answered with its number and an upload token', async () => {
    const body = visitor(project.id, { companyName: 'Klondike Trails Society', phoneNumber: '867-555-0100' })
    const { status, body: answer } = await submit(body)
    expect(status).toBe(200)
    expect(answer).toMatchObject({
      status: 'OK',
      commentId: expect.any(String),
      commentNumber: expect.stringMatching(new RegExp(`^${project.projectNumber}-\\d{4}$`)),
    })
    expect(answer.uploadToken.length).toBeGreaterThanOrEqual(40)
    const row = await stored(answer.commentId)
    expect(row).toMatchObject({
      projectId: project.id,
      userId: null,
      firstName: 'Ada',
      lastName: 'Lee',
      email: body.email,
      phoneNumber: '867-555-0100',
      companyName: 'Klondike Trails Society',
      postingAs: 'Klondike Trails Society',
      comment: body.comment,
      redactedComment: null,
      state: 'unreviewed',
      agreeToTerms: true,
      agreeToPrivacy: true,
      language: 'en',
      clientCommentId: body.clientCommentId,
      stageUploaded: project.stageId,
      submittedAt: NOW,
      receivedAt: NOW,
      publishedAt: null,
    })
    expect(`${project.projectNumber}-${row.documentNumber}`).toBe(answer.commentNumber)
    // Only a hash of the token is kept.
    expect(row.uploadTokenHash).not.toContain(answer.uploadToken)
  })

  it('counts as received at 8:00 the next business day when sent after hours', async () => {
    // Friday 27 November 2026, 17:10 in Yukon → Monday 30 November, 8:00.
    app.setNow(new Date('2026-11-28T00:10:00Z'))
    const { body } = await submit(visitor(project.id))
    expect((await stored(body.commentId)).receivedAt).toEqual(new Date('2026-11-30T15:00:00Z'))
  })

  it('shows publicly the day a comment arrived, and counts only its review from the next business day', async () => {
    // Saturday 28 November 2026, 11:00 in Yukon.
    const arrived = new Date('2026-11-28T18:00:00Z')
    app.setNow(arrived)
    const { body } = await submit(visitor(project.id))
    await app.db.update(t.comments).set({ state: 'public' }).where(eq(t.comments.id, body.commentId))
    const listed = (await app.getJson<{ commentId: string; receivedDate: string; receivedDateFormatted: string }[]>(`/api/projects/${project.id}/comments`))
      .body
    expect(listed.find((c) => c.commentId === body.commentId)).toMatchObject({ receivedDate: arrived.toISOString(), receivedDateFormatted: 'Nov 28, 2026' })
    expect((await stored(body.commentId)).receivedAt).toEqual(new Date('2026-11-30T15:00:00Z'))
  })

  it('numbers comments in the project’s one document sequence', async () => {
    const other = await openProject()
    await app.db.insert(t.notes).values({ projectId: other.id, title: 'Site visit', note: '<p>Visited.</p>', documentNumber: '0007' })
    const first = await submit(visitor(other.id))
    const second = await submit(visitor(other.id))
    expect(first.body.commentNumber).toBe(`${other.projectNumber}-0008`)
    expect(second.body.commentNumber).toBe(`${other.projectNumber}-0009`)
  })

  it('is refused, field by field, with the form’s own messages', async () => {
    const missing = await submit(visitor(project.id, { firstName: ' ' }))
    expect(missing).toMatchObject({ status: 400, body: { userMessage: 'This field is required', parameter: 'firstName' } })
    const email = await submit(visitor(project.id, { email: 'ada@' }))
    expect(email).toMatchObject({ status: 400, body: { userMessage: 'Invalid email address', parameter: 'email' } })
    const nothing = await submit(visitor(project.id, { comment: '' }))
    expect(nothing).toMatchObject({ status: 400, body: { userMessage: 'Write a comment or attach at least one file', parameter: 'comment' } })
    const terms = await submit(visitor(project.id, { agreeToPrivacy: false }))
    expect(terms).toMatchObject({ status: 400, body: { parameter: 'agreeToPrivacy' } })
  })

  it('may give a phone number instead of an e-mail address, and hide the name when there is no company', async () => {
    const { status, body } = await submit(visitor(project.id, { email: '', phoneNumber: '867-555-0111', anonymousComment: true }))
    expect(status).toBe(200)
    expect(await stored(body.commentId)).toMatchObject({ email: null, phoneNumber: '867-555-0111', anonymousComment: true })
    const company = await submit(visitor(project.id, { companyName: 'Acme', anonymousComment: true }))
    expect(company).toMatchObject({ status: 400, body: { parameter: 'anonymousComment' } })
  })

  it('on a panel review is its files alone: no text box, so text is not kept and a file is needed', async () => {
    const panel = await openProject({ projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'COMMENT_AFTER_HEARINGS' })
    expect(await submit(visitor(panel.id))).toMatchObject({ status: 400, body: { userMessage: 'Attach at least one file', parameter: 'comment' } })
    const { status, body } = await submit(visitor(panel.id, { attachmentCount: 1 }))
    expect(status).toBe(200)
    expect((await stored(body.commentId)).comment).toBe('')
  })
})

describe('who may comment, and when', () => {
  it('nobody while the project is closed for comments: 409 with the spec’s message', async () => {
    const closed = await openProject({}, { openForComments: false })
    const staff = await createUser(app.db, { staffRole: 'assessor' })
    for (const token of [undefined, await app.tokenFor(await createUser(app.db)), await app.tokenFor(staff)]) {
      expect(await submit(visitor(closed.id), token)).toEqual({ status: 409, body: CLOSED })
    }
    expect(await app.db.select().from(t.comments).where(eq(t.comments.projectId, closed.id))).toEqual([])
  })

  it('only participants while only participants’ comments are open', async () => {
    const participantsOnly = await openProject({}, { openForComments: false, openForParticipantComments: true })
    const participant = await createUser(app.db)
    await giveRole(app.db, participant.id, participantsOnly.id, 'participant')
    expect(await submit(visitor(participantsOnly.id))).toEqual({ status: 409, body: CLOSED })
    expect(await submit(visitor(participantsOnly.id), await app.tokenFor(await createUser(app.db)))).toEqual({ status: 409, body: CLOSED })
    expect((await submit(visitor(participantsOnly.id), await app.tokenFor(participant))).status).toBe(200)
  })

  it('never the project’s proponent or agent alone, nor one in the stages where the button is hidden', async () => {
    const proponent = await createUser(app.db)
    await giveRole(app.db, proponent.id, project.id, 'proponent-agent')
    expect(await submit(visitor(project.id), await app.tokenFor(proponent))).toEqual({ status: 409, body: CLOSED })
    // A proponent who is also a decision body may comment, except in the seeking-views period (the project's stage).
    await giveRole(app.db, proponent.id, project.id, 'decision-body')
    expect(await submit(visitor(project.id), await app.tokenFor(proponent))).toEqual({ status: 409, body: CLOSED })
    const review = await openProject({ stageCode: 'REVIEW_INFORMATION' })
    await giveRole(app.db, proponent.id, review.id, 'proponent-agent')
    await giveRole(app.db, proponent.id, review.id, 'decision-body')
    expect((await submit(visitor(review.id), await app.tokenFor(proponent))).status).toBe(200)
  })

  it('anyone else on an open project: the public, another user, staff', async () => {
    expect((await submit(visitor(project.id))).status).toBe(200)
    expect((await submit(visitor(project.id), await app.tokenFor(await createUser(app.db)))).status).toBe(200)
    expect((await submit(visitor(project.id), await app.tokenFor(await createUser(app.db, { staffRole: 'assessor' })))).status).toBe(200)
  })

  it('not on a project the caller cannot see', async () => {
    const draft = await openProject({ stageCode: 'DRAFT', projectNumber: null })
    expect((await submit(visitor(draft.id))).status).toBe(404)
    expect((await submit(visitor(randomUUID()))).status).toBe(404)
  })
})

describe('a signed-in person’s comment', () => {
  it('is theirs: names and e-mail address from the account, whatever the body says', async () => {
    const person = await createUser(app.db, { firstName: 'Robin', lastName: 'Ashby', phone: '867-555-0199' })
    const { status, body } = await submit(visitor(project.id, { firstName: 'Someone', lastName: 'Else', email: 'else@example.ca' }), await app.tokenFor(person))
    expect(status).toBe(200)
    expect(await stored(body.commentId)).toMatchObject({
      userId: person.id,
      firstName: 'Robin',
      lastName: 'Ashby',
      email: person.email,
      phoneNumber: '867-555-0199',
      postingAs: null,
    })
  })

  it('needs only the agreements', async () => {
    const person = await createUser(app.db)
    const bare = visitor(project.id, { firstName: '', lastName: '', email: '' })
    expect((await submit(bare, await app.tokenFor(person))).status).toBe(200)
    expect(await submit({ ...bare, clientCommentId: randomUUID(), agreeToTerms: false }, await app.tokenFor(person))).toMatchObject({
      status: 400,
      body: { parameter: 'agreeToTerms' },
    })
  })

  it('is posted as one of their organizations (chosen when they have several) or their company', async () => {
    const [first, second] = await app.db.select().from(t.organizations).orderBy(t.organizations.id).limit(2)
    const member = await createUser(app.db, { company: 'Yukon Outfitters' })
    await app.db.insert(t.userOrganizations).values([
      { userId: member.id, organizationId: first!.id },
      { userId: member.id, organizationId: second!.id },
    ])
    const token = await app.tokenFor(member)
    expect(await submit(visitor(project.id), token)).toMatchObject({ status: 400, body: { parameter: 'postingAs' } })
    expect(await submit(visitor(project.id, { postingAs: 'Somebody Else Inc.' }), token)).toMatchObject({ status: 400, body: { parameter: 'postingAs' } })
    expect(await submit(visitor(project.id, { postingAs: first!.publicDisplayName, anonymousComment: true }), token)).toMatchObject({
      status: 400,
      body: { parameter: 'anonymousComment' },
    })
    const asOrganization = await submit(visitor(project.id, { postingAs: second!.publicDisplayName }), token)
    expect((await stored(asOrganization.body.commentId)).postingAs).toBe(second!.publicDisplayName)
    const asCompany = await submit(visitor(project.id, { postingAs: 'Yukon Outfitters' }), token)
    expect((await stored(asCompany.body.commentId)).postingAs).toBe('Yukon Outfitters')
    // With one organization or a company only, that one is used.
    const one = await createUser(app.db)
    await app.db.insert(t.userOrganizations).values({ userId: one.id, organizationId: first!.id })
    const single = await submit(visitor(project.id), await app.tokenFor(one))
    expect((await stored(single.body.commentId)).postingAs).toBe(first!.publicDisplayName)
  })

  it('may hide their name only with no organization and no company', async () => {
    const plain = await createUser(app.db)
    const hidden = await submit(visitor(project.id, { anonymousComment: true }), await app.tokenFor(plain))
    expect((await stored(hidden.body.commentId)).anonymousComment).toBe(true)
    const withCompany = await createUser(app.db, { company: 'Acme Mining' })
    expect(await submit(visitor(project.id, { anonymousComment: true }), await app.tokenFor(withCompany))).toMatchObject({
      status: 400,
      body: { parameter: 'anonymousComment' },
    })
  })
})

describe('a comment sent again', () => {
  it('under the same clientCommentId is the same comment, answered with a fresh upload token', async () => {
    const body = visitor(project.id, { attachmentCount: 1 })
    const first = await submit(body)
    const again = await submit(body)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ commentId: first.body.commentId, commentNumber: first.body.commentNumber })
    expect(again.body.uploadToken).not.toBe(first.body.uploadToken)
    expect(await app.db.select().from(t.comments).where(eq(t.comments.clientCommentId, body.clientCommentId))).toHaveLength(1)
    // The newest token is the one that works.
    expect((await attach(project.id, first.body.commentId, first.body.uploadToken)).status).toBe(403)
    expect((await attach(project.id, first.body.commentId, again.body.uploadToken)).status).toBe(200)
  })

  it('under the same clientCommentId by someone else is refused', async () => {
    const body = visitor(project.id)
    await submit(body)
    expect(await submit({ ...body, email: 'mallory@example.ca' })).toMatchObject({ status: 409, body: { code: 'comment-id-taken' } })
    expect(await submit(body, await app.tokenFor(await createUser(app.db)))).toMatchObject({ status: 409, body: { code: 'comment-id-taken' } })
  })

  it('with the same text from the same person within a minute is stored once', async () => {
    const body = visitor(project.id)
    const first = await submit(body)
    const second = await submit({ ...body, clientCommentId: randomUUID(), email: body.email.toUpperCase() })
    expect(second.body).toMatchObject({ status: 'OK', commentId: first.body.commentId, commentNumber: first.body.commentNumber })
    // Someone else's same words are their own comment; so are the same person's a minute later.
    const other = await submit({ ...body, clientCommentId: randomUUID(), email: 'someone.else@example.ca' })
    expect(other.body.commentId).not.toBe(first.body.commentId)
    app.setNow(new Date(NOW.getTime() + 61_000))
    const later = await submit({ ...body, clientCommentId: randomUUID() })
    expect(later.body.commentId).not.toBe(first.body.commentId)
  })

  it('with the same text from the same account within a minute is stored once', async () => {
    const token = await app.tokenFor(await createUser(app.db))
    const body = visitor(project.id)
    const first = await submit(body, token)
    const second = await submit({ ...body, clientCommentId: randomUUID() }, token)
    expect(second.body.commentId).toBe(first.body.commentId)
  })
})

describe('a comment’s attachments', () => {
  let comment: Answer

  beforeAll(async () => {
    app.setNow(NOW)
    comment = (await submit(visitor(project.id, { attachmentCount: 2 }))).body
  })

  it('are refused to anyone without the comment’s token, before the file is read', async () => {
    const other = (await submit(visitor(project.id, { attachmentCount: 1 }))).body
    expect(await attach(project.id, comment.commentId, null)).toMatchObject({ status: 403, body: { userMessage: expect.stringContaining('Upload-Token') } })
    expect((await attach(project.id, comment.commentId, other.uploadToken)).status).toBe(403)
    expect((await attach(project.id, comment.commentId, 'not-a-token')).status).toBe(403)
    const elsewhere = await openProject()
    expect(await attach(elsewhere.id, comment.commentId, comment.uploadToken)).toMatchObject({
      status: 403,
      body: { userMessage: 'This comment belongs to another project.' },
    })
    expect((await attach(project.id, randomUUID(), comment.uploadToken)).status).toBe(404)
    expect(await app.db.select().from(t.documents).where(eq(t.documents.commentId, comment.commentId))).toEqual([])
  })

  it('are kept, unreviewed, as the comment’s documents, up to the number announced', async () => {
    const first = await attach(project.id, comment.commentId, comment.uploadToken)
    expect(first).toEqual({ status: 200, body: { status: 'OK', documentId: expect.any(String), fileName: 'letter.pdf' } })
    const [document] = await app.db.select().from(t.documents).where(eq(t.documents.id, first.body.documentId!))
    expect(document).toMatchObject({
      projectId: project.id,
      role: 'comment',
      commentId: comment.commentId,
      state: 'unreviewed',
      documentTypeId: 8,
      stageUploaded: project.stageId,
    })
    expect(document!.documentNumber).toMatch(/^\d{4}$/)
    expect((await attach(project.id, comment.commentId, comment.uploadToken, { name: 'photo.png', content: 'not a png', type: 'image/png' })).status).toBe(415)
    expect(
      (await attach(project.id, comment.commentId, comment.uploadToken, { name: 'run.exe', content: 'MZ', type: 'application/octet-stream' })).status,
    ).toBe(415)
    expect((await attach(project.id, comment.commentId, comment.uploadToken, { name: 'second.pdf', content: PDF })).status).toBe(200)
    expect(await attach(project.id, comment.commentId, comment.uploadToken, { name: 'third.pdf', content: PDF })).toMatchObject({
      status: 403,
      body: { userMessage: 'This comment announced 2 files, and all have arrived.' },
    })
    // Nobody else sees them while they wait for review.
    const listed = await app.getJson<unknown[]>(`/api/projects/${project.id}/comments`)
    expect(JSON.stringify(listed.body)).not.toContain(comment.commentId)
  })

  it('are the token holder’s alone: a session, even the author’s or staff’s, is no substitute for it', async () => {
    const author = await createUser(app.db)
    const authorToken = await app.tokenFor(author)
    const { body: mine } = await submit(visitor(project.id, { attachmentCount: 1 }), authorToken)
    const form = () => {
      const data = new FormData()
      data.append('file', new File([PDF], 'letter.pdf', { type: 'application/pdf' }))
      return data
    }
    const upload = (headers: Record<string, string>) =>
      app.request(`/api/uploads/add-comment-document/${project.id}/${mine.commentId}`, { method: 'POST', headers, body: form() })
    const staff = await app.tokenFor(await createUser(app.db, { staffRole: 'assessor' }))
    const another = await app.tokenFor(await createUser(app.db))
    for (const session of [authorToken, another, staff]) expect((await upload({ Authorization: `Bearer ${session}` })).status).toBe(403)
    expect((await upload({ 'Upload-Token': comment.uploadToken })).status).toBe(403)
    expect((await upload({ Authorization: `Bearer ${authorToken}`, 'Upload-Token': mine.uploadToken })).status).toBe(200)
    const [document] = await app.db.select().from(t.documents).where(eq(t.documents.commentId, mine.commentId))
    expect(document!.uploadedById).toBe(author.id)
  })

  it('refuse a flat zip bomb from an anonymous visitor without unpacking it, and anything that unpacks to more than an attachment may', async () => {
    const sent = (await submit(visitor(project.id, { attachmentCount: 2 }))).body
    const attachZip = (form: FormData) =>
      app.request(`/api/uploads/add-comment-document/${project.id}/${sent.commentId}`, {
        method: 'POST',
        headers: { 'Upload-Token': sent.uploadToken },
        body: form,
      })
    await expectZipBombRefused(attachZip)
    // 250 files of a megabyte that pack some 60× each, as a large spreadsheet's do: no bomb, but
    // more than the 200 MB a comment's attachment may unpack to (a proponent's document may 1024 MB).
    const sheet = new Uint8Array(1024 * 1024)
    sheet.set(randomBytes(16 * 1024))
    const sheets = await makeZip(Array.from({ length: 250 }, (_, i) => ({ name: `sheet-${i}.xml`, data: sheet })))
    const form = new FormData()
    form.append('file', new Blob([sheets as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'survey-sheets.zip')
    const answer = await attachZip(form)
    expect({ status: answer.status, body: await answer.json() }).toMatchObject({
      status: 422,
      body: { code: 'zip-too-large', userMessage: expect.stringContaining('more than 200 MB') },
    })
    expect(await app.db.select().from(t.documents).where(eq(t.documents.commentId, sent.commentId))).toEqual([])
  })

  it('are refused once the token has expired', async () => {
    const late = (await submit(visitor(project.id, { attachmentCount: 1 }))).body
    app.setNow(new Date(NOW.getTime() + (COMMENT_LIMITS.uploadTokenMinutes * 60 + 1) * 1000))
    expect(await attach(project.id, late.commentId, late.uploadToken)).toMatchObject({
      status: 403,
      body: { userMessage: expect.stringContaining('has passed') },
    })
  })
})

describe('publication', () => {
  it('shows nothing of an unreviewed comment anywhere public, then the published comment, counted, in the feed, with its files', async () => {
    const fresh = await openProject()
    const { body: sent } = await submit(visitor(fresh.id, { comment: 'The culvert at km 12 floods every spring.', attachmentCount: 1 }))
    const { body: file } = await attach(fresh.id, sent.commentId, sent.uploadToken)
    const publicView = async () => ({
      comments: (await app.getJson<{ commentId: string; redactedComment: string; documents: { documentId: string }[] }[]>(`/api/projects/${fresh.id}/comments`))
        .body,
      count: (await app.getJson<{ commentCount: number }>(`/api/projects/${fresh.id}/meta`)).body.commentCount,
      feed: (await app.getJson<{ documents: { documentId: string }[]; messageParts: { message: string }[] }[]>(`/api/projects/${fresh.id}/activity-feed`)).body,
    })
    const before = await publicView()
    expect(before.comments).toEqual([])
    expect(before.count).toBe(0)
    expect(JSON.stringify(before.feed)).not.toContain('comment was posted')

    await service().publishComment(
      sent.commentId,
      { redactedComment: 'The culvert at km [redacted] floods every spring.', by: { userId: null, actor: 'assessor@example.ca' } },
      NOW,
    )

    const after = await publicView()
    expect(after.comments).toMatchObject([
      { commentId: sent.commentId, redactedComment: 'The culvert at km [redacted] floods every spring.', documents: [{ documentId: file.documentId }] },
    ])
    expect(after.count).toBe(1)
    expect(JSON.stringify(after.feed)).toContain('A comment was posted.')
    expect(JSON.stringify(after.feed)).toContain('"code":"comment-published"')
    expect(JSON.stringify(after.feed)).toContain(file.documentId!)
    const row = await stored(sent.commentId)
    expect(row).toMatchObject({ state: 'public', comment: 'The culvert at km 12 floods every spring.', publishedAt: NOW })
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'publish-comment'), eq(t.auditLog.entityId, sent.commentId)))
      .orderBy(desc(t.auditLog.id))
    expect(entry).toMatchObject({
      actor: 'assessor@example.ca',
      detail: {
        before: { state: 'unreviewed', redactedComment: null },
        after: { state: 'public', redactedComment: 'The culvert at km [redacted] floods every spring.' },
      },
    })
  })

  it('through the browser tests’ hook, as sent, from this machine only', async () => {
    const { body: sent } = await submit(visitor(project.id, { comment: 'Published by the hook.' }))
    const hook = (from: string) =>
      app.request(
        '/api/test/comments/publish',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ commentId: sent.commentId }) },
        from,
      )
    expect((await hook('192.168.1.20')).status).toBe(404)
    expect((await hook('127.0.0.1')).status).toBe(200)
    expect(await stored(sent.commentId)).toMatchObject({ state: 'public', redactedComment: 'Published by the hook.' })
  })
})

describe('defences against scripts', () => {
  it('answer a filled honeypot field as if the comment were accepted, keeping nothing', async () => {
    const quiet = await openProject()
    const { status, body } = await submit(visitor(quiet.id, { website: 'https://spam.example' }))
    expect(status).toBe(200)
    expect(body).toMatchObject({
      status: 'OK',
      commentId: expect.any(String),
      commentNumber: expect.stringMatching(new RegExp(`^${quiet.projectNumber}-\\d{4}$`)),
      uploadToken: expect.any(String),
    })
    expect(await app.db.select().from(t.comments).where(eq(t.comments.projectId, quiet.id))).toEqual([])
    expect((await attach(quiet.id, body.commentId, body.uploadToken)).status).toBe(404)
  })

  it('refuse a form sent faster than a person fills it', async () => {
    const quick = await submit(visitor(project.id, { fillMilliseconds: COMMENT_LIMITS.minimumFillMilliseconds - 1 }))
    // A code of its own, so the form says why in the person's language rather than "Encountered an issue."
    expect(quick).toMatchObject({
      status: 400,
      body: { code: 'filled-too-fast', parameter: 'fillMilliseconds', userMessage: expect.stringContaining('faster than a person writes') },
    })
  })

  it('limit comments from one client address, but not a comment sent again', async () => {
    const busy = await openProject()
    const from = '10.9.9.9'
    let last = { status: 0, body: {} as Answer }
    for (let i = 0; i < 20; i++) last = await submit(visitor(busy.id), undefined, from)
    expect(last.status).toBe(200)
    const resend = visitor(busy.id)
    const refused = await app.request(
      '/api/projects/submit-comment',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(resend) },
      from,
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await submit(visitor(busy.id), undefined, '10.9.9.10')).status).toBe(200)
    // The outbox sending again what it sent before is answered, whatever the count.
    const sent = visitor(busy.id)
    app.setNow(new Date(NOW.getTime() + 3_600_000))
    expect((await submit(sent, undefined, from)).status).toBe(200)
    for (let i = 0; i < 20; i++) await submit(visitor(busy.id), undefined, from)
    expect((await submit(sent, undefined, from)).status).toBe(200)
  })

  it('limit comments from one e-mail address, from any client', async () => {
    const email = 'prolific@example.ca'
    for (let i = 0; i < 10; i++) expect((await submit(visitor(project.id, { email }))).status).toBe(200)
    expect(await submit(visitor(project.id, { email: email.toUpperCase() }))).toMatchObject({ status: 429, body: { code: 'rate-limited' } })
    expect((await submit(visitor(project.id, { email: 'someone.else@example.ca' }))).status).toBe(200)
  })
})

describe('comments sent at the same moment', () => {
  /** The submissions as the route calls them, on their own queue: all those sent in one turn are written together. */
  function submissions() {
    const mailer = createMailer(app.db, app.config)
    const submitting = commentSubmissions(app.db, { limiter: new RateLimiter(app.db, () => NOW), mailer, publicBaseUrl: app.config.publicBaseUrl })
    const send = (body: Record<string, unknown>, from = nextAddress()) =>
      submitting.submit(null, { ...v.parse(CommentSubmissionBody, body), ...(body.unchecked as object) }, NOW, from)
    return { mailer, send }
  }
  const outcome = (settled: PromiseSettledResult<{ commentId: string; commentNumber: string; uploadToken: string }>) =>
    settled.status === 'fulfilled' ? settled.value : { status: (settled.reason as AppError).status, code: (settled.reason as AppError).code }
  const transactionOf = async (commentIds: string[]) =>
    new Set(
      (
        await queryRows<{ tx: string }>(
          app.db,
          sql`select xmin::text as tx from comments where id in (${sql.join(
            commentIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        )
      ).map((r) => r.tx),
    )

  it('are written together, each answered as if it had come alone: repeats, refusals and limits included', async () => {
    const rush = await openProject()
    const closed = await openProject({}, { openForComments: false })
    const { mailer, send } = submissions()
    const earlier = visitor(rush.id)
    const { body: earlierAnswer } = await submit(earlier)
    const email = 'rush@example.ca'
    const twice = visitor(rush.id)
    const bodies = [
      visitor(rush.id),
      // Sent before, under its clientCommentId, and under its text.
      earlier,
      { ...earlier, clientCommentId: randomUUID() },
      // Someone else's clientCommentId; a closed project; a project nobody can see; a form filled too fast.
      { ...visitor(rush.id), clientCommentId: earlier.clientCommentId },
      visitor(closed.id),
      visitor(randomUUID()),
      visitor(rush.id, { fillMilliseconds: 10 }),
      // The same comment twice in the group, and the same text from the same person twice.
      twice,
      twice,
      visitor(rush.id, { comment: 'Twice in one group.', email: 'twice@example.ca' }),
      visitor(rush.id, { comment: 'Twice in one group.', email: 'TWICE@example.ca' }),
      // Eleven from one e-mail address: the eleventh is past the limit.
      ...Array.from({ length: 11 }, () => visitor(rush.id, { email })),
    ]
    const answers = (await Promise.allSettled(bodies.map((body) => send(body)))).map(outcome)
    await mailer.idle()

    const [fresh, resent, sameText, taken, closedOne, unseen, quick, first, second, sameWords, sameWordsAgain, ...limited] = answers as Record<
      string,
      unknown
    >[]
    expect(resent).toMatchObject({ commentId: earlierAnswer.commentId, commentNumber: earlierAnswer.commentNumber })
    expect(sameText).toMatchObject({ commentId: earlierAnswer.commentId })
    expect(taken).toEqual({ status: 409, code: 'comment-id-taken' })
    expect(closedOne).toEqual({ status: 409, code: 'comments-closed' })
    expect(unseen).toEqual({ status: 404, code: 'not-found' })
    expect(quick).toEqual({ status: 400, code: 'filled-too-fast' })
    expect(second).toMatchObject({ commentId: first!.commentId, commentNumber: first!.commentNumber })
    expect(sameWordsAgain).toMatchObject({ commentId: sameWords!.commentId })
    expect(limited.slice(0, 10).every((a) => typeof a.commentId === 'string')).toBe(true)
    expect(limited[10]).toEqual({ status: 429, code: 'rate-limited' })

    // Each new comment stored once, in one transaction, numbered on from the earlier one in the order sent.
    const created = [fresh, first, sameWords, ...limited.slice(0, 10)].map((a) => a!.commentId as string)
    expect(new Set(created).size).toBe(13)
    // (The comment sent twice under one clientCommentId was answered again, with a new token, by the next.)
    expect(await transactionOf(created.filter((id) => id !== first!.commentId))).toHaveProperty('size', 1)
    const rows = await app.db.select().from(t.comments).where(eq(t.comments.projectId, rush.id))
    expect(rows).toHaveLength(14)
    const number = (a: Record<string, unknown> | undefined) => Number(String(a!.commentNumber).slice(-4))
    expect([fresh, first, sameWords, ...limited.slice(0, 10)].map(number)).toEqual(
      Array.from({ length: 13 }, (_, i) => number(earlierAnswer as unknown as Record<string, unknown>) + 1 + i),
    )
    // The newest token of a comment answered twice is the one that works.
    const tokenOf = async (a: Record<string, unknown> | undefined) => (await stored(a!.commentId as string)).uploadTokenHash
    expect(await tokenOf(sameWords)).toBe(tokenHash(sameWordsAgain!.uploadToken as string))
    expect(await tokenOf(first)).toBe(tokenHash(second!.uploadToken as string))
    expect(await tokenOf(resent)).toBe(tokenHash(sameText!.uploadToken as string))
    // One audit entry and one receipt for each new comment.
    expect(
      await app.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.action, 'submit-comment'), inArray(t.auditLog.entityId, created))),
    ).toHaveLength(13)
    expect(await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, email))).toHaveLength(10)
    expect(await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, twice.email))).toHaveLength(1)
  })

  it('at two servers at once are numbered in one sequence, and one comment sent to both is stored once', async () => {
    const rush = await openProject()
    const [one, other] = [submissions(), submissions()]
    const body = visitor(rush.id)
    const answers = await Promise.all([
      one.send(body),
      other.send({ ...body, comment: 'Edited before the outbox sent it again.' }),
      ...Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? one : other).send(visitor(rush.id))),
    ])
    expect(answers[1]!.commentId).toBe(answers[0]!.commentId)
    const rows = await app.db.select().from(t.comments).where(eq(t.comments.projectId, rush.id))
    expect(rows).toHaveLength(7)
    expect(new Set(rows.map((r) => r.documentNumber)).size).toBe(7)
    expect(new Set(answers.map((a) => a.commentNumber)).size).toBe(7)
  })

  it('fail alone: a submission the database refuses fails, and the others of its group are stored', async () => {
    const rush = await openProject()
    const { send } = submissions()
    // Only a caller skipping the route's checks can send this: PostgreSQL refuses a NUL character in text.
    const answers = (
      await Promise.allSettled(
        [visitor(rush.id), visitor(rush.id, { unchecked: { comment: 'Broken \u0000 text' } }), visitor(rush.id)].map((body) => send(body)),
      )
    ).map(outcome)
    expect(answers[0]).toMatchObject({ commentId: expect.any(String) })
    expect(answers[1]).not.toHaveProperty('commentId')
    expect(answers[2]).toMatchObject({ commentId: expect.any(String) })
    expect(await app.db.select().from(t.comments).where(eq(t.comments.projectId, rush.id))).toHaveLength(2)
  })
})

describe('the receipt', () => {
  const receipts = (to: string) =>
    app.db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.kind, 'comment-receipt'), eq(t.mailOutbox.toAddress, to)))

  it('is mailed to the e-mail address given, with the comment number and the review time, once', async () => {
    const body = visitor(project.id)
    const { body: answer } = await submit(body)
    const [mail] = await receipts(body.email)
    expect(mail!.subject).toBe(`Comment received: ${answer.commentNumber}`)
    expect(mail!.text).toContain(answer.commentNumber)
    expect(mail!.text).toContain('posted after 24 to 48 hours of review')
    await submit(body)
    expect(await receipts(body.email)).toHaveLength(1)
  })

  it('is in French when the visitor asks, or when the account’s language is French', async () => {
    const body = visitor(project.id, { language: 'fr' })
    const { body: answer } = await submit(body)
    const [mail] = await receipts(body.email)
    expect(mail!.text).toContain(`Son numéro est ${answer.commentNumber}`)
    expect(mail!.text).toContain('24 à 48 heures')
    const person = await createUser(app.db, { language: 'fr' })
    await submit(visitor(project.id, { language: 'en' }), await app.tokenFor(person))
    expect((await receipts(person.email))[0]!.subject).toMatch(/^Commentaire reçu/)
  })

  it('is not sent when only a phone number was given', async () => {
    const before = (await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'comment-receipt'))).length
    await submit(visitor(project.id, { email: '', phoneNumber: '867-555-0123' }))
    expect(await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'comment-receipt'))).toHaveLength(before)
  })
})
