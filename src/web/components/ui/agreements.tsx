// The two agreements a person ticks before sending something to the registry (spec public-registry
// §5, proposals-and-accounts §5): the privacy statement and the Terms of Use, each opening in a new
// tab, in their own fieldset. The caller keeps whether they are ticked and disables its action
// until both are.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocale } from '../../lib/i18n'
import { legalPaths } from '../../lib/site-links'
import { NewTabLink } from './new-tab-link'

export interface AgreementsProps {
  privacy: boolean
  terms: boolean
  onChange: (agreed: { privacy: boolean; terms: boolean }) => void
  /** What the person agrees before; without it the fieldset is named for screen readers only. */
  legend?: ReactNode
  /** The class of the fieldset. */
  className?: string
  /** The class of each checkbox's label. */
  checkClassName?: string
  disabled?: boolean
}

export function Agreements({ privacy, terms, onChange, legend, className, checkClassName, disabled }: AgreementsProps) {
  const legal = legalPaths(useLocale())
  return (
    <fieldset className={className}>
      <legend className={legend ? undefined : 'visually-hidden'}>{legend ?? <Trans>Agreements</Trans>}</legend>
      <label className={checkClassName}>
        <input type="checkbox" checked={privacy} disabled={disabled} onChange={(e) => onChange({ privacy: e.target.checked, terms })} />
        <span>
          <Trans>
            I agree to the <NewTabLink href={legal.privacy}>privacy statement</NewTabLink>
          </Trans>
        </span>
      </label>
      <label className={checkClassName}>
        <input type="checkbox" checked={terms} disabled={disabled} onChange={(e) => onChange({ privacy, terms: e.target.checked })} />
        <span>
          <Trans>
            I agree to the <NewTabLink href={legal.terms}>Terms of Use</NewTabLink>
          </Trans>
        </span>
      </label>
    </fieldset>
  )
}
