// The rows every demo project has, however large the set: the project itself, its points (and
// shapes for some), districts, sectors, drainages, triggers, organizations, stage history,
// panel members, and the timings statistics are computed from.
import * as t from '../db/schema/index.ts'
import { districtId, sectorId } from './catalog.ts'
import { demoProposalClaims } from './proposals.ts'
import type { ProjectPlan } from './project-plan.ts'
import type { RowSink } from './rows.ts'
import { DAY, workday } from './timeline.ts'
import { formatDate } from '../../shared/domain/dates.ts'
import { FIRST_NAMES, LAST_NAMES, PANEL_TITLES } from './words.ts'

const ewktPoint = (p: { latitude: number; longitude: number }) => `SRID=4326;POINT(${p.longitude} ${p.latitude})`
const round5 = (n: number) => Math.round(n * 100_000) / 100_000

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** When the project last changed: its current stage's start, or when it was created. */
export function lastUpdated(p: ProjectPlan): number {
  return Math.max(p.currentStart ?? p.createdAt, p.createdAt)
}

function panelDisplay(p: ProjectPlan) {
  if (p.typeKey !== 'panel') return undefined
  const featured = p.special?.kind === 'stage' && p.special.featured !== undefined
  const reached = (code: string) => p.spans.some((s) => s.stage.code === code)
  return {
    showHearingsTab: featured || reached('PUBLIC_HEARINGS'),
    showIntervenorsTab: featured || reached('PUBLIC_HEARINGS'),
    showApplyToBeIntervenor: featured && p.intervenorDeadline !== null && p.current.code !== 'PUBLIC_HEARINGS',
    showPanelMembers: featured || reached('PANEL_REVIEW_START'),
  }
}

function pseInfo(p: ProjectPlan): string | null {
  const description = p.spans.find((s) => s.stage.code === 'PROJECT_DESCRIPTION_SUBMISSION')
  if (!description) return null
  const guideline = p.spans.find((s) => s.stage.code === 'GUIDELINE_ISSUED')
  return `This project took part in pre-submission engagement: the project description was submitted on ${formatDate(new Date(description.start))}${
    guideline ? ` and the project proposal guideline was issued on ${formatDate(new Date(guideline.start))}` : ''
  }.`
}

export function addCoreRows(sink: RowSink, p: ProjectPlan, today: number): void {
  const rng = p.rng.fork('core')
  const created = new Date(p.createdAt)
  const updated = new Date(lastUpdated(p))
  const seekingViews = p.current.code === 'SEEKING_VIEWS' || p.current.code === 'ADDITIONAL_SEEKING_VIEWS'
  const display = panelDisplay(p)
  sink.add(t.projects, {
    id: p.id,
    projectNumber: p.number,
    projectTypeId: p.type,
    title: p.text.title,
    proponentName: p.text.proponentName,
    summary: p.text.summary,
    activities: p.text.activities,
    pseInfo: pseInfo(p),
    stageId: p.current.stageId,
    stageStartedAt: p.currentStart === null ? null : new Date(p.currentStart),
    stageDeadline: p.deadline === null ? null : new Date(p.deadline),
    stageExtended: p.spans.length > 0 && p.spans[p.spans.length - 1]!.extended && p.deadline !== null,
    year: p.year,
    isHistoric: p.isHistoric,
    paused: p.paused,
    suspended: p.suspended,
    newerProjectId: p.newerProjectId,
    oldProjectId: p.oldProjectId,
    outcomeId: p.outcomeId,
    decisionId: p.decisionId,
    recommendationOutcomeId: p.recommendationOutcomeId,
    openForComments: p.openForComments && !p.paused && !p.suspended,
    openForParticipantComments: p.openForParticipantComments,
    seekingViewsDeadline: seekingViews && p.deadline !== null ? new Date(p.deadline) : null,
    intervenorDeadline: p.intervenorDeadline === null ? null : new Date(p.intervenorDeadline),
    leadAssessorId: p.leadAssessorId,
    showEmailsTab: p.showEmailsTab,
    showDecisionBodies: p.typeKey !== 'panel' || p.spans.some((s) => s.stage.code === 'PANEL_REPORT_SENT'),
    ...(display ? { panelDisplay: display } : {}),
    authorizationDocUploaded: p.authorizationDocUploaded,
    submittedAt: p.submittedAt === null ? null : new Date(p.submittedAt),
    createdById: p.proponentUserId,
    source: 'demo',
    createdAt: created,
    updatedAt: updated,
  })

  p.points.forEach((point, position) => {
    sink.add(t.projectLocations, { id: rng.uuid(), projectId: p.id, position, latitude: point.latitude, longitude: point.longitude, geom: ewktPoint(point) })
  })
  if (p.badPoint) {
    // An old record whose longitude lost its sign: listed, never mapped.
    const point = p.points[0]!
    sink.add(t.projectLocations, {
      id: rng.uuid(),
      projectId: p.id,
      position: p.points.length,
      latitude: point.latitude,
      longitude: -point.longitude,
      geom: null,
      invalidReason: 'Coordinates outside Yukon',
    })
  }
  if (p.heavy && (p.sectors[0] === 'placer' || p.sectors[0] === 'quartz') && rng.chance(0.5)) {
    // Claim blocks drawn as polygons around the main point; a placer project's are claims its
    // proposal names, as the demo claims layer draws them.
    const centre = p.points[0]!
    const claims = p.sectors[0] === 'placer' ? demoProposalClaims(p) : []
    const blocks = Math.min(rng.int(1, 3), claims.length || 3)
    for (let b = 0; b < blocks; b++) {
      const lat = round5(centre.latitude + (b - 1) * 0.006)
      const dLat = round5(0.002 + rng.next() * 0.004)
      const dLon = round5(0.004 + rng.next() * 0.008)
      const ring = [
        [centre.longitude - dLon, lat - dLat],
        [centre.longitude + dLon, lat - dLat],
        [centre.longitude + dLon, lat + dLat],
        [centre.longitude - dLon, lat + dLat],
        [centre.longitude - dLon, lat - dLat],
      ].map(([x, y]) => `${round5(x!)} ${round5(y!)}`)
      const id = rng.uuid()
      // Drawn for every block, so that the project's later draws stay as they were.
      const number = p.sectors[0] === 'placer' ? `P ${rng.int(10000, 59999)}` : `YD${rng.int(10000, 99999)}`
      const claim = claims[b]
      sink.add(t.projectShapes, {
        id,
        projectId: p.id,
        position: b,
        locationType: 'polygon',
        builtFrom: p.sectors[0] === 'placer' ? 'claim' : 'manual',
        claimNumber: claim?.name ?? number,
        geom: `SRID=4326;POLYGON((${(claim ? (claim.geometry.coordinates as number[][][])[0]!.map(([x, y]) => `${x} ${y}`) : ring).join(', ')}))`,
      })
    }
  } else if (p.heavy && p.points.length > 1 && p.sectors[0] !== 'placer') {
    sink.add(t.projectShapes, {
      id: rng.uuid(),
      projectId: p.id,
      position: 0,
      locationType: 'line',
      builtFrom: 'manual',
      geom: `SRID=4326;LINESTRING(${p.points.map((x) => `${x.longitude} ${x.latitude}`).join(', ')})`,
    })
  }

  for (const d of p.districts) sink.add(t.projectDistricts, { projectId: p.id, refId: districtId(d) })
  for (const s of p.sectors) sink.add(t.projectSectors, { projectId: p.id, refId: sectorId(s) })
  for (const d of p.drainageIds) sink.add(t.projectDrainages, { projectId: p.id, refId: d })
  for (const tr of p.triggerIds) sink.add(t.projectTriggers, { projectId: p.id, refId: tr })
  const org = (organizationId: string, role: (typeof t.PROJECT_ORGANIZATION_ROLES)[number]) =>
    sink.add(t.projectOrganizations, { projectId: p.id, organizationId, role })
  for (const id of p.firstNationIds) org(id, 'first-nation')
  for (const id of new Set(p.decisionBodyIds)) org(id, 'decision-body')
  for (const id of new Set(p.planningCommissionIds)) org(id, 'planning-commission')
  for (const id of p.boardIds) org(id, 'ufa-board')

  for (const span of p.spans.slice(0, -1)) {
    sink.add(t.stageHistory, {
      id: rng.uuid(),
      projectId: p.id,
      stageId: span.stage.stageId,
      startedAt: new Date(span.start),
      endedAt: new Date(span.end!),
      extended: span.extended,
    })
  }

  if (p.typeKey === 'panel' && p.spans.some((s) => s.stage.order >= 9)) {
    const count = p.special?.kind === 'stage' && p.special.featured ? 5 : 3
    for (let i = 0; i < count; i++) {
      sink.add(t.panelMembers, {
        id: rng.uuid(),
        projectId: p.id,
        name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
        title: PANEL_TITLES[i]!,
        position: i,
      })
    }
  }

  addTimings(sink, p, today)
}

/**
 * Statistics inputs of an evaluation: days on the provider's side and on the proponent's
 * (information requests), when adequacy ended and when an assessor was assigned.
 */
function addTimings(sink: RowSink, p: ProjectPlan, today: number): void {
  if (p.typeKey !== 'evaluation' || p.isHistoric) return
  const seeking = p.spans.find((s) => s.stage.code === 'SEEKING_VIEWS')
  if (!seeking) return
  const rng = p.rng.fork('timings')
  const adequacyCompletedAt = seeking.start
  const assessorAssignedAt = workday(adequacyCompletedAt + rng.int(0, 12) * DAY)
  const decided = p.spans.find((s) => s.stage.code === 'DECISION_DOCUMENT_ISSUED')
  const recommended = p.spans.find((s) => s.stage.code === 'RECOMMENDATION_SENT')
  let providerDays: number | null = null
  let proponentDays: number | null = null
  if (recommended) {
    providerDays = 0
    proponentDays = 0
    for (const s of p.spans) {
      if (s.stage.order >= recommended.stage.order || s.end === null) break
      const days = Math.round((s.end - s.start) / DAY)
      if (s.stage.code.endsWith('INFORMATION_REQUEST')) proponentDays += days
      else providerDays += days
    }
  }
  sink.add(t.assessmentTimings, {
    projectId: p.id,
    providerDays,
    proponentDays,
    adequacyCompletedAt: new Date(adequacyCompletedAt),
    assessorAssignedAt: new Date(Math.max(adequacyCompletedAt, Math.min(assessorAssignedAt, seeking.end ?? today, today))),
    completedOn: decided ? isoDate(decided.start) : null,
  })
}
