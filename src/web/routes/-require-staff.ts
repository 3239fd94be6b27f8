// The office's workspace exists only for staff: to anyone else its addresses are the not-found
// page, as an unknown address is. A staff member whose role is too low for a page is told which
// role it needs. The server checks the role again on every call.
import { notFound } from '@tanstack/react-router'
import { currentSession } from '../lib/session'
import { roleNeeded } from '../lib/staff-role'
import type { StaffRoleName } from '../lib/staff-role'

/** The staff member's user id, for their queries; anyone else gets the not-found page. */
export function requireStaff(): string {
  const user = currentSession()?.user
  if (!user?.staffRole) throw notFound()
  return user.userId
}

export function isManager(): boolean {
  const role = currentSession()?.user.staffRole
  return role === 'manager' || role === 'administrator'
}

export function isAdministrator(): boolean {
  return currentSession()?.user.staffRole === 'administrator'
}

/** For a page of managers (and administrators) or of administrators only. */
export function requireStaffRole(role: StaffRoleName): void {
  if (!(role === 'manager' ? isManager() : isAdministrator())) throw notFound({ data: roleNeeded(role) })
}
