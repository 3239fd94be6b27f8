// The registry's tables of records (the staff lists, the audit log, My Projects): a column header
// each, sortable where the caller gives a sort (lib/table-sort), a row per record that scrolls
// sideways on a narrow screen, and what to say instead when there is no row.
import type { ReactNode } from 'react'
import type { Sort } from '../../lib/table-sort'
import { SortHeader } from './sort-header'
import styles from './table.module.css'

export interface Column<Row, K extends string = never> {
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** The column sorts by this key when its header is pressed. */
  sortKey?: K
  /** The cell names its row for screen readers (a `th`). */
  rowHeader?: boolean
}

interface Props<Row, K extends string> {
  rows: readonly Row[]
  columns: readonly Column<Row, K>[]
  rowKey: (row: Row, index: number) => string
  /** Said instead of the table when there is no row. */
  empty?: ReactNode
  label?: string
  testId?: string
  rowTestId?: string
  sort?: { by: Sort<K> | null; onSort: (next: Sort<K> | null) => void }
}

export function DataTable<Row, K extends string = never>({ rows, columns, rowKey, empty, label, testId, rowTestId, sort }: Props<Row, K>) {
  if (rows.length === 0 && empty !== undefined) return empty
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column, index) =>
              column.sortKey !== undefined && sort ? (
                <SortHeader key={index} sortKey={column.sortKey} sort={sort.by} onSort={sort.onSort}>
                  {column.header}
                </SortHeader>
              ) : (
                <th key={index} scope="col">
                  {column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row, rowIndex)} data-testid={rowTestId}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index}>{column.cell(row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
