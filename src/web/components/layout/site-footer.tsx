// The footer: the organisation's site, contact, the location-file check, the API's documentation
// (served by the server, outside the app), and the legal pages
// (new tab; French addresses when the site is in French).
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../lib/i18n'
import { CONTACT_URL, legalPaths, ORGANISATION_URL } from '../../lib/site-links'
import { NewTabLink } from '../ui/new-tab-link'
import styles from './site-footer.module.css'

export function SiteFooter() {
  const legal = legalPaths(useLocale())
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <nav aria-labelledby="footer-heading">
          <h2 id="footer-heading" className="visually-hidden">
            <Trans>About this site</Trans>
          </h2>
          <ul className={styles.links}>
            <li>
              <a href={ORGANISATION_URL}>
                <Trans>Yukon Environmental and Socio-economic Assessment Board</Trans>
              </a>
            </li>
            <li>
              <a href={CONTACT_URL}>
                <Trans>Contact us</Trans>
              </a>
            </li>
            <li>
              <Link to="/tools/location-file">
                <Trans>Check a location file</Trans>
              </Link>
            </li>
            <li>
              <a href="/api/docs">
                <Trans>Open data: the registry's API</Trans>
              </a>
            </li>
            <li>
              <NewTabLink href={legal.terms}>
                <Trans>Terms of Use</Trans>
              </NewTabLink>
            </li>
            <li>
              <NewTabLink href={legal.privacy}>
                <Trans>Privacy Statement</Trans>
              </NewTabLink>
            </li>
          </ul>
        </nav>
        <p className={styles.note}>
          <Trans>Assessments of development projects in Yukon, open to the public.</Trans>
        </p>
      </div>
    </footer>
  )
}
