// The proponent's answers to one information request.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { DocumentRows } from '../../../../features/project-page/components/document-list'
import { AnswerForm } from '../../../../features/information-responses/components/answer-form'
import { missingRecord } from '../-record-error'
import { ProponentOnly, useAnswerPage } from './-answer-page'
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
  return (
    <ProponentOnly projectId={projectId}>
      <Answers />
    </ProponentOnly>
  )
}

function Answers() {
  const { projectId, informationRequestId } = Route.useParams()
  const queries = [
    projectPageQueries.informationRequest(projectId, informationRequestId),
    projectPageQueries.informationRequestDocuments(projectId, informationRequestId),
  ] as const
  const { data: request } = useSuspenseQuery(queries[0])
  const { data: documents } = useSuspenseQuery(queries[1])
  const answerPage = useAnswerPage(projectId, request.number, queries)
  return (
    <AnswerForm
      kind="answer"
      {...answerPage}
      request={request}
      files={documents}
      renderDocuments={(ids) => <DocumentRows documents={ids.flatMap((id) => documents[id] ?? [])} />}
    />
  )
}
