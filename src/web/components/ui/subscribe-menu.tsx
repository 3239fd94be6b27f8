// "Subscribe": the Atom feed and the iCalendar of what the page shows (a search, a project), folded
// under one button. The links are the feeds' own addresses, in the reader's language, for a feed
// reader or a calendar app to follow (copy the link) or to open.
import { Trans } from '@lingui/react/macro'
import { useLocale } from '../../lib/i18n'
import { buttonClassName } from './button'
import styles from './subscribe-menu.module.css'

/** The feed and the calendar under `base` (/api/v1/projects or /api/v1/projects/{number}) for this query, as absolute addresses. */
export function feedAddresses(base: string, query: Record<string, string>, locale: string): { feed: string; calendar: string } {
  const search = new URLSearchParams({ ...query, ...(locale === 'fr' ? { lang: 'fr' } : {}) }).toString()
  const address = (file: string) => new URL(`${base}/${file}${search ? `?${search}` : ''}`, window.location.origin).href
  return { feed: address('feed.atom'), calendar: address('calendar.ics') }
}

export function SubscribeMenu({ base, query = {}, scope }: { base: string; query?: Record<string, string>; scope: 'search' | 'project' }) {
  const { feed, calendar } = feedAddresses(base, query, useLocale())
  return (
    <details className={styles.menu}>
      <summary className={buttonClassName('secondary', styles.summary)}>
        <Trans>Subscribe</Trans>
      </summary>
      <div className={styles.panel}>
        <p className={styles.hint}>
          {scope === 'search' ? (
            <Trans>Follow the projects of this search, with its filters. Copy a link into a feed reader or a calendar app.</Trans>
          ) : (
            <Trans>Follow this project. Copy a link into a feed reader or a calendar app.</Trans>
          )}
        </p>
        <ul className={styles.links}>
          <li>
            <a href={feed} type="application/atom+xml" data-feed="atom">
              <Trans>News feed (Atom)</Trans>
            </a>
            <span className={styles.what}>
              <Trans>Stage changes, published documents and notices</Trans>
            </span>
          </li>
          <li>
            <a href={calendar} type="text/calendar" data-feed="calendar">
              <Trans>Calendar (iCalendar)</Trans>
            </a>
            <span className={styles.what}>
              <Trans>Comment deadlines and hearings</Trans>
            </span>
          </li>
        </ul>
      </div>
    </details>
  )
}
