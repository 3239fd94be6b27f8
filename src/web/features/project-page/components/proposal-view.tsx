// The submitted proposal, read-only: the placer form (form 2) part by part, read from the stored
// form JSON field by field, so forms saved by older versions show whatever they hold; or the
// general online form (form 1), whose view the route brings from the proposal form's feature.
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
import styles from './project-content.module.css'
import { communityDistanceIn } from '../../../../shared/geo/lookup'
import { landUsePlanName } from '../../../../shared/proposal-form/general-form-location'

type Form = Record<string, unknown>

const text = (form: Form, key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '')
const list = (form: Form, key: string): Form[] =>
  Array.isArray(form[key]) ? (form[key] as unknown[]).filter((x): x is Form => typeof x === 'object' && x !== null) : []
const strings = (form: Form, key: string): string[] =>
  Array.isArray(form[key]) ? (form[key] as unknown[]).filter((x): x is string => typeof x === 'string') : []

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
  const address = ['Street', 'City', 'Province', 'PostalCode', 'Country']
    .map((k) => text(form, `proponentMailingAddress${k}`))
    .filter(Boolean)
    .join(', ')
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
  const districtNames = strings(form, 'assessmentDistricts')
    .map((id) => {
      const district = districts.find((d) => d.assessmentDistrictId === id)
      return district ? districtName(district, fr) : ''
    })
    .filter(Boolean)
  const shapes = list(form, 'projectCoordinates')
  return (
    <Part number={number} title={<Trans>Location</Trans>}>
      <dl className={styles.facts}>
        <Field label={<Trans>Claims</Trans>}>{text(form, 'claimString')}</Field>
        <Field label={<Trans>Other location details</Trans>}>{text(form, 'additionalLocationInfo')}</Field>
        <Field label={<Trans>Assessment districts</Trans>}>{districtNames.join(', ')}</Field>
        <Field label={<Trans>Map sheets (NTS)</Trans>}>{strings(form, 'NTSIndexes').join(', ')}</Field>
        <Field label={<Trans>Closest communities</Trans>}>
          {strings(form, 'closestCommunities')
            .map((c) => communityDistanceIn(c, fr ? 'fr' : 'en'))
            .join('; ')}
        </Field>
        <Field label={<Trans>Drainages</Trans>}>{strings(form, fr && strings(form, 'drainagesFr').length ? 'drainagesFr' : 'drainages').join('; ')}</Field>
        <Field label={<Trans>Regional land use plans</Trans>}>
          {strings(form, 'regionalLandUsePlans')
            .map((plan) => landUsePlanName(plan, fr ? 'fr' : 'en'))
            .join(', ')}
        </Field>
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
            <h3 lang={documentTypeId !== null ? name?.lang : undefined}>
              {documentTypeId !== null && name ? name.text : <Trans>Documents without a category</Trans>}
            </h3>
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

/**
 * The proposal's page: a placer form shown here, or a general form (form 1) as the route gives it
 * (`generalForm`: the form's own read-only view, from the proposal form's feature).
 */
export function ProposalView({ project, kind, generalForm }: { project: Project; kind: 'form1' | 'form2'; generalForm?: ReactNode }) {
  const form = parseForm(project.form1)
  const shown = kind === 'form2' ? form && <PlacerFormView form={form} projectId={project.projectId} /> : generalForm
  return (
    <article>
      <Link to="/projects/$projectId/documents" params={{ projectId: project.projectId }} className={styles.back}>
        <Trans>Back to documents</Trans>
      </Link>
      <h2>{kind === 'form2' ? <Trans>Placer mining proposal</Trans> : <Trans>Project proposal</Trans>}</h2>
      {project.form1DocumentNumber && <p className={styles.documentNumber}>{project.form1DocumentNumber}</p>}
      {shown || (
        <p className={styles.empty}>
          <Trans>The proposal is not available to view.</Trans>
        </p>
      )}
    </article>
  )
}
