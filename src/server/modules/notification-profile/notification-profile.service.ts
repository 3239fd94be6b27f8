// Reads and saves a user's notification profile; the drawn area is kept as the user gave it and
// as a PostGIS polygon for matching new projects.
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db/client.ts'
import { notificationProfiles } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { AppError } from '../../http/app-error.ts'
import { AreaCoordinates } from '../../../shared/schemas/notification-profile.ts'
import type { NotificationProfile } from '../../../shared/schemas/notification-profile.ts'
import type { SessionUser } from '../auth/session-tokens.ts'

const EMPTY: NotificationProfile = {
  publicNotice: false,
  recommendationSent: false,
  assessmentDistricts: [],
  firstNations: [],
  sectors: [],
  planningCommissions: [],
  projectTypes: [],
  drainages: [],
  locationCoordinates: '[]',
}

function parseArea(text: string): { latitude: number; longitude: number }[] {
  let value: unknown
  try {
    value = JSON.parse(text || '[]')
  } catch {
    throw AppError.badRequest('Invalid parameter locationCoordinates: must be a JSON list of latitude/longitude pairs', 'locationCoordinates')
  }
  const parsed = v.safeParse(AreaCoordinates, value)
  if (!parsed.success) throw AppError.badRequest(`Invalid parameter locationCoordinates: ${parsed.issues[0].message}`, 'locationCoordinates')
  return parsed.output
}

export function notificationProfileService(db: Database) {
  return {
    async get(userId: string): Promise<NotificationProfile> {
      const [row] = await db.select().from(notificationProfiles).where(eq(notificationProfiles.userId, userId))
      if (!row) return EMPTY
      return {
        publicNotice: row.publicNotice,
        recommendationSent: row.recommendationSent,
        assessmentDistricts: row.assessmentDistricts,
        firstNations: row.firstNations,
        sectors: row.sectors,
        planningCommissions: row.planningCommissions,
        projectTypes: row.projectTypes,
        drainages: row.drainages,
        locationCoordinates: JSON.stringify(row.locationCoordinates),
      }
    },

    async save(user: SessionUser, profile: NotificationProfile): Promise<void> {
      const area = parseArea(profile.locationCoordinates)
      const ring = area.length ? [...area, area[0]!].map((p) => `${p.longitude} ${p.latitude}`).join(',') : null
      // An area drawn crossing itself is repaired rather than refused.
      const geometry = ring ? sql`ST_MakeValid(ST_GeomFromText(${`POLYGON((${ring}))`}, 4326))` : null
      const values = {
        publicNotice: profile.publicNotice,
        recommendationSent: profile.recommendationSent,
        assessmentDistricts: profile.assessmentDistricts,
        firstNations: profile.firstNations,
        sectors: profile.sectors,
        planningCommissions: profile.planningCommissions,
        projectTypes: profile.projectTypes,
        drainages: profile.drainages,
        locationCoordinates: area,
        area: geometry as unknown as string | null,
        updatedAt: new Date(),
      }
      await db
        .insert(notificationProfiles)
        .values({ userId: user.userId, ...values })
        .onConflictDoUpdate({ target: notificationProfiles.userId, set: { ...values, revision: sql`${notificationProfiles.revision} + 1` } })
      await audit(db, {
        actorUserId: user.userId,
        actor: user.email,
        action: 'update-notification-profile',
        entity: 'notification-profile',
        entityId: user.userId,
      })
    },
  }
}
