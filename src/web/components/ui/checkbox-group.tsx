// A titled group of checkboxes over a list of options, giving back the ids that are ticked: the
// search filters and the notification profile both choose from reference lists this way.
import type { ReactNode } from 'react'
import styles from './checkbox-group.module.css'
import groupStyles from './control-group.module.css'

export interface CheckboxOption {
  id: string
  label: string
  /** A short word on where the choice came from, after the label (part of the box's name). */
  mark?: ReactNode
}

interface Props {
  legend: ReactNode
  options: CheckboxOption[]
  selected: readonly string[]
  onChange: (ids: string[]) => void
  /** Long lists scroll inside a fixed height instead of lengthening the page. */
  scroll?: boolean
}

export function CheckboxGroup({ legend, options, selected, onChange, scroll = false }: Props) {
  return (
    <fieldset className={groupStyles.group}>
      <legend className={groupStyles.legend}>{legend}</legend>
      <div className={`${styles.options} ${scroll ? styles.scroll : ''}`}>
        {options.map((o) => (
          <label key={o.id}>
            <input
              type="checkbox"
              checked={selected.includes(o.id)}
              onChange={(e) => onChange(e.target.checked ? [...selected, o.id] : selected.filter((x) => x !== o.id))}
            />{' '}
            {o.label}
            {o.mark && <span className={styles.mark}> {o.mark}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
