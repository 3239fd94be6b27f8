// The end of every review form: Save (the form's submit, back to the queue) and "Save and next",
// which goes on to the next item waiting and says how many wait.
import { Trans } from '@lingui/react/macro'
import { Button } from '../ui/button'
import styles from './staff.module.css'

export function SaveButtons({ pending, disabled, onSaveAndNext }: { pending: number; disabled: boolean; onSaveAndNext: () => void }) {
  return (
    <div className={styles.row}>
      <Button type="submit" variant="secondary" disabled={disabled}>
        <Trans>Save</Trans>
      </Button>
      <Button disabled={disabled} onClick={onSaveAndNext}>
        <Trans>Save and next ({pending} pending)</Trans>
      </Button>
    </div>
  )
}
