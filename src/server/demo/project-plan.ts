// What a planned demo project is (ProjectPlan: its type, stages, place, subject and links, before
// any row is written) and the fixed list of "special" projects that come first. Apart from the
// planning (projects.ts) because every other part of the demo reads a plan.
import { PROJECT_TYPE, stagesOfType } from '../../shared/domain/stages.ts'
import type { ProjectTypeId, Stage } from '../../shared/domain/stages.ts'
import type { DistrictKey, SectorKey } from './catalog.ts'
import type { Area } from './geography.ts'
import type { Random } from './random.ts'
import type { ProjectText } from './text.ts'
import type { Span } from './timeline.ts'

export type TypeKey = 'evaluation' | 'screening' | 'panel'
export const TYPE_IDS: Record<TypeKey, ProjectTypeId> = {
  evaluation: PROJECT_TYPE.evaluation,
  screening: PROJECT_TYPE.screening,
  panel: PROJECT_TYPE.panelReview,
}

export type Special =
  | { kind: 'draft'; form: 'general' | 'placer' | 'upload' }
  | { kind: 'panel-draft' }
  | { kind: 'stage'; type: TypeKey; code: string; featured?: 'hearings' | 'before-hearings' }

export interface ProjectPlan {
  index: number
  id: string
  rng: Random
  typeKey: TypeKey
  type: ProjectTypeId
  special: Special | null
  /** Stages left and the current one (last); empty for drafts and historic records. */
  spans: Span[]
  current: Stage
  currentStart: number | null
  deadline: number | null
  createdAt: number
  submittedAt: number | null
  year: number
  number: string | null
  area: Area
  districts: DistrictKey[]
  sectors: SectorKey[]
  points: { latitude: number; longitude: number }[]
  /** A location kept off the map because its coordinates are impossible (old records). */
  badPoint: boolean
  text: ProjectText
  isHistoric: boolean
  paused: boolean
  suspended: boolean
  outcomeId: string | null
  decisionId: string | null
  recommendationOutcomeId: string | null
  firstNationIds: string[]
  decisionBodyIds: string[]
  planningCommissionIds: string[]
  boardIds: string[]
  drainageIds: string[]
  triggerIds: string[]
  leadAssessorId: string | null
  openForComments: boolean
  openForParticipantComments: boolean
  showEmailsTab: boolean
  intervenorDeadline: number | null
  oldProjectId: string | null
  newerProjectId: string | null
  /** Projects that get documents, comments, requests and the rest (a bounded number). */
  heavy: boolean
  /** Filled in when accounts are given roles. */
  proponentUserId: string | null
  isAgent: boolean
  authorizationDocUploaded: boolean
  /** A proposal form kept with the project (drafts, and some submitted through the app). */
  form: 'general' | 'placer' | 'upload' | null
  language: 'en' | 'fr'
}

/** The special projects, in the order they are kept when the set is small. */
export function specialProjects(): Special[] {
  const stages = (type: TypeKey) => stagesOfType(TYPE_IDS[type]).filter((s) => s.code !== 'DRAFT')
  const panel = stages('panel').filter((s) => s.code !== 'PUBLIC_HEARINGS' && s.code !== 'COMMENT_BEFORE_HEARINGS')
  return [
    { kind: 'draft', form: 'general' },
    { kind: 'draft', form: 'placer' },
    { kind: 'draft', form: 'upload' },
    ...stages('evaluation').map((s): Special => ({ kind: 'stage', type: 'evaluation', code: s.code })),
    { kind: 'stage', type: 'panel', code: 'PUBLIC_HEARINGS', featured: 'hearings' },
    { kind: 'stage', type: 'panel', code: 'COMMENT_BEFORE_HEARINGS', featured: 'before-hearings' },
    ...stages('screening').map((s): Special => ({ kind: 'stage', type: 'screening', code: s.code })),
    ...panel.map((s): Special => ({ kind: 'stage', type: 'panel', code: s.code })),
    { kind: 'panel-draft' },
  ]
}

export function specialLabel(s: Special | null): string {
  if (!s) return 'natural'
  if (s.kind === 'draft') return `draft:${s.form}`
  if (s.kind === 'panel-draft') return 'panel-draft'
  return `${s.type}:${s.code}${s.featured ? `:${s.featured}` : ''}`
}
