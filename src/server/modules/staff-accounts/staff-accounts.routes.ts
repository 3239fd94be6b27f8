// Contracts of staff accounts: administrators only.
import * as v from 'valibot'
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/staff-accounts.ts'
import { StatusOk } from '../../../shared/schemas/common.ts'

const tags = ['Staff']
const staff = {
  403: 'An assessor or a manager: staff accounts are for administrators (code staff-role)',
  404: 'Not staff (the workspace does not exist for them), or no such account',
}

export const routes = {
  list: contract({
    tags,
    summary: 'The staff accounts, or (with search) up to 50 accounts whose name or e-mail holds every word',
    ok: s.StaffAccountsResponse,
    errors: { ...staff, 400: 'The search is too long' },
  }),
  setRole: contract({
    tags,
    summary: 'Give an account a staff role (assessor, manager, administrator) or take it away (null)',
    ok: v.object({ status: StatusOk }),
    errors: { ...staff, 400: 'Not a staff role', 409: 'An administrator taking away their own role' },
  }),
}
