// Collects demo rows per table and writes them in batches, parents before children. One batch
// is one multi-row INSERT … SELECT FROM json_populate_recordset($1): a single parameter however
// many rows, which both PGlite and a real server take quickly (far faster than one bound
// parameter per value). Columns left out of every row of a batch get their defaults.
import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import * as t from '../db/schema/index.ts'

export interface Executor {
  execute(query: SQL): PromiseLike<unknown>
}

/** Tables in an order that respects their references. */
const INSERT_ORDER: PgTable[] = [
  t.drainages,
  t.users,
  t.userOrganizations,
  t.notificationProfiles,
  t.projects,
  t.projectLocations,
  t.projectShapes,
  t.projectDistricts,
  t.projectSectors,
  t.projectDrainages,
  t.projectTriggers,
  t.projectOrganizations,
  t.stageHistory,
  t.panelMembers,
  t.assessmentTimings,
  t.proposalForms,
  t.projectUserRoles,
  t.projectFollows,
  t.projectHides,
  t.uploads,
  t.documentGroups,
  t.notes,
  t.correspondence,
  t.comments,
  t.informationRequests,
  t.informationRequestQuestions,
  t.simplifiedInformationRequests,
  t.hearings,
  t.intervenors,
  t.emergencyExemptions,
  t.emergencyExemptionDistricts,
  t.documents,
  t.activityItems,
  t.emailMessages,
  t.emailMessageRecipients,
  t.siteMessages,
]

const MAX_BATCH_CHARS = 4_000_000
const MAX_BATCH_ROWS = 5_000

type Row = Record<string, unknown>

function toJsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value
}

/**
 * Inserts rows into a table in batches; returns how many were written. Rows are grouped by the
 * columns they set, so a column a row leaves out always gets its default, never a null.
 */
export async function bulkInsert(db: Executor, table: PgTable, rows: readonly Row[]): Promise<number> {
  if (rows.length === 0) return 0
  const columns = getTableColumns(table)
  const name = getTableName(table)
  const groups = new Map<string, { properties: string[]; records: string[] }>()
  for (const row of rows) {
    const properties: string[] = []
    const record: Row = {}
    for (const [property, value] of Object.entries(row)) {
      if (value === undefined) continue
      const column = columns[property]
      if (!column) throw new Error(`Demo row for ${name} has no column ${property}`)
      properties.push(property)
      record[column.name] = toJsonValue(value)
    }
    const signature = properties.join(',')
    let group = groups.get(signature)
    if (!group) groups.set(signature, (group = { properties, records: [] }))
    group.records.push(JSON.stringify(record))
  }
  for (const { properties, records } of groups.values()) {
    const names = properties.map((p) => `"${columns[p]!.name}"`).join(', ')
    const head = sql.raw(`insert into "${name}" (${names}) select ${names} from json_populate_recordset(null::"${name}", `)
    let start = 0
    while (start < records.length) {
      let end = start
      let chars = 0
      while (end < records.length && end - start < MAX_BATCH_ROWS && chars < MAX_BATCH_CHARS) chars += records[end++]!.length
      await db.execute(sql`${head}${`[${records.slice(start, end).join(',')}]`}${sql.raw('::json)')}`)
      start = end
    }
  }
  return rows.length
}

export class RowSink {
  private pending = new Map<PgTable, Row[]>()
  private pendingCount = 0
  /** Rows written so far, by table name. */
  readonly written: Record<string, number> = {}

  add<T extends PgTable>(table: T, ...rows: T['$inferInsert'][]): void {
    let list = this.pending.get(table)
    if (!list) {
      if (!INSERT_ORDER.includes(table)) throw new Error(`Demo rows for ${getTableName(table)}, which has no place in the insert order`)
      this.pending.set(table, (list = []))
    }
    for (const row of rows) list.push(row as Row)
    this.pendingCount += rows.length
  }

  get size(): number {
    return this.pendingCount
  }

  /** Writes everything collected, parents first, and forgets it. */
  async flush(db: Executor): Promise<void> {
    for (const table of INSERT_ORDER) {
      const rows = this.pending.get(table)
      if (!rows || rows.length === 0) continue
      const name = getTableName(table)
      this.written[name] = (this.written[name] ?? 0) + (await bulkInsert(db, table, rows))
    }
    this.pending.clear()
    this.pendingCount = 0
  }
}
