// Site messages: administrators only (anyone else on staff is told the page needs the administrator role, as the server refuses them).
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../../../components/ui/page-heading'
import { staffSiteMessageQueries } from '../../../features/staff-site-messages/api/staff-site-messages-api'
import { StaffSiteMessagesPage } from '../../../features/staff-site-messages/components/staff-site-messages-page'
import { requireStaffRole } from '../../-require-staff'

export const Route = createFileRoute('/staff/site-messages/')({
  beforeLoad: () => {
    requireStaffRole('administrator')
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(staffSiteMessageQueries.list(context.staffUserId)),
  component: StaffSiteMessages,
})

function StaffSiteMessages() {
  const { t } = useLingui()
  const { staffUserId } = Route.useRouteContext()
  const { data } = useSuspenseQuery(staffSiteMessageQueries.list(staffUserId))
  return (
    <>
      <PageHeading>{t`Site messages`}</PageHeading>
      <StaffSiteMessagesPage messages={data} />
    </>
  )
}
