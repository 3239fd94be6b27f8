// A field changed on this device was changed elsewhere too, to another value (decision 0060):
// everything else either side changed is kept already, and the person chooses, field by field,
// which version to keep — or keeps all of theirs or all of mine at once. Nothing is sent until they
// choose; their choice goes over the version they were shown, so it cannot meet the same conflict
// again. Each field shows both values as the form's summary does (the route says how, with
// shared/proposal-form/form-differences).
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import styles from './proposal-drafts.module.css'

type Choice = 'mine' | 'theirs'

/** What the draft (lib/drafts/use-draft) says of a conflict, and the way out of it. */
interface ConflictedDraft<Version> {
  conflict: {
    mine: { form: Version }
    theirs: { form: Version }
    fields: readonly string[] | undefined
    lastEditedAt: string
  } | null
  resolve: (choices: Readonly<Record<string, Choice>>) => Promise<void>
}

interface Props<Version, Item extends string> {
  draft: ConflictedDraft<Version>
  /** The fields that differ between two versions, in the form's order. */
  differences: (mine: Version, theirs: Version) => readonly Item[]
  /** One version's value of these fields, read-only. */
  renderVersion: (version: Version, only: readonly Item[]) => ReactNode
}

/** The choice while the draft is in conflict; nothing otherwise. */
export function DraftConflict<Version, Item extends string>({ draft, differences, renderVersion }: Props<Version, Item>) {
  const { conflict } = draft
  if (!conflict) return null
  const { mine, theirs, fields: inConflict } = conflict
  // The fields the server named (or, for a conflict kept from before it named them, every field that
  // differs), less those made equal here since.
  const fields = differences(mine.form, theirs.form).filter((item) => !inConflict || inConflict.includes(item))
  return (
    <ConflictChoice
      key={conflict.lastEditedAt}
      mine={mine.form}
      theirs={theirs.form}
      theirsSavedAt={conflict.lastEditedAt}
      fields={fields}
      onChoose={(choices) => void draft.resolve(choices)}
      renderVersion={renderVersion}
    />
  )
}

interface ChoiceProps<Version, Item extends string> {
  mine: Version
  theirs: Version
  /** When the other version was saved (ISO). */
  theirsSavedAt: string
  /** The fields to choose for, in the form's order. */
  fields: readonly Item[]
  onChoose: (choices: Readonly<Record<string, Choice>>) => void
  renderVersion: (version: Version, only: readonly Item[]) => ReactNode
}

function ConflictChoice<Version, Item extends string>({ mine, theirs, theirsSavedAt, fields, onChoose, renderVersion }: ChoiceProps<Version, Item>) {
  const { i18n } = useLingui()
  const [choices, setChoices] = useState<Partial<Record<Item, Choice>>>({})
  const name = useId()
  const count = fields.length
  const savedAt = i18n.date(new Date(theirsSavedAt), {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const all = (choice: Choice) => Object.fromEntries(fields.map((field) => [field, choice]))
  const chosen = fields.every((field) => choices[field])
  const side = (field: Item, choice: Choice, version: Version, label: ReactNode) => (
    <div className={styles.version} data-testid={`conflict-${choice}`}>
      <label className={styles.pick}>
        <input type="radio" name={`${name}-${field}`} checked={choices[field] === choice} onChange={() => setChoices({ ...choices, [field]: choice })} />{' '}
        {label}
      </label>
      {renderVersion(version, [field])}
    </div>
  )
  return (
    <section className={styles.conflict} role="alert" aria-labelledby="draft-conflict-title" data-print="hide">
      <h2 id="draft-conflict-title" className={styles.conflictTitle}>
        <Trans>Conflict: this draft was changed elsewhere</Trans>
      </h2>
      <p>
        <Plural
          value={count}
          one="# field you changed was changed on another device or window too."
          other="# fields you changed were changed on another device or window too."
        />{' '}
        <Trans>It saved them on {savedAt}. Everything else either of you changed is kept: choose which version of each field to keep.</Trans>
      </p>
      {fields.map((field, index) => (
        <fieldset key={field} className={styles.conflictField} data-testid="conflict-field">
          <legend>
            <Trans>
              Field {index + 1} of {count}
            </Trans>
          </legend>
          <div className={styles.compare}>
            {side(field, 'mine', mine, <Trans>Mine (this device)</Trans>)}
            {side(field, 'theirs', theirs, <Trans>Theirs (saved elsewhere)</Trans>)}
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button disabled={!chosen} onClick={() => onChoose(choices as Record<string, Choice>)}>
          <Trans>Save my choices</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onChoose(all('mine'))}>
          <Trans>Keep mine</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onChoose(all('theirs'))}>
          <Trans>Take theirs</Trans>
        </Button>
      </div>
    </section>
  )
}
