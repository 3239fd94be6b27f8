// The submitted proposal, read-only: the general online form (form 1) part by part, or the placer
// form (form 2). Reads the stored form JSON field by field, so forms saved by older versions show
// whatever they hold.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { districtName, referenceQueries } from '../../../lib/reference-data'
import { readerText, useLocale } from '../../../lib/i18n'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import { documentsByPlacerCategory, placerRequiredDocuments } from '../../../../shared/domain/placer-documents'
import { projectPageQueries } from '../api/project-page-queries'
import type { Project, ProjectDocument } from '../api/project-page-queries'
import { DocumentRows } from './document-list'
import styles from './project-page.module.css'
import { communityDistanceIn } from '../../../../shared/geo/lookup'
import { landUsePlanName } from '../../../../shared/proposal-form/general-form-location'

type Form = Record<string, unknown>

const text = (form: Form, key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '')
const list = (form: Form, key: string): Form[] => (Array.isArray(form[key]) ? (form[key] as unknown[]).filter((x): x is Form => typeof x === 'object' && x !== null) : [])
const strings = (form: Form, key: string): string[] => (Array.isArray(form[key]) ? (form[key] as unknown[]).filter((x): x is string => typeof x === 'string') : [])

export function parseForm(json: string | null): Form | null {
  if (!json) return null
  try {
    const value: unknown = JSON.parse(json)
    return typeof value === 'object' && value !== null ? (value as Form) : null
  } catch {
    return null
  }
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function YesNo({ value }: { value: unknown }) {
  if (typeof value !== 'boolean') return null
  return value ? <Trans>Yes</Trans> : <Trans>No</Trans>
}

function Rich({ html }: { html: string }) {
  if (!html.trim()) return null
  return <SanitizedHtml className={styles.richText} html={html} />
}

function Part({ number, title, children }: { number: number; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.formPart}>
      <h2 className={styles.sectionHeading}>
        <Trans>Part {number}</Trans>: {title}
      </h2>
      {children}
    </section>
  )
}

function ProponentPart({ form }: { form: Form }) {
  const address = ['Street', 'City', 'Province', 'PostalCode', 'Country'].map((k) => text(form, `proponentMailingAddress${k}`)).filter(Boolean).join(', ')
  return (
    <Part number={1} title={<Trans>Proponent and contact</Trans>}>
      <dl className={styles.facts}>
        <Field label={<Trans>Proponent</Trans>}>{text(form, 'proponentName')}</Field>
        <Field label={<Trans>Project title</Trans>}>{text(form, 'projectTitle')}</Field>
        <Field label={<Trans>Mailing address</Trans>}>{address}</Field>
        <Field label={<Trans>Contact person</Trans>}>{text(form, 'contactPerson')}</Field>
        <Field label={<Trans>Contact phone</Trans>}>{text(form, 'contactPhone')}</Field>
        <Field label={<Trans>Contact e-mail</Trans>}>{text(form, 'contactEmail')}</Field>
      </dl>
    </Part>
  )
}

function Table({ head, rows }: { head: ReactNode[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return null
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function LocationPart({ form, number }: { form: Form; number: number }) {
  const { i18n } = useLingui()
  const fr = i18n.locale === 'fr'
  const districts = useQuery(referenceQueries.assessmentDistricts()).data ?? []
  const districtNames = strings(form, 'assessmentDistricts').map((id) => {
    const district = districts.find((d) => d.assessmentDistrictId === id)
    return district ? districtName(district, fr) : ''
  }).filter(Boolean)
  const shapes = list(form, 'projectCoordinates')
  return (
    <Part number={number} title={<Trans>Location</Trans>}>
      <dl className={styles.facts}>
        <Field label={<Trans>Claims</Trans>}>{text(form, 'claimString')}</Field>
        <Field label={<Trans>Other location details</Trans>}>{text(form, 'additionalLocationInfo')}</Field>
        <Field label={<Trans>Assessment districts</Trans>}>{districtNames.join(', ')}</Field>
        <Field label={<Trans>Map sheets (NTS)</Trans>}>{strings(form, 'NTSIndexes').join(', ')}</Field>
        <Field label={<Trans>Closest communities</Trans>}>{strings(form, 'closestCommunities').map((c) => communityDistanceIn(c, fr ? 'fr' : 'en')).join('; ')}</Field>
        <Field label={<Trans>Drainages</Trans>}>{strings(form, fr && strings(form, 'drainagesFr').length ? 'drainagesFr' : 'drainages').join('; ')}</Field>
        <Field label={<Trans>Regional land use plans</Trans>}>{strings(form, 'regionalLandUsePlans').map((plan) => landUsePlanName(plan, fr ? 'fr' : 'en')).join(', ')}</Field>
      </dl>
      {shapes.map((shape, i) => {
        const points = list(shape, 'projectLocationCoordinates').concat(list(shape, 'coordinates'))
        return (
          <Table
            key={i}
            head={[<Trans key="lat">Latitude</Trans>, <Trans key="lon">Longitude</Trans>]}
            rows={points.map((p) => [String(p.latitude ?? ''), String(p.longitude ?? '')])}
          />
        )
      })}
    </Part>
  )
}

function GeneralForm({ form }: { form: Form }) {
  const asDocument = text(form, 'proposalAsDocument') === 'asDocument'
  return (
    <>
      <ProponentPart form={form} />
      <Part number={2} title={<Trans>Circumstances</Trans>}>
        <Table
          head={[<Trans key="p">Part</Trans>, <Trans key="i">Item</Trans>, <Trans key="a">Activities</Trans>]}
          rows={list(form, 'applicableRegulationsList').map((r) => [text(r, 'part'), text(r, 'item'), text(r, 'activities')])}
        />
        <dl className={styles.facts}>
          <Field label={<Trans>The project is in Yukon</Trans>}>
            <YesNo value={form.projectInYukon} />
          </Field>
          <Field label={<Trans>The proponent is a federal agency</Trans>}>
            <YesNo value={form.proponentIsFedAgency} />
          </Field>
          <Field label={<Trans>Federal financial assistance applied for</Trans>}>
            <YesNo value={form.fedAgencyFinancialAssistanceApp} />
          </Field>
          <Field label={<Trans>Infrastructure funding</Trans>}>
            <YesNo value={form.infrastructureFunding} />
          </Field>
          <Field label={<Trans>Work within 30 m of a navigable waterbody</Trans>}>
            <YesNo value={form.navigableWaterbody} />
          </Field>
        </dl>
        <Table
          head={[<Trans key="a">Agency</Trans>, <Trans key="d">Department</Trans>, <Trans key="u">Authorization</Trans>]}
          rows={list(form, 'authorizationsList').map((r) => [text(r, 'agency'), text(r, 'department'), text(r, 'authorization')])}
        />
      </Part>
      <LocationPart form={form} number={3} />
      <Part number={4} title={<Trans>Proposal</Trans>}>
        <p>{asDocument ? <Trans>The proposal was submitted as a document.</Trans> : <Trans>The proposal was written in this online form.</Trans>}</p>
      </Part>
      {!asDocument && (
        <>
          <Part number={5} title={<Trans>Project description</Trans>}>
            <Rich html={text(form, 'projectPurpose')} />
            <Rich html={text(form, 'projectDescription')} />
          </Part>
          <Part number={6} title={<Trans>Existing conditions</Trans>}>
            <h3>
              <Trans>Environmental conditions</Trans>
            </h3>
            <Rich html={text(form, 'environmentalConditions')} />
            <h3>
              <Trans>Socio-economic conditions</Trans>
            </h3>
            <Rich html={text(form, 'socioEconomicConditions')} />
          </Part>
          <Part number={7} title={<Trans>Effects and mitigations</Trans>}>
            <Table
              head={[<Trans key="e">Effect</Trans>, <Trans key="m">Mitigation</Trans>, <Trans key="s">Significance</Trans>]}
              rows={list(form, 'mitigationList').map((r) => [text(r, 'effect'), text(r, 'mitigation'), text(r, 'significance')])}
            />
          </Part>
        </>
      )}
      <Part number={8} title={<Trans>Additional information</Trans>}>
        <Rich html={text(form, 'additionalInformation')} />
      </Part>
    </>
  )
}

/** Part 2 of a placer proposal: the documents uploaded with it that the viewer may see, under their categories. */
function PlacerDocumentsPart({ projectId }: { projectId: string }) {
  const locale = useLocale()
  const documents = useQuery(projectPageQueries.documents(projectId)).data?.documents
  const groups = documentsByPlacerCategory(placerRequiredDocuments<ProjectDocument>(documents ?? []))
  return (
    <Part number={2} title={<Trans>Required documents</Trans>}>
      {documents && groups.length === 0 && (
        <p className={styles.empty}>
          <Trans>There are no required documents to show.</Trans>
        </p>
      )}
      {groups.map(({ documentTypeId, documents: inCategory }) => {
        const first = inCategory[0]!
        const name = first.documentType ? readerText(locale, first.documentType, first.documentTypeFr) : null
        return (
          <section key={documentTypeId ?? 'none'} data-testid="placer-document-category">
            <h3 lang={documentTypeId !== null ? name?.lang : undefined}>{documentTypeId !== null && name ? name.text : <Trans>Documents without a category</Trans>}</h3>
            <DocumentRows documents={inCategory} />
          </section>
        )
      })}
    </Part>
  )
}

/**
 * A placer form, read-only (also one version of a draft in conflict, on the placer form's page,
 * where the documents are the form's own and projectId is not given, and only the parts that hold
 * the fields in conflict are shown).
 */
export function PlacerFormView({ form, projectId, parts }: { form: Form; projectId?: string; parts?: readonly number[] }) {
  const shown = (n: number) => !parts || parts.includes(n)
  const activities = list(form, 'activities')
  const effects = list(form, 'effects')
  const nameOf = (items: Form[], key: string, id: unknown) => text(items.find((x) => x[key] === id) ?? {}, 'name') || String(id)
  const checked = list(form, 'projectActivities').filter((a) => a.checked === true)
  const others = list(form, 'otherProjectActivities').filter((a) => a.checked !== false)
  return (
    <>
      {shown(1) && <ProponentPart form={form} />}
      {projectId && <PlacerDocumentsPart projectId={projectId} />}
      {shown(3) && <LocationPart form={form} number={3} />}
      {shown(4) && (
        <Part number={4} title={<Trans>Project activities</Trans>}>
          <ul>
            {checked.map((a) => (
              <li key={String(a.activityId)}>
                {nameOf(activities, 'activityId', a.activityId)}
                {text(a, 'description') && `: ${text(a, 'description')}`}
              </li>
            ))}
            {others.map((a, i) => (
              <li key={`other-${i}`}>
                {text(a, 'name')}
                {text(a, 'description') && `: ${text(a, 'description')}`}
              </li>
            ))}
          </ul>
        </Part>
      )}
      {shown(5) && (
        <Part number={5} title={<Trans>Adverse effects and mitigations</Trans>}>
          {list(form, 'projectMitigations').map((m) => (
            <div key={String(m.effectId)}>
              <h3>{nameOf(effects, 'effectId', m.effectId)}</h3>
              <ul>
                {list(m, 'mitigations')
                  .filter((x) => x.checked === true)
                  .map((x, i) => (
                    <li key={i}>
                      {text(x, 'description')}
                      {text(x, 'reasoning') && ` – ${text(x, 'reasoning')}`}
                    </li>
                  ))}
              </ul>
            </div>
          ))}
          <Table
            head={[<Trans key="e">Effect</Trans>, <Trans key="d">Description</Trans>]}
            rows={list(form, 'otherNewMitigations').map((r) => [text(r, 'effectName'), text(r, 'effectDescription')])}
          />
        </Part>
      )}
      {shown(6) && (
        <Part number={6} title={<Trans>Additional information</Trans>}>
          <Rich html={text(form, 'additionalInformationEditor')} />
        </Part>
      )}
    </>
  )
}

export function ProposalView({ project, kind }: { project: Project; kind: 'form1' | 'form2' }) {
  const form = parseForm(project.form1)
  return (
    <article>
      <Link to="/projects/$projectId/documents" params={{ projectId: project.projectId }} className={styles.back}>
        <Trans>Back to documents</Trans>
      </Link>
      <h2>{kind === 'form2' ? <Trans>Placer mining proposal</Trans> : <Trans>Project proposal</Trans>}</h2>
      {project.form1DocumentNumber && <p className={styles.documentNumber}>{project.form1DocumentNumber}</p>}
      {!form ? (
        <p className={styles.empty}>
          <Trans>The proposal is not available to view.</Trans>
        </p>
      ) : kind === 'form2' ? (
        <PlacerFormView form={form} projectId={project.projectId} />
      ) : (
        <GeneralForm form={form} />
      )}
    </article>
  )
}
