// The office's emergency exemption reports: a new report with its districts, then each report's
// documents (add with a description, remove) and its publication on the public page.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { CheckboxGroup } from '../../../components/ui/checkbox-group'
import { Field } from '../../../components/ui/field'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import styles from '../../../components/staff/staff.module.css'
import { ApiError } from '../../../lib/api-client'
import { StaffActionResult } from '../../../components/staff/staff-action'
import { useStaffMutation } from '../../../components/staff/use-staff-mutation'
import { FileLink } from '../../../components/ui/file-link'
import { readerText, useLocale } from '../../../lib/i18n'
import { districtName, referenceQueries } from '../../../lib/reference-data'
import { formatDate, formatDateTime, yukonInstant } from '../../../../shared/domain/dates'
import { MAX_DOCUMENT_DESCRIPTION } from '../../../../shared/domain/document-files'
import { staffExemptionCalls, staffExemptionQueries } from '../api/staff-exemptions-api'
import type { StaffExemption } from '../api/staff-exemptions-api'

/** Runs one change, then reads every list again (the public page's too); a refusal is said in the page's language. */
function useExemptionAction() {
  const { t } = useLingui()
  const { mutate, pending, error, done } = useStaffMutation((failed, _, common) =>
    failed instanceof ApiError && (failed.status === 415 || failed.status === 413)
      ? t`This file cannot be kept: documents are PDF, office documents, images or zip files of at most 50 MB.`
      : common.either,
  )
  return {
    run: (run: () => Promise<unknown>, doneMessage: string, after?: () => void) => mutate({ run, doneMessage, ...(after ? { after } : {}) }),
    pending,
    error,
    done,
  }
}
type Action = ReturnType<typeof useExemptionAction>

export function StaffExemptionsPage({ staffUserId }: { staffUserId: string }) {
  const { data: reports } = useSuspenseQuery(staffExemptionQueries.list(staffUserId))
  const action = useExemptionAction()
  return (
    <>
      <StaffActionResult action={action} />
      <NewReportForm action={action} />
      <h2>
        <Trans>Reports</Trans>
      </h2>
      {reports.length === 0 ? (
        <p>
          <Trans>No emergency exemption reports yet.</Trans>
        </p>
      ) : (
        <div className={styles.panels}>
          {reports.map((r) => (
            <Report key={r.emergencyExemptionId} report={r} action={action} />
          ))}
        </div>
      )}
    </>
  )
}

function NewReportForm({ action }: { action: Action }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: districts } = useSuspenseQuery(referenceQueries.assessmentDistricts())
  const [title, setTitle] = useState('')
  const [proponentName, setProponentName] = useState('')
  const [dateReceived, setDateReceived] = useState('')
  const [chosen, setChosen] = useState<string[]>([])
  const [noDistrict, setNoDistrict] = useState(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setNoDistrict(chosen.length === 0)
    if (chosen.length === 0) return
    action.run(
      () => staffExemptionCalls.create({ title, proponentName, dateReceived, assessmentDistricts: chosen }),
      t`The report “${title}” was created. Add its documents, then publish it.`,
      () => {
        setTitle('')
        setProponentName('')
        setDateReceived('')
        setChosen([])
      },
    )
  }

  return (
    <section className={styles.panel}>
      <h2>
        <Trans>New report</Trans>
      </h2>
      <form onSubmit={submit} data-testid="new-exemption">
        <LeaveGuard when={[title, proponentName, dateReceived].some((v) => v !== '') || chosen.length > 0} />
        <Field id="exemption-title" label={<Trans>Report title</Trans>} required>
          {(control) => <input {...control} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={300} />}
        </Field>
        <Field id="exemption-proponent" label={<Trans>Proponent</Trans>} required>
          {(control) => <input {...control} value={proponentName} onChange={(e) => setProponentName(e.target.value)} required maxLength={300} />}
        </Field>
        <Field id="exemption-received" label={<Trans>Date received</Trans>} required>
          {(control) => <input {...control} type="date" value={dateReceived} onChange={(e) => setDateReceived(e.target.value)} required />}
        </Field>
        <CheckboxGroup
          legend={<Trans>Assessment districts</Trans>}
          options={districts.map((d) => ({ id: d.assessmentDistrictId, label: districtName(d, locale === 'fr') }))}
          selected={chosen}
          onChange={(ids) => {
            setChosen(ids)
            if (ids.length > 0) setNoDistrict(false)
          }}
        />
        {noDistrict && (
          <p role="alert">
            <Trans>Choose at least one assessment district.</Trans>
          </p>
        )}
        <div className={styles.row}>
          <Button type="submit" disabled={action.pending}>
            <Trans>Create report</Trans>
          </Button>
        </div>
      </form>
    </section>
  )
}

function Report({ report, action }: { report: StaffExemption; action: Action }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: districts } = useSuspenseQuery(referenceQueries.assessmentDistricts())
  const names = report.assessmentDistricts
    .map((id) => {
      const district = districts.find((d) => d.assessmentDistrictId === id)
      return district ? districtName(district, locale === 'fr') : id
    })
    .sort((a, b) => a.localeCompare(b, locale))
  const [file, setFile] = useState<File | null>(null)
  const [description, setDescription] = useState('')
  const [formKey, setFormKey] = useState(0)
  const id = report.emergencyExemptionId

  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!file) return
    action.run(
      () => staffExemptionCalls.addDocument(id, file, description),
      t`“${file.name}” was added to the report.`,
      () => {
        setFile(null)
        setDescription('')
        setFormKey((k) => k + 1)
      },
    )
  }

  return (
    <section className={styles.panel} aria-labelledby={`exemption-${id}`} data-testid="staff-exemption">
      <h3 id={`exemption-${id}`}>{report.title}</h3>
      <dl className={styles.facts}>
        <dt>
          <Trans>Proponent</Trans>
        </dt>
        <dd>{report.proponentName}</dd>
        <dt>
          <Trans>Assessment districts</Trans>
        </dt>
        <dd>{names.join(', ')}</dd>
        <dt>
          <Trans>Date received</Trans>
        </dt>
        <dd>{formatDate(yukonInstant(report.dateReceived), locale)}</dd>
        <dt>
          <Trans>Published</Trans>
        </dt>
        <dd>{report.publishedAt ? formatDateTime(new Date(report.publishedAt), locale) : t`Not published`}</dd>
      </dl>
      <h4>
        <Trans>Documents</Trans>
      </h4>
      {report.documents.length === 0 ? (
        <p>
          <Trans>No documents yet.</Trans>
        </p>
      ) : (
        <ul>
          {report.documents.map((d) => (
            <li key={d.documentId}>
              <FileLink uploadId={d.unredactedUploadId} download={d.fileName}>
                {d.fileName}
              </FileLink>{' '}
              ({d.description || readerText(locale, d.documentType, d.documentTypeFr).text}){' '}
              <Button
                variant="secondary"
                disabled={action.pending}
                onClick={() => action.run(() => staffExemptionCalls.removeDocument(id, d.documentId), t`“${d.fileName}” was removed from the report.`)}
              >
                <Trans>Remove {d.fileName}</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form key={formKey} onSubmit={upload}>
        <LeaveGuard when={file !== null || description !== ''} />
        <Field id={`exemption-file-${id}`} label={<Trans>Add a document</Trans>} required>
          {(control) => <input {...control} type="file" required onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
        </Field>
        <Field id={`exemption-description-${id}`} label={<Trans>Description</Trans>} hint={<Trans>Emergency Exemption Report when left empty</Trans>}>
          {(control) => <input {...control} value={description} maxLength={MAX_DOCUMENT_DESCRIPTION} onChange={(e) => setDescription(e.target.value)} />}
        </Field>
        <div className={styles.row}>
          <Button type="submit" variant="secondary" disabled={action.pending || !file}>
            <Trans>Add document</Trans>
          </Button>
        </div>
      </form>
      <div className={styles.row}>
        {report.publishedAt ? (
          <Button
            variant="secondary"
            disabled={action.pending}
            onClick={() => action.run(() => staffExemptionCalls.unpublish(id), t`“${report.title}” is no longer published.`)}
          >
            <Trans>Unpublish</Trans>
          </Button>
        ) : (
          <Button
            disabled={action.pending}
            onClick={() => action.run(() => staffExemptionCalls.publish(id), t`“${report.title}” is published on the Emergency Exemptions page.`)}
          >
            <Trans>Publish</Trans>
          </Button>
        )}
      </div>
    </section>
  )
}
