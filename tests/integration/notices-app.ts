// What the notices test files share (issue 29): the app sending its mail over SMTP to a capture,
// a project with everyone a notice may tell, and reading a notice as delivered. Apart so each of
// those files starts from the same state.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { startSmtpCapture } from './smtp-capture.ts'
import type { CapturedMail, SmtpCapture } from './smtp-capture.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { createProject } from '../factories/project-factory.ts'
import type { ProjectOverrides } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import { notificationDispatch } from '../../src/server/modules/notification-dispatch/dispatch.service.ts'

const NOW = new Date('2026-11-25T18:00:00Z')
const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256')
export let app: TestApp
export let smtp: SmtpCapture
type User = Awaited<ReturnType<typeof createUser>>
export const people: Record<'proponent' | 'follower' | 'intervenor' | 'lead' | 'otherStaff' | 'bystander' | 'profile', User> = {} as never
export const tokens: Record<string, string> = {}
export let project: Awaited<ReturnType<typeof createProject>>

/** A project with a proponent, a French follower, an accepted intervenor, a lead assessor and a matching profile. */
export async function newProject(overrides: ProjectOverrides = {}) {
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
export async function deliver(): Promise<Record<string, CapturedMail>> {
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

export const staff = (path: string, body: unknown = {}) => app.postJson(`/api/staff/projects/${project.id}${path}`, body, tokens.lead)
export const link = (path: string) => `${app.config.publicBaseUrl}${path}`
export const FOLLOWING = ['follower@notices.test', 'intervenor@notices.test', 'proponent@notices.test']

/** Starts the app sending its mail to a capturing SMTP server, for a notices test file; call at its top. */
export function useNoticesApp(): void {
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
  beforeEach(() => app.setNow(NOW))
}
