// Comments (spec public-registry §3 "Comment submission", §4 "Comments", §7 "Writes"): who may send
// one and when, and what is stored for an anonymous visitor and for a signed-in person.
import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createUser, giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import { app, CLOSED, NOW, openProject, project, stored, submit, useCommentsApp, visitor } from './comments-app.ts'

useCommentsApp()

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
