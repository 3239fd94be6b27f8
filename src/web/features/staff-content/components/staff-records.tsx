// Notes, correspondence and document groups (Internal or Public, with their files), and the general
// notice to followers, as the office writes them on a project's staff page (hearings are in
// staff-hearings.tsx). What is public shows on the public tabs and in the activity feed at once.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone'
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor'
import { Button } from '../../../components/ui/button'
import { LeaveGuard, useChangedSince } from '../../../components/ui/leave-guard'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import { useNoticeTold } from '../../../components/staff/notice-told'
import { ANSWER_ATTACHMENT_SLOT } from '../../../../shared/domain/document-files'
import { staffRecordCalls } from '../api/staff-content-api'
import type { RecordKind, StaffRecord } from '../api/staff-content-api'
import { Labelled } from '../../../components/staff/labelled'
import styles from '../../../components/staff/staff.module.css'
import { AuthoredItem, AuthoringPanel, FileNames, FormButtons, Outcome, uploadAll } from './authoring-parts'
import type { StaffProject } from './authoring-parts'
import { useAuthoringStep } from './use-authoring-step'
import type { Step } from './use-authoring-step'

function useKindName() {
  const { t } = useLingui()
  return (kind: RecordKind) => (kind === 'note' ? t`Note` : kind === 'correspondence' ? t`Correspondence` : t`Document group`)
}

export function StaffRecords(project: StaffProject) {
  const { projectId } = project
  return (
    <AuthoringPanel
      {...project}
      id="staff-records"
      heading={<Trans>Notes, correspondence and document groups</Trans>}
      newLabel={<Trans>New note, letter or document group</Trans>}
      newForm={(step, onClose) => <RecordForm projectId={projectId} step={step} onClose={onClose} />}
      items={(data, step) => data.records.map((r) => <RecordItem key={r.recordId} projectId={projectId} record={r} step={step} />)}
    />
  )
}

function RecordItem({ projectId, record, step }: { projectId: string; record: StaffRecord; step: Step }) {
  const { t } = useLingui()
  const kindName = useKindName()
  const isPublic = record.state === 'public'
  return (
    <AuthoredItem
      testId="staff-record"
      step={step}
      filesLabel={t`Files for ${record.title}`}
      addFile={(file) => staffRecordCalls.addFile(projectId, record.kind, record.recordId, file)}
      editForm={(onClose) => <RecordForm projectId={projectId} step={step} record={record} onClose={onClose} />}
      actions={
        <Button
          variant={isPublic ? 'secondary' : 'primary'}
          disabled={step.pending}
          onClick={() =>
            step.run(
              () => staffRecordCalls.setState(projectId, record.kind, record.recordId, isPublic ? 'internal' : 'public'),
              isPublic ? t`${record.title} is internal.` : t`${record.title} is public.`,
            )
          }
        >
          {isPublic ? <Trans>Make internal</Trans> : <Trans>Make public</Trans>}
        </Button>
      }
    >
      <h3>
        {kindName(record.kind)}: {record.title}
        <span className={styles.badge}>{isPublic ? t`Public` : t`Internal`}</span>
      </h3>
      {record.kind === 'note' ? <SanitizedHtml html={record.body} /> : record.body && <p>{record.body}</p>}
      <FileNames files={record.documents} />
    </AuthoredItem>
  )
}

/** A new record, or the title and text of one already written (`record`): its kind, state and files change elsewhere. */
function RecordForm({ projectId, step, record, onClose }: { projectId: string; step: Step; record?: StaffRecord; onClose: () => void }) {
  const { t } = useLingui()
  const kindName = useKindName()
  const [kind, setKind] = useState<RecordKind>(record?.kind ?? 'note')
  const [title, setTitle] = useState(record?.title ?? '')
  const [body, setBody] = useState(record?.body ?? '')
  const name = record?.title ?? ''
  const [state, setState] = useState<'internal' | 'public'>('internal')
  const [files, setFiles] = useState<File[]>([])
  const changed = useChangedSince({ kind, title, body, state, files })
  const save = async () => {
    const { id } = await staffRecordCalls.create(projectId, { kind, title, body, state })
    await uploadAll(files, (file) => staffRecordCalls.addFile(projectId, kind, id, file))
  }
  return (
    <form
      className={styles.item}
      aria-label={record ? t`Edit ${name}` : t`New note, letter or document group`}
      onSubmit={(e) => {
        e.preventDefault()
        if (record)
          step.run(
            () => staffRecordCalls.update(projectId, record.kind, record.recordId, { title, body, revision: record.revision }),
            t`${title} is saved.`,
            onClose,
          )
        else step.run(save, state === 'public' ? t`${title} is saved and public.` : t`${title} is saved, internal.`, onClose)
      }}
    >
      <LeaveGuard when={changed} />
      {!record && (
        <Labelled label={<Trans>Kind</Trans>}>
          <select value={kind} onChange={(e) => setKind(e.target.value as RecordKind)}>
            {(['note', 'correspondence', 'document-group'] as const).map((k) => (
              <option key={k} value={k}>
                {kindName(k)}
              </option>
            ))}
          </select>
        </Labelled>
      )}
      <Labelled label={<Trans>Title</Trans>}>
        <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={300} required />
      </Labelled>
      {kind === 'note' ? (
        <LazyRichTextEditor
          id={record ? `record-note-${record.recordId}` : 'record-note'}
          label={<Trans>Text of the note</Trans>}
          value={body}
          readOnly={step.pending}
          onChange={setBody}
        />
      ) : (
        <Labelled label={<Trans>Description</Trans>}>
          <textarea value={body} onChange={(e) => setBody(e.target.value)} rows={3} maxLength={4000} />
        </Labelled>
      )}
      {!record && (
        <>
          <FileDropZone slot={ANSWER_ATTACHMENT_SLOT} files={files} onChange={setFiles} label={t`Files`} disabled={step.pending} />
          <Labelled label={<Trans>Who sees it</Trans>}>
            <select value={state} onChange={(e) => setState(e.target.value as 'internal' | 'public')}>
              <option value="internal">{t`Internal (staff and the proponent)`}</option>
              <option value="public">{t`Public`}</option>
            </select>
          </Labelled>
        </>
      )}
      <FormButtons submit={<Trans>Save</Trans>} disabled={step.pending || title.trim() === ''} onCancel={onClose} />
    </form>
  )
}

export function StaffGeneralNotice({ projectId }: { projectId: string }) {
  const noticeTold = useNoticeTold()
  const step = useAuthoringStep()
  const [note, setNote] = useState('')
  return (
    <section className={styles.panel} aria-labelledby="staff-general-notice">
      <h2 id="staff-general-notice">
        <Trans>Notices</Trans>
      </h2>
      <Outcome step={step} />
      <p>
        <Link to="/projects/$projectId/public-notice" params={{ projectId }}>
          <Trans>Printable public notice</Trans>
        </Link>
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          step.run(
            () => staffRecordCalls.generalNotice(projectId, note),
            ({ told }) => noticeTold(told),
            () => setNote(''),
          )
        }}
      >
        <LeaveGuard when={note.trim() !== ''} />
        <Labelled label={<Trans>General notice to the project’s proponent, intervenors and followers</Trans>}>
          <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={4000} required />
        </Labelled>
        <Button type="submit" disabled={step.pending || note.trim() === ''}>
          <Trans>Send the notice</Trans>
        </Button>
      </form>
    </section>
  )
}
