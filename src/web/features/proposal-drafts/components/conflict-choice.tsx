// A draft changed elsewhere since this device last saw it: the person keeps their version, takes
// the server's, or compares the two side by side first. Nothing is sent until they choose.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import styles from './proposal-drafts.module.css'

interface Props<Version> {
  mine: Version
  theirs: Version
  /** When the other version was saved (ISO). */
  theirsSavedAt: string
  onKeepMine: () => void
  onTakeTheirs: () => void
  /** One version, read-only, for the comparison. */
  renderVersion: (version: Version) => ReactNode
}

export function ConflictChoice<Version>({ mine, theirs, theirsSavedAt, onKeepMine, onTakeTheirs, renderVersion }: Props<Version>) {
  const { i18n } = useLingui()
  const [comparing, setComparing] = useState(false)
  const savedAt = i18n.date(new Date(theirsSavedAt), { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section className={styles.conflict} role="alert" aria-labelledby="draft-conflict-title" data-print="hide">
      <h2 id="draft-conflict-title" className={styles.conflictTitle}>
        <Trans>Conflict: this draft was changed elsewhere</Trans>
      </h2>
      <p>
        <Trans>Another device or window saved a different version of this draft on {savedAt}. Both versions are kept until you choose which one to continue with.</Trans>
      </p>
      <div className={styles.actions}>
        <Button onClick={onKeepMine}>
          <Trans>Keep mine</Trans>
        </Button>
        <Button variant="secondary" onClick={onTakeTheirs}>
          <Trans>Take theirs</Trans>
        </Button>
        <Button variant="secondary" aria-expanded={comparing} onClick={() => setComparing(!comparing)}>
          <Trans>Compare</Trans>
        </Button>
      </div>
      {comparing && (
        <div className={styles.compare}>
          <div className={styles.version} data-testid="conflict-mine">
            <h3>
              <Trans>Mine (this device)</Trans>
            </h3>
            {renderVersion(mine)}
          </div>
          <div className={styles.version} data-testid="conflict-theirs">
            <h3>
              <Trans>Theirs (saved elsewhere)</Trans>
            </h3>
            {renderVersion(theirs)}
          </div>
        </div>
      )}
    </section>
  )
}
