// Why saving or refreshing a project for offline failed, in words the visitor can act on; a full
// disk is said plainly, with what to do about it.
import { Trans } from '@lingui/react/macro'
import type { SaveFailure } from '../saving'
import styles from './saved-projects.module.css'

export function SaveFailureMessage({ reason, refreshing = false }: { reason: SaveFailure; refreshing?: boolean }) {
  return (
    <p className={styles.failure} role="alert">
      <strong>{refreshing ? <Trans>The saved copy was not refreshed.</Trans> : <Trans>The project was not saved for offline use.</Trans>}</strong>{' '}
      {reason === 'quota' && (
        <Trans>This device has no storage space left for it. Remove saved projects you no longer need, or free some space, then try again.</Trans>
      )}
      {reason === 'unreachable' && <Trans>The registry could not be reached. Try again when you have a connection.</Trans>}
      {reason === 'not-public' && <Trans>Only projects open to the public can be saved for offline use.</Trans>}
      {reason === 'failed' && <Trans>Something went wrong. Try again.</Trans>}
    </p>
  )
}
