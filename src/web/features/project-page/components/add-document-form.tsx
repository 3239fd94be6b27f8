// Add Document (a project's proponent or agent), Upload Decision and Upload Authorization (a
// decision body) on the Documents tab (spec public-registry §4, §5, §6, §8): a description, the
// day the document was received, the files, and both agreements, without which Upload stays
// disabled. Files go one after another, each said in a toast; those that failed stay to try again.
// Leaving with files not yet uploaded asks first. Which of the three a person is offered is the
// rule the server applies (shared/domain/project-uploads.ts).
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Agreements } from '../../../components/ui/agreements'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { showToast } from '../../../components/ui/toast'
import {
  acceptedExtensions,
  checkFileKind,
  describeAccepted,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_DESCRIPTION,
  sanitizeFileName,
} from '../../../../shared/domain/document-files'
import type { DocumentSlot } from '../../../../shared/domain/document-files'
import { yukonDay } from '../../../../shared/domain/dates'
import {
  AUTHORIZATION_DOCUMENT_TYPE,
  canAddProjectDocument,
  canUploadAuthorization,
  canUploadDecision,
  DECISION_DOCUMENT_TYPE,
} from '../../../../shared/domain/project-uploads'
import type { Project } from '../api/project-page-queries'
import { projectPageKeys } from '../api/project-page-queries'
import { notifyAuthorizationUploaded, uploadProjectDocument } from '../api/project-uploads'
import styles from './add-document.module.css'

export type UploadKind = 'document' | 'decision' | 'authorization'

const SLOT: DocumentSlot = { form: 'general', group: 'project' }
const TYPE_OF: Record<UploadKind, number | null> = { document: null, decision: DECISION_DOCUMENT_TYPE, authorization: AUTHORIZATION_DOCUMENT_TYPE }

/** The uploads the person may make on this project now, in the order their buttons show. */
export function uploadsOffered(project: Project, now: Date): UploadKind[] {
  const facts = { projectTypeId: project.projectTypeId, stageId: project.stageId }
  const decisionStartedAt = project.stageDates.startDate ? new Date(project.stageDates.startDate) : null
  return [
    ...(canAddProjectDocument({ ...facts, isProponentOrAgent: project.isProponentOrAgent }) ? (['document'] as const) : []),
    ...(canUploadDecision({ ...facts, isDecisionBody: project.isDecisionBody }) ? (['decision'] as const) : []),
    ...(canUploadAuthorization(
      { ...facts, isDecisionBody: project.isDecisionBody, authorizationDocUploaded: project.authorizationDocUploaded, decisionStartedAt },
      now,
    )
      ? (['authorization'] as const)
      : []),
  ]
}

function UploadButtonLabel({ kind }: { kind: UploadKind }) {
  if (kind === 'decision') return <Trans>Upload Decision</Trans>
  if (kind === 'authorization') return <Trans>Upload Authorization</Trans>
  return <Trans>Add Document</Trans>
}

function UploadForm({ project, kind, onClose }: { project: Project; kind: UploadKind; onClose: () => void }) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const today = yukonDay(new Date())
  const [description, setDescription] = useState('')
  const [receivedDate, setReceivedDate] = useState(today)
  const [files, setFiles] = useState<File[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [privacy, setPrivacy] = useState(false)
  const [terms, setTerms] = useState(false)
  const [uploading, setUploading] = useState(false)

  const choose = (chosen: FileList | null) => {
    setProblem(null)
    // Copied now: the input is emptied right after, and its FileList with it.
    const picked = [...(chosen ?? [])]
    for (const file of picked) {
      if (!checkFileKind(SLOT, sanitizeFileName(file.name), file.type).ok) {
        setProblem(t`${file.name} cannot be uploaded. Only these kinds of file can: ${describeAccepted(SLOT)}.`)
        return
      }
      if (file.size === 0 || file.size > MAX_DOCUMENT_BYTES) {
        setProblem(t`${file.name} cannot be uploaded: a file must hold something and be at most 50 MB.`)
        return
      }
    }
    setFiles((current) => [...current, ...picked])
  }

  const upload = async () => {
    setUploading(true)
    const failed: File[] = []
    for (const file of files) {
      try {
        await uploadProjectDocument(project.projectId, file, { description, receivedDate, documentTypeId: TYPE_OF[kind] })
        showToast(t`Uploaded File: ${file.name}`)
      } catch {
        failed.push(file)
        showToast(t`File Upload Failed: ${file.name}`, { kind: 'error' })
      }
    }
    if (kind === 'authorization' && failed.length < files.length) {
      await notifyAuthorizationUploaded(project.projectId).catch(() => showToast(t`Encountered an issue.`, { kind: 'error' }))
    }
    await queryClient.invalidateQueries({ queryKey: projectPageKeys.project(project.projectId) })
    setUploading(false)
    setFiles(failed)
    if (failed.length === 0) onClose()
  }

  const ready = privacy && terms && files.length > 0 && !uploading
  return (
    <section className={styles.form} aria-labelledby={`${id}-heading`} data-testid="upload-form">
      <LeaveGuard when={files.length > 0} />
      <h2 id={`${id}-heading`}>
        <UploadButtonLabel kind={kind} />
      </h2>
      <p>
        <Trans>Documents are reviewed by the office before the public sees them; until then you see them here marked Unreviewed.</Trans>
      </p>
      <Field id={`${id}-description`} label={<Trans>Description</Trans>} hint={<Trans>At most {MAX_DOCUMENT_DESCRIPTION} characters</Trans>}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={MAX_DOCUMENT_DESCRIPTION}
            value={description}
            disabled={uploading}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-received`} label={<Trans>Date received</Trans>}>
        {(control) => (
          <input {...control} type="date" max={today} value={receivedDate} disabled={uploading} onChange={(e) => setReceivedDate(e.target.value)} />
        )}
      </Field>
      <Field id={`${id}-files`} label={<Trans>Files</Trans>} hint={<Trans>Accepted: {describeAccepted(SLOT)}; at most 50 MB each</Trans>}>
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept={acceptedExtensions(SLOT).join(',')}
            disabled={uploading}
            onChange={(e) => {
              choose(e.target.files)
              e.target.value = ''
            }}
          />
        )}
      </Field>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t`Files to upload`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span>{file.name}</span>
              <button type="button" onClick={() => setFiles(files.filter((_, i) => i !== index))} disabled={uploading} aria-label={t`Remove ${file.name}`}>
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Agreements
        privacy={privacy}
        terms={terms}
        onChange={(agreed) => {
          setPrivacy(agreed.privacy)
          setTerms(agreed.terms)
        }}
      />
      <div className={styles.actions}>
        <Button onClick={() => void upload()} disabled={!ready}>
          {uploading ? <Trans>Uploading…</Trans> : <Trans>Upload</Trans>}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={uploading}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </section>
  )
}

/** The buttons the person is offered, and the form of the one they chose. */
export function ProjectUploads({ project }: { project: Project }) {
  const [open, setOpen] = useState<UploadKind | null>(null)
  const offered = uploadsOffered(project, new Date())
  if (offered.length === 0) return null
  return (
    <>
      {open === null ? (
        <div className={styles.actions}>
          {offered.map((kind) => (
            <Button key={kind} onClick={() => setOpen(kind)}>
              <UploadButtonLabel kind={kind} />
            </Button>
          ))}
        </div>
      ) : (
        <UploadForm project={project} kind={open} onClose={() => setOpen(null)} />
      )}
    </>
  )
}
