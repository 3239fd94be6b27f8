// A project's participation tab as its readers see it: published comments, answers and simplified
// responses once published, hearings, intervenors, e-mail notifications and the activity feed.
import { describe, expect, it } from 'vitest'
import { createUser } from '../factories/user-factory.ts'
import { app, get, ids, panelId, projectId, useProjectContentApp } from './project-content-app.ts'
import type { Docs } from './project-content-app.ts'

useProjectContentApp()

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
