// Part 3 of the placer form (spec proposals-and-accounts §2, §5): the claim grant numbers (looked
// up 1 s after typing stops, found claims drawn, the rest listed; a CSV of claims adds to them),
// points added where the miner stands (AddedPoints), other location details, and what
// the location look-up found for the claims' outlines, run by the page as in the general form's
// part 3 (on the device with no connection). The map comes from the route (renderMap).
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { ErrorMessage, Loading } from '../../../components/ui/status-message'
import { Button } from '../../../components/ui/button'
import { districtName, referenceQueries } from '../../../lib/reference-data'
import type { EntryPoint } from '../../../../shared/geo/location-entry'
import type { FoundClaim } from '../../../../shared/proposal-form/placer-location'
import type { LocationFields } from '../../../../shared/proposal-form/general-form-location'
import type { LookupState } from '../hooks/use-location-lookup'
import { AddedPoints } from './added-points'
import { ClaimsEntry } from './claims-entry'
import styles from './proposal-location.module.css'
import { communityDistanceIn } from '../../../../shared/geo/lookup'

interface Props {
  claimString: string
  onClaimString: (text: string) => void
  onClaims: (found: FoundClaim[]) => void
  /** The points added where the person stood ("Use my location"), and their change as the form then holds them. */
  addedPoints: EntryPoint[]
  onAddedPoints: (change: (points: EntryPoint[]) => EntryPoint[]) => void
  additionalLocationInfo: string
  onAdditionalLocationInfo: (text: string) => void
  /** The location as the look-up reads and fills it. */
  location: LocationFields
  lookup: LookupState
  onRetryLookup: () => void
  renderMap: () => ReactNode
  /** The CSV upload of claims, whose claims join those typed. */
  renderCsvUpload: () => ReactNode
  disabled?: boolean
}

function Found({ label, values }: { label: ReactNode; values: string[] }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{values.length ? values.join('; ') : <Trans>None found</Trans>}</dd>
    </>
  )
}

export function PlacerClaimsLocation(props: Props) {
  const { location, lookup } = props
  const { t, i18n } = useLingui()
  const fr = i18n.locale === 'fr'
  const districts = useQuery(referenceQueries.assessmentDistricts()).data ?? []
  const firstNations = useQuery(referenceQueries.firstNations()).data ?? []
  const infoId = useId()
  const hasShapes = location.projectCoordinates.length > 0
  const owed = hasShapes && location.locationLookup.pending
  return (
    <>
      <ClaimsEntry value={props.claimString} onChange={props.onClaimString} onClaims={props.onClaims} disabled={props.disabled} />
      {props.renderCsvUpload()}
      <AddedPoints points={props.addedPoints} onChange={props.onAddedPoints} disabled={props.disabled} />
      <div className={styles.field}>
        <label htmlFor={infoId}>
          <Trans>Additional location information</Trans>
        </label>
        <textarea
          id={infoId}
          rows={3}
          value={props.additionalLocationInfo}
          disabled={props.disabled}
          onChange={(e) => props.onAdditionalLocationInfo(e.target.value)}
        />
      </div>
      {props.renderMap()}
      <h3>
        <Trans>What was found for the claims</Trans>
      </h3>
      {lookup.step === 'loading' && <Loading label={t`Looking up the location…`} />}
      {lookup.step === 'failed' && (
        <ErrorMessage title={t`The location could not be looked up`}>
          <p>{lookup.message}</p>
          <Button variant="secondary" onClick={props.onRetryLookup}>
            <Trans>Try again</Trans>
          </Button>
        </ErrorMessage>
      )}
      {!hasShapes && (
        <p>
          <Trans>Once claims are found, the districts, First Nations and the rest are filled in for you.</Trans>
        </p>
      )}
      {owed && lookup.step !== 'loading' && lookup.step !== 'failed' && (
        <p className={styles.warning} role="status">
          <Trans>The location could not be looked up yet: it will be as soon as the connection returns.</Trans>
        </p>
      )}
      {hasShapes && !owed && lookup.step !== 'loading' && location.assessmentDistricts.length === 0 && (
        <p className={styles.warning} role="status">
          <Trans>No assessment district was found for these claims.</Trans>
        </p>
      )}
      <dl className={styles.found}>
        <Found
          label={<Trans>Assessment districts</Trans>}
          values={location.assessmentDistricts.map((id) => {
            const d = districts.find((x) => x.assessmentDistrictId === id)
            return d ? districtName(d, fr) : id
          })}
        />
        <Found
          label={<Trans>First Nations</Trans>}
          values={location.firstNations.map((id) => {
            const o = firstNations.find((f) => f.organizationId === id)
            return (fr ? o?.frenchDisplayName : null) ?? o?.publicDisplayName ?? id
          })}
        />
        <Found label={<Trans>1:50,000 map sheets (NTS)</Trans>} values={location.NTSIndexes} />
        <Found
          label={<Trans>Drainages</Trans>}
          values={(fr ? location.drainagesFr : location.drainages).map((d) => `${d.majorDrainageName} - ${d.subDrainageName} - ${d.subSubDrainageName}`)}
        />
        <Found label={<Trans>Closest communities</Trans>} values={location.closestCommunities.map((c) => communityDistanceIn(c, fr ? 'fr' : 'en'))} />
      </dl>
    </>
  )
}
