// An accepted intervenor's Add Document on the project's Details and Comments tabs, in the comment
// period before the hearings, where the public's Add a Comment is (spec public-registry §4, §6).
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { showsIntervenorSubmission } from '../../../../shared/domain/intervenors'
import { IntervenorSubmission } from '../../../features/intervenors/components/intervenor-submission'
import { projectPageKeys, projectPageQueries } from '../../../features/project-page/api/project-page-queries'
import type { Project } from '../../../features/project-page/api/project-page-queries'

export function IntervenorAddDocument({ project }: { project: Project }) {
  const shown = showsIntervenorSubmission(project)
  const queryClient = useQueryClient()
  const { data: hearings = [] } = useQuery({ ...projectPageQueries.hearings(project.projectId), enabled: shown })
  if (!shown) return null
  return (
    <IntervenorSubmission
      projectId={project.projectId}
      hearings={hearings.filter((h) => h.upcoming)}
      onUploaded={() => void queryClient.invalidateQueries({ queryKey: projectPageKeys.project(project.projectId) })}
    />
  )
}
