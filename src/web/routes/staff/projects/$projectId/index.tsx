// A project as the office runs it.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { staffAccountQueries } from '../../../../features/staff-accounts/api/staff-accounts-api'
import { staffProjectQueries } from '../../../../features/staff-projects/api/staff-projects-api'
import { StaffProjectPage } from '../../../../features/staff-projects/components/staff-project-page'
import { staffContentQueries, staffRecordQueries } from '../../../../features/staff-content/api/staff-content-api'
import { StaffInformationRequests } from '../../../../features/staff-content/components/staff-information-requests'
import { StaffHearings } from '../../../../features/staff-content/components/staff-hearings'
import { StaffGeneralNotice, StaffRecords } from '../../../../features/staff-content/components/staff-records'
import { staffProjectRunQueries } from '../../../../features/staff-project-run/api/staff-project-run-api'
import { ProjectRunPanels } from '../../../../features/staff-project-run/components/project-run-panels'
import { staffRegistryQueries } from '../../../../features/staff-registry/api/staff-registry-api'
import { ProjectPeoplePanel } from '../../../../features/staff-registry/components/project-people-panel'
import { PageHeading } from '../../../../components/ui/page-heading'
import { isAdministrator, isManager } from '../../../-require-staff'
import styles from '../../../../components/staff/staff.module.css'

export const Route = createFileRoute('/staff/projects/$projectId/')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(staffProjectQueries.project(context.staffUserId, params.projectId)),
      context.queryClient.ensureQueryData(staffContentQueries.informationRequests(context.staffUserId, params.projectId)),
      context.queryClient.ensureQueryData(staffRecordQueries.records(context.staffUserId, params.projectId)),
      context.queryClient.ensureQueryData(staffProjectRunQueries.run(context.staffUserId, params.projectId)),
      ...(isAdministrator()
        ? [
            context.queryClient.ensureQueryData(staffRegistryQueries.people(context.staffUserId, params.projectId)),
            context.queryClient.ensureQueryData(staffRegistryQueries.organizations(context.staffUserId)),
          ]
        : []),
    ]),
  component: StaffProject,
})

function StaffProject() {
  const { staffUserId } = Route.useRouteContext()
  const { projectId } = Route.useParams()
  const queryClient = useQueryClient()
  const { data: project } = useSuspenseQuery(staffProjectQueries.project(staffUserId, projectId))
  return (
    <>
      <PageHeading>{`${project.projectNumber ?? ''} · ${project.title}`}</PageHeading>
      <StaffProjectPage project={project} canReadAudit={isManager()}>
        <ProjectRunPanels staffUserId={staffUserId} projectId={projectId} />
        {isAdministrator() && (
          <ProjectPeoplePanel
            staffUserId={staffUserId}
            projectId={projectId}
            findAccounts={async (search) => (await queryClient.fetchQuery(staffAccountQueries.list(staffUserId, search))).accounts}
          />
        )}
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
