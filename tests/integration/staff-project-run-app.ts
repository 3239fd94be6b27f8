// What the test files on running a project's public process from the staff workspace share: one
// signed-in user per role, a new project before each test, the staff actions as each role sends
// them, and what the public page, feed, notices and audit then show. Apart so each of those files
// starts from the same state.
import { beforeAll, beforeEach } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { ASSESSMENT_OUTCOMES, DECISION_KINDS } from '../../src/server/db/reference/outcomes-and-types.ts'

export let app: TestApp
export const PROCEED = ASSESSMENT_OUTCOMES[0]!.id
export const WITHDRAWN = ASSESSMENT_OUTCOMES.find((o) => o.withdrawn)!.id
export const ACCEPT = DECISION_KINDS[0]!.id
export const VARY = DECISION_KINDS[1]!.id
export const NOW = new Date('2026-11-25T18:00:00Z')
const WHO = ['anonymous', 'public', 'proponent', 'assessor', 'manager', 'administrator'] as const
export type Who = (typeof WHO)[number]
export const token: Record<Who, string | undefined> = { anonymous: undefined, public: '', proponent: '', assessor: '', manager: '', administrator: '' }
export let proponentId = ''
export const users: Partial<Record<Who, Awaited<ReturnType<typeof createUser>>>> = {}

export let projectId = ''

export const publicPeriod = { audience: 'public', startDate: '2026-11-25', endDate: '2026-12-16' }
export const panel = {
  members: [
    { name: 'Dana Chair', title: 'Panel Chair' },
    { name: 'Lee Member', title: 'Panel Member' },
  ],
  showPanelMembers: true,
  showHearingsTab: true,
  showIntervenorsTab: true,
  showApplyToBeIntervenor: false,
}
export const open = (who: Who, body: unknown = publicPeriod, id = projectId) => app.postJson(`/api/staff/projects/${id}/comment-period/open`, body, token[who])
export const close = (who: Who, id = projectId) => app.postJson(`/api/staff/projects/${id}/comment-period/close`, {}, token[who])
export const seekingViews = (who: Who, deadline = '2026-12-18', id = projectId) =>
  app.postJson(`/api/staff/projects/${id}/seeking-views-deadline`, { deadline }, token[who])
export const row = async (id = projectId) => (await app.db.select().from(t.projects).where(eq(t.projects.id, id)))[0]!
export const notices = async (id = projectId) =>
  (await app.db.select({ kind: t.notificationEvents.kind }).from(t.notificationEvents).where(eq(t.notificationEvents.projectId, id))).map((n) => n.kind)
export const feed = async (id = projectId) =>
  (await app.getJson<{ event: Record<string, unknown> | null }[]>(`/api/projects/${id}/activity-feed`)).body.map((item) => item.event)
export const publicProject = async (id = projectId) =>
  (
    await app.getJson<{
      project: {
        openForComments: boolean
        openForParticipantComments: boolean
        upcomingCommentPeriod: { startsAt: string; endsAt: string | null; participantsOnly: boolean } | null
        seekingViewsAndInformationDeadline: string | null
      }
    }>(`/api/projects/${id}`)
  ).body.project
export const noticeText = {
  text: '<p>The <strong>Dawson</strong> office takes comments too.</p><img src=x onerror=alert(1)>',
  textFr: '<p>Le bureau de Dawson reçoit aussi les commentaires.</p>',
}
export async function put(path: string, body: unknown, who: Who) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token[who] ? { Authorization: `Bearer ${token[who]}` } : {}) }
  const response = await app.request(path, { method: 'PUT', headers, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
export const audited = async (action: string) =>
  await app.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.action, action), eq(t.auditLog.entityId, projectId)))

/** Starts the app with one signed-in user per role, and a new project before each test; call at the top of a staff project run test file. */
export function useStaffProjectRunApp(): void {
  beforeAll(async () => {
    app = await startTestApp({ now: NOW })
    for (const who of WHO.slice(1)) {
      const staffRole = who === 'assessor' || who === 'manager' || who === 'administrator' ? who : null
      const user = await createUser(app.db, { firstName: who, staffRole })
      users[who] = user
      if (who === 'proponent') proponentId = user.id
      token[who] = await app.tokenFor(user)
    }
  })
  beforeEach(async () => {
    app.setNow(NOW)
    projectId = (await createProject(app.db, { stageCode: 'SEEKING_VIEWS' })).id
    await giveRole(app.db, proponentId, projectId, 'proponent-agent')
  })
}
