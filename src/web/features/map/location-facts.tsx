// What a project page says of its location under the map: the coordinates (to 4 decimals, spec §9)
// and the nearest communities with their distances. Drawn without Leaflet, so that what holds the
// map's place until its code comes holds theirs too: the coordinates at once, the communities' rows
// blank until the map's code has worked them out (GeographicLib's geodesics come with it). Nothing
// below the map moves when it comes, such as the "Download everything" button under a click.
import { Trans } from '@lingui/react/macro'
import { useLocale } from '../../lib/i18n'
import type { NearbyCommunity } from '../../../shared/geo/nearest-communities'
import styles from './location-facts.module.css'

/** How many of the nearest communities the map frames and names. */
export const NEARBY_COMMUNITIES = 2

/** communities: the nearest ones, once worked out; until then their rows hold their place. */
export function LocationFacts({ locations, communities }: { locations: { latitude: number; longitude: number }[]; communities?: NearbyCommunity[] }) {
  const locale = useLocale()
  const coordinate = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { minimumFractionDigits: 4, maximumFractionDigits: 4 })
  const kilometres = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <dl className={styles.facts} data-testid="location-facts" aria-busy={communities === undefined}>
      <dt>
        <Trans>Coordinates (latitude, longitude)</Trans>
      </dt>
      {locations.map((l, i) => (
        <dd key={i}>
          {coordinate.format(l.latitude)}; {coordinate.format(l.longitude)}
        </dd>
      ))}
      <dt>
        <Trans>Nearest communities</Trans>
      </dt>
      {communities
        ? communities.map((c) => (
            <dd key={c.name}>
              <Trans>
                {c.name}: {kilometres.format(c.distanceKm)} km
              </Trans>
            </dd>
          ))
        : Array.from({ length: NEARBY_COMMUNITIES }, (_, i) => <dd key={i}>&nbsp;</dd>)}
    </dl>
  )
}
