// What the registry finds for a location, as the proposal form will fill it in: assessment
// districts, First Nations whose traditional territory it touches, drainages, 1:50,000 map sheets,
// planning regions, community areas, settlement lands and the closest communities. Says when an
// answer comes from demo layers rather than official boundaries, and when it was worked out on this
// device with no connection.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { communityDistanceIn } from '../../../../shared/geo/lookup'
import type { LocationLookup } from '../../../../shared/geo/lookup'
import { districtName, drainageLabel, referenceQueries } from '../../../lib/reference-data'
import styles from './location-lookup-summary.module.css'

function Row({ label, values }: { label: ReactNode; values: string[] }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{values.length ? values.join('; ') : <Trans>None found</Trans>}</dd>
    </>
  )
}

export function LocationLookupSummary({ lookup, offline }: { lookup: LocationLookup; offline: boolean }) {
  const { i18n, t } = useLingui()
  const fr = i18n.locale === 'fr'
  const districts = useQuery(referenceQueries.assessmentDistricts())
  const firstNations = useQuery(referenceQueries.firstNations())
  // A planning region is named by its commission, whose French name the reference list holds.
  const commissions = useQuery(referenceQueries.planningCommissions())
  const regionNames = lookup.planningRegions.map((name) => {
    const o = commissions.data?.find((x) => x.name === name || x.publicDisplayName === name)
    return (fr ? o?.frenchDisplayName : null) ?? name
  })
  const districtNames = lookup.assessmentDistricts.map((id) => {
    const district = districts.data?.find((x) => x.assessmentDistrictId === id)
    return district ? districtName(district, fr) : id
  })
  const firstNationNames = lookup.firstNations.map((id) => {
    const o = firstNations.data?.find((x) => x.organizationId === id)
    return (fr ? o?.frenchDisplayName : null) ?? o?.publicDisplayName ?? id
  })
  const layerNames: Record<LocationLookup['demoLayers'][number], string> = {
    'assessment-districts': t`assessment districts`,
    'first-nation-territories': t`First Nation traditional territories`,
    drainages: t`drainages`,
    'planning-regions': t`planning regions`,
    'settlement-lands': t`settlement lands`,
    'placer-claims': t`placer claims`,
    communities: t`communities`,
  }
  return (
    <section className={styles.summary} aria-labelledby="location-lookup-heading">
      <h2 id="location-lookup-heading">
        <Trans>What the registry finds for this location</Trans>
      </h2>
      {lookup.demoLayers.length > 0 && (
        <p className={styles.demo}>
          <Trans>Demo data: these layers are not official boundaries yet: {lookup.demoLayers.map((k) => layerNames[k]).join(', ')}.</Trans>
        </p>
      )}
      {offline && (
        <p className={styles.offline}>
          <Trans>Worked out on this device from the map layers saved for use without a connection.</Trans>
        </p>
      )}
      <dl className={styles.list}>
        <Row label={<Trans>Assessment districts</Trans>} values={districtNames} />
        <Row label={<Trans>First Nations (traditional territories)</Trans>} values={firstNationNames} />
        <Row label={<Trans>Drainages</Trans>} values={lookup.drainages.map((d) => drainageLabel({ ...d, subSubDrainageId: d.subSubDrainageId ?? '' }, fr))} />
        <Row label={<Trans>1:50,000 map sheets (NTS)</Trans>} values={lookup.ntsSheets} />
        <Row label={<Trans>Regional land use planning regions</Trans>} values={regionNames} />
        <Row label={<Trans>Yukon communities</Trans>} values={lookup.communityAreas} />
        <Row label={<Trans>Settlement lands</Trans>} values={lookup.settlementLands.map((s) => `${s.firstNation}: ${s.parcels.join(', ')}`)} />
        <Row label={<Trans>Closest communities</Trans>} values={lookup.closestCommunities.map((c) => communityDistanceIn(c, fr ? 'fr' : 'en'))} />
      </dl>
    </section>
  )
}
