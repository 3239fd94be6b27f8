// The two agreements an answer needs before it is saved or submitted (spec §5).
import { Trans } from '@lingui/react/macro'
import { NewTabLink } from '../../../components/ui/new-tab-link'
import { legalPaths } from '../../../lib/site-links'
import { useLocale } from '../../../lib/i18n'
import styles from './information-responses.module.css'

interface Props {
  privacy: boolean
  terms: boolean
  onChange: (change: { privacy?: boolean; terms?: boolean }) => void
  disabled: boolean
}

export function Agreements({ privacy, terms, onChange, disabled }: Props) {
  const legal = legalPaths(useLocale())
  return (
    <fieldset className={styles.agreements}>
      <legend>
        <Trans>Before you save or submit, please agree to:</Trans>
      </legend>
      <label className={styles.check}>
        <input type="checkbox" checked={privacy} disabled={disabled} onChange={(e) => onChange({ privacy: e.target.checked })} />
        <span>
          <Trans>
            I agree to the <NewTabLink href={legal.privacy}>privacy statement</NewTabLink>
          </Trans>
        </span>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={terms} disabled={disabled} onChange={(e) => onChange({ terms: e.target.checked })} />
        <span>
          <Trans>
            I agree to the <NewTabLink href={legal.terms}>Terms of Use</NewTabLink>
          </Trans>
        </span>
      </label>
    </fieldset>
  )
}
