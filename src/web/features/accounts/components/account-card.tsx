// The frame of the account screens: a narrow card with a heading, an optional alert and the form.
import type { ReactNode } from 'react'
import { usePageTitle } from '../../../components/ui/use-page-title'
import styles from './accounts.module.css'

export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title)
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="account-title">
        <h1 id="account-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  )
}

/** A message about the form as a whole: an error (announced) or a note. */
export function FormMessage({ kind, children }: { kind: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <p className={`${styles.message} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  )
}
