// The office's emergency exemption reports: managers and administrators only (anyone else on
// staff is told the page needs the manager role, as the server refuses them).
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../../../components/ui/page-heading'
import { staffExemptionQueries } from '../../../features/staff-exemptions/api/staff-exemptions-api'
import { StaffExemptionsPage } from '../../../features/staff-exemptions/components/staff-exemptions-page'
import { referenceQueries } from '../../../lib/reference-data'
import { requireStaffRole } from '../../-require-staff'

export const Route = createFileRoute('/staff/emergency-exemptions/')({
  beforeLoad: () => {
    requireStaffRole('manager')
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(staffExemptionQueries.list(context.staffUserId)),
      context.queryClient.ensureQueryData(referenceQueries.assessmentDistricts()),
    ]),
  component: StaffExemptions,
})

function StaffExemptions() {
  const { t } = useLingui()
  const { staffUserId } = Route.useRouteContext()
  return (
    <>
      <PageHeading>{t`Emergency exemption reports`}</PageHeading>
      <StaffExemptionsPage staffUserId={staffUserId} />
    </>
  )
}
