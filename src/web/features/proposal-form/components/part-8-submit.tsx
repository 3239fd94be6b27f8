// Part 8: anything else the proponent wants to say, and Submit proposal. After a refused submit it
// lists the earlier parts that still lack required fields, each a way back to that part.
import { Trans, useLingui } from '@lingui/react/macro'
import { isPartIncomplete, showsRequiredInPreviousSection } from '../../../../shared/proposal-form/general-form-rules'
import { Button } from '../../../components/ui/button'
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor'
import { PART_TITLES } from './part-titles'
import type { PartProps } from './part-props'
import styles from './general-form.module.css'

interface Props extends PartProps {
  onSubmit: () => void
  submitting?: boolean
}

export function Part8Submit({ form, onChange, showErrors, attachments, refusedParts, onSubmit, submitting }: Props) {
  const { t, i18n } = useLingui()
  const incomplete = [1, 2, 3].filter((part) => isPartIncomplete(form, part, attachments, refusedParts))
  return (
    <>
      <LazyRichTextEditor id="gf-additionalInformation" label={t`Additional information`} value={form.additionalInformation} onChange={(v) => onChange({ additionalInformation: v })} />
      {showsRequiredInPreviousSection(form, attachments, showErrors, refusedParts) && (
        <div className={styles.banner} role="alert">
          <p>
            <Trans>There are required fields in previous sections that are not filled in:</Trans>
          </p>
          <ul>
            {incomplete.map((part) => (
              <li key={part}>
                <button type="button" className={styles.linkButton} onClick={() => onChange({ part })}>
                  <Trans>
                    Part {part}: {i18n._(PART_TITLES[part]!)}
                  </Trans>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.submitRow}>
        <Button onClick={onSubmit} disabled={submitting} aria-busy={submitting || undefined}>
          <Trans>Submit proposal</Trans>
        </Button>
      </div>
    </>
  )
}
