// The proponent's answers to one information request.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { projectPageKeys, projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { DocumentRows } from '../../../../features/project-page/components/document-list'
import { AnswerForm } from '../../../../features/information-responses/components/answer-form'
import { ResponseGate } from '../../../../features/information-responses/components/response-gate'
import { keptQueries } from '../../../../features/information-responses/kept-answer-pages'
import { missingRecord } from '../-record-error'
import { answersFor } from './-answers-for'

export const Route = createFileRoute('/projects/$projectId/information-responses/$informationRequestId')({
  loader: async ({ context: { queryClient }, params: { projectId, informationRequestId } }) => {
    if (!(await answersFor(queryClient, projectId))) return
    await Promise.all([
      queryClient.ensureQueryData(projectPageQueries.informationRequest(projectId, informationRequestId)),
      queryClient.ensureQueryData(projectPageQueries.informationRequestDocuments(projectId, informationRequestId)),
    ])
  },
  ...missingRecord('information-request'),
  component: InformationResponsePage,
})

function InformationResponsePage() {
  const { projectId } = Route.useParams()
  const { data: project } = useSuspenseQuery(projectPageQueries.project(projectId))
  return (
    <ResponseGate isProponentOrAgent={project.isProponentOrAgent}>
      <Answers />
    </ResponseGate>
  )
}

function Answers() {
  const { projectId, informationRequestId } = Route.useParams()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { data: request } = useSuspenseQuery(projectPageQueries.informationRequest(projectId, informationRequestId))
  const { data: documents } = useSuspenseQuery(projectPageQueries.informationRequestDocuments(projectId, informationRequestId))
  return (
    <AnswerForm
      projectId={projectId}
      request={request}
      files={documents}
      renderDocuments={(ids) => <DocumentRows documents={ids.flatMap((id) => documents[id] ?? [])} />}
      onChanged={() => queryClient.invalidateQueries({ queryKey: projectPageKeys.project(projectId) })}
      page={() => keptQueries(queryClient, [projectPageQueries.project(projectId), projectPageQueries.informationRequest(projectId, informationRequestId), projectPageQueries.informationRequestDocuments(projectId, informationRequestId)])}
      onSubmitted={(saved) => void navigate({ to: '/projects/$projectId/documents', params: { projectId }, state: { responseSubmitted: { number: request.number, reviewDeadline: saved.reviewDeadline } } })}
    />
  )
}
