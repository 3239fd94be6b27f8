// A staff page that needs a higher role than the person's: its route answers not-found carrying the
// role it needs, and the not-found page says that role rather than that no page is there.
export type StaffRoleName = 'manager' | 'administrator'

/** The not-found data of a staff page opened without its role. */
export const roleNeeded = (role: StaffRoleName) => ({ staffRoleNeeded: role })

/** The role a not-found answer says the page needs, if it is one of those. */
export function roleNeededOf(data: unknown): StaffRoleName | null {
  const role = data && typeof data === 'object' ? (data as { staffRoleNeeded?: unknown }).staffRoleNeeded : undefined
  return role === 'manager' || role === 'administrator' ? role : null
}
