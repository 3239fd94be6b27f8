// Organizations: administrators only (anyone else on staff is told the page needs the administrator role, as the server refuses them).
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../../../components/ui/page-heading'
import { staffRegistryQueries } from '../../../features/staff-registry/api/staff-registry-api'
import { OrganizationsPage } from '../../../features/staff-registry/components/organizations-page'
import { requireStaffRole } from '../../-require-staff'

export const Route = createFileRoute('/staff/organizations/')({
  beforeLoad: () => {
    requireStaffRole('administrator')
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(staffRegistryQueries.organizations(context.staffUserId)),
  component: StaffOrganizations,
})

function StaffOrganizations() {
  const { t } = useLingui()
  const { staffUserId } = Route.useRouteContext()
  const { data } = useSuspenseQuery(staffRegistryQueries.organizations(staffUserId))
  return (
    <>
      <PageHeading>{t`Organizations`}</PageHeading>
      <OrganizationsPage organizations={data} />
    </>
  )
}
