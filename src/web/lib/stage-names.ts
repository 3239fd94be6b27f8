// Names of stages, stage groups and project types in the interface language.
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { findStage, PROJECT_TYPE, PROJECT_TYPES, stagesOfType } from '../../shared/domain/stages'
import type { ProjectTypeId, StageGroup } from '../../shared/domain/stages'

const GROUP_LABELS: Record<StageGroup, MessageDescriptor> = {
  'proposal-submission': msg`Proposal Submission`,
  'pre-submission-engagement': msg`Pre-submission Engagement`,
  adequacy: msg`Adequacy`,
  evaluation: msg`Evaluation`,
  recommendation: msg`Recommendation`,
  decision: msg`Decision`,
  'panel-review': msg`Panel Review`,
  reconsideration: msg`Reconsideration`,
  discontinued: msg`Discontinued`,
  deleted: msg`Deleted`,
}
// The search filter and the map legend name groups for every project type at once.
const COMBINED_LABELS: Partial<Record<StageGroup, MessageDescriptor>> = {
  evaluation: msg`Evaluation / Screening`,
  recommendation: msg`Recommendation / Report`,
  decision: msg`Decision Document Issued`,
}
// Screening names two groups after its own steps.
const SCREENING_LABELS: Partial<Record<StageGroup, MessageDescriptor>> = { evaluation: msg`Screening`, recommendation: msg`Report` }

export function useStageNames() {
  const { i18n } = useLingui()
  const fr = i18n.locale === 'fr'
  return {
    stage: (projectTypeId: string, stageId: string) => {
      const stage = findStage(projectTypeId, stageId)
      return stage ? (fr ? stage.nameFr : stage.name) : ''
    },
    /** A group's name for a project of a type, or for all types (search filter, legend). */
    group: (group: StageGroup, projectTypeId?: string) =>
      i18n._(
        (projectTypeId === undefined ? COMBINED_LABELS[group] : projectTypeId === PROJECT_TYPE.screening ? SCREENING_LABELS[group] : undefined) ??
          GROUP_LABELS[group],
      ),
    type: (projectTypeId: string) => {
      const type = PROJECT_TYPES.find((t) => t.projectTypeId === projectTypeId)
      return type ? (fr ? type.nameFr : type.name) : ''
    },
  }
}

/** The groups a project of this type moves through, in order, for its progress. */
export function progressGroups(projectTypeId: ProjectTypeId): StageGroup[] {
  const skipped: StageGroup[] = ['proposal-submission', 'discontinued', 'deleted', 'reconsideration']
  return [...new Set(stagesOfType(projectTypeId).map((s) => s.stageGrouping))].filter((g) => !skipped.includes(g))
}
