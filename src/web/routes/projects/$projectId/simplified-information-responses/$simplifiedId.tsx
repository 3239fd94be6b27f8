// The proponent's answer to a simplified information request: its documents.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { projectPageKeys, projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { DocumentRows } from '../../../../features/project-page/components/document-list'
import { ResponseGate } from '../../../../features/information-responses/components/response-gate'
import { SimplifiedAnswerForm } from '../../../../features/information-responses/components/simplified-answer-form'
import { keptQueries } from '../../../../features/information-responses/kept-answer-pages'
import { missingRecord } from '../-record-error'
import { answersFor } from '../information-responses/-answers-for'

export const Route = createFileRoute('/projects/$projectId/simplified-information-responses/$simplifiedId')({
  loader: async ({ context: { queryClient }, params: { projectId, simplifiedId } }) => {
    if (!(await answersFor(queryClient, projectId))) return
    await Promise.all([
      queryClient.ensureQueryData(projectPageQueries.simplifiedRequest(projectId, simplifiedId)),
      queryClient.ensureQueryData(projectPageQueries.simplifiedDocuments(projectId, simplifiedId)),
    ])
  },
  ...missingRecord('information-request'),
  component: SimplifiedResponsePage,
})

function SimplifiedResponsePage() {
  const { projectId } = Route.useParams()
  const { data: project } = useSuspenseQuery(projectPageQueries.project(projectId))
  return (
    <ResponseGate isProponentOrAgent={project.isProponentOrAgent}>
      <Answer />
    </ResponseGate>
  )
}

function Answer() {
  const { projectId, simplifiedId } = Route.useParams()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { data: request } = useSuspenseQuery(projectPageQueries.simplifiedRequest(projectId, simplifiedId))
  const { data: documents } = useSuspenseQuery(projectPageQueries.simplifiedDocuments(projectId, simplifiedId))
  return (
    <SimplifiedAnswerForm
      projectId={projectId}
      request={request}
      questions={<DocumentRows documents={[...documents.questions, ...documents.replaced]} />}
      responses={documents.responses}
      onChanged={() => queryClient.invalidateQueries({ queryKey: projectPageKeys.project(projectId) })}
      page={() => keptQueries(queryClient, [projectPageQueries.project(projectId), projectPageQueries.simplifiedRequest(projectId, simplifiedId), projectPageQueries.simplifiedDocuments(projectId, simplifiedId)])}
      onSubmitted={(saved) => void navigate({ to: '/projects/$projectId/documents', params: { projectId }, state: { responseSubmitted: { number: request.number, reviewDeadline: saved.reviewDeadline } } })}
    />
  )
}
