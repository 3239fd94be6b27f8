// What the PDF-upload page says after Save draft or Submit (spec §8, PDF route): the draft is kept
// on this device whatever happens, so the messages say what the registry answered.
import { Trans, useLingui } from '@lingui/react/macro'
import { refusalMessage } from '../../../lib/drafts/draft-errors'
import styles from './upload-proposal-form.module.css'

export type UploadMessage =
  | { kind: 'saved'; created: boolean }
  | { kind: 'not-saved'; offline: boolean; error?: string | null }
  | { kind: 'queued' }
  | { kind: 'submitting' }
  | { kind: 'not-submitted'; error?: string | null }
  | { kind: 'documents'; error?: string | null }

export function UploadMessageBox({ message }: { message: UploadMessage }) {
  const { i18n } = useLingui()
  // The reason the registry refused, as the draft keeps it (a code), in the interface's language.
  const reason = 'error' in message && message.error ? refusalMessage(i18n, message.error) : null
  const ok = message.kind === 'saved' || message.kind === 'submitting'
  return (
    <div className={ok ? styles.success : styles.alert} role={ok ? 'status' : 'alert'} data-testid="upload-message">
      {message.kind === 'saved' && (message.created ? <Trans>Draft proposal saved</Trans> : <Trans>Draft saved!</Trans>)}
      {message.kind === 'not-saved' &&
        (message.offline ? (
          <Trans>Draft Was Not Saved to the registry: there is no connection. It is saved on this device and will be sent when the connection returns.</Trans>
        ) : (
          <>
            <Trans>An error occurred. Draft proposal was not saved.</Trans> {reason}
          </>
        ))}
      {message.kind === 'queued' && (
        <Trans>Waiting for connection: your proposal will be submitted when the connection returns. It is kept on this device until then.</Trans>
      )}
      {message.kind === 'submitting' && <Trans>Submitting your proposal…</Trans>}
      {message.kind === 'not-submitted' && (
        <>
          <Trans>Proposal Was Not Submitted</Trans>
          {reason ? `: ${reason}` : ''}
        </>
      )}
      {message.kind === 'documents' && (
        <>
          <Trans>Encountered an issue</Trans>
          {reason ? `: ${reason}` : ''}
        </>
      )}
    </div>
  )
}
