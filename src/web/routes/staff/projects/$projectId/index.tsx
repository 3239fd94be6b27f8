// A project as the office runs it.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { staffProjectQueries } from '../../../../features/staff-projects/api/staff-projects-api'
import { StaffProjectPage } from '../../../../features/staff-projects/components/staff-project-page'
import { staffContentQueries } from '../../../../features/staff-content/api/staff-content-api'
import { StaffInformationRequests } from '../../../../features/staff-content/components/staff-information-requests'
import { PageHeading } from '../../../../components/ui/page-heading'
import { isManager } from '../../../-require-staff'

export const Route = createFileRoute('/staff/projects/$projectId/')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(staffProjectQueries.project(context.staffUserId, params.projectId)),
      context.queryClient.ensureQueryData(staffContentQueries.informationRequests(context.staffUserId, params.projectId)),
    ]),
  component: StaffProject,
})

function StaffProject() {
  const { staffUserId } = Route.useRouteContext()
  const { projectId } = Route.useParams()
  const { data: project } = useSuspenseQuery(staffProjectQueries.project(staffUserId, projectId))
  return (
    <>
      <PageHeading>{`${project.projectNumber ?? ''} · ${project.title}`}</PageHeading>
      <StaffProjectPage project={project} canReadAudit={isManager()} />
      <StaffInformationRequests staffUserId={staffUserId} projectId={projectId} />
    </>
  )
}
