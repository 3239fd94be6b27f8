// Spec §2 and §4: drafts untouched for 6 months are deleted; the form says so.
import { Trans } from '@lingui/react/macro'
import styles from './proposal-drafts.module.css'

export function DeletionWarning() {
  return (
    <p className={styles.warning} data-print="hide">
      <Trans>Draft proposals that are not edited for 6 months are deleted automatically.</Trans>
    </p>
  )
}
