// The two agreements a person ticks before sending something to the registry (spec public-registry
// §5, proposals-and-accounts §5): the privacy statement and the Terms of Use, each opening in a new
// tab, in their own fieldset. The caller keeps whether they are ticked and disables its action
// until both are, or, as the comment form, says under each box why it must be ticked.
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { useLocale } from '../../lib/i18n'
import { legalPaths } from '../../lib/site-links'
import { NewTabLink } from './new-tab-link'
import styles from './agreements.module.css'

export interface AgreementsProps {
  privacy: boolean
  terms: boolean
  onChange: (agreed: { privacy: boolean; terms: boolean }) => void
  /** What the person agrees before; without it the fieldset is named for screen readers only. */
  legend?: ReactNode
  /** The class of the fieldset, in place of the boxes one under the other. */
  className?: string
  /** The class of each checkbox's label, in place of the box beside its words. */
  checkClassName?: string
  disabled?: boolean
  /** Why each box must be ticked, under it, once the person tried to send (a form that checks its fields). */
  errors?: { privacy?: string; terms?: string; className?: string }
}

interface BoxProps {
  checked: boolean
  onChange: (checked: boolean) => void
  label: ReactNode
  className?: string
  disabled?: boolean
  errors: AgreementsProps['errors']
  error: string | undefined
}

function Box({ checked, onChange, label, className, disabled, errors, error }: BoxProps) {
  const errorId = `${useId()}-error`
  const box = (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />{' '}
      <span>{label}</span>
    </label>
  )
  if (!errors) return box
  return (
    <div>
      {box}
      {error && (
        <p id={errorId} className={errors.className}>
          {error}
        </p>
      )}
    </div>
  )
}

export function Agreements({
  privacy,
  terms,
  onChange,
  legend,
  className = styles.agreements,
  checkClassName = styles.check,
  disabled,
  errors,
}: AgreementsProps) {
  const legal = legalPaths(useLocale())
  return (
    <fieldset className={className}>
      <legend className={legend ? undefined : 'visually-hidden'}>{legend ?? <Trans>Agreements</Trans>}</legend>
      <Box
        checked={privacy}
        onChange={(checked) => onChange({ privacy: checked, terms })}
        label={
          <Trans>
            I agree to the <NewTabLink href={legal.privacy}>privacy statement</NewTabLink>
          </Trans>
        }
        className={checkClassName}
        disabled={disabled}
        errors={errors}
        error={errors?.privacy}
      />
      <Box
        checked={terms}
        onChange={(checked) => onChange({ privacy, terms: checked })}
        label={
          <Trans>
            I agree to the <NewTabLink href={legal.terms}>Terms of Use</NewTabLink>
          </Trans>
        }
        className={checkClassName}
        disabled={disabled}
        errors={errors}
        error={errors?.terms}
      />
    </fieldset>
  )
}
