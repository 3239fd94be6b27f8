// A read-only view of a whole general form, part by part: what Print puts on paper, and what the
// conflict "compare" view sets side by side. Rich text is cleaned again before it is shown.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { GeneralForm } from '../../../../shared/proposal-form/general-form'
import { agencyTypeName, regulationPartName } from '../../../../shared/proposal-form/general-form-reference'
import { referenceQueries } from '../../../lib/reference-data'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import { PART_NUMBERS, PART_TITLES } from './part-titles'
import styles from './general-form-summary.module.css'

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Empty() {
  return (
    <span className={styles.empty}>
      <Trans>Not given</Trans>
    </span>
  )
}

const text = (value: string) => (value.trim() === '' ? <Empty /> : value)

function RichText({ html }: { html: string }) {
  if (html.trim() === '') return <Empty />
  return <SanitizedHtml className={styles.rich} html={html} />
}

function YesNoAnswer({ value }: { value: boolean | null }) {
  if (value === null) return <Empty />
  return value ? <Trans>Yes</Trans> : <Trans>No</Trans>
}

function List({ items }: { items: string[] }) {
  if (items.length === 0) return <Empty />
  return (
    <ul className={styles.list}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  )
}

/** Headed at level 2 (the page's own heading is level 1), its parts at level 3. */
export function GeneralFormSummary({ form }: { form: GeneralForm }) {
  const { t, i18n } = useLingui()
  const language = form.language
  const districts = useQuery(referenceQueries.assessmentDistricts()).data ?? []
  const firstNations = useQuery(referenceQueries.firstNations()).data ?? []
  const districtNames = form.assessmentDistricts.map((id) => districts.find((d) => d.assessmentDistrictId === id)?.name ?? id)
  const firstNationNames = form.firstNations.map((id) => {
    const o = firstNations.find((f) => f.organizationId === id)
    return (language === 'fr' ? o?.frenchDisplayName : null) ?? o?.publicDisplayName ?? id
  })
  const settlement = form.settlementLandStatus
  const settlementText = settlement.isAndIsNotSettlement
    ? t`Partly on settlement land`
    : settlement.isSettlement
      ? t`On settlement land`
      : settlement.isNotSettlement
        ? t`Not on settlement land`
        : ''
  const part = (n: number, children: ReactNode) => (
    <section key={n} className={styles.part} aria-labelledby={`summary-part-${n}`}>
      <h3 id={`summary-part-${n}`} className={styles.partHeading}>
        <Trans>
          Part {n}: {i18n._(PART_TITLES[n]!)}
        </Trans>
      </h3>
      <dl className={styles.items}>{children}</dl>
    </section>
  )
  const asDocument = form.proposalAsDocument === 'asDocument'

  const parts: Record<number, ReactNode> = {
    1: (
      <>
        <Item label={<Trans>Project title</Trans>}>{text(form.projectTitle)}</Item>
        <Item label={<Trans>Proponent name</Trans>}>{text(form.proponentName)}</Item>
        <Item label={<Trans>Proponent mailing address</Trans>}>
          {[form.proponentMailingAddressStreet, form.proponentMailingAddressCity, form.proponentMailingAddressProvince, form.proponentMailingAddressPostalCode, form.proponentMailingAddressCountry]
            .filter((v) => v.trim() !== '')
            .join(', ') || <Empty />}
        </Item>
        <Item label={<Trans>Submitted by an agent</Trans>}>
          <YesNoAnswer value={form.isAgent} />
        </Item>
        {form.isAgent && <Item label={<Trans>Proponent email</Trans>}>{text(form.proponentEmail)}</Item>}
        <Item label={<Trans>Are you the primary contact for this proposal?</Trans>}>
          <YesNoAnswer value={form.primaryContact} />
        </Item>
        <Item label={<Trans>Contact person</Trans>}>{text(form.contactPerson)}</Item>
        <Item label={<Trans>Contact phone</Trans>}>{text(form.contactPhone)}</Item>
        <Item label={<Trans>Contact email</Trans>}>{text(form.contactEmail)}</Item>
      </>
    ),
    2: (
      <>
        <Item label={<Trans>Applicable regulations</Trans>}>
          <List items={form.applicableRegulationsList.map((r) => [regulationPartName(r.part, language) ? t`Part ${r.part}: ${regulationPartName(r.part, language)}` : t`Part not chosen`, r.item && t`item ${r.item}`, r.activities].filter(Boolean).join(' — '))} />
        </Item>
        <Item label={<Trans>Is the project located in Yukon?</Trans>}>
          <YesNoAnswer value={form.projectInYukon} />
        </Item>
        <Item label={<Trans>Is the proponent a federal agency?</Trans>}>
          <YesNoAnswer value={form.proponentIsFedAgency} />
          {form.proponentIsFedAgency && form.proponentIsFedAgencyName && ` (${form.proponentIsFedAgencyName})`}
        </Item>
        <Item label={<Trans>Has the proponent applied to a federal agency for financial assistance for the project?</Trans>}>
          <YesNoAnswer value={form.fedAgencyFinancialAssistanceApp} />
          {form.fedAgencyFinancialAssistanceApp && form.fedAgencyFinancialAssistanceAppName && ` (${form.fedAgencyFinancialAssistanceAppName})`}
        </Item>
        <Item label={<Trans>Is the proponent a territorial agency, a municipal government or a First Nation?</Trans>}>
          <YesNoAnswer value={form.isAgency} />
        </Item>
        <Item label={<Trans>Does the project receive infrastructure funding from a government?</Trans>}>
          <YesNoAnswer value={form.infrastructureFunding} />
        </Item>
        <Item label={<Trans>Work near a navigable waterbody</Trans>}>
          <YesNoAnswer value={form.navigableWaterbody} />
        </Item>
        <Item label={<Trans>Authorizations</Trans>}>
          <List items={form.authorizationsList.map((a) => [agencyTypeName(a.agency, language), a.department, a.authorization].filter(Boolean).join(' — ')).filter(Boolean)} />
        </Item>
      </>
    ),
    3: (
      <>
        <Item label={<Trans>Project location</Trans>}>
          <List
            items={form.projectCoordinates.map((shape) =>
              [
                shape.projectLocationType === 'polygon' ? t`Polygon` : t`Line`,
                shape.projectLocationCoordinates
                  .filter((p) => p.latitude !== null && p.longitude !== null)
                  .map((p) => `${p.latitude}, ${p.longitude}`)
                  .join('; '),
              ].join(': '),
            )}
          />
        </Item>
        <Item label={<Trans>Assessment districts</Trans>}>
          <List items={districtNames} />
        </Item>
        <Item label={<Trans>First Nation traditional territories</Trans>}>
          <List items={firstNationNames} />
        </Item>
        <Item label={<Trans>Settlement land</Trans>}>{text(settlementText)}</Item>
        <Item label={<Trans>Settlement land parcels</Trans>}>
          <List items={form.settlementLands.map((s) => `${s.firstNation}: ${s.parcels.join(', ')}`)} />
        </Item>
        <Item label={<Trans>Nearest communities</Trans>}>
          <List items={form.communitiesList.map((c) => (c.distanceFromCommunity ? t`${c.nearestCommunity}: ${c.distanceFromCommunity} km` : c.nearestCommunity))} />
        </Item>
        <Item label={<Trans>Closest communities</Trans>}>
          <List items={form.closestCommunities} />
        </Item>
        <Item label={<Trans>Yukon communities</Trans>}>
          <List items={form.yukonCommunities} />
        </Item>
        <Item label={<Trans>Regional land use plans</Trans>}>
          <List items={form.regionalLandUsePlans} />
        </Item>
        <Item label={<Trans>Drainages</Trans>}>
          <List items={(language === 'fr' && form.drainagesFr.length > 0 ? form.drainagesFr : form.drainages).map((d) => `${d.majorDrainageName} - ${d.subDrainageName} - ${d.subSubDrainageName}`)} />
        </Item>
        <Item label={<Trans>Watersheds</Trans>}>
          <List items={language === 'fr' && form.watershedsFr.length > 0 ? form.watershedsFr : form.watersheds} />
        </Item>
        <Item label={<Trans>Watercourses</Trans>}>{text(form.watercourses)}</Item>
        <Item label={<Trans>NTS map sheets</Trans>}>
          <List items={form.NTSIndexes} />
        </Item>
      </>
    ),
    4: (
      <Item label={<Trans>How will you give the proposal?</Trans>}>
        {form.proposalAsDocument === '' ? <Empty /> : asDocument ? <Trans>As a document</Trans> : <Trans>In the online form</Trans>}
      </Item>
    ),
    5: (
      <>
        <Item label={<Trans>Purpose of the project</Trans>}>
          <RichText html={form.projectPurpose} />
        </Item>
        <Item label={<Trans>Project description</Trans>}>
          <RichText html={form.projectDescription} />
        </Item>
      </>
    ),
    6: (
      <>
        <Item label={<Trans>Environmental conditions</Trans>}>
          <RichText html={form.environmentalConditions} />
        </Item>
        <Item label={<Trans>Socio-economic conditions</Trans>}>
          <RichText html={form.socioEconomicConditions} />
        </Item>
      </>
    ),
    7: (
      <>
        {form.mitigationList.length === 0 && (
          <Item label={<Trans>Effects</Trans>}>
            <Empty />
          </Item>
        )}
        {form.mitigationList.map((e, i) => (
          <div key={i} className={styles.effect}>
            <Item label={<Trans>Effect {i + 1}</Trans>}>{text(e.effect)}</Item>
            <Item label={<Trans>Mitigation</Trans>}>{text(e.mitigation)}</Item>
            <Item label={<Trans>Significance</Trans>}>{text(e.significance)}</Item>
          </div>
        ))}
      </>
    ),
    8: (
      <Item label={<Trans>Additional information</Trans>}>
        <RichText html={form.additionalInformation} />
      </Item>
    ),
  }

  return (
    <article className={styles.summary}>
      <h2 className={styles.title}>{form.projectTitle.trim() || t`Untitled proposal`}</h2>
      {PART_NUMBERS.map((n) =>
        asDocument && n >= 5 && n <= 7
          ? part(
              n,
              <Item label={<Trans>Skipped</Trans>}>
                <Trans>The proposal is given as a document.</Trans>
              </Item>,
            )
          : part(n, parts[n]),
      )}
    </article>
  )
}
