// A stage's name in the interface language.
import { findStage } from '../../../../shared/domain/stages'

export function stageLabel(projectTypeId: string, stageId: string, locale: string): string {
  const stage = findStage(projectTypeId, stageId)
  if (!stage) return stageId
  return locale === 'fr' ? stage.nameFr : stage.name
}
