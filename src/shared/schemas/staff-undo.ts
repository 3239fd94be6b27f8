// Undoing a staff member's own last action on an item (issue 18 item 4): what can be undone, and
// the undo, which names the action the person was shown.
import * as v from 'valibot'
import { IsoDateTime, StatusOk } from './common.ts'

export const UndoableAction = v.object({
  /** The audit entry of the action. */
  auditId: v.number(),
  /** The audited action's code, e.g. "publish-comment". */
  action: v.string(),
  at: IsoDateTime,
  /** Whether the action e-mailed someone, which its undo does not take back. */
  mailed: v.boolean(),
})
export type UndoableAction = v.InferOutput<typeof UndoableAction>

export const UndoableResponse = v.object({ status: StatusOk, undoable: v.nullable(UndoableAction) })

export const UndoBody = v.object({ auditId: v.pipe(v.number(), v.integer(), v.minValue(1)) })
export type UndoBody = v.InferOutput<typeof UndoBody>
