// A required choice of a staff form (an outcome, a decision, a staff member): its label above, and
// until one is chosen, a first option that says what to choose and cannot be chosen again.
import type { ReactNode } from 'react'
import { Labelled } from './labelled'

interface Props {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  /** The first option while nothing is chosen; without it the first choice stands chosen. */
  placeholder?: string
}

export function ChoiceSelect({ label, value, onChange, options, placeholder }: Props) {
  return (
    <Labelled label={label}>
      <select value={value} onChange={(e) => onChange(e.target.value)} required>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  )
}
