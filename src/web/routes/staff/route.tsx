// /staff: the office's workspace, for staff only (anyone else: the not-found page).
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { StaffNav } from './-staff-nav'
import { requireStaff } from '../-require-staff'

export const Route = createFileRoute('/staff')({
  beforeLoad: () => ({ staffUserId: requireStaff() }),
  component: StaffLayout,
})

function StaffLayout() {
  const { staffUserId } = Route.useRouteContext()
  return (
    <div>
      <StaffNav staffUserId={staffUserId} />
      <Outlet />
    </div>
  )
}
