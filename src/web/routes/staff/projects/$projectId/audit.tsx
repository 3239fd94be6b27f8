// A project's audit log, for managers and administrators (an assessor is told the page needs the manager role).
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { staffProjectQueries } from '../../../../features/staff-projects/api/staff-projects-api'
import { PageHeading } from '../../../../components/ui/page-heading'
import { StaffAuditLog } from '../../../../features/staff-projects/components/staff-audit-log'
import { requireStaffRole } from '../../../-require-staff'

export const Route = createFileRoute('/staff/projects/$projectId/audit')({
  beforeLoad: () => {
    requireStaffRole('manager')
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(staffProjectQueries.audit(context.staffUserId, params.projectId)),
  component: AuditPage,
})

function AuditPage() {
  const { t } = useLingui()
  const { staffUserId } = Route.useRouteContext()
  const { projectId } = Route.useParams()
  const { data } = useSuspenseQuery(staffProjectQueries.audit(staffUserId, projectId))
  return (
    <>
      <PageHeading>{t`Audit log`}</PageHeading>
      <StaffAuditLog log={data} />
    </>
  )
}
