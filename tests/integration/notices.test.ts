// What each of a project's stages tells whom (issue 29 items 1–4), read from the mail as delivered
// over SMTP: the recipients WHO_IS_TOLD names and nobody else, the date, place or link the notice
// must name, the reader's language first with the other below, and the Notifications tab saying
// the same.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { header } from './smtp-capture.ts'
import { pdfForm } from './staff-callers.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { ASSESSMENT_OUTCOMES, DECISION_KINDS } from '../../src/server/db/reference/outcomes-and-types.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import { app, deliver, FOLLOWING, link, newProject, people, project, staff, tokens, useNoticesApp } from './notices-app.ts'

useNoticesApp()

describe('the notices of a project’s stages', () => {
  it('a public comment period: its closing date and time, to the proponent, intervenors, followers and matching profiles; French first for a French reader, English below', async () => {
    await newProject()
    // The office's screen says how many it tells.
    expect(await staff('/comment-period/open', { audience: 'public', startDate: '2026-11-25', endDate: '2026-12-16' })).toEqual({
      status: 200,
      body: { status: 'OK', told: 4 },
    })
    const mails = await deliver()
    expect(Object.keys(mails).sort()).toEqual([...FOLLOWING, 'profile@notices.test'].sort())
    const english = mails['proponent@notices.test']!
    expect(english.subject.replace(/\s+/g, ' ')).toBe(`Public comment period open: ${project.projectNumber} – ${project.title}`)
    expect(english.text).toContain('You can comment until Dec 16, 2026 4:30 PM (Yukon time).')
    expect(english.text).toContain(link(`/projects/${project.id}/comments`))
    const french = mails['follower@notices.test']!
    // Encoded words of a long subject are folded where they split, so spaces say nothing.
    const bare = (s: string) => s.replace(/\s+/g, '')
    expect(bare(french.subject)).toBe(bare(`Période de commentaires publics ouverte : ${project.projectNumber} – ${project.title}`))
    expect(french.text.indexOf('jusqu’au 16 déc 2026 16 h 30 (heure du Yukon)')).toBeGreaterThan(-1)
    expect(french.text.indexOf('jusqu’au 16 déc 2026')).toBeLessThan(french.text.indexOf('You can comment until Dec 16, 2026'))
    expect(french.text).toContain('(English follows.)')

    // The Notifications tab says the same, in French for a French reader.
    const groups = await app.getJson<
      { emailTypeGroups: { emailRecipientGroups: { emails: { emailMessageId: string; subject: string; subjectFr: string }[] }[] }[] }[]
    >(`/api/projects/${project.id}/emails`)
    const listed = groups.body[0]!.emailTypeGroups[0]!.emailRecipientGroups[0]!.emails[0]!
    expect(bare(listed.subjectFr)).toBe(bare(french.subject))
    const detail = await app.getJson<{ email: { content: string; contentFr: string } }>(`/api/projects/${project.id}/emails/${listed.emailMessageId}`)
    expect(detail.body.email.content).toContain('You can comment until Dec 16, 2026 4:30 PM (Yukon time).')
    expect(detail.body.email.contentFr).toContain('jusqu’au 16 déc 2026 16 h 30 (heure du Yukon)')
  })

  it('seeking views and information: the deadline', async () => {
    await newProject()
    expect((await staff('/seeking-views-deadline', { deadline: '2026-12-18' })).status).toBe(200)
    const mails = await deliver()
    expect(Object.keys(mails).sort()).toEqual(FOLLOWING)
    expect(mails['proponent@notices.test']!.text).toContain('You can send yours until Dec 18, 2026 4:30 PM (Yukon time).')
  })

  it('the comment period closing, a pause and the resumption: to the proponent, intervenors and followers, with the date', async () => {
    await newProject()
    await staff('/comment-period/open', { audience: 'public', startDate: '2026-11-25', endDate: '2026-12-16' })
    await deliver()
    expect((await staff('/comment-period/close')).status).toBe(200)
    let mails = await deliver()
    expect(Object.keys(mails).sort()).toEqual(FOLLOWING)
    expect(mails['proponent@notices.test']!.text).toContain('The comment period closed on Nov 25, 2026.')
    expect((await staff('/status', { action: 'pause' })).status).toBe(200)
    mails = await deliver()
    expect(Object.keys(mails).sort()).toEqual(FOLLOWING)
    expect(mails['proponent@notices.test']!.subject).toMatch(/^Assessment paused:/)
    expect(mails['proponent@notices.test']!.text).toContain('The assessment was paused on Nov 25, 2026.')
    expect((await staff('/status', { action: 'resume' })).status).toBe(200)
    mails = await deliver()
    expect(Object.keys(mails).sort()).toEqual(FOLLOWING)
    expect(mails['intervenor@notices.test']!.subject).toMatch(/^Assessment resumed:/)
  })

  it('a timeline extension: the new deadline; the proponent cannot turn it off, having opted out of the rest', async () => {
    await newProject()
    await app.db
      .update(t.projects)
      .set({ stageDeadline: new Date('2026-12-10T23:59:00-07:00') })
      .where(eq(t.projects.id, project.id))
    await app.db.insert(t.notificationOptOuts).values({ userId: people.proponent.id, projectId: project.id })
    expect((await staff('/extend', { businessDays: 5 })).status).toBe(200)
    const mails = await deliver()
    expect(Object.keys(mails).sort()).toEqual(FOLLOWING)
    const proponent = mails['proponent@notices.test']!
    expect(proponent.text).toContain('The new deadline is Dec 17, 2026 4:30 PM (Yukon time).')
    expect(proponent.text).toContain('cannot be turned off')
    expect(header(proponent.raw, 'List-Unsubscribe')).toBe('')
    // A follower may still stop it.
    expect(header(mails['follower@notices.test']!.raw, 'List-Unsubscribe')).toMatch(/unsubscribe/)

    // The opted-out proponent is not told of what is not theirs to do.
    expect((await staff('/general-notice', { note: 'The office moves on Monday.' })).body).toEqual({ status: 'OK', told: 2 })
    expect(Object.keys(await deliver()).sort()).toEqual(['follower@notices.test', 'intervenor@notices.test'])
  })

  it('an information request: its number, due date and page, to the proponent and followers', async () => {
    await newProject({ stageCode: 'ADEQUACY_REVIEW' })
    const created = await staff('/information-requests', {
      preamble: '<p>Please answer.</p>',
      deadline: '2027-01-15',
      questions: [{ text: '<p>How deep is the pit?</p>' }],
    })
    expect(created.status).toBe(200)
    const requestId = (created.body as { id: string }).id
    expect((await staff(`/information-requests/${requestId}/publish`)).status).toBe(200)
    const mails = await deliver()
    expect(Object.keys(mails).sort()).toEqual(['follower@notices.test', 'proponent@notices.test'])
    const text = mails['proponent@notices.test']!.text
    expect(text).toMatch(/Information request No\. \d+ was published\./)
    expect(text).toContain('The proponent’s answer is due by Jan 15, 2027')
    expect(text).toContain(link(`/projects/${project.id}/information-requests/${requestId}`))
  })

  it('a scheduled hearing: its dates, hours, place and page, to intervenors and the proponent even when nobody follows', async () => {
    await newProject({ projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'PANEL_REVIEW_START' })
    await app.db.delete(t.projectFollows).where(eq(t.projectFollows.projectId, project.id))
    const created = await staff('/hearings', {
      title: 'Dawson hearing',
      startDate: '2026-12-02',
      endDate: '2026-12-03',
      time: '6:30 PM to 9:30 PM',
      location: 'Dawson City Community Hall',
      description: '',
    })
    expect(created.body).toMatchObject({ status: 'OK', told: 2 })
    const mails = await deliver()
    expect(Object.keys(mails).sort()).toEqual(['intervenor@notices.test', 'proponent@notices.test'])
    const text = mails['intervenor@notices.test']!.text
    expect(text).toContain('A public hearing is scheduled: Dawson hearing.')
    expect(text).toContain('When: Dec 02, 2026 – Dec 03, 2026, 6:30 PM to 9:30 PM (Yukon time).')
    expect(text).toContain('Where: Dawson City Community Hall.')
    expect(text).toContain(link(`/projects/${project.id}/hearings/${(created.body as { id: string }).id}`))
  })

  it('a decision: the office is told it was uploaded; issuing it sends the decision notice, not a recommendation', async () => {
    await newProject({ stageCode: 'RECOMMENDATION_SENT' })
    const decisionBody = await createUser(app.db, { firstName: 'Dee', email: 'decision-body@notices.test' })
    await giveRole(app.db, decisionBody.id, project.id, 'decision-body')
    const form = pdfForm('decision.pdf')
    form.append('documentTypeId', '12')
    const uploaded = await app.request(`/api/uploads/add-project-document/${project.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await app.tokenFor(decisionBody)}` },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    const documentId = ((await uploaded.json()) as { documentId: string }).documentId
    let mails = await deliver()
    expect(Object.keys(mails)).toEqual(['lead@notices.test'])
    expect(mails['lead@notices.test']!.subject).toMatch(/^Decision document uploaded:/)
    expect(mails['lead@notices.test']!.text).toContain(link(`/staff/projects/${project.id}`))

    expect((await staff('/outcome', { outcomeId: ASSESSMENT_OUTCOMES[1]!.id })).status).toBe(200)
    await deliver()
    expect((await staff('/decision', { documentId, decisionId: DECISION_KINDS[0]!.id })).status).toBe(200)
    mails = await deliver()
    expect(Object.keys(mails).sort()).toEqual(FOLLOWING)
    const notice = mails['proponent@notices.test']!
    expect(notice.subject).toMatch(/^Decision document issued:/)
    expect(notice.text).not.toContain('recommendation')
    expect(notice.text).toContain(link(`/projects/${project.id}/documents`))
    const kinds = await app.db.select({ kind: t.notificationEvents.kind }).from(t.notificationEvents).where(eq(t.notificationEvents.projectId, project.id))
    expect(kinds.map((k) => k.kind).filter((k) => k === 'decision-document')).toHaveLength(1)
  })
})

describe('the reader’s language', () => {
  it('is the one the account last used the registry in: French first, then English, once they switch', async () => {
    await newProject()
    await app.db.update(t.users).set({ language: 'en' }).where(eq(t.users.id, people.intervenor.id))
    const use = (language: string) =>
      app.request('/api/users/device-sessions', { headers: { Authorization: `Bearer ${tokens.intervenor}`, 'X-UI-Language': language } })
    expect((await use('fr')).status).toBe(200)
    expect((await staff('/general-notice', { note: 'Le bureau déménage lundi.' })).status).toBe(200)
    const french = (await deliver())['intervenor@notices.test']!
    expect(french.text.indexOf('Bonjour Ira')).toBeGreaterThan(-1)
    expect(french.text.indexOf('Bonjour Ira')).toBeLessThan(french.text.indexOf('Hello Ira'))
    expect(french.text).toContain('Vous recevez cet avis à titre d’intervenant de ce projet.')

    expect((await use('en')).status).toBe(200)
    await staff('/general-notice', { note: 'The office moves on Monday.' })
    const english = (await deliver())['intervenor@notices.test']!
    expect(english.text.indexOf('Hello Ira')).toBeLessThan(english.text.indexOf('Bonjour Ira'))
  })
})
