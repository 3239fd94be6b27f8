// The panels of running a project's public process, beside the stage panels of the project's staff page.
import { useSuspenseQuery } from '@tanstack/react-query'
import { staffProjectRunQueries } from '../api/staff-project-run-api'
import { CommentPeriodPanel } from './comment-period-panel'
import { OutcomeDecisionPanel } from './outcome-decision-panel'
import { KeyDocumentsPanel, LeadAssessorPanel, PanelMembersPanel } from './project-team-panel'

export function ProjectRunPanels({ staffUserId, projectId }: { staffUserId: string; projectId: string }) {
  const { data: run } = useSuspenseQuery(staffProjectRunQueries.run(staffUserId, projectId))
  return (
    <>
      <CommentPeriodPanel projectId={projectId} run={run} />
      <LeadAssessorPanel projectId={projectId} run={run} />
      {run.panel && <PanelMembersPanel projectId={projectId} panel={run.panel} />}
      <KeyDocumentsPanel projectId={projectId} documents={run.documents} />
      <OutcomeDecisionPanel projectId={projectId} run={run} />
    </>
  )
}
