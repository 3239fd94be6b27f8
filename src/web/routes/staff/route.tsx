// /staff: the office's workspace, for staff only (anyone else: the not-found page).
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { StaffNav } from '../../features/staff-projects/components/staff-nav'
import { requireStaff } from '../-require-staff'

export const Route = createFileRoute('/staff')({
  beforeLoad: () => ({ staffUserId: requireStaff() }),
  component: StaffLayout,
})

function StaffLayout() {
  return (
    <div>
      <StaffNav />
      <Outlet />
    </div>
  )
}
