// The controlled fields the general form's parts are made of: a labelled text input, text area or
// select (each saying 'This field is required' once it is missing), a yes/no question, each part's
// required-fields banner, and a help button that opens a short explanation.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { Field } from '../../../components/ui/field'
import styles from './form-fields.module.css'

interface TextProps {
  id: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  required?: boolean
  /** Shows 'This field is required' and marks the input invalid. */
  invalid?: boolean
  readOnly?: boolean
  multiline?: boolean
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  hint?: ReactNode
  inputMode?: 'decimal' | 'text'
  labelExtra?: ReactNode
  rows?: number
}

export function TextInput({
  id,
  label,
  value,
  onChange,
  required,
  invalid,
  readOnly,
  multiline,
  type = 'text',
  autoComplete,
  hint,
  inputMode,
  labelExtra,
  rows = 4,
}: TextProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} labelExtra={labelExtra} error={invalid && <Trans>This field is required</Trans>}>
      {(control) =>
        multiline ? (
          <textarea {...control} value={value} readOnly={readOnly} required={required} rows={rows} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            {...control}
            value={value}
            readOnly={readOnly}
            required={required}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  )
}

interface SelectProps {
  id: string
  label: ReactNode
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
  required?: boolean
  invalid?: boolean
}

export function SelectInput({ id, label, value, options, onChange, required, invalid }: SelectProps) {
  return (
    <Field id={id} label={label} required={required} error={invalid && <Trans>This field is required</Trans>}>
      {(control) => (
        <select {...control} value={value} required={required} onChange={(e) => onChange(e.target.value)}>
          <option value="">
            <Trans>Choose…</Trans>
          </option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

interface YesNoProps {
  name: string
  legend: ReactNode
  value: boolean | null
  onChange: (value: boolean) => void
  children?: ReactNode
}

/** A yes/no question as two radio buttons; `children` show under it once the answer is Yes. */
export function YesNo({ name, legend, value, onChange, children }: YesNoProps) {
  return (
    <fieldset className={styles.question}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.choices}>
        <label>
          <input type="radio" name={name} checked={value === true} onChange={() => onChange(true)} /> <Trans>Yes</Trans>
        </label>
        <label>
          <input type="radio" name={name} checked={value === false} onChange={() => onChange(false)} /> <Trans>No</Trans>
        </label>
      </div>
      {value === true && children}
    </fieldset>
  )
}

export function RequiredFieldsBanner() {
  return (
    <div className={styles.banner} role="alert">
      <Trans>This part is missing required fields. Fill in the fields marked below before you submit.</Trans>
    </div>
  )
}

/** A "?" button that shows a short explanation under it, and hides it again (also with Escape). */
export function HelpToggle({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const panel = useId()
  return (
    <>
      <button
        type="button"
        className={styles.helpButton}
        aria-expanded={open}
        aria-controls={panel}
        aria-label={t`Help: ${label}`}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false)
        }}
      >
        ?
      </button>
      <div id={panel} className={styles.helpPanel} hidden={!open}>
        {children}
      </div>
    </>
  )
}
