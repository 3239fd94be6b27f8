// The page for an address the app does not know; for a staff page the person's role does not open,
// the role it needs, rather than that no page is there.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { roleNeededOf } from '../../../lib/staff-role'
import type { StaffRoleName } from '../../../lib/staff-role'
import styles from './site-pages.module.css'

export function NotFoundPage({ data }: { data?: unknown }) {
  const role = roleNeededOf(data)
  return role ? <RoleNeeded role={role} /> : <NoSuchPage />
}

function Message({ title, text, link }: { title: string; text: ReactNode; link: ReactNode }) {
  usePageTitle(title)
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{title}</h1>
      <p>{text}</p>
      <p>{link}</p>
    </section>
  )
}

function NoSuchPage() {
  const { t } = useLingui()
  return (
    <Message
      title={t`Page not found`}
      text={<Trans>We could not find a page at this address. It may have moved, or the address may be mistyped.</Trans>}
      link={
        <Link to="/">
          <Trans>Go to the home page</Trans>
        </Link>
      }
    />
  )
}

function RoleNeeded({ role }: { role: StaffRoleName }) {
  const { t } = useLingui()
  return (
    <Message
      title={role === 'manager' ? t`This page needs the manager role` : t`This page needs the administrator role`}
      text={
        role === 'manager' ? (
          <Trans>Managers and administrators of the office open it. If your work needs it, ask an administrator to give you the manager role.</Trans>
        ) : (
          <Trans>Administrators of the office open it. If your work needs it, ask an administrator to give you the administrator role.</Trans>
        )
      }
      link={
        <Link to="/staff">
          <Trans>Back to the staff workspace</Trans>
        </Link>
      }
    />
  )
}
