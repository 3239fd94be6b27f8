// Chooses the proposal's view: the placer form (form 2), the online form (form 1), or the documents.
import { createFileRoute, redirect } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'

export const Route = createFileRoute('/projects/$projectId/documents/proposal')({
  beforeLoad: async ({ context, params }) => {
    const { project } = await context.queryClient.ensureQueryData(projectPageQueries.project(params.projectId))
    const to = project.form1 && project.uploadedByForm2 ? '/projects/$projectId/documents/form2' : project.form1 ? '/projects/$projectId/documents/form1' : '/projects/$projectId/documents'
    throw redirect({ to, params, replace: true })
  },
})
