// Running a project's public process from the staff workspace: only staff reach it (anyone else:
// 404, as an unknown address); the lead assessor (with the time the statistics read), a panel
// review's panel and the key documents; each shows on the public page and feed at once and is
// audited with the values before and after.
import { describe, expect, it } from 'vitest'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { PROJECT_TYPE } from '../../src/shared/domain/stages.ts'
import * as t from '../../src/server/db/schema/index.ts'
import {
  ACCEPT,
  app,
  audited,
  close,
  feed,
  notices,
  noticeText,
  NOW,
  open,
  panel,
  PROCEED,
  projectId,
  proponentId,
  publicPeriod,
  put,
  row,
  seekingViews,
  token,
  users,
  useStaffProjectRunApp,
} from './staff-project-run-app.ts'
import type { Who } from './staff-project-run-app.ts'

useStaffProjectRunApp()

describe('staff access', () => {
  const endpoints = (): [string, string, unknown][] => [
    ['GET', `/api/staff/projects/${projectId}/run`, undefined],
    ['POST', `/api/staff/projects/${projectId}/comment-period/open`, publicPeriod],
    ['POST', `/api/staff/projects/${projectId}/comment-period/close`, {}],
    ['POST', `/api/staff/projects/${projectId}/seeking-views-deadline`, { deadline: '2026-12-18' }],
    ['POST', `/api/staff/projects/${projectId}/lead-assessor`, { userId: users.assessor!.id }],
    ['POST', `/api/staff/projects/${projectId}/panel`, panel],
    ['POST', `/api/staff/projects/${projectId}/key-document`, { documentId: projectId, keyDocument: true }],
    ['POST', `/api/staff/projects/${projectId}/outcome`, { outcomeId: PROCEED }],
    ['POST', `/api/staff/projects/${projectId}/decision`, { documentId: projectId, decisionId: ACCEPT }],
    ['PUT', `/api/staff/projects/${projectId}/public-notice-text`, noticeText],
  ]
  const call = (who: Who, [method, path, body]: [string, string, unknown]) =>
    method === 'GET' ? app.getJson(path, token[who]) : method === 'PUT' ? put(path, body, who) : app.postJson(path, body, token[who])

  for (const who of ['anonymous', 'public', 'proponent'] as const) {
    it(`does not exist for ${who === 'anonymous' ? 'an anonymous visitor' : `a ${who} user`}: every endpoint answers 404 and changes nothing`, async () => {
      for (const endpoint of endpoints()) {
        const { status, body } = await call(who, endpoint)
        expect(status, endpoint[1]).toBe(404)
        expect(body).toMatchObject({ code: 'not-found', userMessage: 'No such API endpoint.' })
      }
      expect(await row()).toMatchObject({ openForComments: false, commentPeriodEndsAt: null, seekingViewsDeadline: null, publicNoticeText: null })
      expect(await notices()).toEqual([])
      expect(await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, projectId))).toEqual([])
    })
  }

  for (const who of ['assessor', 'manager', 'administrator'] as const) {
    it(`lets ${who === 'assessor' ? 'an' : 'a'} ${who} run the comment period, seeking views, lead assessor, panel and key documents`, async () => {
      expect((await app.getJson(`/api/staff/projects/${projectId}/run`, token[who])).body).toMatchObject({
        status: 'OK',
        run: { commentPeriod: null, commentPeriodRefusal: null },
      })
      expect((await open(who)).status).toBe(200)
      expect((await close(who)).status).toBe(200)
      expect((await seekingViews(who)).status).toBe(200)
      expect((await app.postJson(`/api/staff/projects/${projectId}/lead-assessor`, { userId: users[who]!.id }, token[who])).status).toBe(200)
      const { document } = await createDocument(app.db, app.config.dataDir, projectId)
      expect((await app.postJson(`/api/staff/projects/${projectId}/key-document`, { documentId: document.id, keyDocument: true }, token[who])).status).toBe(200)
      // Not a panel review, nor at its recommendation: refused for what the project is, not for who asks.
      expect((await app.postJson(`/api/staff/projects/${projectId}/panel`, panel, token[who])).status).toBe(409)
      expect((await app.postJson(`/api/staff/projects/${projectId}/outcome`, { outcomeId: PROCEED }, token[who])).status).toBe(409)
      expect((await app.postJson(`/api/staff/projects/${projectId}/decision`, { documentId: document.id, decisionId: ACCEPT }, token[who])).status).toBe(409)
      expect((await put(`/api/staff/projects/${projectId}/public-notice-text`, noticeText, who)).status).toBe(200)
      const actions = (
        await app.db
          .select()
          .from(t.auditLog)
          .where(sql`${t.auditLog.detail}->>'projectId' = ${projectId}`)
      ).map((r) => [r.action, r.actor])
      expect(actions.map(([action]) => action).sort()).toEqual([
        'assign-lead-assessor',
        'close-comment-period',
        'open-comment-period',
        'set-key-document',
        'set-public-notice-text',
        'set-seeking-views-deadline',
      ])
      expect(new Set(actions.map(([, actor]) => actor)).size).toBe(1)
    })
  }

  it('does not show staff a draft nobody submitted', async () => {
    const draft = await createProject(app.db, { stageCode: 'DRAFT', projectNumber: null })
    expect((await app.getJson(`/api/staff/projects/${draft.id}/run`, token.administrator)).status).toBe(404)
    expect((await open('administrator', publicPeriod, draft.id)).status).toBe(404)
  })
})

describe('the lead assessor', () => {
  it('assigns a staff member: the public page names them, the feed says so, the statistics keep the first assignment’s time, and the audit keeps before and after', async () => {
    expect((await app.postJson(`/api/staff/projects/${projectId}/lead-assessor`, { userId: users.assessor!.id }, token.manager)).status).toBe(200)
    expect((await row()).leadAssessorId).toBe(users.assessor!.id)
    const page = (await app.getJson<{ project: { leadAssessor: { name: string } | null } }>(`/api/projects/${projectId}`)).body.project
    expect(page.leadAssessor?.name).toMatch(/^assessor /)
    expect((await feed())[0]).toEqual({ code: 'lead-assessor-assigned', name: expect.stringMatching(/^assessor/) })
    const [timing] = await app.db.select().from(t.assessmentTimings).where(eq(t.assessmentTimings.projectId, projectId))
    expect(timing!.assessorAssignedAt).toEqual(NOW)
    const roles = await app.db
      .select()
      .from(t.projectUserRoles)
      .where(and(eq(t.projectUserRoles.projectId, projectId), eq(t.projectUserRoles.role, 'lead-assessor')))
    expect(roles.map((r) => r.userId)).toEqual([users.assessor!.id])
    const [entry] = await audited('assign-lead-assessor')
    expect(entry!.detail).toMatchObject({ before: { leadAssessorId: null }, after: { leadAssessorId: users.assessor!.id } })

    // A reassignment changes the lead, not when the project first had one.
    app.setNow(new Date(NOW.getTime() + 3_600_000))
    expect(
      (await app.postJson(`/api/staff/projects/${projectId}/lead-assessor`, { userId: users.manager!.id }, await app.tokenFor(users.manager!))).status,
    ).toBe(200)
    const [again] = await app.db.select().from(t.assessmentTimings).where(eq(t.assessmentTimings.projectId, projectId))
    expect(again!.assessorAssignedAt).toEqual(NOW)
    const after = await app.db
      .select()
      .from(t.projectUserRoles)
      .where(and(eq(t.projectUserRoles.projectId, projectId), eq(t.projectUserRoles.role, 'lead-assessor')))
    expect(after.map((r) => r.userId)).toEqual([users.manager!.id])
  })

  it('refuses someone who is not staff', async () => {
    expect(await app.postJson(`/api/staff/projects/${projectId}/lead-assessor`, { userId: proponentId }, token.assessor)).toMatchObject({
      status: 400,
      body: { parameter: 'userId', userMessage: 'Choose a staff member as the lead assessor.' },
    })
    expect((await row()).leadAssessorId).toBeNull()
  })
})

describe('a panel review’s panel', () => {
  it('sets the members and display flags the public page follows, tells the feed when the panel is shown, and audits it', async () => {
    const review = await createProject(app.db, { projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'PANEL_REVIEW_START' })
    expect((await app.postJson(`/api/staff/projects/${review.id}/panel`, { ...panel, showPanelMembers: false }, token.assessor)).status).toBe(200)
    type Page = { project: { panelMembers: { name: string; title: string }[]; panelDisplay: Record<string, boolean> } }
    expect((await app.getJson<Page>(`/api/projects/${review.id}`)).body.project.panelMembers).toEqual([])
    expect(await feed(review.id)).not.toContainEqual(expect.objectContaining({ code: 'panel-named' }))
    expect((await app.postJson(`/api/staff/projects/${review.id}/panel`, panel, token.assessor)).status).toBe(200)
    const shown = (await app.getJson<Page>(`/api/projects/${review.id}`)).body.project
    expect(shown.panelMembers).toEqual(panel.members)
    expect(shown.panelDisplay).toMatchObject({ showPanelMembers: true, showHearingsTab: true, showIntervenorsTab: true, showApplyToBeIntervenor: false })
    expect((await feed(review.id))[0]).toEqual({ code: 'panel-named', names: ['Dana Chair', 'Lee Member'] })
    const entries = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'set-panel'), eq(t.auditLog.entityId, review.id)))
    expect(entries.map((e) => e.detail)).toContainEqual(
      expect.objectContaining({ before: expect.objectContaining({ members: panel.members, showPanelMembers: false }), after: panel }),
    )
  })

  it('refuses a project that is not a panel review, and a member with no name', async () => {
    expect(await app.postJson(`/api/staff/projects/${projectId}/panel`, panel, token.assessor)).toMatchObject({
      status: 409,
      body: { userMessage: 'Only a panel review has a panel.' },
    })
    const review = await createProject(app.db, { projectTypeId: PROJECT_TYPE.panelReview, stageCode: 'PANEL_REVIEW_START' })
    expect(await app.postJson(`/api/staff/projects/${review.id}/panel`, { ...panel, members: [{ name: ' ', title: 'Chair' }] }, token.assessor)).toMatchObject({
      status: 400,
      body: { parameter: 'members' },
    })
    expect(await app.db.select().from(t.panelMembers).where(eq(t.panelMembers.projectId, review.id))).toEqual([])
  })
})

describe('key documents', () => {
  it('marks a public document key, which the Key Documents tab then lists, and unmarks it', async () => {
    const { document } = await createDocument(app.db, app.config.dataDir, projectId)
    const keyDocuments = async () => (await app.getJson<{ documentId: string }[]>(`/api/projects/${projectId}/key-documents`)).body.map((d) => d.documentId)
    expect(await keyDocuments()).toEqual([])
    expect((await app.postJson(`/api/staff/projects/${projectId}/key-document`, { documentId: document.id, keyDocument: true }, token.assessor)).status).toBe(
      200,
    )
    expect(await keyDocuments()).toEqual([document.id])
    const run = (
      await app.getJson<{ run: { documents: { documentId: string; keyDocument: boolean }[] } }>(`/api/staff/projects/${projectId}/run`, token.assessor)
    ).body.run
    expect(run.documents).toContainEqual(expect.objectContaining({ documentId: document.id, keyDocument: true }))
    expect((await app.postJson(`/api/staff/projects/${projectId}/key-document`, { documentId: document.id, keyDocument: false }, token.assessor)).status).toBe(
      200,
    )
    expect(await keyDocuments()).toEqual([])
    const entries = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'set-key-document'), eq(t.auditLog.entityId, document.id)))
    expect(entries.map((e) => e.detail)).toContainEqual(expect.objectContaining({ projectId, before: { keyDocument: false }, after: { keyDocument: true } }))
  })

  it('refuses a document waiting for review and one of another project', async () => {
    const { document: unreviewed } = await createDocument(app.db, app.config.dataDir, projectId, { state: 'unreviewed' })
    expect(await app.postJson(`/api/staff/projects/${projectId}/key-document`, { documentId: unreviewed.id, keyDocument: true }, token.assessor)).toMatchObject(
      {
        status: 409,
        body: { userMessage: 'Only a public document can be a key document.' },
      },
    )
    const other = await createProject(app.db)
    const { document: elsewhere } = await createDocument(app.db, app.config.dataDir, other.id)
    expect((await app.postJson(`/api/staff/projects/${projectId}/key-document`, { documentId: elsewhere.id, keyDocument: true }, token.assessor)).status).toBe(
      404,
    )
    const rows = await app.db
      .select()
      .from(t.documents)
      .where(inArray(t.documents.id, [unreviewed.id, elsewhere.id]))
    expect(rows.map((d) => d.keyDocument)).toEqual([false, false])
  })
})
