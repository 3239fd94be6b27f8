// The notification profile (spec proposals-and-accounts §3): which new projects a user hears of.
import * as v from 'valibot'
import { StatusOk } from './common.ts'
import { boundedList, Text } from './input.ts'

/** Reference ids, at most as many as the longest reference list (the sub-sub-drainages) could need. */
const ids = boundedList(v.pipe(v.string(), v.regex(/^[0-9A-Za-z-]{1,64}$/, 'must be ids')), 500)
const Point = v.object({ latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)), longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)) })

export const NotificationProfile = v.object({
  publicNotice: v.boolean(),
  recommendationSent: v.boolean(),
  assessmentDistricts: ids,
  firstNations: ids,
  sectors: ids,
  planningCommissions: ids,
  projectTypes: ids,
  /** subSubDrainageIds */
  drainages: ids,
  /** The area drawn on the map: a JSON text of a list of latitude/longitude pairs (empty: no area). */
  locationCoordinates: v.pipe(Text, v.maxLength(100_000, 'is too long')),
})
export type NotificationProfile = v.InferOutput<typeof NotificationProfile>

/** The drawn area, parsed: none, or a polygon of at least 3 corners. */
export const AreaCoordinates = v.pipe(
  v.array(Point),
  v.check((points) => points.length === 0 || points.length >= 3, 'An area needs at least 3 points'),
  v.maxLength(1000, 'An area may have at most 1,000 points'),
)

export const UpdateNotificationProfileBody = v.object({ ...NotificationProfile.entries, userId: v.optional(Text) })
export const NotificationProfileResponse = v.object({ status: StatusOk, profile: NotificationProfile })
