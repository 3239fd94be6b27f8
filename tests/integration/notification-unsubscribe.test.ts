// The unsubscribe link in a notice: what it stops, stopping it with one POST and no login, and a
// token the registry did not send.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { header } from './smtp-capture.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { app, firstId, mailsTo, notice, profile, recipientsOf, useNotificationDispatchApp } from './notification-dispatch-app.ts'

useNotificationDispatchApp()

describe('notification dispatch', () => {
  describe('unsubscribe link', () => {
    const tokenIn = (address: string) => /\/api\/unsubscribe\/([\w-]+)>/.exec(header(mailsTo(address).at(-1)!.raw, 'List-Unsubscribe'))![1]!
    const oneClick = (token: string) =>
      app.request(`/api/unsubscribe/${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })

    it('says what it stops on GET without stopping it; one POST, with no login, stops it at once', async () => {
      const project = await createProject(app.db)
      const follower = await createUser(app.db, { email: 'leaving-follower@example.ca' })
      await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: follower.id })
      const proponent = await createUser(app.db, { email: 'leaving-proponent@example.ca' })
      await giveRole(app.db, proponent.id, project.id, 'proponent-agent')
      // A district no other test's profile has.
      const district = await firstId('assessment_districts', 2)
      await app.db.insert(t.projectDistricts).values({ projectId: project.id, refId: district })
      await profile('leaving-profile@example.ca', { assessmentDistricts: [district], recommendationSent: true })
      await notice(project.id, 'public-notice')

      const token = tokenIn('leaving-follower@example.ca')
      expect(token).not.toContain(follower.id)
      const described = await app.getJson(`/api/unsubscribe/${token}`)
      expect(described).toEqual({
        status: 200,
        body: {
          status: 'OK',
          recipientKind: 'follower',
          projectId: project.id,
          projectNumber: project.projectNumber,
          projectTitle: project.title,
          unsubscribed: false,
        },
      })
      expect(await app.db.select().from(t.projectFollows).where(eq(t.projectFollows.userId, follower.id))).toHaveLength(1)

      const response = await oneClick(token)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ recipientKind: 'follower', unsubscribed: true })
      expect(await app.db.select().from(t.projectFollows).where(eq(t.projectFollows.userId, follower.id))).toHaveLength(0)
      expect((await app.getJson(`/api/unsubscribe/${token}`)).body).toMatchObject({ unsubscribed: true })

      expect(await (await oneClick(tokenIn('leaving-profile@example.ca'))).json()).toMatchObject({ recipientKind: 'notification-profile', unsubscribed: true })
      const [turnedOff] = await app.db
        .select()
        .from(t.notificationProfiles)
        .innerJoin(t.users, eq(t.users.id, t.notificationProfiles.userId))
        .where(eq(t.users.email, 'leaving-profile@example.ca'))
      expect(turnedOff!.notification_profiles).toMatchObject({ publicNotice: false, recommendationSent: false, assessmentDistricts: [district] })

      expect(await (await oneClick(tokenIn('leaving-proponent@example.ca'))).json()).toMatchObject({ recipientKind: 'proponent-agent', unsubscribed: true })

      // The next notice reaches none of them.
      const next = await notice(project.id, 'recommendation-sent')
      expect(await recipientsOf(next.eventId)).toEqual({})
    })

    it('is not found for a token the registry did not send', async () => {
      expect((await app.getJson('/api/unsubscribe/not-a-real-token')).status).toBe(404)
      expect((await oneClick('not-a-real-token')).status).toBe(404)
    })
  })
})
