// Many rows written with one parameter: the rows as a JSON array that PostgreSQL reads back into
// the table's row type. Drizzle's multi-row insert binds every value of every row as a parameter
// of its own and builds each one in JavaScript, and the embedded database then types and encodes
// each one again: a group of 50 comments was 1,700 parameters, the greater part of the CPU its
// insert cost (decision 0047). Values go as JSON says them: dates as ISO text, jsonb columns as
// JSON, which each column type reads as Drizzle would have written it.
import { getTableColumns, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * `(columns) select columns from json_populate_recordset(…)`, to follow `insert into table`: the
 * columns every row gives (all rows must give the same ones; the others take the table's default,
 * or the column's Drizzle default function as Drizzle's own insert would).
 */
export function jsonRows<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  if (rows.length === 0) throw new Error('jsonRows needs at least one row.')
  const columns = getTableColumns(table)
  const given = (row: T['$inferInsert']) => Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined)
  const keys = given(rows[0]!)
  const unknown = keys.find((key) => !(key in columns))
  if (unknown) throw new Error(`${unknown} is not a column of the table.`)
  const same = (row: T['$inferInsert']) => given(row).length === keys.length && keys.every((key) => (row as Record<string, unknown>)[key] !== undefined)
  if (!rows.every(same)) throw new Error('jsonRows needs every row to give the same columns.')
  const filled = Object.entries(columns).filter(([key, column]) => !keys.includes(key) && column.defaultFn)
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {}
    for (const key of keys) record[columns[key]!.name] = (row as Record<string, unknown>)[key]
    for (const [, column] of filled) record[column.name] = column.defaultFn!()
    return record
  })
  const names = sql.join(
    [...keys.map((key) => columns[key]!.name), ...filled.map(([, column]) => column.name)].map((name) => sql.identifier(name)),
    sql`, `,
  )
  return sql`(${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`
}
