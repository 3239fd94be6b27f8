// The end of the assessment: its outcome (section 56(1) a–d) while the recommendation is prepared or
// sent, and a decision body's decision from the decision document it uploaded, which publishes that
// document and moves the project to Decision Document Issued.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ChoiceSelect } from '../../../components/staff/choice-select'
import { Panel, StaffActionResult, useStaffAction } from '../../../components/staff/staff-action'
import { useFormatDateTime } from '../../../lib/i18n'
import { referenceQueries } from '../../../lib/reference-data'
import { staffProjectRunCalls } from '../api/staff-project-run-api'
import type { StaffProjectRun } from '../api/staff-project-run-api'

export function OutcomeDecisionPanel({ projectId, run }: { projectId: string; run: StaffProjectRun }) {
  const { t, i18n } = useLingui()
  const action = useStaffAction()
  const formatDateTime = useFormatDateTime()
  const domain = useQuery(referenceQueries.domain()).data
  const named = (x: { name: string; nameFr: string | null }) => (i18n.locale === 'fr' ? x.nameFr : null) ?? x.name
  // Section 56(1)'s four outcomes; Withdrawn is no outcome of an assessment.
  const outcomes = (domain?.assessmentOutcomes ?? []).filter((o) => o.name.startsWith('56.1'))
  const [outcomeId, setOutcomeId] = useState(run.outcomeId ?? '')
  const [picked, setPicked] = useState('')
  // A document uploaded after the page opened shows up at the next reading: the newest is offered until one is picked.
  const documentId = run.decisionDocuments.some((d) => d.documentId === picked) ? picked : (run.decisionDocuments[0]?.documentId ?? '')
  const [decisionId, setDecisionId] = useState(run.decisionId ?? '')
  // The decision ends what this panel does; it stays for its confirmation until the page is left.
  if (!run.takesOutcome && !run.takesDecision && !action.done) return null
  return (
    <Panel title={<Trans>Outcome and decision</Trans>}>
      <StaffActionResult action={action} />
      {run.takesOutcome && (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            action.run(() => staffProjectRunCalls.outcome(projectId, outcomeId), t`The assessment outcome is recorded.`)
          }}
        >
          <ChoiceSelect
            label={<Trans>Assessment outcome</Trans>}
            value={outcomeId}
            onChange={setOutcomeId}
            placeholder={t`Choose the outcome`}
            options={outcomes.map((o) => ({ value: o.assessmentOutcomeId, label: named(o) }))}
          />
          <Button type="submit" disabled={action.pending || !outcomeId || outcomeId === run.outcomeId}>
            <Trans>Record the outcome</Trans>
          </Button>
        </form>
      )}
      {run.takesDecision &&
        (run.decisionDocuments.length === 0 ? (
          <p>
            <Trans>No decision body has uploaded its decision document yet.</Trans>
          </p>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault()
              action.run(
                () => staffProjectRunCalls.decision(projectId, { documentId, decisionId }),
                t`The decision is recorded and the decision document issued.`,
              )
            }}
          >
            <ChoiceSelect
              label={<Trans>Decision document</Trans>}
              value={documentId}
              onChange={setPicked}
              options={run.decisionDocuments.map((d) => ({ value: d.documentId, label: `${d.fileName} · ${formatDateTime(d.uploadedAt)}` }))}
            />
            <ChoiceSelect
              label={<Trans>Decision</Trans>}
              value={decisionId}
              onChange={setDecisionId}
              placeholder={t`Choose the decision`}
              options={(domain?.decisions ?? []).map((d) => ({ value: d.decisionId, label: named(d) }))}
            />
            <Button type="submit" disabled={action.pending || !documentId || !decisionId}>
              <Trans>Issue the decision document</Trans>
            </Button>
          </form>
        ))}
    </Panel>
  )
}
