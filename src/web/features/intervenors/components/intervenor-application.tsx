// The intervenor application screen (spec proposals-and-accounts §2 "Intervenor application
// screen", §4, §5, §8; public-registry §4): the person's application is checked first; then one of
// three views: already applied; application received; or the form, with the application form to
// download, one drop zone for the filled form, the two agreements, the office's contact note and
// the deadline.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { Agreements } from '../../../components/ui/agreements'
import { Button } from '../../../components/ui/button'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone'
import { PageHeading } from '../../../components/ui/page-heading'
import { useLocale } from '../../../lib/i18n'
import { referenceQueries } from '../../../lib/reference-data'
import { formatDateTime } from '../../../../shared/domain/dates'
import { INTERVENOR_SLOT } from '../../../../shared/domain/document-files'
import { intervenorApplicationsOpen } from '../../../../shared/domain/intervenors'
import { ALREADY_APPLIED } from '../../../../shared/schemas/intervenor'
import { addApplicationFile, applicationFormHref, applyToBeIntervenor, intervenorQueries } from '../api/intervenor-api'
import styles from './intervenors.module.css'

export interface ApplicationProject {
  projectId: string
  projectNumber: string | null
  title: string
  projectTypeId: string
  assessmentDistricts: string[]
  /** ISO; formatted here in the reader's language. */
  intervenorDeadline: string | null
  panelDisplay: { showApplyToBeIntervenor: boolean }
}

type View = 'form' | 'already-applied' | 'received'

function BackToProject({ projectId }: { projectId: string }) {
  return (
    <p>
      <Link to="/projects/$projectId" params={{ projectId }}>
        <Trans>Back to the project</Trans>
      </Link>
    </p>
  )
}

function Notice({ children, kind = 'note' }: { children: ReactNode; kind?: 'note' | 'alert' }) {
  return (
    <p className={kind === 'alert' ? styles.alert : styles.notice} role={kind === 'alert' ? 'alert' : 'status'}>
      {children}
    </p>
  )
}

/** Spec §2: the office's phone and hours, here the project's assessment district offices. */
function ContactNote({ districtIds }: { districtIds: string[] }) {
  const { data: districts = [] } = useQuery(referenceQueries.assessmentDistricts())
  const offices = districts.filter((d) => districtIds.includes(d.assessmentDistrictId))
  return (
    <section className={styles.contact} aria-labelledby="intervenor-contact">
      <h2 id="intervenor-contact" className={styles.heading}>
        <Trans>Questions about applying</Trans>
      </h2>
      <p>
        <Trans>Contact the assessment district office, Monday to Friday, 8:00 am to 4:30 pm.</Trans>
      </p>
      <ul className={styles.plainList}>
        {offices.map((d) => (
          <li key={d.assessmentDistrictId}>
            <strong>{d.name}</strong>
            {d.phone && (
              <>
                {' '}
                <a href={`tel:${d.phone.replace(/[^\d+]/g, '')}`}>{d.phone}</a>
              </>
            )}
            {d.email && (
              <>
                {' '}
                <a href={`mailto:${d.email}`}>{d.email}</a>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

export function IntervenorApplication({ project }: { project: ApplicationProject }) {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const check = useQuery(intervenorQueries.check(project.projectId))
  const [view, setView] = useState<View | null>(null)
  const [files, setFiles] = useState<File[]>([])
  const [agreed, setAgreed] = useState({ privacy: false, terms: false })
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const shown: View | null = view ?? (check.data === ALREADY_APPLIED ? 'already-applied' : check.data === 'OK' ? 'form' : null)

  const alreadyApplied = () => {
    setNotice(t`You have already applied previously.`)
    setView('already-applied')
  }

  const submit = async () => {
    setProblem(null)
    if (files.length === 0) {
      setProblem(t`Error: Please attach Application.`)
      return
    }
    setBusy(true)
    try {
      // The application is checked first (spec §2): someone may have applied from another device.
      const fresh = await queryClient.fetchQuery(intervenorQueries.check(project.projectId))
      if (fresh === ALREADY_APPLIED) return alreadyApplied()
      const applied = await applyToBeIntervenor(project.projectId)
      if (applied.status !== 'OK') return alreadyApplied()
      try {
        for (const file of files) await addApplicationFile(project.projectId, applied.intervenorId, file)
      } catch {
        setNotice(t`There was a problem uploading the attached file, please contact the provider's office.`)
      }
      setView('received')
    } catch {
      setProblem(t`Application Was Not Submitted`)
    } finally {
      setBusy(false)
      void queryClient.invalidateQueries({ queryKey: intervenorQueries.check(project.projectId).queryKey })
    }
  }

  const heading = <PageHeading>{t`Apply as an Intervenor`}</PageHeading>
  const deadline = project.intervenorDeadline ? formatDateTime(new Date(project.intervenorDeadline), locale) : null
  const name = project.projectNumber ? `${project.projectNumber} ${project.title}` : project.title

  if (!intervenorApplicationsOpen(project)) {
    return (
      <div className={styles.page}>
        {heading}
        <p>
          <Trans>{name} is not taking intervenor applications.</Trans>
        </p>
        <BackToProject projectId={project.projectId} />
      </div>
    )
  }
  if (check.isError) {
    return (
      <div className={styles.page}>
        {heading}
        <Notice kind="alert">
          <Trans>Your application could not be checked. Check your connection and try again.</Trans>
        </Notice>
        <Button variant="secondary" onClick={() => void check.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  if (shown === null) return <div className={styles.page}>{heading}</div>

  return (
    <div className={styles.page} data-view={shown}>
      {heading}
      <p className={styles.project}>{name}</p>
      {notice && <Notice kind={shown === 'received' ? 'alert' : 'note'}>{notice}</Notice>}
      {shown === 'already-applied' && (
        <>
          <h2 className={styles.heading}>
            <Trans>Application submitted</Trans>
          </h2>
          <p>
            <Trans>You have applied to be an intervenor on this project. The office reviews every application and will contact you about yours.</Trans>
          </p>
          <BackToProject projectId={project.projectId} />
        </>
      )}
      {shown === 'received' && (
        <>
          <h2 className={styles.heading}>
            <Trans>Application received</Trans>
          </h2>
          <p>
            <Trans>
              Thank you. Your application to be an intervenor has been received. The office reviews every application and will contact you about yours.
            </Trans>
          </p>
          <BackToProject projectId={project.projectId} />
        </>
      )}
      {shown === 'form' && (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <LeaveGuard when={files.length > 0 && !busy} />
          <p>
            <Trans>
              Intervenors take part in the panel review’s public hearings and file written submissions before them. To apply, download the application form,
              fill it in, and attach it below.
            </Trans>
          </p>
          {deadline && (
            <p className={styles.deadline}>
              <Trans>Applications are due by {deadline}.</Trans>
            </p>
          )}
          <p>
            <a href={applicationFormHref(project.projectId, locale)} download>
              <Trans>Download the intervenor application form (PDF)</Trans>
            </a>
          </p>
          <section aria-labelledby="intervenor-application-file">
            <h2 id="intervenor-application-file" className={styles.heading}>
              <Trans>Your filled application</Trans>
              <span aria-hidden="true"> *</span>
            </h2>
            <FileDropZone slot={INTERVENOR_SLOT} files={files} onChange={setFiles} label={t`Your filled application`} disabled={busy} />
            {problem && (
              <p className={styles.alert} role="alert">
                {problem}
              </p>
            )}
          </section>
          <Agreements privacy={agreed.privacy} terms={agreed.terms} disabled={busy} onChange={setAgreed} />
          <ContactNote districtIds={project.assessmentDistricts} />
          <div>
            <Button type="submit" disabled={busy || !agreed.privacy || !agreed.terms}>
              {busy ? <Trans>Submitting…</Trans> : <Trans>Submit Application</Trans>}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
