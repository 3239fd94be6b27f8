// The notices of people's own steps (issue 29), read from the mail as delivered over SMTP: who is
// told of what they did themselves, and what the notice names.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../src/server/db/schema/index.ts'
import { createDocument } from '../factories/content-factory.ts'
import { commentSubmission } from '../factories/comment-submission.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import { app, deliver, link, newProject, people, project, smtp, staff, tokens, useNoticesApp } from './notices-app.ts'

useNoticesApp()

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
