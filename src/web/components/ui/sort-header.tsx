// A table's column header that sorts its column when pressed (lib/table-sort: down, up, none).
import type { ReactNode } from 'react'
import { ariaSort, nextSort } from '../../lib/table-sort'
import type { Sort } from '../../lib/table-sort'
import styles from './sort-header.module.css'

export function SortHeader<K extends string>({
  sortKey,
  sort,
  onSort,
  numeric,
  children,
}: {
  sortKey: K
  sort: Sort<K> | null
  onSort: (next: Sort<K> | null) => void
  numeric?: boolean
  children: ReactNode
}) {
  const state = ariaSort(sort, sortKey)
  return (
    <th scope="col" aria-sort={state} className={numeric ? styles.numeric : undefined}>
      <button type="button" className={styles.button} onClick={() => onSort(nextSort(sort, sortKey))}>
        {children}
        <span aria-hidden="true">{state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : ''}</span>
      </button>
    </th>
  )
}
