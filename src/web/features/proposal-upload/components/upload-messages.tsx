// What the PDF-upload page says after Save draft or Submit (spec §8, PDF route): the draft is kept
// on this device whatever happens, so the messages say what the registry answered.
import { Trans } from '@lingui/react/macro'
import styles from './upload-proposal-form.module.css'

export type UploadMessage =
  | { kind: 'saved'; created: boolean }
  | { kind: 'not-saved'; offline: boolean; error?: string | null }
  | { kind: 'queued' }
  | { kind: 'submitting' }
  | { kind: 'not-submitted'; error?: string | null }
  | { kind: 'documents'; error?: string | null }

export function UploadMessageBox({ message }: { message: UploadMessage }) {
  const ok = message.kind === 'saved' || message.kind === 'submitting'
  return (
    <div className={ok ? styles.success : styles.alert} role={ok ? 'status' : 'alert'} data-testid="upload-message">
      {message.kind === 'saved' && (message.created ? <Trans>Draft proposal saved</Trans> : <Trans>Draft saved!</Trans>)}
      {message.kind === 'not-saved' &&
        (message.offline ? (
          <Trans>Draft Was Not Saved to the registry: there is no connection. It is saved on this device and will be sent when the connection returns.</Trans>
        ) : (
          <>
            <Trans>An error occurred. Draft proposal was not saved.</Trans> {message.error}
          </>
        ))}
      {message.kind === 'queued' && <Trans>Waiting for connection: your proposal will be submitted when the connection returns. It is kept on this device until then.</Trans>}
      {message.kind === 'submitting' && <Trans>Submitting your proposal…</Trans>}
      {message.kind === 'not-submitted' && (
        <>
          <Trans>Proposal Was Not Submitted</Trans>
          {message.error ? `: ${message.error}` : ''}
        </>
      )}
      {message.kind === 'documents' && (
        <>
          <Trans>Encountered an issue</Trans>
          {message.error ? `: ${message.error}` : ''}
        </>
      )}
    </div>
  )
}
