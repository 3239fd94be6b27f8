// An accepted intervenor's submissions with the period and 14-day rules, and a zip bomb refused.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createHearing } from '../factories/content-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { expectZipBombRefused } from './zip-bombs.ts'
import {
  app,
  applicant,
  applied,
  call,
  NOW,
  office,
  otherToken,
  panelProject,
  PDF,
  service,
  staffToken,
  token,
  upload,
  useIntervenorsApp,
} from './intervenors-app.ts'

useIntervenorsApp()

describe('an intervenor’s submissions', () => {
  async function acceptedOn(project: { id: string }): Promise<string> {
    const intervenorId = await applied(project.id)
    await service().accept(office, intervenorId, NOW)
    return intervenorId
  }
  const submit = (projectId: string, who = token, fields: Record<string, string> = {}, file: typeof PDF | null = PDF) =>
    upload('PUT', `/api/uploads/add-intervenor-submission/${projectId}`, file, who, { description: 'Caribou habitat review', ...fields })

  it('are taken from an accepted intervenor before the hearings, answered as a project document is, and wait for review', async () => {
    const project = await panelProject({ projectNumber: '2025-0042' })
    const intervenorId = await acceptedOn(project)
    const saved = await submit(project.id)
    expect(saved).toMatchObject({
      status: 200,
      body: { status: 'OK', documentTypeId: 16, documentType: 'Intervenor Submission', documentNumber: '2025-0042-0001' },
    })
    expect(saved.body.unredactedUploadId).toEqual(expect.any(String))
    const [document] = await app.db
      .select()
      .from(t.documents)
      .where(eq(t.documents.id, saved.body.documentId as string))
    expect(document).toMatchObject({
      role: 'intervenor-submission',
      intervenorId,
      state: 'unreviewed',
      description: 'Caribou habitat review',
      uploadedById: applicant.id,
    })
    expect((await submit(project.id)).body.documentNumber).toBe('2025-0042-0002')
    // Nothing public until the office publishes it.
    const listed = await app.getJson<{ documentId: string }[]>(`/api/projects/${project.id}/documents`)
    expect(listed.body.map((d) => d.documentId)).not.toContain(saved.body.documentId)
  })

  it('are refused to the public, to people who are not its intervenors and to staff', async () => {
    const project = await panelProject()
    await applied(project.id)
    expect((await submit(project.id, '')).status).toBe(401)
    // Applied, not yet accepted.
    expect(await submit(project.id)).toMatchObject({ status: 409, body: { code: 'not-intervenor' } })
    expect(await submit(project.id, otherToken)).toMatchObject({ status: 409, body: { code: 'not-intervenor' } })
    expect(await submit(project.id, staffToken)).toMatchObject({ status: 409, body: { code: 'not-intervenor' } })
    expect(await app.db.select().from(t.documents).where(eq(t.documents.projectId, project.id))).toHaveLength(0)
  })

  it('are refused outside the comment period before the hearings', async () => {
    const project = await panelProject({ stageCode: 'PUBLIC_HEARINGS' })
    await acceptedOn(project)
    expect(await submit(project.id)).toMatchObject({
      status: 409,
      body: { code: 'not-before-hearings', userMessage: 'Intervenor submissions are taken only in the comment period before the public hearings.' },
    })
  })

  it('take hearing material until 14 days before the hearing, and then refuse it naming the date it was due', async () => {
    const project = await panelProject()
    await acceptedOn(project)
    // July 14, 6:30 PM in Yukon: due by June 30.
    const later = await createHearing(app.db, project.id, { title: 'Public hearing, Whitehorse', startDate: new Date('2026-07-15T01:30:00Z') })
    const saved = await submit(project.id, token, { hearingId: later.id })
    expect(saved).toMatchObject({ status: 200, body: { documentTypeId: 17, documentType: 'Hearing Material' } })
    const [document] = await app.db
      .select()
      .from(t.documents)
      .where(eq(t.documents.id, saved.body.documentId as string))
    expect(document!.hearingId).toBe(later.id)

    // June 10: due by May 27, already past on June 1.
    const soon = await createHearing(app.db, project.id, { title: 'Public hearing, Old Crow', startDate: new Date('2026-06-10T18:00:00Z') })
    const late = await submit(project.id, token, { hearingId: soon.id })
    expect(late).toMatchObject({ status: 409, body: { code: 'hearing-material-late' } })
    expect(late.body.userMessage).toBe(
      'Hearing material for Public hearing, Old Crow was due by May 27, 2026, 14 days before the hearing: it can no longer be added.',
    )

    // On the due day itself it is still taken, to its last minute in Yukon.
    app.setNow(new Date('2026-05-28T06:59:00Z'))
    expect((await submit(project.id, token, { hearingId: soon.id })).status).toBe(200)
    app.setNow(NOW)

    const undated = await createHearing(app.db, project.id, { title: 'Community session', startDate: null })
    expect(await submit(project.id, token, { hearingId: undated.id })).toMatchObject({ status: 409, body: { code: 'hearing-undated' } })
    const elsewhere = await createHearing(app.db, (await panelProject()).id)
    expect((await submit(project.id, token, { hearingId: elsewhere.id })).status).toBe(400)
  })

  it('need a file', async () => {
    const project = await panelProject()
    await acceptedOn(project)
    expect((await submit(project.id, token, {}, null)).status).toBe(400)
  })
})

describe('a flat zip bomb (a thousand files of a megabyte of zeros)', () => {
  it('is refused without being unpacked, as an application’s file and as a submission', async () => {
    const project = await panelProject()
    const intervenorId = await applied(project.id)
    await expectZipBombRefused((form) => call(`/api/uploads/add-intervenor-document/${project.id}/${intervenorId}`, { method: 'POST', body: form }))
    await service().accept(office, intervenorId, NOW)
    await expectZipBombRefused((form) => call(`/api/uploads/add-intervenor-submission/${project.id}`, { method: 'PUT', body: form }), {
      description: 'Caribou habitat review',
    })
    expect(await app.db.select().from(t.documents).where(eq(t.documents.intervenorId, intervenorId))).toEqual([])
  })
})
