// A project as the office runs it: where it stands, the moves the transition table allows next
// (with the new stage's start day and deadline in business days), extension, pause, suspension,
// resumption and discontinuation, the answer to a proposal at Proposal Check, and the stage history.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Panel, StaffActionResult, useStaffAction } from '../../../components/staff/staff-action'
import type { StaffAction } from '../../../components/staff/staff-action'
import { DataTable } from '../../../components/ui/data-table'
import { useLocale } from '../../../lib/i18n'
import { useStageNames } from '../../../lib/stage-names'
import { formatDate, formatDateTime, yukonDay, yukonInstant } from '../../../../shared/domain/dates'
import { findStage } from '../../../../shared/domain/stages'
import { staffProjectCalls } from '../api/staff-projects-api'
import type { StaffProject } from '../api/staff-projects-api'
import styles from '../../../components/staff/staff.module.css'
import { ChoiceSelect } from '../../../components/staff/choice-select'
import { Labelled } from '../../../components/staff/labelled'

/** `children`: the panels of other parts of the office's work, beside these. */
export function StaffProjectPage({ project, canReadAudit, children }: { project: StaffProject; canReadAudit: boolean; children?: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const action = useStaffAction()
  const stage = findStage(project.projectTypeId, project.stageId)
  const names = useStageNames()
  const name = (stageId: string) => names.stage(project.projectTypeId, stageId)
  const date = (iso: string | null) => (iso ? formatDate(yukonInstant(iso), locale) : '—')

  return (
    <>
      <p className={styles.row}>
        <Link to="/projects/$projectId" params={{ projectId: project.projectId }}>
          <Trans>Public page</Trans>
        </Link>
        {canReadAudit && (
          <Link to="/staff/projects/$projectId/audit" params={{ projectId: project.projectId }}>
            <Trans>Audit log</Trans>
          </Link>
        )}
      </p>
      <StaffActionResult action={action} />

      <div className={styles.panels}>
        <Panel title={<Trans>Current stage</Trans>}>
          <dl className={styles.facts} data-testid="staff-current-stage">
            <dt>
              <Trans>Stage</Trans>
            </dt>
            <dd>
              {name(project.stageId)}
              {project.paused && (
                <span className={styles.badge}>
                  <Trans>Paused</Trans>
                </span>
              )}
              {project.suspended && (
                <span className={styles.badge}>
                  <Trans>Suspended</Trans>
                </span>
              )}
            </dd>
            <dt>
              <Trans>Started</Trans>
            </dt>
            <dd>{date(project.stageStartedAt)}</dd>
            <dt>
              <Trans>Deadline</Trans>
            </dt>
            <dd>
              {project.stageDeadline ? formatDateTime(new Date(project.stageDeadline), locale) : '—'}
              {project.stageExtended && (
                <span className={styles.badge}>
                  <Trans>Extended</Trans>
                </span>
              )}
            </dd>
          </dl>
        </Panel>

        {stage?.code === 'PROPOSAL_CHECK' ? (
          <ProposalAnswer project={project} action={action} />
        ) : (
          // A new stage offers other moves: the form starts afresh rather than keep the stage just entered.
          project.nextStageIds.length > 0 && <MoveForm key={project.stageId} project={project} action={action} name={name} />
        )}

        {project.underAssessment && stage?.code !== 'PROPOSAL_CHECK' && (
          <Panel title={<Trans>Timeline and status</Trans>}>
            {project.stageDeadline && <ExtendForm project={project} action={action} />}
            <div className={styles.row}>
              {!project.paused && (
                <Button
                  variant="secondary"
                  disabled={action.pending}
                  onClick={() => action.run(() => staffProjectCalls.status(project.projectId, 'pause'), t`The project is paused.`)}
                >
                  <Trans>Pause</Trans>
                </Button>
              )}
              {!project.suspended && (
                <Button
                  variant="secondary"
                  disabled={action.pending}
                  onClick={() => action.run(() => staffProjectCalls.status(project.projectId, 'suspend'), t`The project is suspended.`)}
                >
                  <Trans>Suspend</Trans>
                </Button>
              )}
              {(project.paused || project.suspended) && (
                <Button
                  variant="secondary"
                  disabled={action.pending}
                  onClick={() => action.run(() => staffProjectCalls.status(project.projectId, 'resume'), t`The project is resumed.`)}
                >
                  <Trans>Resume</Trans>
                </Button>
              )}
            </div>
            <DiscontinueButton project={project} action={action} />
          </Panel>
        )}
        {children}
      </div>

      <h2>
        <Trans>Stage history</Trans>
      </h2>
      <DataTable
        rows={[{ stageId: project.stageId, startedAt: project.stageStartedAt, endedAt: null, extended: false, current: true }, ...project.history]}
        rowKey={(h) => `${h.stageId}-${h.startedAt}`}
        testId="staff-stage-history"
        columns={[
          {
            header: <Trans>Stage</Trans>,
            cell: (h) => (
              <>
                {name(h.stageId)}
                {h.extended && (
                  <span className={styles.badge}>
                    <Trans>Extended</Trans>
                  </span>
                )}
              </>
            ),
          },
          { header: <Trans>Started</Trans>, cell: (h) => date(h.startedAt) },
          { header: <Trans>Ended</Trans>, cell: (h) => ('current' in h ? <Trans>Current</Trans> : date(h.endedAt)) },
        ]}
      />
    </>
  )
}

function MoveForm({ project, action, name }: { project: StaffProject; action: StaffAction; name: (stageId: string) => string }) {
  const { t } = useLingui()
  const [stageId, setStageId] = useState(project.nextStageIds[0] ?? '')
  const [startDate, setStartDate] = useState(() => yukonDay(new Date()))
  const [days, setDays] = useState('')
  return (
    <Panel title={<Trans>Move to the next stage</Trans>}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          const deadlineBusinessDays = days.trim() === '' ? null : Number(days)
          action.run(
            () => staffProjectCalls.move(project.projectId, { stageId, startDate, deadlineBusinessDays, fromStageId: project.stageId }),
            t`The project moved to ${name(stageId)}.`,
          )
        }}
      >
        <ChoiceSelect
          label={<Trans>Next stage</Trans>}
          value={stageId}
          onChange={setStageId}
          options={project.nextStageIds.map((id) => ({ value: id, label: name(id) }))}
        />
        <Labelled label={<Trans>Start date</Trans>}>
          <input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
        </Labelled>
        <Labelled label={<Trans>Deadline in business days (leave empty for none)</Trans>}>
          <input type="number" inputMode="numeric" min={1} max={1000} step={1} value={days} onChange={(e) => setDays(e.target.value)} />
        </Labelled>
        <Button type="submit" disabled={action.pending || !stageId}>
          <Trans>Move project</Trans>
        </Button>
      </form>
    </Panel>
  )
}

function ExtendForm({ project, action }: { project: StaffProject; action: StaffAction }) {
  const { t } = useLingui()
  const [days, setDays] = useState('')
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        action.run(() => staffProjectCalls.extend(project.projectId, Number(days)), t`The deadline is extended.`)
      }}
    >
      <label>
        <Trans>Extend the deadline by (business days)</Trans>
        <br />
        <input type="number" inputMode="numeric" min={1} max={1000} step={1} value={days} onChange={(e) => setDays(e.target.value)} required />
      </label>{' '}
      <Button type="submit" variant="secondary" disabled={action.pending}>
        <Trans>Extend</Trans>
      </Button>
    </form>
  )
}

function DiscontinueButton({ project, action }: { project: StaffProject; action: StaffAction }) {
  const { t } = useLingui()
  const [asked, setAsked] = useState(false)
  if (!asked)
    return (
      <p className={styles.row}>
        <Button variant="secondary" onClick={() => setAsked(true)}>
          <Trans>Discontinue…</Trans>
        </Button>
      </p>
    )
  return (
    <p className={styles.row} role="group" aria-label={t`Discontinue the assessment`}>
      <span>
        <Trans>The assessment ends for good and the project closes. Discontinue it?</Trans>
      </span>
      <Button
        disabled={action.pending}
        onClick={() => action.run(() => staffProjectCalls.status(project.projectId, 'discontinue'), t`The assessment is discontinued.`)}
      >
        <Trans>Yes, discontinue</Trans>
      </Button>
      <Button variant="secondary" onClick={() => setAsked(false)}>
        <Trans>Cancel</Trans>
      </Button>
    </p>
  )
}

function ProposalAnswer({ project, action }: { project: StaffProject; action: StaffAction }) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  return (
    <Panel title={<Trans>Proposal Check</Trans>}>
      <p>
        <Trans>
          Accept the proposal into Adequacy Review (it becomes public), or return it to the proponent as a draft with the reason. The proponent is told by
          e-mail.
        </Trans>
      </p>
      <Button
        disabled={action.pending}
        onClick={() => action.run(() => staffProjectCalls.accept(project.projectId), t`The proposal is accepted into Adequacy Review.`)}
      >
        <Trans>Accept into Adequacy Review</Trans>
      </Button>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          action.run(() => staffProjectCalls.returnProposal(project.projectId, reason), t`The proposal is returned to the proponent.`)
        }}
      >
        <Labelled label={<Trans>Reason for returning it</Trans>}>
          <textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={4} maxLength={4000} required />
        </Labelled>
        <Button type="submit" variant="secondary" disabled={action.pending || reason.trim() === ''}>
          <Trans>Return to proponent</Trans>
        </Button>
      </form>
    </Panel>
  )
}
