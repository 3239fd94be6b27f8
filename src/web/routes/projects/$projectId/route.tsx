// A project page: the project's header, tab bar and side panel around the tab's content. A project
// that does not exist, or that the visitor may not see, sends them home with the spec's message.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { Suspense } from 'react'
import { isPublicStage } from '../../../../shared/domain/project-visibility'
import { findStage } from '../../../../shared/domain/stages'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { projectPageKeys, projectPageQueries } from '../../../features/project-page/api/project-page-queries'
import { FollowControls } from '../../../features/my-projects/components/follow-controls'
import { ProjectHeader } from '../../../features/project-page/components/project-header'
import { CachedCopyNotice } from '../../../components/ui/cached-copy-notice'
import { SubscribeMenu } from '../../../components/ui/subscribe-menu'
import { WhenNearScreen } from '../../../components/ui/when-near-screen'
import { ProjectTabs } from '../../../features/project-page/components/project-tabs'
import { SaveForOffline } from '../../../features/saved-projects/components/save-for-offline'
import { loadSidePanelLists, SidePanel } from '../../../features/project-page/components/side-panel'
import { LocationMap } from '../../../features/map/lazy-maps'
import { LocationFacts } from '../../../features/map/location-facts'
import styles from '../../../features/project-page/components/project-page.module.css'
import contentStyles from '../../../features/project-page/components/project-content.module.css'
import { ErrorPage } from '../../../features/site/components/error-page'
import { ensureVisibleProject } from '../../-visible-project'

export const Route = createFileRoute('/projects/$projectId')({
  beforeLoad: ({ context, params }) => ensureVisibleProject(context.queryClient, params.projectId),
  loader: ({ context }) => loadSidePanelLists(context.queryClient),
  errorComponent: ErrorPage,
  component: ProjectLayout,
})

function ProjectLayout() {
  const { projectId } = Route.useParams()
  const { data: project } = useSuspenseQuery(projectPageQueries.project(projectId))
  const queryClient = useQueryClient()
  usePageTitle(project.projectNumber ? `${project.projectNumber} ${project.title}` : project.title)
  const publicStage = isPublicStage(findStage(project.projectTypeId, project.stageId)?.code ?? '')
  // The map's place, and that of what is said under it, until its code comes.
  const mapPlaceholder = (
    <>
      <div className={contentStyles.mapPlaceholder} />
      <LocationFacts locations={project.locations} />
    </>
  )
  return (
    <div>
      <CachedCopyNotice path={`/api/projects/${project.projectId}`} />
      <ProjectHeader
        project={project}
        actions={
          <>
            <FollowControls
              projectId={project.projectId}
              isActive={project.isActive}
              userRoles={project.userRoles}
              isProponentOrAgent={project.isProponentOrAgent}
              isDecisionBody={project.isDecisionBody}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: projectPageKeys.project(projectId) })}
            />
            {/* Saved copies are fetched as the public and kept where any visitor of this browser may read them.
                With the first screen, not after it: appearing later, it pushed the page down on a phone
                (Lighthouse: layout shift 0.076). Its saving code and the local database load on a save. */}
            {publicStage && <SaveForOffline projectId={project.projectId} />}
            {/* The feeds tell what the public sees: only of a project the public may find. */}
            {project.projectNumber && publicStage && <SubscribeMenu base={`/api/v1/projects/${project.projectNumber}`} scope="project" />}
          </>
        }
      />
      <ProjectTabs project={project} />
      <div className={styles.layout}>
        <div>
          <Outlet />
        </div>
        <SidePanel
          project={project}
          map={
            project.locations.length > 0 ? (
              <WhenNearScreen placeholder={mapPlaceholder}>
                <Suspense fallback={mapPlaceholder}>
                  <LocationMap locations={project.locations} stageGrouping={project.stageGrouping} />
                </Suspense>
              </WhenNearScreen>
            ) : undefined
          }
        />
      </div>
    </div>
  )
}
