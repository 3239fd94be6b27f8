// The proponent's answer to a simplified information request: its documents.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { DocumentRows } from '../../../../features/project-page/components/document-list'
import { AnswerForm } from '../../../../features/information-responses/components/answer-form'
import { missingRecord } from '../-record-error'
import { ProponentOnly, useAnswerPage } from '../information-responses/-answer-page'
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
  return (
    <ProponentOnly projectId={projectId}>
      <Answer />
    </ProponentOnly>
  )
}

function Answer() {
  const { projectId, simplifiedId } = Route.useParams()
  const queries = [projectPageQueries.simplifiedRequest(projectId, simplifiedId), projectPageQueries.simplifiedDocuments(projectId, simplifiedId)] as const
  const { data: request } = useSuspenseQuery(queries[0])
  const { data: documents } = useSuspenseQuery(queries[1])
  const answerPage = useAnswerPage(projectId, request.number, queries)
  return (
    <AnswerForm
      kind="simplified-answer"
      {...answerPage}
      request={request}
      questions={<DocumentRows documents={[...documents.questions, ...documents.replaced]} />}
      responses={documents.responses}
    />
  )
}
