// The proposal forms' side navigation: the 8 numbered parts, each with its mark (current, completed,
// needs attention, missing required fields), and a way to jump to any of them; the placer form
// gives its own part titles and a sub-menu under part 5.
import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import type { PartMarker } from '../../../../shared/proposal-form/general-form-rules'
import { PART_NUMBERS, PART_TITLES } from './part-titles'
import styles from './general-form.module.css'

interface Props {
  current: number
  markerOf: (part: number) => PartMarker
  onJump: (part: number) => void
  titles?: Record<number, MessageDescriptor>
  /** What is listed under a part (the placer form's effect groups under part 5). */
  subMenu?: (part: number) => ReactNode
}

const SYMBOLS: Record<PartMarker, string> = { current: '●', completed: '✓', warning: '!', danger: '!', upcoming: '' }

export function GeneralFormNav({ current, markerOf, onJump, titles = PART_TITLES, subMenu }: Props) {
  const { t, i18n } = useLingui()
  const markerText: Record<PartMarker, string> = {
    current: t`current part`,
    completed: t`completed`,
    warning: t`needs attention`,
    danger: t`missing required fields`,
    upcoming: t`not started`,
  }
  return (
    <nav className={styles.nav} aria-label={t`Parts of the proposal`}>
      <ol className={styles.navList}>
        {PART_NUMBERS.map((part) => {
          const marker = markerOf(part)
          return (
            <li key={part}>
              <button
                type="button"
                className={`${styles.navItem} ${styles[`marker-${marker}`] ?? ''}`}
                aria-current={part === current ? 'step' : undefined}
                onClick={() => onJump(part)}
              >
                <span className={styles.navNumber} aria-hidden="true">
                  {part}
                </span>
                <span className={styles.navTitle}>
                  <span className="visually-hidden">{t`Part ${part}:`} </span>
                  {i18n._(titles[part]!)}
                </span>
                <span className={styles.navMarker} aria-hidden="true">
                  {SYMBOLS[marker]}
                </span>
                <span className="visually-hidden"> ({markerText[marker]})</span>
              </button>
              {subMenu?.(part)}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
