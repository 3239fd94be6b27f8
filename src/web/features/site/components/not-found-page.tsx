// The page for an address the app does not know; for a staff page the person's role does not open,
// the role it needs.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { roleNeededOf } from '../../../lib/staff-role'
import { RoleNeededPage } from './role-needed-page'
import styles from './site-pages.module.css'

export function NotFoundPage({ data }: { data?: unknown }) {
  const role = roleNeededOf(data)
  return role ? <RoleNeededPage role={role} /> : <NoSuchPage />
}

function NoSuchPage() {
  const { t } = useLingui()
  usePageTitle(t`Page not found`)
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>We could not find a page at this address. It may have moved, or the address may be mistyped.</Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </section>
  )
}
