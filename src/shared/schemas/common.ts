// Pieces every answer shares: the spec's status field and the error body.
import * as v from 'valibot'

export const StatusOk = v.literal('OK')

/** The answer of a change that e-mails a notice: how many people it tells (0: nobody), for the screen to say only what was sent. */
export const NoticeSent = v.object({ status: StatusOk, told: v.pipe(v.number(), v.integer(), v.minValue(0)) })

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
/**
 * A refused decision on a reviewed item (409 already-decided), or a refused undo (409
 * nothing-to-undo): besides the message, the last decision or action on the item, who took it
 * (null for the system) and when, for a screen to say in its reader's language.
 */
export const DecidedErrorBody = v.object({
  ...ErrorBody.entries,
  decision: v.optional(v.nullable(v.string())),
  decidedBy: v.optional(v.nullable(v.string())),
  decidedAt: v.optional(v.nullable(IsoDateTime)),
})

export const LatLng = v.object({ latitude: v.number(), longitude: v.number() })
export type LatLng = v.InferOutput<typeof LatLng>
