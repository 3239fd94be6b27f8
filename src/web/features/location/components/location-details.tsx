// The details of part 3 the person checks and completes under what the look-up found: the
// districts and First Nations ticked (each saying whether the look-up found it or the person ticked
// it), settlement land, the yes-or-no questions, the nearest community and its distance, and the
// watercourses. Apart from ProposalLocation (proposal-location.tsx), which holds the shapes and
// the look-up, because these are answers the person gives, field by field.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { CheckboxGroup } from '../../../components/ui/checkbox-group'
import { districtName, referenceQueries } from '../../../lib/reference-data'
import { LOCATION_QUESTIONS, SETTLEMENT_ANSWERS } from '../../../lib/location-questions'
import { COMMUNITIES } from '../../../../shared/geo/yukon'
import { settlementAnswerOf, settlementStatusOf } from '../../../../shared/proposal-form/general-form-location'
import type { LocationFields } from '../../../../shared/proposal-form/general-form-location'
import { isNumericDistance } from '../../../../shared/proposal-form/general-form-rules'
import styles from './proposal-location.module.css'

type YesNo = 'yes' | 'no' | null

function YesNoQuestion({
  legend,
  value,
  onChange,
  yes,
  no,
}: {
  legend: ReactNode
  value: YesNo
  onChange: (value: 'yes' | 'no') => void
  yes: ReactNode
  no: ReactNode
}) {
  const name = useId()
  return (
    <fieldset className={styles.question}>
      <legend>{legend}</legend>
      <label>
        <input type="radio" name={name} checked={value === 'yes'} onChange={() => onChange('yes')} /> {yes}
      </label>
      <label>
        <input type="radio" name={name} checked={value === 'no'} onChange={() => onChange('no')} /> {no}
      </label>
    </fieldset>
  )
}

const yesNo = (yes: boolean, no: boolean): YesNo => (yes ? 'yes' : no ? 'no' : null)

/** Where a ticked district or First Nation came from: the look-up, or the person. */
function Origin({ found }: { found: boolean }) {
  return found ? <Trans>(found from the location)</Trans> : <Trans>(added by you)</Trans>
}

interface LocationDetailsProps {
  value: LocationFields
  onChange: (patch: Partial<LocationFields>) => void
  /** After a submit attempt: the required-fields messages show. */
  showErrors: boolean
}

export function LocationDetails({ value, onChange, showErrors }: LocationDetailsProps) {
  const { t, i18n } = useLingui()
  const fr = i18n.locale === 'fr'
  const districts = useQuery(referenceQueries.assessmentDistricts())
  const firstNations = useQuery(referenceQueries.firstNations())
  const [distanceLeft, setDistanceLeft] = useState(false)
  const origin = (id: string, selected: readonly string[], found: readonly string[]) =>
    found.includes(id) ? <Origin found /> : selected.includes(id) ? <Origin found={false} /> : undefined
  const districtOptions = (districts.data ?? [])
    .filter((d) => !d.hiddenFromChecklist)
    .map((d) => ({
      id: d.assessmentDistrictId,
      label: districtName(d, fr),
      mark: origin(d.assessmentDistrictId, value.assessmentDistricts, value.locationLookup.assessmentDistricts),
    }))
  const firstNationOptions = (firstNations.data ?? []).map((o) => ({
    id: o.organizationId,
    label: (fr ? o.frenchDisplayName : null) ?? o.publicDisplayName,
    mark: origin(o.organizationId, value.firstNations, value.locationLookup.firstNations),
  }))
  const nearest = value.communitiesList[0] ?? { nearestCommunity: '', distanceFromCommunity: '' }
  const setNearest = (patch: Partial<typeof nearest>) => onChange({ communitiesList: [{ ...nearest, ...patch }, ...value.communitiesList.slice(1)] })
  const distanceWrong = nearest.distanceFromCommunity.trim() !== '' && !isNumericDistance(nearest.distanceFromCommunity)
  const ids = { distance: useId(), community: useId(), watercourses: useId() }

  return (
    <>
      <h3>
        <Trans>Check and complete the details</Trans>
      </h3>
      <div className={showErrors && value.assessmentDistricts.length === 0 ? styles.invalid : undefined}>
        <CheckboxGroup
          legend={<Trans>Assessment districts</Trans>}
          options={districtOptions}
          selected={value.assessmentDistricts}
          onChange={(ids) => onChange({ assessmentDistricts: ids })}
        />
        {showErrors && value.assessmentDistricts.length === 0 && (
          <p className={styles.error} role="alert">
            <Trans>Required fields: choose at least one assessment district.</Trans>
          </p>
        )}
      </div>
      <CheckboxGroup
        legend={i18n._(LOCATION_QUESTIONS.firstNations)}
        options={firstNationOptions}
        selected={value.firstNations}
        onChange={(ids) => onChange({ firstNations: ids })}
        scroll
      />
      <fieldset className={styles.question}>
        <legend>{i18n._(LOCATION_QUESTIONS.settlementLand)}</legend>
        {(['settlement', 'not-settlement', 'both'] as const).map((answer) => (
          <label key={answer}>
            <input
              type="radio"
              name={`${ids.community}-settlement`}
              checked={settlementAnswerOf(value.settlementLandStatus) === answer}
              onChange={() => onChange({ settlementLandStatus: settlementStatusOf(answer) })}
            />{' '}
            {i18n._(SETTLEMENT_ANSWERS[answer])}
          </label>
        ))}
      </fieldset>
      <YesNoQuestion
        legend={i18n._(LOCATION_QUESTIONS.yukonCommunity)}
        value={yesNo(value.yukonCommunity.isYukonCommunity, value.yukonCommunity.isNotYukonCommunity)}
        onChange={(answer) => onChange({ yukonCommunity: { isYukonCommunity: answer === 'yes', isNotYukonCommunity: answer === 'no' } })}
        yes={<Trans>Yes</Trans>}
        no={<Trans>No</Trans>}
      />
      <YesNoQuestion
        legend={i18n._(LOCATION_QUESTIONS.northSlope)}
        value={yesNo(value.yukonNorthSlope.isNorthSlop, value.yukonNorthSlope.isNotNorthSlop)}
        onChange={(answer) => onChange({ yukonNorthSlope: { isNorthSlop: answer === 'yes', isNotNorthSlop: answer === 'no' } })}
        yes={<Trans>Yes</Trans>}
        no={<Trans>No</Trans>}
      />
      <YesNoQuestion
        legend={i18n._(LOCATION_QUESTIONS.landUsePlan)}
        value={yesNo(value.regionalLandUsePlan.hasRegionalLandUsePlan, value.regionalLandUsePlan.noRegionalLandUsePlan)}
        onChange={(answer) => onChange({ regionalLandUsePlan: { hasRegionalLandUsePlan: answer === 'yes', noRegionalLandUsePlan: answer === 'no' } })}
        yes={<Trans>Yes</Trans>}
        no={<Trans>No</Trans>}
      />
      <div className={styles.nearest}>
        <div className={styles.field}>
          <label htmlFor={ids.community}>{i18n._(LOCATION_QUESTIONS.nearestCommunity)}</label>
          <select id={ids.community} value={nearest.nearestCommunity} onChange={(e) => setNearest({ nearestCommunity: e.target.value })}>
            <option value="">{t`Choose a community`}</option>
            {COMMUNITIES.map(([name]) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.distance}>{i18n._(LOCATION_QUESTIONS.distance)}</label>
          <input
            id={ids.distance}
            inputMode="decimal"
            value={nearest.distanceFromCommunity}
            onChange={(e) => setNearest({ distanceFromCommunity: e.target.value })}
            onBlur={() => setDistanceLeft(true)}
            aria-invalid={distanceWrong ? true : undefined}
            aria-describedby={distanceWrong && (distanceLeft || showErrors) ? `${ids.distance}-error` : undefined}
          />
          {distanceWrong && (distanceLeft || showErrors) && (
            <p id={`${ids.distance}-error`} className={styles.error}>
              <Trans>Enter the distance as a number of kilometres.</Trans>
            </p>
          )}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.watercourses}>{i18n._(LOCATION_QUESTIONS.watercourses)}</label>
        <textarea id={ids.watercourses} rows={3} value={value.watercourses} onChange={(e) => onChange({ watercourses: e.target.value })} />
      </div>
    </>
  )
}
