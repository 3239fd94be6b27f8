// Turns one project record of the registry's public integration export into the shape the
// importer writes, or says why it cannot be imported. Pure. Accepts, per record, the legacy shape
// (title, proponentName, stage, stageHistory, names for organizations) and the current v1 shape
// (projectTitle, projectProponent, projectStage, projectStageHistory, {id, name} lists), and
// tolerates the variations seen in the real export (id | stageId | assessmentDistrictId keys,
// missing scope keys, epoch-ms or ISO dates, padded names).
import { PROJECT_TYPES, findStage, isProjectTypeId } from '../../../shared/domain/stages.ts'
import type { ProjectTypeId, Stage } from '../../../shared/domain/stages.ts'
import { checkCoordinate } from './coordinates.ts'
import type { InvalidCoordinateReason } from './coordinates.ts'

export type ExportShape = 'legacy' | 'v1'

/** A reference as the export gives it: an id, a name, or both. */
export interface RefInput {
  id: string | null
  name: string | null
}

export const ORGANIZATION_ROLES = ['first-nation', 'decision-body', 'planning-commission', 'ufa-board'] as const
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number]

export interface NormalizedStage {
  stageId: string
  name: string | null
  extended: boolean
  /** v1 `daysRemaining`: the deadline as days after the export was taken. */
  daysRemaining: number | null
}

export interface NormalizedHistoryEntry {
  stageId: string
  name: string | null
  startedAt: Date
  endedAt: Date | null
  extended: boolean
}

export interface NormalizedLocation {
  position: number
  latitude: number | null
  longitude: number | null
  invalidReason: InvalidCoordinateReason | null
}

export interface UnknownStage {
  where: 'current' | 'history'
  stageId: string
  name: string | null
}

export interface NormalizedProject {
  shape: ExportShape
  id: string
  projectNumber: string
  /** The project number's year. */
  year: number
  projectTypeId: ProjectTypeId
  title: string
  proponentName: string
  summary: string
  activities: string
  stage: NormalizedStage
  /** As given (newest first in the export), repeats included. */
  history: NormalizedHistoryEntry[]
  /** Latest end (or start) in the history: when the current stage began. */
  stageStartedAt: Date | null
  /** No stage history in the export: an old project. */
  isHistoric: boolean
  /** When the proposal left Draft, or the earliest history date. */
  submittedAt: Date | null
  /** The current stage is a public comment period. */
  openForComments: boolean
  seekingViews: boolean
  districts: RefInput[]
  sectors: RefInput[]
  organizations: Record<OrganizationRole, RefInput[]>
  outcome: RefInput | null
  decision: RefInput | null
  recommendation: RefInput | null
  locations: NormalizedLocation[]
  sourceUrl: string | null
  unknownStages: UnknownStage[]
  /** History entries without a stage id or a readable start date. */
  droppedHistoryEntries: number
}

export const REJECTION_REASONS = [
  'not a project object',
  'missing project id',
  'project id is not a UUID',
  'missing project number',
  'project number has no year',
  'missing title',
  'unknown project type',
  'missing current stage',
] as const
export type RejectionReason = (typeof REJECTION_REASONS)[number]

export interface Rejection {
  /** Position of the record in the export, from 0. */
  index: number
  projectId: string | null
  projectNumber: string | null
  reason: string
  detail?: string
}

export type NormalizeResult = { ok: true; project: NormalizedProject } | { ok: false; rejection: Rejection }

type Raw = Record<string, unknown>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const V1_KEYS = ['projectTitle', 'projectProponent', 'projectStage', 'projectStageHistory', 'projectLocation']

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The first of the keys that holds something other than undefined or null. */
function pick(raw: Raw, ...keys: string[]): unknown {
  for (const key of keys) if (raw[key] !== undefined && raw[key] !== null) return raw[key]
  return undefined
}

/** Trimmed text with inner runs of white space made single; null when empty or not text. */
export function cleanName(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return null
  const text = value.replace(/\s+/g, ' ').trim()
  return text === '' ? null : text
}

function longText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

function toBoolean(value: unknown): boolean {
  return value === true || value === 'true' || value === 1
}

/** Epoch milliseconds (number or digits) or an ISO date; null when unreadable. */
export function toDate(value: unknown): Date | null {
  let date: Date | null = null
  if (typeof value === 'number') date = new Date(value)
  else if (typeof value === 'string' && value.trim() !== '') date = /^-?\d+$/.test(value.trim()) ? new Date(Number(value.trim())) : new Date(value.trim())
  if (!date || Number.isNaN(date.getTime())) return null
  const year = date.getUTCFullYear()
  return year >= 1900 && year <= 2200 ? date : null
}

function asArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (value === undefined || value === null) return []
  return [value]
}

function refOf(value: unknown, ...idKeys: string[]): RefInput | null {
  if (typeof value === 'string' || typeof value === 'number') {
    const name = cleanName(value)
    return name ? { id: null, name } : null
  }
  if (!isObject(value)) return null
  const id = cleanName(pick(value, ...idKeys, 'id'))
  const name = cleanName(pick(value, 'name', 'publicDisplayName', 'displayName'))
  return id || name ? { id, name } : null
}

function refList(value: unknown, ...idKeys: string[]): RefInput[] {
  const seen = new Set<string>()
  const refs: RefInput[] = []
  for (const item of asArray(value)) {
    const ref = refOf(item, ...idKeys)
    if (!ref) continue
    const key = `${ref.id ?? ''}|${ref.name?.toLowerCase() ?? ''}`
    if (seen.has(key)) continue
    seen.add(key)
    refs.push(ref)
  }
  return refs
}

function projectTypeOf(raw: Raw): ProjectTypeId | null {
  const type = raw.projectType
  const id = cleanName(pick(raw, 'projectTypeId') ?? (isObject(type) ? pick(type, 'id', 'projectTypeId') : type))
  if (id && isProjectTypeId(id.toLowerCase())) return id.toLowerCase() as ProjectTypeId
  const name = cleanName(pick(raw, 'projectTypeName') ?? (isObject(type) ? type.name : undefined) ?? (id && !UUID.test(id) ? id : undefined))
  const byName = name ? PROJECT_TYPES.find((t) => t.name.toLowerCase() === name.toLowerCase()) : undefined
  return byName?.projectTypeId ?? null
}

function stageOf(raw: Raw): NormalizedStage | null {
  const value = pick(raw, 'projectStage', 'stage')
  const stage: Raw = isObject(value) ? value : {}
  const stageId = cleanName(pick(stage, 'stageId', 'id') ?? (typeof value === 'string' ? value : undefined) ?? raw.stageId)
  if (!stageId) return null
  const days = pick(stage, 'daysRemaining')
  const daysRemaining = typeof days === 'number' && Number.isFinite(days) ? days : typeof days === 'string' && /^-?\d+$/.test(days.trim()) ? Number(days) : null
  return { stageId, name: cleanName(pick(stage, 'name', 'stageName')), extended: toBoolean(stage.extended), daysRemaining }
}

function historyOf(raw: Raw): { entries: NormalizedHistoryEntry[]; dropped: number } {
  const entries: NormalizedHistoryEntry[] = []
  let dropped = 0
  for (const item of asArray(pick(raw, 'projectStageHistory', 'stageHistory'))) {
    if (!isObject(item)) {
      dropped += 1
      continue
    }
    const stageId = cleanName(pick(item, 'stageId', 'id'))
    const startedAt = toDate(pick(item, 'stageStart', 'start', 'startDate', 'startedAt'))
    if (!stageId || !startedAt) {
      dropped += 1
      continue
    }
    entries.push({
      stageId,
      name: cleanName(pick(item, 'stageName', 'name')),
      startedAt,
      endedAt: toDate(pick(item, 'stageEnd', 'end', 'endDate', 'endedAt')),
      extended: toBoolean(item.extended),
    })
  }
  return { entries, dropped }
}

function locationsOf(raw: Raw): NormalizedLocation[] {
  return asArray(pick(raw, 'locations', 'projectLocation', 'projectLocations')).map((item, position) => {
    const point: Raw = isObject(item) ? item : {}
    const checked = checkCoordinate(pick(point, 'latitude', 'lat'), pick(point, 'longitude', 'lon', 'lng'))
    return { position, ...checked }
  })
}

/** Stages where the public may comment: evaluations' seeking views, every "comment period". */
export function isPublicCommentPeriod(stage: Stage | undefined): boolean {
  if (!stage) return false
  return isSeekingViews(stage) || stage.code.startsWith('COMMENT_')
}

function isSeekingViews(stage: Stage | undefined): boolean {
  return stage?.code === 'SEEKING_VIEWS' || stage?.code === 'ADDITIONAL_SEEKING_VIEWS'
}

function latest(history: NormalizedHistoryEntry[]): Date | null {
  let max: number | null = null
  for (const h of history) {
    const t = Math.max(h.startedAt.getTime(), h.endedAt?.getTime() ?? Number.NEGATIVE_INFINITY)
    if (max === null || t > max) max = t
  }
  return max === null ? null : new Date(max)
}

function submittedAtOf(projectTypeId: ProjectTypeId, history: NormalizedHistoryEntry[]): Date | null {
  const draft = history.find((h) => findStage(projectTypeId, h.stageId)?.code === 'DRAFT' && h.endedAt)
  if (draft) return draft.endedAt
  let min: number | null = null
  for (const h of history) if (min === null || h.startedAt.getTime() < min) min = h.startedAt.getTime()
  return min === null ? null : new Date(min)
}

function outcomeRefs(raw: Raw): Pick<NormalizedProject, 'outcome' | 'decision' | 'recommendation'> {
  const outcomes: Raw = isObject(raw.outcomes) ? raw.outcomes : {}
  const named = (id: unknown, name: unknown): RefInput | null => {
    const ref = { id: cleanName(id), name: cleanName(name) }
    return ref.id || ref.name ? ref : null
  }
  return {
    outcome: refOf(raw.outcome, 'assessmentOutcomeId', 'outcomeId') ?? named(outcomes.outcomeId, outcomes.outcomeName),
    decision: refOf(raw.decision, 'decisionId') ?? named(outcomes.decisionId, outcomes.decisionName),
    recommendation: refOf(raw.recommendation, 'assessmentOutcomeId', 'outcomeId'),
  }
}

export function detectShape(raw: Raw): ExportShape {
  return V1_KEYS.some((key) => key in raw) ? 'v1' : 'legacy'
}

export function normalizeRecord(value: unknown, index: number): NormalizeResult {
  if (!isObject(value)) return { ok: false, rejection: { index, projectId: null, projectNumber: null, reason: 'not a project object' } }
  const raw = value
  const rawId = cleanName(pick(raw, 'projectId', 'id'))
  const projectNumber = cleanName(raw.projectNumber)
  const reject = (reason: RejectionReason, detail?: string): NormalizeResult => ({
    ok: false,
    rejection: { index, projectId: rawId, projectNumber, reason, ...(detail !== undefined ? { detail } : {}) },
  })
  if (!rawId) return reject('missing project id')
  if (!UUID.test(rawId)) return reject('project id is not a UUID', rawId)
  if (!projectNumber) return reject('missing project number')
  const year = /^(\d{4})(?:-|$)/.exec(projectNumber)?.[1]
  if (!year) return reject('project number has no year', projectNumber)
  const title = cleanName(pick(raw, 'projectTitle', 'title'))
  if (!title) return reject('missing title')
  const projectTypeId = projectTypeOf(raw)
  if (!projectTypeId) return reject('unknown project type', cleanName(pick(raw, 'projectTypeId', 'projectTypeName')) ?? 'none given')
  const stage = stageOf(raw)
  if (!stage) return reject('missing current stage')

  const { entries: history, dropped } = historyOf(raw)
  const unknownStages: UnknownStage[] = []
  const currentStage = findStage(projectTypeId, stage.stageId)
  if (!currentStage) unknownStages.push({ where: 'current', stageId: stage.stageId, name: stage.name })
  for (const h of history) if (!findStage(projectTypeId, h.stageId)) unknownStages.push({ where: 'history', stageId: h.stageId, name: h.name })

  const scope: Raw = isObject(raw.projectScope) ? raw.projectScope : {}
  const proponent = pick(raw, 'projectProponent', 'proponentName', 'proponent')
  return {
    ok: true,
    project: {
      shape: detectShape(raw),
      id: rawId.toLowerCase(),
      projectNumber,
      year: Number(year),
      projectTypeId,
      title,
      proponentName: cleanName(isObject(proponent) ? pick(proponent, 'name', 'proponentName') : proponent) ?? '',
      summary: longText(pick(scope, 'summary') ?? raw.summary),
      activities: longText(pick(scope, 'activities') ?? raw.activities),
      stage,
      history,
      stageStartedAt: latest(history),
      isHistoric: history.length === 0,
      submittedAt: submittedAtOf(projectTypeId, history),
      openForComments: isPublicCommentPeriod(currentStage),
      seekingViews: isSeekingViews(currentStage),
      districts: refList(pick(raw, 'assessmentDistricts', 'projectAssessmentDistricts'), 'assessmentDistrictId'),
      sectors: refList(pick(raw, 'sectors', 'projectSectors'), 'sectorId'),
      organizations: {
        'first-nation': refList(pick(raw, 'indigenousGovernments', 'firstNations'), 'indigenousGovernmentId', 'firstNationId', 'organizationId'),
        'decision-body': refList(raw.decisionBodies, 'decisionBodyId', 'organizationId'),
        'planning-commission': refList(raw.planningCommissions, 'planningCommissionId', 'organizationId'),
        'ufa-board': refList(raw.ufaBoards, 'ufaBoardId', 'organizationId'),
      },
      ...outcomeRefs(raw),
      locations: locationsOf(raw),
      sourceUrl: cleanName(pick(raw, 'projectURL', 'projectUrl', 'url')),
      unknownStages,
      droppedHistoryEntries: dropped,
    },
  }
}
