// The message shown on the home page after a visitor was sent there from a project they cannot
// see (spec: "Project {number} was not found, or you lack sufficient authorization to view it.").
import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { ErrorMessage } from '../../../components/ui/status-message'

export function ProjectNotFoundNotice() {
  const notFound = useRouterState({ select: (state) => state.location.state.projectNotFound })
  if (!notFound) return null
  const number = notFound.projectNumber
  return (
    <ErrorMessage title={<Trans>Project not found</Trans>}>
      <p>
        {number ? (
          <Trans>Project {number} was not found, or you lack sufficient authorization to view it.</Trans>
        ) : (
          <Trans>This project was not found, or you lack sufficient authorization to view it.</Trans>
        )}
      </p>
    </ErrorMessage>
  )
}
