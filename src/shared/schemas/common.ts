// Pieces every answer shares: the spec's status field and the error body.
import * as v from 'valibot'

export const StatusOk = v.literal('OK')

/** `KO…` answers carry a reason after the prefix, as the spec shows ("KO - already applied"). */
export const ErrorBody = v.object({
  status: v.string(),
  code: v.string(),
  userMessage: v.string(),
  /** The request parameter that was refused, when one was. */
  parameter: v.optional(v.string()),
})
export type ErrorBody = v.InferOutput<typeof ErrorBody>

export const Uuid = v.pipe(v.string(), v.uuid())
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp())
export const LatLng = v.object({ latitude: v.number(), longitude: v.number() })
export type LatLng = v.InferOutput<typeof LatLng>
