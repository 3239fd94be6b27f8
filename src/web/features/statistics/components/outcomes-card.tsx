// Assessment outcomes and decisions of the evaluations completed in the period: two pies for the
// sector chosen (All by default), "No data for sector" when it has none; the table and CSV hold
// every sector's figures at once.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Locale } from '../../../lib/i18n'
import { PieChart } from '../charts/pie-chart'
import { DECISION_COLOURS, OUTCOME_COLOURS } from '../charts/palette'
import { ALL_SECTORS, formatNumber, formatPercent, pieSectors, pieSlices } from '../figures'
import type { ReadName, ReportData, Slice } from '../figures'
import { FiguresCard } from './figures-card'
import type { Column } from './figures-card'
import styles from './statistics.module.css'

/** Spec §9: the pies' height. */
const PIE = 250

interface Row {
  sector: ReadName
  kind: string
  slice: Slice
}

export function OutcomesCard({ data, locale, fileName }: { data: ReportData; locale: Locale; fileName: string }) {
  const { t } = useLingui()
  const filterId = useId()
  const [sector, setSector] = useState(ALL_SECTORS)
  const sectors = pieSectors(locale, data)
  const all: ReadName = { text: t`All`, lang: undefined }
  const chosen = sectors.some((s) => s.id === sector) ? sector : ALL_SECTORS
  const { outcomes, decisions } = pieSlices(locale, data, chosen)
  const slice = (s: Slice) => `${formatNumber(s.count, locale)} (${formatPercent(s.percent, locale)})`
  const rows: Row[] = [{ id: ALL_SECTORS, name: all }, ...sectors].flatMap(({ id, name }) => {
    const pies = pieSlices(locale, data, id)
    return [
      ...pies.outcomes.map((s) => ({ sector: name, kind: t`Outcome`, slice: s })),
      ...pies.decisions.map((s) => ({ sector: name, kind: t`Decision`, slice: s })),
    ]
  })
  const columns: Column<Row>[] = [
    { key: 'sector', label: t`Sector`, text: (r) => r.sector.text, value: (r) => r.sector.text, lang: (r) => r.sector.lang },
    { key: 'kind', label: t`Outcome or decision`, text: (r) => r.kind, value: (r) => r.kind },
    { key: 'name', label: t`Name`, text: (r) => r.slice.name.text, value: (r) => r.slice.name.text, lang: (r) => r.slice.name.lang },
    { key: 'count', label: t`Projects`, numeric: true, text: (r) => formatNumber(r.slice.count, locale), value: (r) => r.slice.count },
    { key: 'percent', label: t`Percent`, numeric: true, text: (r) => formatPercent(r.slice.percent, locale), value: (r) => r.slice.percent },
  ]
  const noData = outcomes.length === 0 && decisions.length === 0

  return (
    <FiguresCard
      title={t`Assessment Outcomes and Decisions`}
      controls={
        <div className={styles.sectorFilter}>
          <label htmlFor={filterId}>
            <Trans>Sector</Trans>
          </label>
          <select id={filterId} value={chosen} onChange={(e) => setSector(e.target.value)}>
            <option value={ALL_SECTORS}>{all.text}</option>
            {sectors.map((s) => (
              <option key={s.id} value={s.id} lang={s.name.lang}>
                {s.name.text}
              </option>
            ))}
          </select>
        </div>
      }
      chart={
        noData ? (
          <p className={styles.empty}>
            <Trans>No data for sector</Trans>
          </p>
        ) : (
          <div className={styles.pies}>
            <div>
              <h3>
                <Trans>Assessment outcomes</Trans>
              </h3>
              {outcomes.length > 0 ? (
                <PieChart label={t`Assessment outcomes`} slices={outcomes} colours={OUTCOME_COLOURS} height={PIE} format={slice} />
              ) : (
                <p className={styles.empty}>{t`No data for sector`}</p>
              )}
            </div>
            <div>
              <h3>
                <Trans>Decisions</Trans>
              </h3>
              {decisions.length > 0 ? (
                <PieChart label={t`Decisions`} slices={decisions} colours={DECISION_COLOURS} height={PIE} format={slice} />
              ) : (
                <p className={styles.empty}>{t`No data for sector`}</p>
              )}
            </div>
          </div>
        )
      }
      columns={columns}
      rows={rows}
      fileName={fileName}
      empty={t`No data for this period`}
    />
  )
}
