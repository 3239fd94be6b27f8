// A draft changed elsewhere since this device last saw it: the person keeps their version, takes
// the server's, or compares the two side by side first. Nothing is sent until they choose. The
// forms are long, so the comparison shows only the fields that differ (the route says how to find
// them, with shared/proposal-form/form-differences), and everything when the person asks for it.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import styles from './proposal-drafts.module.css'

/** What the draft (lib/drafts/use-draft) says of a conflict, and the two ways out of it. */
interface ConflictedDraft<Version> {
  conflict: { mine: { form: Version }; theirs: { form: Version }; lastEditedAt: string } | null
  keepMine: () => Promise<void>
  takeTheirs: () => Promise<void>
}

interface Props<Version, Item> {
  draft: ConflictedDraft<Version>
  /** The fields that differ between two versions, in the form's order. */
  differences: (mine: Version, theirs: Version) => readonly Item[]
  /** One version, read-only, for the comparison: only these fields, or all of them (undefined). */
  renderVersion: (version: Version, only: readonly Item[] | undefined) => ReactNode
}

/** The choice while the draft is in conflict; nothing otherwise. */
export function DraftConflict<Version, Item>({ draft, differences, renderVersion }: Props<Version, Item>) {
  const { conflict } = draft
  if (!conflict) return null
  return (
    <ConflictChoice
      mine={conflict.mine.form}
      theirs={conflict.theirs.form}
      theirsSavedAt={conflict.lastEditedAt}
      onKeepMine={() => void draft.keepMine()}
      onTakeTheirs={() => void draft.takeTheirs()}
      differences={differences(conflict.mine.form, conflict.theirs.form)}
      renderVersion={renderVersion}
    />
  )
}

interface ChoiceProps<Version, Item> {
  mine: Version
  theirs: Version
  /** When the other version was saved (ISO). */
  theirsSavedAt: string
  onKeepMine: () => void
  onTakeTheirs: () => void
  /** The fields that differ between the two versions, in the form's order. */
  differences: readonly Item[]
  /** One version, read-only, for the comparison: only these fields, or all of them (undefined). */
  renderVersion: (version: Version, only: readonly Item[] | undefined) => ReactNode
}

function ConflictChoice<Version, Item>({ mine, theirs, theirsSavedAt, onKeepMine, onTakeTheirs, differences, renderVersion }: ChoiceProps<Version, Item>) {
  const { i18n } = useLingui()
  const [comparing, setComparing] = useState(false)
  const [showAll, setShowAll] = useState(false)
  const compareId = useId()
  const only = showAll ? undefined : differences
  const count = differences.length
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
        <Button variant="secondary" aria-expanded={comparing} aria-controls={compareId} onClick={() => setComparing(!comparing)}>
          <Trans>Compare</Trans>
        </Button>
      </div>
      {comparing && (
        <div id={compareId}>
          <div className={styles.compareHead}>
            <p>
              {count === 0 ? (
                <Trans>No field differs between the two versions.</Trans>
              ) : (
                <Plural value={count} one="# field differs between the two versions:" other="# fields differ between the two versions:" />
              )}
            </p>
            <label className={styles.showAll}>
              <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} /> <Trans>Show all fields</Trans>
            </label>
          </div>
          {(showAll || count > 0) && (
            <div className={styles.compare}>
              <div className={styles.version} data-testid="conflict-mine">
                <h3>
                  <Trans>Mine (this device)</Trans>
                </h3>
                {renderVersion(mine, only)}
              </div>
              <div className={styles.version} data-testid="conflict-theirs">
                <h3>
                  <Trans>Theirs (saved elsewhere)</Trans>
                </h3>
                {renderVersion(theirs, only)}
              </div>
            </div>
          )}
        </div>
      )}
    </section>
  )
}
