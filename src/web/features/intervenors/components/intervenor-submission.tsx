// An accepted intervenor's Add Document (spec public-registry §6 "Intervenor (panel review)": before
// the hearings, during the comment period, Add Document via the intervenor submission route;
// hearing material due 14 days before the hearing, §9): one file with its description, a written
// submission or material for a hearing still open to it, both agreements before Upload, and the
// upload toasts (§8). What is sent waits for the office's review.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone'
import { Field } from '../../../components/ui/field'
import { Agreements } from '../../../components/ui/agreements'
import { showToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api-client'
import { useLocale } from '../../../lib/i18n'
import { formatDate } from '../../../../shared/domain/dates'
import { INTERVENOR_SLOT, MAX_DOCUMENT_DESCRIPTION } from '../../../../shared/domain/document-files'
import { checkHearingMaterial, hearingMaterialDueDate } from '../../../../shared/domain/intervenors'
import { addIntervenorSubmission } from '../api/intervenor-api'
import styles from './intervenors.module.css'

export interface SubmissionHearing {
  hearingId: string
  title: string
  startDate: string | null
}

interface Props {
  projectId: string
  hearings: SubmissionHearing[]
  /** After a document is taken: the project's lists may show it to its uploader. */
  onUploaded: () => void
}

const WRITTEN = ''

export function IntervenorSubmission({ projectId, hearings, onUploaded }: Props) {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [files, setFiles] = useState<File[]>([])
  const [description, setDescription] = useState('')
  const [hearingId, setHearingId] = useState(WRITTEN)
  const [agreePrivacy, setAgreePrivacy] = useState(false)
  const [agreeTerms, setAgreeTerms] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const now = new Date()
  const dated = hearings.filter((h) => h.startDate !== null).map((h) => ({ ...h, start: new Date(h.startDate!) }))
  const due = (start: Date) => formatDate(hearingMaterialDueDate(start), locale)

  const reset = () => {
    setFiles([])
    setDescription('')
    setHearingId(WRITTEN)
    setProblem(null)
  }

  const upload = async () => {
    const file = files[0]
    if (!file) return
    setBusy(true)
    setProblem(null)
    try {
      await addIntervenorSubmission(projectId, file, {
        description: description.trim(),
        hearingId: hearingId || null,
      })
      showToast(t`Uploaded File: ${file.name}`)
      reset()
      setOpen(false)
      onUploaded()
    } catch (error) {
      showToast(t`File Upload Failed: ${file.name}`, { kind: 'error' })
      const hearing = dated.find((h) => h.hearingId === hearingId)
      if (error instanceof ApiError && error.code === 'hearing-material-late' && hearing) {
        const date = due(hearing.start)
        setProblem(t`Hearing material for ${hearing.title} was due by ${date}, 14 days before the hearing: it can no longer be added.`)
      } else if (error instanceof ApiError && (error.code === 'not-before-hearings' || error.code === 'not-intervenor')) {
        setProblem(t`Intervenor submissions are taken only from accepted intervenors, in the comment period before the public hearings.`)
      }
    } finally {
      setBusy(false)
    }
  }

  if (!open) {
    return (
      <div className={styles.buttons}>
        <Button variant="primary" onClick={() => setOpen(true)}>
          <Trans>Add Document</Trans>
        </Button>
      </div>
    )
  }

  return (
    <section className={styles.submission} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        <Trans>Add an intervenor document</Trans>
      </h2>
      <p>
        <Trans>
          Written submissions are taken until the public hearings begin. Hearing material is due 14 days before its hearing. The office reviews each document
          before it is published.
        </Trans>
      </p>
      <div className={styles.fields}>
        <FileDropZone slot={INTERVENOR_SLOT} files={files} onChange={setFiles} single label={t`Intervenor document`} disabled={busy} />
        <Field id={`${id}-description`} label={<Trans>Description</Trans>}>
          {(control) => (
            <input
              {...control}
              type="text"
              value={description}
              maxLength={MAX_DOCUMENT_DESCRIPTION}
              disabled={busy}
              onChange={(e) => setDescription(e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-kind`} label={<Trans>This document is</Trans>}>
          {(control) => (
            <select {...control} value={hearingId} disabled={busy} onChange={(e) => setHearingId(e.target.value)}>
              <option value={WRITTEN}>{t`A written submission`}</option>
              {dated.map((h) => {
                const date = due(h.start)
                const taken = checkHearingMaterial({ startDate: h.start }, now).ok
                return (
                  <option key={h.hearingId} value={h.hearingId} disabled={!taken}>
                    {taken ? t`Hearing material for ${h.title} (due by ${date})` : t`Hearing material for ${h.title} (was due by ${date})`}
                  </option>
                )
              })}
            </select>
          )}
        </Field>
      </div>
      <Agreements
        privacy={agreePrivacy}
        terms={agreeTerms}
        disabled={busy}
        onChange={(agreed) => {
          setAgreePrivacy(agreed.privacy)
          setAgreeTerms(agreed.terms)
        }}
      />
      {problem && (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.buttons}>
        <Button onClick={() => void upload()} disabled={busy || files.length === 0 || !agreePrivacy || !agreeTerms}>
          {busy ? <Trans>Uploading…</Trans> : <Trans>Upload</Trans>}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            reset()
            setOpen(false)
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </section>
  )
}
