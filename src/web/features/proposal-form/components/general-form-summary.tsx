// A read-only view of a general form, part by part, under the form's own labels and names: the
// whole form is what Print puts on paper and what the project page shows of a submitted proposal
// (with the map of its location); the conflict's "compare" view sets two versions side by side,
// with only the items that differ (`only`, from shared/proposal-form/form-differences) unless the
// person asks for everything. Rich text is cleaned again before it is shown.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { ReactNode } from 'react'
import type { GeneralForm } from '../../../../shared/proposal-form/general-form'
import { settlementAnswerOf } from '../../../../shared/proposal-form/general-form-location'
import { partsOf } from '../../../../shared/proposal-form/form-differences'
import type { GeneralFormItem } from '../../../../shared/proposal-form/form-differences'
import { agencyTypeName, regulationPartName } from '../../../../shared/proposal-form/general-form-reference'
import type { FormLanguage } from '../../../../shared/proposal-form/general-form-reference'
import { LOCATION_QUESTIONS, SETTLEMENT_ANSWERS } from '../../../lib/location-questions'
import { districtName, referenceQueries } from '../../../lib/reference-data'
import { useLocale } from '../../../lib/i18n'
import { PART_NUMBERS, PART_TITLES } from './part-titles'
import styles from './general-form-summary.module.css'
import { Empty, Item, List, RichText, Shown, text, TwoBoxAnswer, YesNoAnswer } from './general-form-summary-answers'
import { communityDistanceIn, kilometresIn } from '../../../../shared/geo/lookup'
import { landUsePlanName } from '../../../../shared/proposal-form/general-form-location'

interface Props {
  form: GeneralForm
  only?: readonly GeneralFormItem[]
  /** The language of the fixed lists' names: the reader's unless another is given. */
  language?: FormLanguage
  /** A map of the location, shown first in part 3. */
  locationMap?: ReactNode
}

/** Headed at level 2 (the page's own heading is level 1), its parts at level 3. */
export function GeneralFormSummary({ form, only, language: namesLanguage, locationMap }: Props) {
  const { t, i18n } = useLingui()
  // Two summaries share the page in a comparison (and a third waits for Print).
  const headingId = useId()
  // Names are said in the reader's language, whichever language the form was written in.
  const reader = useLocale()
  const language = namesLanguage ?? reader
  const districts = useQuery(referenceQueries.assessmentDistricts()).data ?? []
  const firstNations = useQuery(referenceQueries.firstNations()).data ?? []
  const districtNames = form.assessmentDistricts.map((id) => {
    const district = districts.find((d) => d.assessmentDistrictId === id)
    return district ? districtName(district, language === 'fr') : id
  })
  const firstNationNames = form.firstNations.map((id) => {
    const o = firstNations.find((f) => f.organizationId === id)
    return (language === 'fr' ? o?.frenchDisplayName : null) ?? o?.publicDisplayName ?? id
  })
  const settlement = settlementAnswerOf(form.settlementLandStatus)
  const part = (n: number, children: ReactNode) => (
    <section key={n} className={styles.part} aria-labelledby={`${headingId}-part-${n}`}>
      <h3 id={`${headingId}-part-${n}`} className={styles.partHeading}>
        <Trans>
          Part {n}: {i18n._(PART_TITLES[n]!)}
        </Trans>
      </h3>
      {n === 3 && locationMap && !only && <div className={styles.map}>{locationMap}</div>}
      <dl className={styles.items}>{children}</dl>
    </section>
  )
  const asDocument = form.proposalAsDocument === 'asDocument'

  const parts: Record<number, ReactNode> = {
    1: (
      <>
        <Item name="projectTitle" label={<Trans>Project title</Trans>}>
          {text(form.projectTitle)}
        </Item>
        <Item name="proponentName" label={<Trans>Proponent name</Trans>}>
          {text(form.proponentName)}
        </Item>
        <Item name="mailingAddress" label={<Trans>Proponent mailing address</Trans>}>
          {[
            form.proponentMailingAddressStreet,
            form.proponentMailingAddressCity,
            form.proponentMailingAddressProvince,
            form.proponentMailingAddressPostalCode,
            form.proponentMailingAddressCountry,
          ]
            .filter((v) => v.trim() !== '')
            .join(', ') || <Empty />}
        </Item>
        <Item name="isAgent" label={<Trans>Submitted by an agent</Trans>}>
          <YesNoAnswer value={form.isAgent} />
        </Item>
        {form.isAgent && (
          <Item name="proponentEmail" label={<Trans>Proponent email</Trans>}>
            {text(form.proponentEmail)}
          </Item>
        )}
        <Item name="primaryContact" label={<Trans>Are you the primary contact for this proposal?</Trans>}>
          <YesNoAnswer value={form.primaryContact} />
        </Item>
        <Item name="contactPerson" label={<Trans>Contact person</Trans>}>
          {text(form.contactPerson)}
        </Item>
        <Item name="contactPhone" label={<Trans>Contact phone</Trans>}>
          {text(form.contactPhone)}
        </Item>
        <Item name="contactEmail" label={<Trans>Contact email</Trans>}>
          {text(form.contactEmail)}
        </Item>
      </>
    ),
    2: (
      <>
        <Item name="applicableRegulations" label={<Trans>Applicable regulations</Trans>}>
          <List
            items={form.applicableRegulationsList.map((r) =>
              [
                regulationPartName(r.part, language) ? t`Part ${r.part}: ${regulationPartName(r.part, language)}` : t`Part not chosen`,
                r.item && t`item ${r.item}`,
                r.activities,
              ]
                .filter(Boolean)
                .join(' — '),
            )}
          />
        </Item>
        <Item name="projectInYukon" label={<Trans>Is the project located in Yukon?</Trans>}>
          <YesNoAnswer value={form.projectInYukon} />
        </Item>
        <Item name="proponentIsFedAgency" label={<Trans>Is the proponent a federal agency?</Trans>}>
          <YesNoAnswer value={form.proponentIsFedAgency} />
          {form.proponentIsFedAgency && form.proponentIsFedAgencyName && ` (${form.proponentIsFedAgencyName})`}
        </Item>
        <Item
          name="fedAgencyFinancialAssistanceApp"
          label={<Trans>Has the proponent applied to a federal agency for financial assistance for the project?</Trans>}
        >
          <YesNoAnswer value={form.fedAgencyFinancialAssistanceApp} />
          {form.fedAgencyFinancialAssistanceApp && form.fedAgencyFinancialAssistanceAppName && ` (${form.fedAgencyFinancialAssistanceAppName})`}
        </Item>
        <Item name="isAgency" label={<Trans>Is the proponent a territorial agency, a municipal government or a First Nation?</Trans>}>
          <YesNoAnswer value={form.isAgency} />
        </Item>
        <Item name="infrastructureFunding" label={<Trans>Does the project receive infrastructure funding from a government?</Trans>}>
          <YesNoAnswer value={form.infrastructureFunding} />
        </Item>
        <Item name="navigableWaterbody" label={<Trans>Work near a navigable waterbody</Trans>}>
          <YesNoAnswer value={form.navigableWaterbody} />
        </Item>
        <Item name="authorizations" label={<Trans>Authorizations</Trans>}>
          <List
            items={form.authorizationsList
              .map((a) => [agencyTypeName(a.agency, language) ?? a.agency, a.department, a.authorization].filter(Boolean).join(' — '))
              .filter(Boolean)}
          />
        </Item>
      </>
    ),
    3: (
      <>
        <Item name="projectLocation" label={<Trans>Project location</Trans>}>
          <List
            items={form.projectCoordinates.map((shape) =>
              [
                { polygon: t`Polygon`, line: t`Line`, point: t`Point` }[shape.projectLocationType],
                shape.projectLocationCoordinates
                  .filter((p) => p.latitude !== null && p.longitude !== null)
                  .map((p) => `${p.latitude}, ${p.longitude}`)
                  .join('; '),
              ].join(': '),
            )}
          />
        </Item>
        <Item name="assessmentDistricts" label={<Trans>Assessment districts</Trans>}>
          <List items={districtNames} />
        </Item>
        <Item name="firstNations" label={i18n._(LOCATION_QUESTIONS.firstNations)}>
          <List items={firstNationNames} />
        </Item>
        <Item name="settlementLand" label={i18n._(LOCATION_QUESTIONS.settlementLand)}>
          {settlement ? i18n._(SETTLEMENT_ANSWERS[settlement]) : <Empty />}
        </Item>
        <Item name="settlementLands" label={<Trans>Settlement land parcels</Trans>}>
          <List items={form.settlementLands.map((s) => `${s.firstNation}: ${s.parcels.join(', ')}`)} />
        </Item>
        <Item name="yukonCommunities" label={i18n._(LOCATION_QUESTIONS.yukonCommunity)}>
          <TwoBoxAnswer yes={form.yukonCommunity.isYukonCommunity} no={form.yukonCommunity.isNotYukonCommunity} />
        </Item>
        <Item name="projectLocation" label={i18n._(LOCATION_QUESTIONS.northSlope)}>
          <TwoBoxAnswer yes={form.yukonNorthSlope.isNorthSlop} no={form.yukonNorthSlope.isNotNorthSlop} />
        </Item>
        <Item name="regionalLandUsePlans" label={i18n._(LOCATION_QUESTIONS.landUsePlan)}>
          <TwoBoxAnswer yes={form.regionalLandUsePlan.hasRegionalLandUsePlan} no={form.regionalLandUsePlan.noRegionalLandUsePlan} />
        </Item>
        {form.communitiesList.map((c, i) => (
          <div key={i} className={styles.effect}>
            <Item name="communities" label={i18n._(LOCATION_QUESTIONS.nearestCommunity)}>
              {text(c.nearestCommunity)}
            </Item>
            <Item name="communities" label={i18n._(LOCATION_QUESTIONS.distance)}>
              {text(kilometresIn(c.distanceFromCommunity, language))}
            </Item>
          </div>
        ))}
        <Item name="closestCommunities" label={<Trans>Closest communities</Trans>}>
          <List items={form.closestCommunities.map((c) => communityDistanceIn(c, language))} />
        </Item>
        <Item name="yukonCommunities" label={<Trans>Yukon communities</Trans>}>
          <List items={form.yukonCommunities} />
        </Item>
        <Item name="regionalLandUsePlans" label={<Trans>Regional land use plans</Trans>}>
          <List items={form.regionalLandUsePlans.map((plan) => landUsePlanName(plan, language))} />
        </Item>
        <Item name="drainages" label={<Trans>Drainages</Trans>}>
          <List
            items={(language === 'fr' && form.drainagesFr.length > 0 ? form.drainagesFr : form.drainages).map(
              (d) => `${d.majorDrainageName} - ${d.subDrainageName} - ${d.subSubDrainageName}`,
            )}
          />
        </Item>
        <Item name="watersheds" label={<Trans>Watersheds</Trans>}>
          <List items={language === 'fr' && form.watershedsFr.length > 0 ? form.watershedsFr : form.watersheds} />
        </Item>
        <Item name="watercourses" label={i18n._(LOCATION_QUESTIONS.watercourses)}>
          {text(form.watercourses)}
        </Item>
        <Item name="NTSIndexes" label={<Trans>NTS map sheets</Trans>}>
          <List items={form.NTSIndexes} />
        </Item>
      </>
    ),
    4: (
      <Item name="proposalAsDocument" label={<Trans>How will you give the proposal?</Trans>}>
        {form.proposalAsDocument === '' ? <Empty /> : asDocument ? <Trans>As a document</Trans> : <Trans>In the online form</Trans>}
      </Item>
    ),
    5: (
      <>
        <Item name="projectPurpose" label={<Trans>Purpose of the project</Trans>}>
          <RichText html={form.projectPurpose} />
        </Item>
        <Item name="projectDescription" label={<Trans>Project description</Trans>}>
          <RichText html={form.projectDescription} />
        </Item>
      </>
    ),
    6: (
      <>
        <Item name="environmentalConditions" label={<Trans>Environmental conditions</Trans>}>
          <RichText html={form.environmentalConditions} />
        </Item>
        <Item name="socioEconomicConditions" label={<Trans>Socio-economic conditions</Trans>}>
          <RichText html={form.socioEconomicConditions} />
        </Item>
      </>
    ),
    7: (
      <>
        {form.mitigationList.length === 0 && (
          <Item name="effects" label={<Trans>Effects</Trans>}>
            <Empty />
          </Item>
        )}
        {form.mitigationList.map((e, i) => (
          <div key={i} className={styles.effect}>
            <Item name="effects" label={<Trans>Effect {i + 1}</Trans>}>
              {text(e.effect)}
            </Item>
            <Item name="effects" label={<Trans>Mitigation</Trans>}>
              {text(e.mitigation)}
            </Item>
            <Item name="effects" label={<Trans>Significance</Trans>}>
              {text(e.significance)}
            </Item>
          </div>
        ))}
      </>
    ),
    8: (
      <Item name="additionalInformation" label={<Trans>Additional information</Trans>}>
        <RichText html={form.additionalInformation} />
      </Item>
    ),
  }

  return (
    <article className={styles.summary}>
      {/* A comparison of the fields that differ is headed by whose version it is, not by the title. */}
      {!only && <h2 className={styles.title}>{form.projectTitle.trim() || t`Untitled proposal`}</h2>}
      <Shown value={only}>
        {(only ? partsOf(only) : PART_NUMBERS).map((n) =>
          asDocument && n >= 5 && n <= 7
            ? part(
                n,
                <Item label={<Trans>Skipped</Trans>}>
                  <Trans>The proposal is given as a document.</Trans>
                </Item>,
              )
            : part(n, parts[n]),
        )}
      </Shown>
    </article>
  )
}
