// Staff accounts (issue 18 item 5): administrators find an account and give or take its staff role.
import * as v from 'valibot'
import { StatusOk } from './common.ts'
import { STAFF_ROLES } from './staff.ts'

export const StaffAccount = v.object({
  userId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  staffRole: v.nullable(v.picklist(STAFF_ROLES)),
})
export type StaffAccount = v.InferOutput<typeof StaffAccount>

/** Without search: the staff accounts; with it: any account whose name or e-mail holds the words. */
export const StaffAccountsQuery = v.object({ search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Keep the search under 200 characters.'))) })
export const StaffAccountsResponse = v.object({ status: StatusOk, accounts: v.array(StaffAccount) })

export const SetStaffRoleBody = v.object({ staffRole: v.nullable(v.picklist(STAFF_ROLES, 'Choose assessor, manager, administrator or none.')) })
export type SetStaffRoleBody = v.InferOutput<typeof SetStaffRoleBody>
