// Messages about the state of a page: loading, and errors the visitor can act on.
import type { ReactNode } from 'react'
import styles from './status-message.module.css'

/** A polite live region with a spinner; the label says what is loading. */
export function Loading({ label }: { label: ReactNode }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

/** An error announced as it appears, with an optional action (such as Try again). */
export function ErrorMessage({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={`${styles.message} ${styles.error}`} role="alert">
      <h2 className={styles.title}>{title}</h2>
      {children}
    </div>
  )
}
