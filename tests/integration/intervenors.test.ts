// Intervenors of a panel review through the API: the application and its files, the office's
// decision and the application form; each endpoint as the public, another person, the rightful
// person and staff.
import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createProject } from '../factories/project-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import {
  app,
  applicant,
  applied,
  NOW,
  office,
  OPEN,
  otherToken,
  panelProject,
  PDF,
  post,
  service,
  staffToken,
  upload,
  useIntervenorsApp,
} from './intervenors-app.ts'

useIntervenorsApp()

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
