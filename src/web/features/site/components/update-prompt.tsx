// "A new version is available — Reload": shown when a new build has been installed.
import { Trans } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { reloadIntoUpdate, useUpdateWaiting } from '../../../lib/pwa'
import styles from './update-prompt.module.css'

export function UpdatePrompt() {
  if (!useUpdateWaiting()) return null
  return (
    <div className={styles.prompt} role="status">
      <span>
        <Trans>A new version is available</Trans>
      </span>
      <Button onClick={() => void reloadIntoUpdate()}>
        <Trans>Reload</Trans>
      </Button>
    </div>
  )
}
