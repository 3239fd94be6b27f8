// The answers of a general form's summary, one labelled item at a time, and how each kind of
// answer reads (text, rich text, yes or no, a list, or "Not given"): apart from the parts they
// fill (general-form-summary.tsx) so that the summary reads as the form's parts, not as markup.
import { Trans } from '@lingui/react/macro'
import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'
import type { GeneralFormItem } from '../../../../shared/proposal-form/form-differences'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import styles from './general-form-summary.module.css'

/** The items shown; undefined: all of them. */
export const Shown = createContext<readonly GeneralFormItem[] | undefined>(undefined)

/** One labelled answer; with a name, it shows only when that item is among those shown. */
export function Item({ name, label, children }: { name?: GeneralFormItem; label: ReactNode; children: ReactNode }) {
  const only = useContext(Shown)
  if (name && only && !only.includes(name)) return null
  return (
    <div className={styles.item}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function Empty() {
  return (
    <span className={styles.empty}>
      <Trans>Not given</Trans>
    </span>
  )
}

export const text = (value: string) => (value.trim() === '' ? <Empty /> : value)

export function RichText({ html }: { html: string }) {
  if (html.trim() === '') return <Empty />
  return <SanitizedHtml className={styles.rich} html={html} />
}

export function YesNoAnswer({ value }: { value: boolean | null }) {
  if (value === null) return <Empty />
  return value ? <Trans>Yes</Trans> : <Trans>No</Trans>
}

export function List({ items }: { items: string[] }) {
  if (items.length === 0) return <Empty />
  return (
    <ul className={styles.list}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  )
}

/** Yes or No for a question the form asks with two boxes, of which at most one is ticked. */
export function TwoBoxAnswer({ yes, no }: { yes: boolean; no: boolean }) {
  return <YesNoAnswer value={yes ? true : no ? false : null} />
}
