// The save and submit messages of spec §8, as a local-first draft meets them: keeping the draft on
// this device always succeeds, so the messages say what the registry answered, and that nothing
// is lost when it did not.
import { Trans, useLingui } from '@lingui/react/macro'
import { refusalMessage } from '../../../lib/drafts/draft-errors'
import type { SaveOutcome } from '../../../lib/drafts/use-draft'
import styles from './proposal-drafts.module.css'

export type SubmitOutcome = 'queued' | 'incomplete' | 'refused' | 'documents'
/** error: the reason the registry refused, as the draft keeps it (a code; lib/drafts/draft-errors). */
export type DraftMessageKind = { save: SaveOutcome; error?: string | null } | { submit: SubmitOutcome; error?: string | null }

const success = (kind: DraftMessageKind) => 'save' in kind && (kind.save === 'created' || kind.save === 'updated')

function Text({ kind }: { kind: DraftMessageKind }) {
  const { i18n } = useLingui()
  const reason = kind.error ? refusalMessage(i18n, kind.error) : null
  if ('submit' in kind) {
    switch (kind.submit) {
      case 'queued':
        return <Trans>Waiting for connection: your proposal will be submitted when the connection returns. It is kept on this device until then.</Trans>
      case 'incomplete':
        return <Trans>Proposal was not Submitted. Some required fields are missing: the parts marked in the navigation show what to fill in.</Trans>
      case 'documents':
        return (
          <>
            <Trans>Encountered an Issue with Documents</Trans>
            {reason ? `: ${reason}` : ''}
          </>
        )
      case 'refused':
        return (
          <>
            <Trans>Proposal was not Submitted.</Trans> {reason}
          </>
        )
    }
  }
  switch (kind.save) {
    case 'created':
      return <Trans>Draft proposal saved</Trans>
    case 'updated':
      return <Trans>Draft saved!</Trans>
    case 'offline':
    case 'unreachable':
      return (
        <Trans>Draft Was Not Saved to the registry: there is no connection. It is saved on this device and will be sent when the connection returns.</Trans>
      )
    case 'refused':
      return (
        <>
          <Trans>An error occurred. Draft proposal was not saved.</Trans> {reason} <Trans>It is kept on this device.</Trans>
        </>
      )
    case 'documents':
      return <Trans>Encountered an issue. The draft is saved, but some documents were not sent yet; they are kept on this device.</Trans>
    case 'conflict':
      return <Trans>This draft was changed elsewhere: choose which version to keep.</Trans>
    case 'login':
      return <Trans>Draft Was Not Saved to the registry: log in again to send it. It is kept on this device.</Trans>
    case 'quota':
      return <Trans>Draft Was Not Saved: this device is out of storage space.</Trans>
  }
}

export function DraftMessage({ kind, onClose }: { kind: DraftMessageKind; onClose: () => void }) {
  return (
    <div className={success(kind) ? styles.success : styles.notice} role={success(kind) ? 'status' : 'alert'} data-print="hide" data-testid="draft-message">
      <p>
        <Text kind={kind} />
      </p>
      <button type="button" className={styles.close} onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </div>
  )
}
