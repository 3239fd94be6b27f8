// The development banner: on any deployment that is not production, says so and shows the host
// and the current layout breakpoint. Nothing shows while the answer is pending or if it failed.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { breakpointMin, useBreakpoint } from '../../../lib/breakpoints'
import { siteQueries } from '../api/site-queries'
import styles from './dev-banner.module.css'

export function DevBanner() {
  // Not a suspense query: the banner must never hold up or break the page.
  const { data } = useQuery(siteQueries.deployment())
  if (!data || data.production) return null
  return <DevBannerContent host={window.location.host} />
}

export function DevBannerContent({ host }: { host: string }) {
  const { t } = useLingui()
  const breakpoint = useBreakpoint()
  const min = breakpointMin(breakpoint)
  return (
    <aside className={styles.banner} aria-label={t`Development site`} data-testid="dev-banner">
      <div className={`container ${styles.inner}`}>
        <strong>
          <Trans>Development site: not the official registry.</Trans>
        </strong>
        <span>
          <Trans>
            Host: <code>{host}</code>
          </Trans>
        </span>
        <span>
          <Trans>
            Breakpoint: <code data-testid="dev-banner-breakpoint">{breakpoint}</code> (≥ {min} px)
          </Trans>
        </span>
      </div>
    </aside>
  )
}
