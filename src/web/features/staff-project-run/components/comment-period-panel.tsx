// The project's comment period as the office runs it: the open or scheduled one, with Close now
// (Cancel for a scheduled one), or a form to open one to the public (its public notice is e-mailed)
// or to participants only, from its first to its last day (a first day to come schedules it); the printable public notice's own text, in English and French; and, while the
// project seeks views and information, the deadline for them.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor'
import { Button } from '../../../components/ui/button'
import { Panel, StaffActionResult, useStaffAction } from '../../../components/staff/staff-action'
import type { StaffAction } from '../../../components/staff/staff-action'
import { useNoticeTold } from '../../../components/staff/notice-told'
import { useFormatDate, useFormatDateTime } from '../../../lib/i18n'
import { yukonDay } from '../../../../shared/domain/dates'
import { staffProjectRunCalls } from '../api/staff-project-run-api'
import type { StaffProjectRun } from '../api/staff-project-run-api'
import styles from '../../../components/staff/staff.module.css'
import { Labelled } from '../../../components/staff/labelled'

export function CommentPeriodPanel({ projectId, run }: { projectId: string; run: StaffProjectRun }) {
  const { t } = useLingui()
  const action = useStaffAction()
  const formatDateTime = useFormatDateTime()
  const period = run.commentPeriod
  const refusal = run.commentPeriodRefusal
  const until = formatDateTime(period?.endsAt ?? null)
  const scheduled = period?.startsAt != null && period.startsAt > new Date().toISOString()
  const opens = useFormatDate()(scheduled ? period.startsAt : null)
  return (
    <Panel title={<Trans>Comment period</Trans>}>
      <StaffActionResult action={action} />
      {period ? (
        <>
          <p data-testid="staff-comment-period">
            {scheduled ? (
              period.audience === 'public' ? (
                <Trans>Opens to the public on {opens}</Trans>
              ) : (
                <Trans>Opens to participants only on {opens}</Trans>
              )
            ) : period.audience === 'public' ? (
              <Trans>Open to the public</Trans>
            ) : (
              <Trans>Open to participants only</Trans>
            )}
            {until && (
              <>
                {' '}
                <Trans>until {until}</Trans>
              </>
            )}
          </p>
          {scheduled ? (
            <Button
              variant="secondary"
              disabled={action.pending}
              onClick={() => action.run(() => staffProjectRunCalls.closeCommentPeriod(projectId), t`The scheduled comment period is cancelled.`)}
            >
              <Trans>Cancel the scheduled comment period</Trans>
            </Button>
          ) : (
            <Button
              variant="secondary"
              disabled={action.pending}
              onClick={() => action.run(() => staffProjectRunCalls.closeCommentPeriod(projectId), t`The comment period is closed.`)}
            >
              <Trans>Close the comment period now</Trans>
            </Button>
          )}
        </>
      ) : refusal === null ? (
        <OpenForm projectId={projectId} action={action} />
      ) : (
        <p>
          {refusal === 'paused' ? (
            <Trans>A paused or suspended project cannot open a comment period.</Trans>
          ) : (
            <Trans>Only a public project under assessment can take comments.</Trans>
          )}
        </p>
      )}
      <PublicNoticeTextForm projectId={projectId} current={run.publicNoticeText} />
      {run.takesSeekingViewsDeadline && <SeekingViewsForm projectId={projectId} current={run.seekingViewsDeadline} />}
    </Panel>
  )
}

function OpenForm({ projectId, action }: { projectId: string; action: StaffAction }) {
  const { t } = useLingui()
  const noticeTold = useNoticeTold()
  const today = yukonDay(new Date())
  const [audience, setAudience] = useState<'public' | 'participants'>('public')
  const [startDate, setStartDate] = useState(today)
  const [endDate, setEndDate] = useState('')
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        action.run(
          () => staffProjectRunCalls.openCommentPeriod(projectId, { audience, startDate, endDate }),
          ({ told }) =>
            startDate > today
              ? audience === 'public'
                ? t`The comment period is scheduled. It opens to the public on its first day, and its public notice is e-mailed then.`
                : t`The comment period is scheduled. It opens to participants on its first day.`
              : audience === 'public'
                ? `${t`The comment period is open to the public.`} ${noticeTold(told)}`
                : t`The comment period is open to participants.`,
        )
      }}
    >
      <fieldset>
        <legend>
          <Trans>Who may comment</Trans>
        </legend>
        <label>
          <input type="radio" name="audience" checked={audience === 'public'} onChange={() => setAudience('public')} />{' '}
          <Trans>The public (a public notice is e-mailed)</Trans>
        </label>
        <br />
        <label>
          <input type="radio" name="audience" checked={audience === 'participants'} onChange={() => setAudience('participants')} />{' '}
          <Trans>Participants only</Trans>
        </label>
      </fieldset>
      <Labelled label={<Trans>First day (a day to come schedules the period: it opens by itself that day)</Trans>}>
        <input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
      </Labelled>
      <Labelled label={<Trans>Last day (comments are taken until 4:30 pm)</Trans>}>
        <input type="date" value={endDate} min={startDate > today ? startDate : today} onChange={(e) => setEndDate(e.target.value)} required />
      </Labelled>
      <Button type="submit" disabled={action.pending}>
        <Trans>Open the comment period</Trans>
      </Button>
    </form>
  )
}

function SeekingViewsForm({ projectId, current }: { projectId: string; current: string | null }) {
  const { t } = useLingui()
  const action = useStaffAction()
  const formatDateTime = useFormatDateTime()
  const [day, setDay] = useState('')
  const deadline = formatDateTime(current)
  return (
    <form
      className={styles.row}
      onSubmit={(e) => {
        e.preventDefault()
        action.run(() => staffProjectRunCalls.seekingViewsDeadline(projectId, day), t`The deadline for views and information is set.`)
      }}
    >
      <StaffActionResult action={action} />
      <p data-testid="staff-seeking-views-deadline">
        {deadline ? <Trans>Views and information are sought until {deadline}.</Trans> : <Trans>No deadline for views and information is set.</Trans>}
      </p>
      <label>
        <Trans>Last day for views and information</Trans>
        <br />
        <input type="date" value={day} min={yukonDay(new Date())} onChange={(e) => setDay(e.target.value)} required />
      </label>
      <Button type="submit" variant="secondary" disabled={action.pending}>
        <Trans>Set the deadline</Trans>
      </Button>
    </form>
  )
}

function PublicNoticeTextForm({ projectId, current }: { projectId: string; current: StaffProjectRun['publicNoticeText'] }) {
  const { t } = useLingui()
  const action = useStaffAction()
  const [text, setText] = useState(current.text)
  const [textFr, setTextFr] = useState(current.textFr)
  return (
    <form
      aria-label={t`Public notice text`}
      onSubmit={(e) => {
        e.preventDefault()
        action.run(() => staffProjectRunCalls.publicNoticeText(projectId, { text, textFr }), t`The public notice’s text is saved.`)
      }}
    >
      <StaffActionResult action={action} />
      <p>
        <Trans>The printable public notice shows this text, in the reader’s language (the English one while the French one is empty).</Trans>{' '}
        <Link to="/projects/$projectId/public-notice" params={{ projectId }}>
          <Trans>See the public notice</Trans>
        </Link>
      </p>
      <LazyRichTextEditor
        id="public-notice-text"
        label={<Trans>Public notice text (English)</Trans>}
        value={text}
        readOnly={action.pending}
        onChange={setText}
      />
      <LazyRichTextEditor
        id="public-notice-text-fr"
        label={<Trans>Public notice text (French)</Trans>}
        value={textFr}
        readOnly={action.pending}
        onChange={setTextFr}
      />
      <Button type="submit" variant="secondary" disabled={action.pending}>
        <Trans>Save the public notice text</Trans>
      </Button>
    </form>
  )
}
