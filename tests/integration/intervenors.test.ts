// Intervenors of a panel review through the API: the application and its files, the office's
// decision, the application form, and an accepted intervenor's submissions with the period and
// 14-day rules; each endpoint as the public, another person, the rightful person and staff.
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { createProject } from '../factories/project-factory.ts'
import { createHearing } from '../factories/content-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { intervenorDecisionsService } from '../../src/server/modules/intervenors/intervenor-decisions.service.ts'
import type { StaffActor } from '../../src/server/modules/intervenors/intervenor-decisions.service.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import { expectZipBombRefused } from './zip-bombs.ts'

const NOW = new Date('2026-06-01T18:00:00Z')
const OPEN = { showHearingsTab: true, showIntervenorsTab: true, showApplyToBeIntervenor: true, showPanelMembers: false }

let app: TestApp
let applicant: typeof t.users.$inferSelect
let token = ''
let otherToken = ''
let staffToken = ''
let office: StaffActor

type Body = Record<string, unknown> & {
  status: string
  userMessage?: string
  code?: string
  intervenorId?: string
  documentId?: string
  documentNumber?: string
  documentType?: string
  documentTypeId?: number
}

const auth = (who: string): Record<string, string> => (who ? { Authorization: `Bearer ${who}` } : {})

async function call(path: string, init: RequestInit & { who?: string } = {}) {
  const { who = token, headers, ...rest } = init
  const response = await app.request(path, { ...rest, headers: { ...auth(who), ...(headers as Record<string, string>) } })
  return { status: response.status, body: (await response.json()) as Body }
}

const post = (path: string, body: unknown, who = token) =>
  call(path, { method: 'POST', who, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

const PDF = { name: 'application.pdf', bytes: '%PDF-1.7\nfilled in', type: 'application/pdf' }

function upload(
  method: 'POST' | 'PUT',
  path: string,
  file: { name: string; bytes: string; type?: string } | null,
  who = token,
  fields: Record<string, string> = {},
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file) form.append('file', new Blob([file.bytes], { type: file.type ?? '' }), file.name)
  return call(path, { method, who, body: form })
}

const service = () => intervenorDecisionsService(app.db)
const panelProject = (overrides: Parameters<typeof createProject>[1] = {}) =>
  createProject(app.db, {
    projectTypeId: PROJECT_TYPE.panelReview,
    stageCode: 'COMMENT_BEFORE_HEARINGS',
    panelDisplay: OPEN,
    intervenorDeadline: new Date('2026-06-20T23:30:00Z'),
    ...overrides,
  })

async function applied(projectId: string, who = token): Promise<string> {
  const answer = await post('/api/projects/apply-to-be-intervenor', { projectId, agreeToTerms: true, agreeToPrivacy: true }, who)
  expect(answer).toMatchObject({ status: 200, body: { status: 'OK' } })
  return answer.body.intervenorId!
}

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  applicant = await createUser(app.db, { firstName: 'Alex', lastName: 'Morin', company: 'Boreal Wildlife Watch' })
  token = await app.tokenFor(applicant)
  otherToken = await app.tokenFor(await createUser(app.db, { firstName: 'Sam' }))
  const staff = await createUser(app.db, { firstName: 'Chris', staffRole: 'assessor' })
  staffToken = await app.tokenFor(staff)
  office = { userId: staff.id, email: staff.email, staffRole: 'assessor' }
})

describe('applying to be an intervenor', () => {
  it('is for signed-in people: the public is asked to log in', async () => {
    const project = await panelProject()
    expect((await post('/api/projects/check-intervenor', { projectId: project.id }, '')).status).toBe(401)
    expect((await post('/api/projects/apply-to-be-intervenor', { projectId: project.id, agreeToTerms: true, agreeToPrivacy: true }, '')).status).toBe(401)
  })

  it('records who applied and when, once: check and a second application answer already applied', async () => {
    const project = await panelProject()
    expect(await post('/api/projects/check-intervenor', { projectId: project.id })).toEqual({ status: 200, body: { status: 'OK' } })
    const intervenorId = await applied(project.id)
    const [row] = await app.db.select().from(t.intervenors).where(eq(t.intervenors.id, intervenorId))
    expect(row).toMatchObject({ projectId: project.id, userId: applicant.id, status: 'applied', displayName: 'Boreal Wildlife Watch', appliedAt: NOW })
    expect(await post('/api/projects/check-intervenor', { projectId: project.id })).toEqual({ status: 200, body: { status: 'KO - already applied' } })
    expect(await post('/api/projects/apply-to-be-intervenor', { projectId: project.id, agreeToTerms: true, agreeToPrivacy: true })).toEqual({
      status: 200,
      body: { status: 'KO - already applied' },
    })
    // Someone else, staff included, has not applied.
    expect(await post('/api/projects/check-intervenor', { projectId: project.id }, otherToken)).toEqual({ status: 200, body: { status: 'OK' } })
    expect(await post('/api/projects/check-intervenor', { projectId: project.id }, staffToken)).toEqual({ status: 200, body: { status: 'OK' } })
    expect(await app.db.select().from(t.intervenors).where(eq(t.intervenors.projectId, project.id))).toHaveLength(1)
  })

  it('is refused without the applicant’s agreement to the privacy statement and the terms of use, and records nothing', async () => {
    const project = await panelProject()
    for (const agreements of [{}, { agreeToTerms: true }, { agreeToPrivacy: true }, { agreeToTerms: true, agreeToPrivacy: false }]) {
      expect(await post('/api/projects/apply-to-be-intervenor', { projectId: project.id, ...agreements })).toMatchObject({
        status: 400,
        body: { code: 'bad-request' },
      })
    }
    expect(await post('/api/projects/check-intervenor', { projectId: project.id })).toEqual({ status: 200, body: { status: 'OK' } })
    expect(await app.db.select().from(t.intervenors).where(eq(t.intervenors.projectId, project.id))).toHaveLength(0)
  })

  it('is refused on a project not open to applications, to staff, and on a project the caller cannot see', async () => {
    const closed = await panelProject({ panelDisplay: { ...OPEN, showApplyToBeIntervenor: false } })
    expect(await post('/api/projects/apply-to-be-intervenor', { projectId: closed.id, agreeToTerms: true, agreeToPrivacy: true })).toMatchObject({
      status: 409,
      body: { code: 'applications-closed' },
    })
    const evaluation = await createProject(app.db)
    expect((await post('/api/projects/apply-to-be-intervenor', { projectId: evaluation.id, agreeToTerms: true, agreeToPrivacy: true })).status).toBe(409)
    const open = await panelProject()
    expect(await post('/api/projects/apply-to-be-intervenor', { projectId: open.id, agreeToTerms: true, agreeToPrivacy: true }, staffToken)).toMatchObject({
      status: 409,
      body: { code: 'staff' },
    })
    const unnumbered = await panelProject({ projectNumber: null })
    expect((await post('/api/projects/check-intervenor', { projectId: unnumbered.id })).status).toBe(404)
    expect((await post('/api/projects/apply-to-be-intervenor', { projectId: unnumbered.id, agreeToTerms: true, agreeToPrivacy: true })).status).toBe(404)
    expect((await post('/api/projects/check-intervenor', { projectId: 'not-an-id' })).status).toBe(400)
  })
})

describe('an application’s files', () => {
  it('are taken from the applicant alone, Unreviewed, on their own application', async () => {
    const project = await panelProject()
    const intervenorId = await applied(project.id)
    const path = `/api/uploads/add-intervenor-document/${project.id}/${intervenorId}`
    expect((await upload('POST', path, PDF, '')).status).toBe(401)
    expect((await upload('POST', path, PDF, otherToken)).status).toBe(404)
    expect((await upload('POST', path, PDF, staffToken)).status).toBe(404)
    const saved = await upload('POST', path, PDF)
    expect(saved).toMatchObject({ status: 200, body: { status: 'OK', documentTypeId: 15 } })
    const [document] = await app.db
      .select()
      .from(t.documents)
      .where(eq(t.documents.id, saved.body.documentId as string))
    expect(document).toMatchObject({
      projectId: project.id,
      role: 'intervenor',
      intervenorId,
      state: 'unreviewed',
      uploadedById: applicant.id,
      fileName: 'application.pdf',
    })
    // Not on another project's address either.
    const other = await panelProject()
    expect((await upload('POST', `/api/uploads/add-intervenor-document/${other.id}/${intervenorId}`, PDF)).status).toBe(404)
  })

  it('says the spec’s words when no file is attached, and refuses files that are not what they say', async () => {
    const project = await panelProject()
    const intervenorId = await applied(project.id)
    const path = `/api/uploads/add-intervenor-document/${project.id}/${intervenorId}`
    expect(await upload('POST', path, null)).toMatchObject({ status: 400, body: { userMessage: 'Error: Please attach Application.' } })
    expect((await upload('POST', path, { name: 'application.exe', bytes: 'MZ' })).status).toBe(415)
    expect((await upload('POST', path, { name: 'application.pdf', bytes: 'not a pdf', type: 'application/pdf' })).status).toBe(415)
    expect(await app.db.select().from(t.documents).where(eq(t.documents.intervenorId, intervenorId))).toHaveLength(0)
  })

  it('are refused once the office decided the application', async () => {
    const project = await panelProject()
    const intervenorId = await applied(project.id)
    await service().decline(office, intervenorId, NOW)
    expect(await upload('POST', `/api/uploads/add-intervenor-document/${project.id}/${intervenorId}`, PDF)).toMatchObject({
      status: 409,
      body: { code: 'decided' },
    })
  })
})

describe('the office’s decision', () => {
  it('accepting makes the applicant an intervenor of the project, listed publicly, with an audit entry of before and after', async () => {
    const project = await panelProject()
    const intervenorId = await applied(project.id)
    expect((await app.getJson<unknown[]>(`/api/projects/${project.id}/intervenors`)).body).toEqual([])
    await service().accept(office, intervenorId, NOW)
    const [row] = await app.db.select().from(t.intervenors).where(eq(t.intervenors.id, intervenorId))
    expect(row!.status).toBe('accepted')
    const roles = await app.db
      .select()
      .from(t.projectUserRoles)
      .where(and(eq(t.projectUserRoles.projectId, project.id), eq(t.projectUserRoles.userId, applicant.id)))
    expect(roles.map((r) => r.role)).toEqual(['intervenor'])
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, intervenorId), eq(t.auditLog.action, 'accept-intervenor')))
    expect(entry).toMatchObject({ actorUserId: office.userId, detail: { before: { status: 'applied' }, after: { status: 'accepted' } } })
    const listed = await app.getJson<{ intervenorId: string; displayName: string }[]>(`/api/projects/${project.id}/intervenors`)
    expect(listed.body).toEqual([expect.objectContaining({ intervenorId, displayName: 'Boreal Wildlife Watch' })])
  })

  it('declining keeps the applicant off the list; only staff decide', async () => {
    const project = await panelProject()
    const intervenorId = await applied(project.id)
    await expect(service().accept({ userId: applicant.id, email: applicant.email, staffRole: null }, intervenorId, NOW)).rejects.toThrow()
    await service().decline(office, intervenorId, NOW)
    const [row] = await app.db.select().from(t.intervenors).where(eq(t.intervenors.id, intervenorId))
    expect(row!.status).toBe('refused')
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, intervenorId), eq(t.auditLog.action, 'decline-intervenor')))
    expect(entry!.detail).toMatchObject({ before: { status: 'applied' }, after: { status: 'refused' } })
    expect((await app.getJson<unknown[]>(`/api/projects/${project.id}/intervenors`)).body).toEqual([])
  })
})

describe('the application form', () => {
  it('is a PDF in English or French for a project taking applications', async () => {
    const project = await panelProject({ title: 'Caribou Pass mine' })
    for (const language of ['en', 'fr']) {
      const response = await app.request(`/api/projects/${project.id}/intervenor-application-form?language=${language}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      const text = new TextDecoder('latin1').decode(await response.arrayBuffer())
      expect(text.startsWith('%PDF-')).toBe(true)
      expect(response.headers.get('content-disposition')).toContain(language === 'fr' ? 'demande-intervenant' : 'intervenor-application')
    }
    const closed = await panelProject({ panelDisplay: { ...OPEN, showApplyToBeIntervenor: false } })
    expect((await app.request(`/api/projects/${closed.id}/intervenor-application-form`)).status).toBe(404)
  })
})

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
