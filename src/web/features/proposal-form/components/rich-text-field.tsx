// The rich-text fields of parts 5, 6 and 8.
import { useId } from 'react'
import styles from './general-form.module.css'

interface Props {
  id: string
  label: string
  value: string
  onChange: (html: string) => void
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const toHtml = (text: string) => (text.trim() === '' ? '' : text.split(/\n{2,}/).map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`).join(''))
function toText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/g, '\n').replace(/<\/p>\s*<p>/g, '\n\n'), 'text/html')
  return doc.body.textContent ?? ''
}

export function RichTextField({ id, label, value, onChange }: Props) {
  const hint = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea id={id} aria-describedby={hint} className={styles.input} rows={6} value={toText(value)} onChange={(e) => onChange(toHtml(e.target.value))} />
    </div>
  )
}
