// What an import of the registry export did: counts, rejected records, invalid coordinates by
// reason with examples, unknown stages, and the reference records it had to create. Built while
// importing (SummaryCollector), printed by the CLI (formatImportSummary), stored in the audit log.
import type { InvalidCoordinateReason } from './coordinates.ts'
import type { ExportShape, NormalizedProject, Rejection } from './normalize-record.ts'

const EXAMPLES = 5

export interface CoordinateExample {
  projectNumber: string
  latitude: number | null
  longitude: number | null
}

export interface UnknownStageCount {
  projectTypeId: string
  stageId: string
  name: string | null
  where: 'current' | 'history'
  count: number
  /** Project numbers. */
  examples: string[]
}

export interface CreatedReference {
  kind: string
  id: string
  name: string
}

export interface UnresolvedReference {
  kind: string
  value: string
  count: number
}

export interface ImportSummary {
  records: number
  shapes: Record<ExportShape, number>
  created: number
  /** Projects that were already there (linked rows replaced). */
  updated: number
  /** Of the updated, those whose own row the export left as it was. */
  unchanged: number
  rejected: Rejection[]
  invalidCoordinates: Partial<Record<InvalidCoordinateReason, { count: number; examples: CoordinateExample[] }>>
  projectsWithInvalidCoordinates: number
  projectsWithoutLocation: number
  historicProjects: number
  unknownStages: UnknownStageCount[]
  droppedHistoryEntries: number
  organizationsCreated: CreatedReference[]
  /** Districts, sectors, outcomes and decisions the export named that were not known. */
  referencesCreated: CreatedReference[]
  /** References given by an id that matches nothing and no name to create them from. */
  unresolvedReferences: UnresolvedReference[]
  /** The day `daysRemaining` counts from, when the export gives any. */
  deadlinesAsOf: string | null
  elapsedMs: number
}

export class SummaryCollector {
  readonly summary: ImportSummary = {
    records: 0,
    shapes: { legacy: 0, v1: 0 },
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: [],
    invalidCoordinates: {},
    projectsWithInvalidCoordinates: 0,
    projectsWithoutLocation: 0,
    historicProjects: 0,
    unknownStages: [],
    droppedHistoryEntries: 0,
    organizationsCreated: [],
    referencesCreated: [],
    unresolvedReferences: [],
    deadlinesAsOf: null,
    elapsedMs: 0,
  }
  private readonly stages = new Map<string, UnknownStageCount>()
  private readonly unresolved = new Map<string, UnresolvedReference>()

  reject(rejection: Rejection): void {
    this.summary.rejected.push(rejection)
  }

  /** Records what normalizing found in a project once it is written. */
  accept(project: NormalizedProject): void {
    const s = this.summary
    s.shapes[project.shape] += 1
    if (project.locations.length === 0) s.projectsWithoutLocation += 1
    if (project.isHistoric) s.historicProjects += 1
    s.droppedHistoryEntries += project.droppedHistoryEntries
    let invalid = false
    for (const l of project.locations) {
      if (!l.invalidReason) continue
      invalid = true
      const entry = (s.invalidCoordinates[l.invalidReason] ??= { count: 0, examples: [] })
      entry.count += 1
      if (entry.examples.length < EXAMPLES) entry.examples.push({ projectNumber: project.projectNumber, latitude: l.latitude, longitude: l.longitude })
    }
    if (invalid) s.projectsWithInvalidCoordinates += 1
    for (const u of project.unknownStages) {
      const key = `${project.projectTypeId}/${u.stageId}/${u.where}`
      let entry = this.stages.get(key)
      if (!entry) {
        entry = { projectTypeId: project.projectTypeId, stageId: u.stageId, name: u.name, where: u.where, count: 0, examples: [] }
        this.stages.set(key, entry)
        s.unknownStages.push(entry)
      }
      entry.count += 1
      if (entry.examples.length < EXAMPLES && !entry.examples.includes(project.projectNumber)) entry.examples.push(project.projectNumber)
    }
  }

  unresolvedReference(kind: string, value: string): void {
    const key = `${kind}/${value}`
    const entry = this.unresolved.get(key)
    if (entry) entry.count += 1
    else {
      const created = { kind, value, count: 1 }
      this.unresolved.set(key, created)
      this.summary.unresolvedReferences.push(created)
    }
  }
}

const coordinate = (e: CoordinateExample) => `${e.projectNumber} (${e.latitude ?? '–'}, ${e.longitude ?? '–'})`

/** The summary as lines of text for the command line. */
export function formatImportSummary(s: ImportSummary): string[] {
  const lines: string[] = []
  const written = s.created + s.updated
  lines.push(`Import finished in ${(s.elapsedMs / 1000).toFixed(1)} s: ${s.records} records read (${s.shapes.legacy} legacy shape, ${s.shapes.v1} v1 shape).`)
  lines.push(`Projects: ${s.created} created, ${s.updated} updated${s.unchanged ? ` (${s.unchanged} of them unchanged)` : ''}, ${s.rejected.length} rejected.`)
  if (written > 0) lines.push(`  ${s.historicProjects} historic (no stage history), ${s.projectsWithoutLocation} without a location.`)
  if (s.rejected.length > 0) {
    lines.push('Rejected records:')
    const byReason = new Map<string, Rejection[]>()
    for (const r of s.rejected) byReason.set(r.reason, [...(byReason.get(r.reason) ?? []), r])
    for (const [reason, list] of byReason) {
      const examples = list.slice(0, EXAMPLES).map((r) => `#${r.index}${r.projectNumber ? ` ${r.projectNumber}` : ''}${r.detail ? ` (${r.detail})` : ''}`)
      lines.push(`  ${reason}: ${list.length} — ${examples.join(', ')}${list.length > EXAMPLES ? ', …' : ''}`)
    }
  }
  const reasons = Object.entries(s.invalidCoordinates)
  if (reasons.length > 0) {
    const points = reasons.reduce((n, [, r]) => n + r.count, 0)
    lines.push(`Invalid coordinates: ${points} points in ${s.projectsWithInvalidCoordinates} projects (kept without geometry):`)
    for (const [reason, r] of reasons)
      lines.push(`  ${reason}: ${r.count} — ${r.examples.map(coordinate).join(', ')}${r.count > r.examples.length ? ', …' : ''}`)
  }
  if (s.unknownStages.length > 0) {
    lines.push('Unknown stages (projects imported with the stage id as given):')
    for (const u of s.unknownStages)
      lines.push(`  ${u.where} ${u.stageId}${u.name ? ` "${u.name}"` : ''} (type ${u.projectTypeId}): ${u.count} — ${u.examples.join(', ')}`)
  }
  if (s.droppedHistoryEntries > 0) lines.push(`Stage history entries skipped (no stage id or start date): ${s.droppedHistoryEntries}`)
  lines.push(`Organizations created: ${s.organizationsCreated.length}${s.organizationsCreated.length ? '' : '.'}`)
  for (const o of s.organizationsCreated) lines.push(`  ${o.kind}: ${o.name}`)
  if (s.referencesCreated.length > 0) {
    lines.push(`Other reference records created: ${s.referencesCreated.length}`)
    for (const r of s.referencesCreated) lines.push(`  ${r.kind}: ${r.name} (${r.id})`)
  }
  if (s.unresolvedReferences.length > 0) {
    lines.push('References that match nothing (links skipped):')
    for (const u of s.unresolvedReferences) lines.push(`  ${u.kind} ${u.value}: ${u.count}`)
  }
  if (s.deadlinesAsOf) lines.push(`Stage deadlines counted from ${s.deadlinesAsOf} (daysRemaining in the export).`)
  return lines
}
