// Notification dispatch: whom an event's notice goes to, once each, what the project's
// Notifications tab records, no mail before the event's transaction commits, and the six-month
// draft rule's warning.
import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { header } from './smtp-capture.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import { EMAIL_MESSAGE_TYPES } from '../../src/server/db/reference/outcomes-and-types.ts'
import { NOTIFICATION_KINDS } from '../../src/shared/domain/notification-kinds.ts'
import { recordNotificationEvent } from '../../src/server/modules/notification-dispatch/notification-events.ts'
import { queueDeliveries } from '../../src/server/modules/notification-dispatch/recipients.ts'
import { draftDeletionService } from '../../src/server/modules/proposals/draft-deletion.service.ts'
import {
  app,
  dispatcher,
  firstId,
  later,
  mailsTo,
  notice,
  now,
  organization,
  profile,
  recipientsOf,
  useNotificationDispatchApp,
} from './notification-dispatch-app.ts'

useNotificationDispatchApp()

describe('notification dispatch', () => {
  it('has a notice kind for each e-mail message type', () => {
    expect(NOTIFICATION_KINDS).toEqual(EMAIL_MESSAGE_TYPES.map(([, code]) => code))
  })

  it('tells the proponent, the followers and every profile that matches the project by any of its criteria, once each', async () => {
    const [district, otherDistrict, sector, drainage] = [
      await firstId('assessment_districts'),
      await firstId('assessment_districts', 1),
      await firstId('sectors'),
      await firstId('drainages'),
    ]
    const [firstNation, commission] = [await organization('first-nation'), await organization('planning-commission')]
    const project = await createProject(app.db, {
      assessmentDistrictIds: [district],
      sectorIds: [sector],
      firstNationIds: [firstNation],
      locations: [{ latitude: 62.5, longitude: -136 }],
    })
    await app.db.insert(t.projectDrainages).values({ projectId: project.id, refId: drainage })
    await app.db.insert(t.projectOrganizations).values({ projectId: project.id, organizationId: commission, role: 'planning-commission' })
    await app.db
      .insert(t.projectShapes)
      .values({ projectId: project.id, position: 0, locationType: 'polygon', geom: sql`ST_MakeEnvelope(-130.2, 60.1, -130, 60.3, 4326)` as unknown as string })

    const proponent = await createUser(app.db, { email: 'proponent@example.ca' })
    await giveRole(app.db, proponent.id, project.id, 'proponent-agent')
    const follower = await createUser(app.db, { email: 'follower@example.ca', language: 'fr' })
    await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: follower.id })
    // The proponent also follows the project and has a matching profile: still one mail.
    await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: proponent.id })
    await app.db.insert(t.notificationProfiles).values({ userId: proponent.id, publicNotice: true, assessmentDistricts: [district] })

    await profile('district@example.ca', { assessmentDistricts: [otherDistrict, district] })
    await profile('first-nation@example.ca', { firstNations: [firstNation] })
    await profile('sector@example.ca', { sectors: [sector] })
    await profile('commission@example.ca', { planningCommissions: [commission] })
    await profile('type@example.ca', { projectTypes: [project.projectTypeId] })
    await profile('drainage@example.ca', { drainages: [drainage] })
    await profile('area-point@example.ca', { areaAround: [-136, 62.5] }, 'fr')
    await profile('area-shape@example.ca', { areaAround: [-130.1, 60.2] })
    await profile('elsewhere@example.ca', { assessmentDistricts: [otherDistrict], areaAround: [-140, 64] })
    await profile('no-public-notice@example.ca', { assessmentDistricts: [district], publicNotice: false, recommendationSent: true })

    const { eventId, result } = await notice(project.id, 'public-notice')
    expect(await recipientsOf(eventId)).toEqual({
      'proponent@example.ca': 'proponent-agent',
      'follower@example.ca': 'follower',
      'district@example.ca': 'notification-profile',
      'first-nation@example.ca': 'notification-profile',
      'sector@example.ca': 'notification-profile',
      'commission@example.ca': 'notification-profile',
      'type@example.ca': 'notification-profile',
      'drainage@example.ca': 'notification-profile',
      'area-point@example.ca': 'notification-profile',
      'area-shape@example.ca': 'notification-profile',
    })
    expect(result).toEqual({ matched: 1, sent: 10, failed: 0 })
    expect(mailsTo('proponent@example.ca')).toHaveLength(1)
    expect(mailsTo('elsewhere@example.ca')).toHaveLength(0)

    // In the reader's language, with the project's link and a one-click unsubscribe.
    const french = mailsTo('area-point@example.ca')[0]!
    expect(french.subject.replace(/\s+/g, '')).toContain('Périodedecommentairespublicsouverte')
    expect(french.text).toContain(`http://registry.test/projects/${project.id}`)
    expect(french.text).toContain('correspond à votre profil de notification')
    expect(header(french.raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/registry\.test\/api\/unsubscribe\/[\w-]{43}>$/)
    expect(header(french.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(french.raw).not.toContain(encodeURIComponent('area-point@example.ca'))

    // Matching the same event again adds nobody.
    await queueDeliveries(app.db, { id: eventId, projectId: project.id, kind: 'public-notice', details: {} }, now)
    expect(Object.keys(await recipientsOf(eventId))).toHaveLength(10)
    expect(await dispatcher().run(now)).toEqual({ matched: 0, sent: 0, failed: 0 })

    // A recommendation reaches the profile that asked for those only (and followers, proponent).
    const recommendation = await notice(project.id, 'recommendation-sent')
    expect(await recipientsOf(recommendation.eventId)).toEqual({
      'proponent@example.ca': 'proponent-agent',
      'follower@example.ca': 'follower',
      'no-public-notice@example.ca': 'notification-profile',
    })
    // Notices a profile cannot ask for go to the proponent and followers only.
    const adequacy = await notice(project.id, 'adequacy')
    expect(await recipientsOf(adequacy.eventId)).toEqual({ 'proponent@example.ca': 'proponent-agent', 'follower@example.ca': 'follower' })
  })

  it('records what was sent on the project’s Notifications tab', async () => {
    const project = await createProject(app.db)
    const follower = await createUser(app.db)
    await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: follower.id })
    const proponent = await createUser(app.db)
    await giveRole(app.db, proponent.id, project.id, 'proponent-agent')
    await notice(project.id, 'hearing')
    const groups = await app.getJson<
      {
        emailDate: string
        emailTypeGroups: { emailTypeId: number; emailRecipientGroups: { emailRecipientId: number; emails: { emailMessageId: string; subject: string }[] }[] }[]
      }[]
    >(`/api/projects/${project.id}/emails`)
    expect(groups.status).toBe(200)
    expect(groups.body).toEqual([
      {
        emailDate: expect.any(String) as string,
        emailTypeGroups: [
          {
            emailTypeId: 8,
            emailRecipientGroups: [
              { emailRecipientId: 1, emails: [expect.objectContaining({ subject: `Public hearing scheduled: ${project.projectNumber} – ${project.title}` })] },
              { emailRecipientId: 9, emails: [expect.objectContaining({ subject: `Public hearing scheduled: ${project.projectNumber} – ${project.title}` })] },
            ],
          },
        ],
      },
    ])
    const emailId = groups.body[0]!.emailTypeGroups[0]!.emailRecipientGroups[0]!.emails[0]!.emailMessageId
    const detail = await app.getJson<{ email: { subject: string; content: string } }>(`/api/projects/${project.id}/emails/${emailId}`)
    expect(detail.body.email.content).toContain('See the public notice.')
  })

  it('sends no mail inside the transaction that records the event, and none if it rolls back', async () => {
    const project = await createProject(app.db)
    const follower = await createUser(app.db, { email: 'rollback@example.ca' })
    await app.db.insert(t.projectFollows).values({ projectId: project.id, userId: follower.id })
    await expect(
      app.db.transaction(async (tx) => {
        await recordNotificationEvent(tx, { projectId: project.id, kind: 'decision-document' })
        throw new Error('the decision failed')
      }),
    ).rejects.toThrow('the decision failed')
    expect(await dispatcher().run(now)).toEqual({ matched: 0, sent: 0, failed: 0 })
    expect(mailsTo('rollback@example.ca')).toHaveLength(0)
  })

  describe('the six-month draft rule', () => {
    it('warns the drafter a week before a stale draft is deleted, once, in their language, and deletes it only a week after', async () => {
      const drafter = await createUser(app.db, { email: 'drafter@example.ca', language: 'fr' })
      const draft = await createProject(app.db, { stageCode: 'DRAFT', projectNumber: null, title: 'Chemin du lac' })
      await app.db.update(t.projects).set({ createdById: drafter.id }).where(eq(t.projects.id, draft.id))
      const lastEditedAt = new Date(now)
      lastEditedAt.setUTCMonth(lastEditedAt.getUTCMonth() - 6)
      await app.db
        .insert(t.proposalForms)
        .values({ projectId: draft.id, kind: 'general', formVersion: 5, form1: {}, lastEditedAt: new Date(lastEditedAt.getTime() + 3 * 86_400_000) })
      const mailer = createMailer(app.db, app.config)
      const proposals = draftDeletionService(app.db)
      const files = app.files

      expect(await proposals.warnStaleDrafts(now, mailer, app.config.publicBaseUrl)).toBe(1)
      await mailer.idle()
      const [warning] = mailsTo('drafter@example.ca')
      expect(warning!.subject.replace(/\s+/g, ' ')).toContain('Votre ébauche « Chemin du lac » sera supprimée le')
      expect(warning!.text).toContain('http://registry.test/my-projects')
      expect(await proposals.warnStaleDrafts(now, mailer, app.config.publicBaseUrl)).toBe(0)

      // Six months pass three days later, but the warning is not a week old yet.
      later(4 * 86_400_000)
      expect(await proposals.purgeStaleDrafts(now, files)).toBe(0)
      later(3 * 86_400_000)
      expect(await proposals.purgeStaleDrafts(now, files)).toBe(1)
      expect(mailsTo('drafter@example.ca')).toHaveLength(1)
    })
  })
})
