// Who runs the project and what its public page features: the lead assessor, a panel review's
// members and what the public sees of the panel, and the key documents.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ChoiceSelect } from '../../../components/staff/choice-select'
import { Panel, StaffActionResult, useStaffAction } from '../../../components/staff/staff-action'
import { staffProjectRunCalls } from '../api/staff-project-run-api'
import type { StaffProjectRun } from '../api/staff-project-run-api'
import styles from '../../../components/staff/staff.module.css'

type PanelState = NonNullable<StaffProjectRun['panel']>
type Flag = Exclude<keyof PanelState, 'members'>

export function LeadAssessorPanel({ projectId, run }: { projectId: string; run: StaffProjectRun }) {
  const { t } = useLingui()
  const action = useStaffAction()
  const [userId, setUserId] = useState(run.leadAssessorId ?? '')
  return (
    <Panel title={<Trans>Lead assessor</Trans>}>
      <StaffActionResult action={action} />
      <form
        onSubmit={(e) => {
          e.preventDefault()
          action.run(() => staffProjectRunCalls.leadAssessor(projectId, userId), t`The lead assessor is assigned.`)
        }}
      >
        <ChoiceSelect
          label={<Trans>Lead assessor</Trans>}
          value={userId}
          onChange={setUserId}
          placeholder={t`Choose a staff member`}
          options={run.assessors.map((a) => ({ value: a.userId, label: a.name }))}
        />
        <Button type="submit" disabled={action.pending || !userId || userId === run.leadAssessorId}>
          <Trans>Assign</Trans>
        </Button>
      </form>
    </Panel>
  )
}

export function PanelMembersPanel({ projectId, panel }: { projectId: string; panel: PanelState }) {
  const { t } = useLingui()
  const action = useStaffAction()
  const [members, setMembers] = useState(panel.members.length > 0 ? panel.members : [{ name: '', title: '' }])
  const [flags, setFlags] = useState<Record<Flag, boolean>>({
    showPanelMembers: panel.showPanelMembers,
    showHearingsTab: panel.showHearingsTab,
    showIntervenorsTab: panel.showIntervenorsTab,
    showApplyToBeIntervenor: panel.showApplyToBeIntervenor,
  })
  const flagLabels: Record<Flag, string> = {
    showPanelMembers: t`Show the panel members`,
    showHearingsTab: t`Show the Hearings tab`,
    showIntervenorsTab: t`Show the Intervenors tab`,
    showApplyToBeIntervenor: t`Offer Apply as an Intervenor`,
  }
  const edit = (index: number, field: 'name' | 'title', value: string) => setMembers(members.map((m, i) => (i === index ? { ...m, [field]: value } : m)))
  return (
    <Panel title={<Trans>Panel</Trans>}>
      <StaffActionResult action={action} />
      <form
        onSubmit={(e) => {
          e.preventDefault()
          const named = members.filter((m) => m.name.trim() !== '' || m.title.trim() !== '')
          action.run(() => staffProjectRunCalls.panel(projectId, { members: named, ...flags }), t`The panel is saved.`)
        }}
      >
        <ol>
          {members.map((member, index) => (
            <li key={index}>
              <label>
                <Trans>Name</Trans>
                <br />
                <input value={member.name} maxLength={200} onChange={(e) => edit(index, 'name', e.target.value)} />
              </label>{' '}
              <label>
                <Trans>Title</Trans>
                <br />
                <input value={member.title} maxLength={200} onChange={(e) => edit(index, 'title', e.target.value)} />
              </label>
            </li>
          ))}
        </ol>
        <Button variant="secondary" disabled={members.length >= 20} onClick={() => setMembers([...members, { name: '', title: '' }])}>
          <Trans>Add a member</Trans>
        </Button>
        <fieldset>
          <legend>
            <Trans>On the public page</Trans>
          </legend>
          {(Object.keys(flagLabels) as Flag[]).map((flag) => (
            <label key={flag} className={styles.row}>
              <input type="checkbox" checked={flags[flag]} onChange={(e) => setFlags({ ...flags, [flag]: e.target.checked })} /> {flagLabels[flag]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={action.pending}>
          <Trans>Save the panel</Trans>
        </Button>
      </form>
    </Panel>
  )
}

export function KeyDocumentsPanel({ projectId, documents }: { projectId: string; documents: StaffProjectRun['documents'] }) {
  const { t } = useLingui()
  const action = useStaffAction()
  return (
    <Panel title={<Trans>Key documents</Trans>}>
      <StaffActionResult action={action} />
      {documents.length === 0 ? (
        <p>
          <Trans>The project has no public documents yet.</Trans>
        </p>
      ) : (
        <ul className={styles.plainList}>
          {documents.map((d) => {
            const name = [d.documentNumber, d.description].filter(Boolean).join(' · ')
            return (
              <li key={d.documentId}>
                <label>
                  <input
                    type="checkbox"
                    checked={d.keyDocument}
                    disabled={action.pending}
                    onChange={(e) => {
                      // Read now: the box shows the saved value again before the call goes out.
                      const keyDocument = e.target.checked
                      action.run(
                        () => staffProjectRunCalls.keyDocument(projectId, d.documentId, keyDocument),
                        keyDocument ? t`${name} is a key document.` : t`${name} is no longer a key document.`,
                      )
                    }}
                  />{' '}
                  {name}
                </label>
              </li>
            )
          })}
        </ul>
      )}
    </Panel>
  )
}
