// Contracts of undoing a staff member's own last action on an item, for every queue.
import * as v from 'valibot'
import { contract } from '../../http/openapi.ts'
import { DecidedErrorBody, StatusOk } from '../../../shared/schemas/common.ts'
import { UndoableResponse } from '../../../shared/schemas/staff-undo.ts'

const tags = ['Staff']
const staff = { 404: 'Not staff (the workspace does not exist for them), or nothing of this kind can be undone' }

export const routes = {
  undoable: contract({
    tags,
    summary: 'The caller’s own last action on an item, when it is the newest on it and can be undone',
    ok: UndoableResponse,
    errors: staff,
  }),
  undo: contract({
    tags,
    summary: 'Undoes the caller’s own last action on an item: the values before it come back, and the undo is audited',
    ok: v.object({ status: StatusOk }),
    errors: {
      ...staff,
      400: 'The action is not named',
      409: { description: 'It is no longer the caller’s last action on the item: what is, by whom and when', schema: DecidedErrorBody },
    },
  }),
}
