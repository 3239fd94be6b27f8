// Part 4: fill in parts 5 to 7 online, or upload the proposal as a document (then Proceed skips to
// part 8). Proceed waits until one of the two is chosen.
import { Trans, useLingui } from '@lingui/react/macro'
import type { PartProps, RenderDocuments } from './part-props'
import styles from './form-fields.module.css'

export function Part4Format({ form, onChange, renderDocuments }: PartProps & { renderDocuments: RenderDocuments }) {
  const { t } = useLingui()
  return (
    <>
      <fieldset className={styles.question}>
        <legend className={styles.label}>
          <Trans>How will you give the proposal?</Trans>
        </legend>
        <div className={styles.stackedChoices}>
          <label>
            <input
              type="radio"
              name="gf-proposalAsDocument"
              checked={form.proposalAsDocument === 'notAsDocument'}
              onChange={() => onChange({ proposalAsDocument: 'notAsDocument' })}
            />{' '}
            <Trans>Fill in the online form (parts 5 to 7)</Trans>
          </label>
          <label>
            <input
              type="radio"
              name="gf-proposalAsDocument"
              checked={form.proposalAsDocument === 'asDocument'}
              onChange={() => onChange({ proposalAsDocument: 'asDocument' })}
            />{' '}
            <Trans>Upload the proposal as a document (parts 5 to 7 are skipped)</Trans>
          </label>
        </div>
      </fieldset>
      {form.proposalAsDocument === '' && (
        <p className={styles.hint} id="gf-format-needed">
          <Trans>Choose one to proceed.</Trans>
        </p>
      )}
      {form.proposalAsDocument === 'asDocument' && (
        <div className={styles.subsection}>
          <h3 className={styles.subheading}>
            <Trans>Proposal documents</Trans>
          </h3>
          {renderDocuments({ group: 'proposal', label: t`Proposal documents` })}
        </div>
      )}
    </>
  )
}
