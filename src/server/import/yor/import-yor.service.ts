// Imports the registry's public integration export into the database in two reads of it, so that
// memory stays flat in the export's size: the first normalizes every record for what the whole
// export decides (which records are written, the date deadlines count from, the reference records
// it names but the registry lacks, created then); the second upserts the projects in batches (one
// transaction each: the projects, their linked rows replaced, an audit entry per project, each
// table in one statement of JSON rows), and one audit entry ends the run. Bad records are reported,
// never fatal: a batch that fails is retried project by project so one bad row cannot take its
// neighbours down.
import { and, inArray, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/client.ts'
import { jsonRows } from '../../db/json-rows.ts'
import * as t from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import type { AuditEntry } from '../../lib/audit.ts'
import { SummaryCollector } from './import-summary.ts'
import type { ImportSummary } from './import-summary.ts'
import { normalizeRecord } from './normalize-record.ts'
import type { NormalizedProject, Rejection } from './normalize-record.ts'
import { linkedRows, projectRow } from './project-rows.ts'
import type { LinkedRows } from './project-rows.ts'
import { planReferences } from './resolve-references.ts'
import type { ReferenceResolver } from './resolve-references.ts'
import { refreshReportFacts } from '../../modules/project-reports/project-reports.service.ts'

export const IMPORT_ACTOR = 'system:import-yor'

export interface ImportProgress {
  /** Projects written or rejected so far, of those that passed normalization. */
  done: number
  total: number
}

export interface ImportYorOptions {
  /** Projects per transaction. */
  batchSize?: number
  /** When the export was taken, for deadlines given as daysRemaining; default: the latest date in it. */
  asOf?: Date
  /** What was imported (a file name), for the audit log. */
  source?: string
  onProgress?: (progress: ImportProgress) => void
}

/**
 * The records of an export: a list, or a stream that can be read again (read-export.ts), since
 * the import reads it twice.
 */
export type ExportRecords = Iterable<unknown> | AsyncIterable<unknown>

const LINKED_TABLES = [t.projectDistricts, t.projectSectors, t.projectOrganizations, t.stageHistory, t.projectLocations] as const

/** Columns the export owns: updated on every re-import. Display flags are set once, on creation. */
const UPDATED_COLUMNS = [
  'projectNumber',
  'projectTypeId',
  'title',
  'proponentName',
  'summary',
  'activities',
  'stageId',
  'stageStartedAt',
  'stageDeadline',
  'stageExtended',
  'year',
  'isHistoric',
  'outcomeId',
  'decisionId',
  'recommendationOutcomeId',
  'openForComments',
  'seekingViewsDeadline',
  'submittedAt',
  'source',
  'sourceUrl',
] as const satisfies readonly (keyof typeof t.projects.$inferInsert)[]

const column = (key: (typeof UPDATED_COLUMNS)[number]) => `"${t.projects[key].name}"`

const updateSet = sql.raw(
  [...UPDATED_COLUMNS.map((key) => `${column(key)} = excluded.${column(key)}`), '"revision" = "projects"."revision" + 1', '"updated_at" = now()'].join(', '),
)

/** Rewrite a row only when the export changed it: saves recomputing its search vector on re-runs. */
const rowChanged = sql.raw(
  `(${UPDATED_COLUMNS.map((key) => `"projects".${column(key)}`).join(', ')}) is distinct from (${UPDATED_COLUMNS.map((key) => `excluded.${column(key)}`).join(', ')})`,
)

interface BatchResult {
  created: NormalizedProject[]
  /** Projects that existed: their linked rows are replaced whatever happens to their row. */
  updated: NormalizedProject[]
  /** Of the updated, those whose projects row already matched the export. */
  unchanged: NormalizedProject[]
  rejected: Rejection[]
}

const rejectionOf = (p: NormalizedProject, index: number, reason: string, detail?: string): Rejection => ({
  index,
  projectId: p.id,
  projectNumber: p.projectNumber,
  reason,
  ...(detail !== undefined ? { detail } : {}),
})

/** One transaction: upsert the projects, replace what hangs off them, audit each. */
async function writeBatch(
  db: Database,
  batch: NormalizedProject[],
  indexOf: Map<NormalizedProject, number>,
  refs: ReferenceResolver,
  asOf: Date | null,
): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    const ids = batch.map((p) => p.id)
    const taken = await tx
      .select({ id: t.projects.id, projectNumber: t.projects.projectNumber })
      .from(t.projects)
      .where(
        and(
          inArray(
            t.projects.projectNumber,
            batch.map((p) => p.projectNumber),
          ),
          notInArray(t.projects.id, ids),
        ),
      )
    const takenBy = new Map(taken.map((r) => [r.projectNumber, r.id]))
    const rejected = batch
      .filter((p) => takenBy.has(p.projectNumber))
      .map((p) => rejectionOf(p, indexOf.get(p)!, 'project number already used by another project', takenBy.get(p.projectNumber)!))
    const writable = batch.filter((p) => !takenBy.has(p.projectNumber))
    if (writable.length === 0) return { created: [], updated: [], unchanged: [], rejected }
    const writableIds = writable.map((p) => p.id)

    const existing = new Set((await tx.select({ id: t.projects.id }).from(t.projects).where(inArray(t.projects.id, writableIds))).map((r) => r.id))
    const written = await queryRows<{ id: string }>(
      tx as unknown as Database,
      sql`insert into ${t.projects} ${jsonRows(
        t.projects,
        writable.map((p) => projectRow(p, refs, asOf)),
      )} on conflict (id) do update set ${updateSet} where ${rowChanged} returning id`,
    )
    const rewritten = new Set(written.map((r) => r.id))
    if (existing.size > 0) for (const table of LINKED_TABLES) await tx.delete(table).where(inArray(table.projectId, [...existing]))

    const linked: LinkedRows = { districts: [], sectors: [], organizations: [], history: [], locations: [] }
    for (const p of writable) {
      const rows = linkedRows(p, refs)
      for (const key of Object.keys(linked) as (keyof LinkedRows)[]) (linked[key] as object[]).push(...rows[key])
    }
    const insert = async <T extends (typeof LINKED_TABLES)[number]>(table: T, rows: T['$inferInsert'][]) => {
      if (rows.length > 0) await tx.execute(sql`insert into ${table} ${jsonRows(table, rows)}`)
    }
    await insert(t.projectDistricts, linked.districts)
    await insert(t.projectSectors, linked.sectors)
    await insert(t.projectOrganizations, linked.organizations)
    await insert(t.stageHistory, linked.history)
    await insert(t.projectLocations, linked.locations)

    const created = writable.filter((p) => !existing.has(p.id))
    const updated = writable.filter((p) => existing.has(p.id))
    const unchanged = updated.filter((p) => !rewritten.has(p.id))
    const entries: AuditEntry[] = writable.map((p) => ({
      actorUserId: null,
      actor: IMPORT_ACTOR,
      action: existing.has(p.id) ? 'update' : 'create',
      entity: 'project',
      entityId: p.id,
      detail: { projectNumber: p.projectNumber, source: 'import-yor', ...(existing.has(p.id) ? { projectRowChanged: rewritten.has(p.id) } : {}) },
    }))
    await audit(tx, ...entries)
    return { created, updated, unchanged, rejected }
  })
}

/** After a failed batch: each project alone, so only the ones that cannot be written are lost. */
async function writeOneByOne(
  db: Database,
  batch: NormalizedProject[],
  indexOf: Map<NormalizedProject, number>,
  refs: ReferenceResolver,
  asOf: Date | null,
): Promise<BatchResult> {
  const result: BatchResult = { created: [], updated: [], unchanged: [], rejected: [] }
  for (const p of batch) {
    try {
      const one = await writeBatch(db, [p], indexOf, refs, asOf)
      result.created.push(...one.created)
      result.updated.push(...one.updated)
      result.unchanged.push(...one.unchanged)
      result.rejected.push(...one.rejected)
    } catch (error) {
      result.rejected.push(rejectionOf(p, indexOf.get(p)!, 'could not be written', String((error as Error).message).split('\n')[0]))
    }
  }
  return result
}

function runAuditDetail(s: ImportSummary, source: string | undefined): Record<string, unknown> {
  return {
    source: source ?? null,
    records: s.records,
    shapes: s.shapes,
    created: s.created,
    updated: s.updated,
    unchanged: s.unchanged,
    rejectedCount: s.rejected.length,
    rejected: s.rejected.slice(0, 100),
    invalidCoordinates: s.invalidCoordinates,
    projectsWithInvalidCoordinates: s.projectsWithInvalidCoordinates,
    projectsWithoutLocation: s.projectsWithoutLocation,
    historicProjects: s.historicProjects,
    unknownStages: s.unknownStages,
    droppedHistoryEntries: s.droppedHistoryEntries,
    organizationsCreated: s.organizationsCreated,
    referencesCreated: s.referencesCreated,
    unresolvedReferences: s.unresolvedReferences,
    deadlinesAsOf: s.deadlinesAsOf,
    elapsedMs: s.elapsedMs,
  }
}

/** Imports export records (see read-export.ts) and returns what happened. */
export async function importYor(db: Database, records: ExportRecords, options: ImportYorOptions = {}): Promise<ImportSummary> {
  const started = performance.now()
  const batchSize = options.batchSize ?? 1000
  const collector = new SummaryCollector()
  const summary = collector.summary
  const refs = await planReferences(db, collector)

  // First read: which records are written (the first of a repeated id or number), and what the
  // whole export decides. Only the positions of the written ones are kept.
  const written = new Set<number>()
  const seenIds = new Set<string>()
  const seenNumbers = new Set<string>()
  let latest = Number.NEGATIVE_INFINITY
  let needsAsOf = false
  let index = 0
  for await (const record of records) {
    const result = normalizeRecord(record, index)
    index += 1
    if (!result.ok) {
      collector.reject(result.rejection)
      continue
    }
    const p = result.project
    if (seenIds.has(p.id)) collector.reject(rejectionOf(p, index - 1, 'duplicate project id in the export'))
    else if (seenNumbers.has(p.projectNumber)) collector.reject(rejectionOf(p, index - 1, 'duplicate project number in the export'))
    else {
      seenIds.add(p.id)
      seenNumbers.add(p.projectNumber)
      written.add(index - 1)
      refs.note(p)
      if (p.stageStartedAt && p.stageStartedAt.getTime() > latest) latest = p.stageStartedAt.getTime()
      if (p.stage.daysRemaining !== null) needsAsOf = true
    }
  }
  summary.records = index
  const asOf = needsAsOf ? (options.asOf ?? (Number.isFinite(latest) ? new Date(latest) : new Date())) : null
  summary.deadlinesAsOf = asOf ? asOf.toISOString() : null
  await refs.create()

  // Second read: the written records again, a batch at a time.
  let done = 0
  let batch: NormalizedProject[] = []
  const indexOf = new Map<NormalizedProject, number>()
  const flush = async () => {
    let result: BatchResult
    try {
      result = await writeBatch(db, batch, indexOf, refs, asOf)
    } catch {
      result = await writeOneByOne(db, batch, indexOf, refs, asOf)
    }
    for (const p of [...result.created, ...result.updated]) collector.accept(p)
    summary.created += result.created.length
    summary.updated += result.updated.length
    summary.unchanged += result.unchanged.length
    for (const r of result.rejected) collector.reject(r)
    done += batch.length
    options.onProgress?.({ done, total: written.size })
    batch = []
    indexOf.clear()
  }
  index = 0
  for await (const record of records) {
    if (written.has(index)) {
      const result = normalizeRecord(record, index)
      if (result.ok) {
        batch.push(result.project)
        indexOf.set(result.project, index)
      }
      if (batch.length === batchSize) await flush()
    }
    index += 1
  }
  if (batch.length > 0) await flush()
  // The statistics' facts of every project written, now rather than in the first request for them.
  await refreshReportFacts(db)

  summary.rejected.sort((a, b) => a.index - b.index)
  summary.elapsedMs = Math.round(performance.now() - started)
  await audit(db, { actorUserId: null, actor: IMPORT_ACTOR, action: 'import', entity: 'import-yor', detail: runAuditDetail(summary, options.source) })
  return summary
}
