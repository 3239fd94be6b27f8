// Hearings with their material, as the office schedules and changes them on a project's staff
// page. A hearing shows on the public tabs and in the activity feed at once.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone'
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor'
import { ClockText } from '../../../components/ui/clock-text'
import { LeaveGuard, useChangedSince } from '../../../components/ui/leave-guard'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import { useNoticeTold } from '../../../components/staff/notice-told'
import { useLocale } from '../../../lib/i18n'
import { formatDate, yukonDay, yukonInstant } from '../../../../shared/domain/dates'
import { ANSWER_ATTACHMENT_SLOT } from '../../../../shared/domain/document-files'
import { staffRecordCalls } from '../api/staff-content-api'
import type { StaffHearing } from '../api/staff-content-api'
import { Labelled } from '../../../components/staff/labelled'
import styles from '../../../components/staff/staff.module.css'
import { AuthoredItem, AuthoringPanel, FileNames, FormButtons, uploadAll } from './authoring-parts'
import type { StaffProject } from './authoring-parts'
import type { Step } from './use-authoring-step'

export function StaffHearings(project: StaffProject) {
  const { projectId } = project
  return (
    <AuthoringPanel
      {...project}
      id="staff-hearings"
      heading={<Trans>Hearings</Trans>}
      newLabel={<Trans>Schedule a hearing</Trans>}
      newForm={(step, onClose) => <HearingForm projectId={projectId} step={step} onClose={onClose} />}
      items={(data, step) => data.hearings.map((h) => <HearingItem key={h.hearingId} projectId={projectId} hearing={h} step={step} />)}
    />
  )
}

function HearingItem({ projectId, hearing, step }: { projectId: string; hearing: StaffHearing; step: Step }) {
  const { t } = useLingui()
  const locale = useLocale()
  const day = (iso: string | null) => (iso ? formatDate(yukonInstant(iso), locale) : '—')
  return (
    <AuthoredItem
      testId="staff-hearing"
      step={step}
      filesLabel={t`Material for ${hearing.title}`}
      addFile={(file) => staffRecordCalls.addHearingFile(projectId, hearing.hearingId, file)}
      editForm={(onClose) => <HearingForm projectId={projectId} step={step} hearing={hearing} onClose={onClose} />}
    >
      <h3>{hearing.title}</h3>
      <p>
        {day(hearing.startDate)} – {day(hearing.endDate)} {hearing.time && <ClockText text={hearing.time} />} {hearing.location}
      </p>
      <SanitizedHtml html={hearing.description} />
      <FileNames files={hearing.documents} />
    </AuthoredItem>
  )
}

/** The Yukon day of a stored date, as a date field holds it (YYYY-MM-DD). */
const dayOf = (iso: string | null) => (iso ? yukonDay(new Date(iso)) : '')

/** A new hearing, or the one given (`hearing`) as it is now, to change. */
function HearingForm({ projectId, step, hearing, onClose }: { projectId: string; step: Step; hearing?: StaffHearing; onClose: () => void }) {
  const { t } = useLingui()
  const noticeTold = useNoticeTold()
  const [draft, setDraft] = useState({
    title: hearing?.title ?? '',
    startDate: dayOf(hearing?.startDate ?? null),
    endDate: dayOf(hearing?.endDate ?? null),
    time: hearing?.time ?? '',
    location: hearing?.location ?? '',
    description: hearing?.description ?? '',
  })
  const [files, setFiles] = useState<File[]>([])
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }))
  const changed = useChangedSince({ draft, files })
  const name = hearing?.title ?? ''
  const title = draft.title
  const values = () => ({ ...draft, startDate: draft.startDate || null, endDate: draft.endDate || null })
  const save = async () => {
    const { id, told } = await staffRecordCalls.createHearing(projectId, values())
    await uploadAll(files, (file) => staffRecordCalls.addHearingFile(projectId, id, file))
    return told
  }
  return (
    <form
      className={styles.item}
      aria-label={hearing ? t`Edit ${name}` : t`Schedule a hearing`}
      onSubmit={(e) => {
        e.preventDefault()
        if (hearing)
          step.run(
            () => staffRecordCalls.updateHearing(projectId, hearing.hearingId, { ...values(), revision: hearing.revision }),
            t`${title} is saved.`,
            onClose,
          )
        else step.run(save, (told) => `${t`The hearing is scheduled.`} ${noticeTold(told)}`, onClose)
      }}
    >
      <LeaveGuard when={changed} />
      <Labelled label={<Trans>Title</Trans>}>
        <input value={draft.title} onChange={(e) => set({ title: e.target.value })} maxLength={300} required />
      </Labelled>
      <Labelled label={<Trans>First day</Trans>}>
        <input type="date" value={draft.startDate} onChange={(e) => set({ startDate: e.target.value })} />
      </Labelled>
      <Labelled label={<Trans>Last day</Trans>}>
        <input type="date" value={draft.endDate} onChange={(e) => set({ endDate: e.target.value })} />
      </Labelled>
      <Labelled label={<Trans>Time</Trans>}>
        <input value={draft.time} onChange={(e) => set({ time: e.target.value })} maxLength={300} />
      </Labelled>
      <Labelled label={<Trans>Place</Trans>}>
        <input value={draft.location} onChange={(e) => set({ location: e.target.value })} maxLength={300} />
      </Labelled>
      <LazyRichTextEditor
        id={hearing ? `hearing-description-${hearing.hearingId}` : 'hearing-description'}
        label={<Trans>Description</Trans>}
        value={draft.description}
        readOnly={step.pending}
        onChange={(description) => set({ description })}
      />
      {!hearing && <FileDropZone slot={ANSWER_ATTACHMENT_SLOT} files={files} onChange={setFiles} label={t`Hearing material`} disabled={step.pending} />}
      <FormButtons
        submit={hearing ? <Trans>Save the changes</Trans> : <Trans>Schedule the hearing</Trans>}
        disabled={step.pending || draft.title.trim() === ''}
        onCancel={onClose}
      />
    </form>
  )
}
