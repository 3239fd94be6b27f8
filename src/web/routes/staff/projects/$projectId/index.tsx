// A project as the office runs it.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { staffProjectQueries } from '../../../../features/staff-projects/api/staff-projects-api'
import { StaffProjectPage } from '../../../../features/staff-projects/components/staff-project-page'
import { staffContentQueries, staffRecordQueries } from '../../../../features/staff-content/api/staff-content-api'
import { StaffInformationRequests } from '../../../../features/staff-content/components/staff-information-requests'
import { StaffGeneralNotice, StaffHearings, StaffRecords } from '../../../../features/staff-content/components/staff-records'
import { staffProjectRunQueries } from '../../../../features/staff-project-run/api/staff-project-run-api'
import { ProjectRunPanels } from '../../../../features/staff-project-run/components/project-run-panels'
import { PageHeading } from '../../../../components/ui/page-heading'
import { isManager } from '../../../-require-staff'
import styles from '../../../../components/staff/staff.module.css'

export const Route = createFileRoute('/staff/projects/$projectId/')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(staffProjectQueries.project(context.staffUserId, params.projectId)),
      context.queryClient.ensureQueryData(staffContentQueries.informationRequests(context.staffUserId, params.projectId)),
      context.queryClient.ensureQueryData(staffRecordQueries.records(context.staffUserId, params.projectId)),
      context.queryClient.ensureQueryData(staffProjectRunQueries.run(context.staffUserId, params.projectId)),
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
      <StaffProjectPage project={project} canReadAudit={isManager()}>
        <ProjectRunPanels staffUserId={staffUserId} projectId={projectId} />
      </StaffProjectPage>
      <div className={styles.stack}>
        <StaffInformationRequests staffUserId={staffUserId} projectId={projectId} />
        <StaffRecords staffUserId={staffUserId} projectId={projectId} />
        <StaffHearings staffUserId={staffUserId} projectId={projectId} />
        <StaffGeneralNotice projectId={projectId} />
      </div>
    </>
  )
}
