// One statistics card: its title, its chart or (at the reader's choice) its figures as a sortable
// table, and a CSV download of the same figures. Chart, table and file are drawn from the same
// rows, so what a screen-reader user reads is what a sighted one sees.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { SortHeader } from '../../../components/ui/sort-header'
import { sortRows } from '../../../lib/table-sort'
import type { Sort } from '../../../lib/table-sort'
import type { Locale } from '../../../lib/i18n'
import { downloadCsv, toCsv } from '../csv'
import styles from './statistics.module.css'

export interface Column<R> {
  key: string
  label: string
  numeric?: boolean
  /** As shown in the table. */
  text: (row: R) => string
  /** As sorted and written to the CSV (numbers unformatted). */
  value: (row: R) => string | number | null
  /** The language of a name the server had only in English. */
  lang?: (row: R) => Locale | undefined
}

export function FiguresCard<R>({
  title,
  note,
  controls,
  chart,
  columns,
  rows,
  fileName,
  empty,
}: {
  title: string
  note?: ReactNode
  controls?: ReactNode
  chart: ReactNode
  columns: readonly Column<R>[]
  rows: readonly R[]
  /** The CSV's name, without extension. */
  fileName: string
  /** Said instead of the chart and table when there are no rows. */
  empty: string
}) {
  const { t } = useLingui()
  const headingId = useId()
  const [asTable, setAsTable] = useState(false)
  const [sort, setSort] = useState<Sort | null>(null)
  const valueOf = (row: R, key: string) => columns.find((c) => c.key === key)!.value(row)
  const sorted = sortRows(rows, sort, valueOf)
  const download = () =>
    downloadCsv(
      `${fileName}.csv`,
      toCsv(
        columns.map((c) => c.label),
        rows.map((row) => columns.map((c) => c.value(row))),
      ),
    )

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{title}</h2>
        {rows.length > 0 && (
          <div className={styles.cardActions}>
            <button type="button" className={styles.toggle} aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
              <Trans>Show as table</Trans>
            </button>
            <button type="button" className={styles.toggle} onClick={download} aria-label={t`Download CSV: ${title}`}>
              <Trans>Download CSV</Trans>
            </button>
          </div>
        )}
      </div>
      {controls}
      {note && <p className={styles.note}>{note}</p>}
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : asTable ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <SortHeader key={c.key} sortKey={c.key} sort={sort} onSort={setSort} numeric={c.numeric}>
                    {c.label}
                  </SortHeader>
                ))}
              </tr>
            </thead>
            <tbody>
              {sorted.map((row, i) => (
                <tr key={i}>
                  {columns.map((c, j) => {
                    const Cell = j === 0 ? 'th' : 'td'
                    return (
                      <Cell key={c.key} scope={j === 0 ? 'row' : undefined} className={c.numeric ? styles.numeric : undefined} lang={c.lang?.(row)}>
                        {c.text(row)}
                      </Cell>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className={styles.chart}>{chart}</div>
      )}
    </section>
  )
}
