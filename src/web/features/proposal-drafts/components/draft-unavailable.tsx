// What a proposal form says when its draft cannot be opened on this device, for every kind of
// form: why, and where to go instead (the project itself once it has been submitted).
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ErrorMessage } from '../../../components/ui/status-message'
import type { OpenFailure } from '../../../lib/drafts/draft-actions'

export function DraftUnavailable({ projectId, reason }: { projectId: string; reason: OpenFailure }) {
  const { t } = useLingui()
  return (
    <ErrorMessage title={t`This draft cannot be opened`}>
      <p>
        {reason === 'not-found' && <Trans>This project was not found, or you lack sufficient authorization to view it.</Trans>}
        {reason === 'unreachable' && (
          <Trans>This draft is not on this device, and the registry cannot be reached to fetch it. Try again when the connection returns.</Trans>
        )}
        {reason === 'submitted' && <Trans>This proposal has been submitted and can no longer be edited.</Trans>}
        {reason === 'unreadable' && <Trans>This draft was saved by a newer version of the registry. Reload the page to update the app.</Trans>}
        {reason === 'damaged' && <Trans>This draft cannot be read: what is stored is not a proposal form the registry knows.</Trans>}
        {reason === 'other-form' && <Trans>This draft was written in another proposal form. Open it from My Projects.</Trans>}
      </p>
      {reason === 'submitted' ? (
        <Link to="/projects/$projectId" params={{ projectId }}>
          <Trans>View the project</Trans>
        </Link>
      ) : (
        <Link to="/my-projects">
          <Trans>My Projects</Trans>
        </Link>
      )}
    </ErrorMessage>
  )
}
