// What the response pages share: only the project's proponent or agent reaches them (ResponseGate),
// and an answer page keeps what it read with the answer, refreshes the project after a change and,
// once the answer is submitted, goes to the project's documents, which say so.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { projectPageKeys, projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { ResponseGate } from '../../../../features/information-responses/components/response-gate'
import { keptQueries } from '../../../../features/information-responses/kept-answer-pages'

export function ProponentOnly({ projectId, children }: { projectId: string; children: ReactNode }) {
  const { data: project } = useSuspenseQuery(projectPageQueries.project(projectId))
  return <ResponseGate isProponentOrAgent={project.isProponentOrAgent}>{children}</ResponseGate>
}

/** The answer form's ties to the page: the request's queries are kept with the answer for a visit with no connection. */
export function useAnswerPage(projectId: string, number: number, queries: readonly { queryKey: readonly unknown[] }[]) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return {
    projectId,
    onChanged: () => queryClient.invalidateQueries({ queryKey: projectPageKeys.project(projectId) }),
    page: () => keptQueries(queryClient, [projectPageQueries.project(projectId), ...queries]),
    onSubmitted: (saved: { reviewDeadline: string | null }) =>
      void navigate({
        to: '/projects/$projectId/documents',
        params: { projectId },
        state: { responseSubmitted: { number, reviewDeadline: saved.reviewDeadline } },
      }),
  }
}
