// Pieces every authoring panel of a project's staff page shows: what the last step did or why it
// was refused, the names of the files something holds, a form's Save and Cancel, the upload of the files
// chosen, the panel of what is written with the button that opens the form of a new one, and one
// thing written (a record, a hearing) with the files to add to it and its form to change it.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone'
import { Button } from '../../../components/ui/button'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { ANSWER_ATTACHMENT_SLOT } from '../../../../shared/domain/document-files'
import styles from '../../../components/staff/staff.module.css'
import { staffRecordQueries } from '../api/staff-content-api'
import type { StaffRecordsData } from '../api/staff-content-api'
import { useAuthoringStep } from './use-authoring-step'
import type { Step } from './use-authoring-step'

export function Outcome({ step }: { step: Step }) {
  return (
    <>
      {step.done && (
        <p role="status" data-testid="staff-content-done">
          {step.done}
        </p>
      )}
      {step.error && <p role="alert">{step.error}</p>}
    </>
  )
}

export function FileNames({ files }: { files: { documentId: string; fileName: string }[] }) {
  if (files.length === 0) return null
  return (
    <ul>
      {files.map((f) => (
        <li key={f.documentId}>{f.fileName}</li>
      ))}
    </ul>
  )
}

/** The end of an authoring form: its submit button, and Cancel, which closes it. */
export function FormButtons({ submit, disabled, onCancel }: { submit: ReactNode; disabled: boolean; onCancel: () => void }) {
  return (
    <p className={styles.row}>
      <Button type="submit" disabled={disabled}>
        {submit}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </p>
  )
}

/** Uploads each chosen file with `add`, one at a time, in order. */
export async function uploadAll(files: File[], add: (file: File) => Promise<unknown>) {
  for (const file of files) await add(file)
}

/** The project a staff page shows, read as its staff member reads it. */
export interface StaffProject {
  staffUserId: string
  projectId: string
}

interface PanelProps extends StaffProject {
  /** The heading's id, also the panel's test id. */
  id: string
  heading: ReactNode
  /** What the button that opens the form of a new one says. */
  newLabel: ReactNode
  newForm: (step: Step, onClose: () => void) => ReactNode
  /** What is written already, of the project's records. */
  items: (records: StaffRecordsData, step: Step) => ReactNode
}

/** A panel of what is written on the project (its records, its hearings), each change one authoring step. */
export function AuthoringPanel({ staffUserId, projectId, id, heading, newLabel, newForm, items }: PanelProps) {
  const { data } = useSuspenseQuery(staffRecordQueries.records(staffUserId, projectId))
  const step = useAuthoringStep()
  const [writing, setWriting] = useState(false)
  return (
    <section className={styles.panel} aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{heading}</h2>
      <Outcome step={step} />
      {items(data, step)}
      {writing ? newForm(step, () => setWriting(false)) : <Button onClick={() => setWriting(true)}>{newLabel}</Button>}
    </section>
  )
}

interface ItemProps {
  /** The article's test id. */
  testId: string
  step: Step
  /** What the drop zone of the files to add says. */
  filesLabel: string
  /** Uploads one file to what this item shows. */
  addFile: (file: File) => Promise<unknown>
  /** The form that changes it, in the item's place while it is open. */
  editForm: (onClose: () => void) => ReactNode
  /** Buttons between "Add the files" and "Edit". */
  actions?: ReactNode
  /** What is written: its heading, text and the files it holds. */
  children: ReactNode
}

/** One thing written, shown with a drop zone for more files and a button that opens its form. */
export function AuthoredItem({ testId, step, filesLabel, addFile, editForm, actions, children }: ItemProps) {
  const { t } = useLingui()
  const [files, setFiles] = useState<File[]>([])
  const [editing, setEditing] = useState(false)
  if (editing) return editForm(() => setEditing(false))
  return (
    <article className={styles.item} data-testid={testId}>
      <LeaveGuard when={files.length > 0} />
      {children}
      <FileDropZone slot={ANSWER_ATTACHMENT_SLOT} files={files} onChange={setFiles} label={filesLabel} disabled={step.pending} />
      <p className={styles.row}>
        {files.length > 0 && (
          <Button
            variant="secondary"
            disabled={step.pending}
            onClick={() =>
              step.run(
                () => uploadAll(files, addFile),
                t`The files are added.`,
                () => setFiles([]),
              )
            }
          >
            <Trans>Add the files</Trans>
          </Button>
        )}
        {actions}
        <Button variant="secondary" disabled={step.pending} onClick={() => setEditing(true)}>
          <Trans>Edit</Trans>
        </Button>
      </p>
    </article>
  )
}
