// What each event tells whom (issue 29 items 1–4), read from the mail as delivered over SMTP: the
// recipients WHO_IS_TOLD names and nobody else, the date, place or link the notice must name, the
// reader's language first with the other below, and the Notifications tab saying the same.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { header, startSmtpCapture } from './smtp-capture.ts'
import type { CapturedMail, SmtpCapture } from './smtp-capture.ts'
import { pdfForm } from './staff-callers.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { createProject } from '../factories/project-factory.ts'
import type { ProjectOverrides } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { commentSubmission } from '../factories/comment-submission.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import { ASSESSMENT_OUTCOMES, DECISION_KINDS } from '../../src/server/db/reference/outcomes-and-types.ts'
import { notificationDispatch } from '../../src/server/modules/notification-dispatch/dispatch.service.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'

const NOW = new Date('2026-11-25T18:00:00Z')
const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256')
let app: TestApp
let smtp: SmtpCapture
type User = Awaited<ReturnType<typeof createUser>>
const people: Record<'proponent' | 'follower' | 'intervenor' | 'lead' | 'otherStaff' | 'bystander' | 'profile', User> = {} as never
const tokens: Record<string, string> = {}
let project: Awaited<ReturnType<typeof createProject>>

beforeAll(async () => {
  smtp = await startSmtpCapture()
  app = await startTestApp({ now: NOW, env: { SMTP_URL: smtp.url } })
  people.proponent = await createUser(app.db, { firstName: 'Pat', email: 'proponent@notices.test' })
  people.follower = await createUser(app.db, { firstName: 'Chloé', email: 'follower@notices.test', language: 'fr' })
  people.intervenor = await createUser(app.db, { firstName: 'Ira', email: 'intervenor@notices.test' })
  people.lead = await createUser(app.db, { firstName: 'Lee', email: 'lead@notices.test', staffRole: 'assessor' })
  people.otherStaff = await createUser(app.db, { firstName: 'Max', email: 'manager@notices.test', staffRole: 'manager' })
  people.bystander = await createUser(app.db, { firstName: 'Bo', email: 'bystander@notices.test' })
  people.profile = await createUser(app.db, { firstName: 'Pro', email: 'profile@notices.test' })
  for (const [who, user] of Object.entries(people)) tokens[who] = await app.tokenFor(user)
})
afterAll(() => smtp.close())

/** A project with a proponent, a French follower, an accepted intervenor, a lead assessor and a matching profile. */
async function newProject(overrides: ProjectOverrides = {}) {
  app.setNow(NOW)
  project = await createProject(app.db, { stageCode: 'SEEKING_VIEWS', ...overrides })
  await app.db.update(t.projects).set({ leadAssessorId: people.lead.id }).where(eq(t.projects.id, project.id))
  await giveRole(app.db, people.proponent.id, project.id, 'proponent-agent')
  await giveRole(app.db, people.intervenor.id, project.id, 'intervenor')
  await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: people.follower.id })
  await app.db.delete(t.notificationProfiles).where(eq(t.notificationProfiles.userId, people.profile.id))
  await app.db
    .insert(t.notificationProfiles)
    .values({ userId: people.profile.id, publicNotice: true, recommendationSent: true, projectTypes: [project.projectTypeId] })
  await deliver()
  return project
}

/** Runs the notification job once and answers the mails it delivered, by address. */
async function deliver(): Promise<Record<string, CapturedMail>> {
  const before = smtp.mails.length
  await notificationDispatch({ db: app.db, mailer: createMailer(app.db, app.config), publicBaseUrl: app.config.publicBaseUrl, secret }).run(new Date())
  const mails = smtp.mails.slice(before)
  const byAddress: Record<string, CapturedMail> = {}
  for (const mail of mails)
    for (const to of mail.to) {
      expect(byAddress[to], `one mail to ${to}`).toBeUndefined()
      byAddress[to] = mail
    }
  return byAddress
}

const staff = (path: string, body: unknown = {}) => app.postJson(`/api/staff/projects/${project.id}${path}`, body, tokens.lead)
const link = (path: string) => `${app.config.publicBaseUrl}${path}`
const FOLLOWING = ['follower@notices.test', 'intervenor@notices.test', 'proponent@notices.test']

beforeEach(() => app.setNow(NOW))

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

describe('the notices of people’s own steps', () => {
  it('an answer: the office is told it was submitted, the proponent and followers that it is public', async () => {
    await newProject({ stageCode: 'ADEQUACY_INFORMATION_REQUEST' })
    const [request] = await app.db
      .insert(t.informationRequests)
      .values({ projectId: project.id, number: 3, status: 'published', preamble: 'Please answer.' })
      .returning()
    await app.db.insert(t.informationRequestQuestions).values({ informationRequestId: request!.id, questionNumber: 1, text: '<p>How deep?</p>' })
    await createDocument(app.db, app.config.dataDir, project.id, {
      role: 'information-request-answer',
      state: 'unreviewed',
      informationRequestId: request!.id,
      questionNumber: 1,
    })
    const saved = await app.request(`/api/projects/${project.id}/information-requests/${request!.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${tokens.proponent}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        projectId: project.id,
        informationRequestId: request!.id,
        publish: true,
        answers: [{ questionNumber: 1, text: '<p>Ten metres.</p>', attachments: [] }],
      }),
    })
    expect(saved.status).toBe(200)
    let mails = await deliver()
    expect(Object.keys(mails)).toEqual(['lead@notices.test'])
    expect(mails['lead@notices.test']!.text).toContain('The proponent submitted the answer to information request No. 3.')
    expect(mails['lead@notices.test']!.text).toContain(link(`/staff/review/answers/${request!.id}`))

    expect((await app.postJson(`/api/staff/answers/${request!.id}/publish`, {}, tokens.lead)).status).toBe(200)
    mails = await deliver()
    expect(Object.keys(mails).sort()).toEqual(['follower@notices.test', 'proponent@notices.test'])
    expect(mails['proponent@notices.test']!.text).toContain(link(`/projects/${project.id}/information-requests/${request!.id}`))
  })

  it('a published comment: its writer is told, with an account or only an address, in the language they wrote in', async () => {
    await newProject()
    await staff('/comment-period/open', { audience: 'public', startDate: '2026-11-25', endDate: '2026-12-16' })
    await deliver()
    const visitor = await app.postJson<{ commentId: string; commentNumber: string }>(
      '/api/projects/submit-comment',
      commentSubmission(project.id, { email: 'visitor@notices.test', language: 'fr' }),
    )
    expect(visitor.status).toBe(200)
    const member = await app.postJson<{ commentId: string }>('/api/projects/submit-comment', commentSubmission(project.id, { email: '' }), tokens.bystander)
    expect(member.status).toBe(200)
    await deliver()
    for (const comment of [visitor.body, member.body])
      expect((await app.postJson(`/api/staff/comments/${comment.commentId}/publish`, { redactions: [] }, tokens.lead)).status).toBe(200)
    const mails = await deliver()
    expect(Object.keys(mails).sort()).toEqual(['bystander@notices.test', 'visitor@notices.test'])
    const french = mails['visitor@notices.test']!
    expect(french.text).toContain(`Votre commentaire ${visitor.body.commentNumber} a été publié.`)
    expect(french.text).toContain(link(`/projects/${project.id}/comments`))
    // One person’s notice is not the public’s: the tab keeps the comment period’s notice alone.
    const groups = await app.getJson<{ emailTypeGroups: { emailTypeId: number }[] }[]>(`/api/projects/${project.id}/emails`)
    expect(groups.body.flatMap((day) => day.emailTypeGroups.map((type) => type.emailTypeId))).toEqual([1])
  })

  it('an intervenor application: the office is told who applied', async () => {
    await newProject({
      projectTypeId: PROJECT_TYPE.panelReview,
      stageCode: 'COMMENT_BEFORE_HEARINGS',
      panelDisplay: { showHearingsTab: true, showIntervenorsTab: true, showApplyToBeIntervenor: true, showPanelMembers: true },
      intervenorDeadline: new Date('2026-12-20T23:30:00Z'),
    })
    const applied = await app.postJson<{ status: string; intervenorId: string }>(
      '/api/projects/apply-to-be-intervenor',
      { projectId: project.id, agreeToTerms: true, agreeToPrivacy: true },
      tokens.bystander,
    )
    expect(applied.body.status).toBe('OK')
    const mails = await deliver()
    expect(Object.keys(mails)).toEqual(['lead@notices.test'])
    expect(mails['lead@notices.test']!.text).toContain('Bo')
    expect(mails['lead@notices.test']!.text).toContain(link(`/staff/review/intervenors/${applied.body.intervenorId}`))
  })

  it('an intervenor decision: the applicant with an account is mailed it, and the undo says an e-mail went out only then', async () => {
    await newProject({ projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'COMMENT_BEFORE_HEARINGS' })
    const [withAccount, imported] = await app.db
      .insert(t.intervenors)
      .values([
        { projectId: project.id, userId: people.bystander.id, displayName: 'Bo' },
        { projectId: project.id, userId: null, displayName: 'Klondike Society' },
      ])
      .returning()
    const before = smtp.mails.length
    for (const intervenor of [withAccount!, imported!])
      expect((await app.postJson(`/api/staff/intervenors/${intervenor.id}/decline`, { reason: 'Not directly affected.' }, tokens.lead)).status).toBe(200)
    await expect.poll(() => smtp.mails.slice(before).flatMap((m) => m.to)).toEqual(['bystander@notices.test'])
    const mailed = async (id: string) =>
      (await app.getJson<{ undoable: { mailed: boolean } }>(`/api/staff/undo/intervenor/${id}`, tokens.lead)).body.undoable.mailed
    expect(await mailed(withAccount!.id)).toBe(true)
    expect(await mailed(imported!.id)).toBe(false)
  })

  it('the office is every staff member when the project has no lead assessor', async () => {
    await newProject({
      projectTypeId: PROJECT_TYPE.panelReview,
      stageCode: 'COMMENT_BEFORE_HEARINGS',
      panelDisplay: { showHearingsTab: true, showIntervenorsTab: true, showApplyToBeIntervenor: true, showPanelMembers: true },
      intervenorDeadline: new Date('2026-12-20T23:30:00Z'),
    })
    await app.db.update(t.projects).set({ leadAssessorId: null }).where(eq(t.projects.id, project.id))
    await app.postJson('/api/projects/apply-to-be-intervenor', { projectId: project.id, agreeToTerms: true, agreeToPrivacy: true }, tokens.profile)
    const told = Object.keys(await deliver())
    expect(told).toEqual(expect.arrayContaining(['lead@notices.test', 'manager@notices.test']))
    expect(told).not.toContain('proponent@notices.test')
  })
})
