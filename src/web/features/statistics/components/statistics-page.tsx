// /statistics (spec proposals-and-accounts §2 "Statistics screen"): the period selector, the help
// popover with the definitions (decision 0031), the three counters and the cards. A calendar year
// shows submissions by First Nation territory; the current period (the default) shows the days
// from adequacy to the assessor's assignment instead; "Since 2005" shows yearly trends in place of
// the months.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PageHeading } from '../../../components/ui/page-heading'
import { ErrorMessage, Loading } from '../../../components/ui/status-message'
import { useLocale } from '../../../lib/i18n'
import type { Locale } from '../../../lib/i18n'
import { CURRENT_PERIOD, SINCE_FIRST_YEAR, reportPeriods, yukonDate } from '../../../../shared/domain/report-periods'
import { statisticsQueries } from '../api/statistics-queries'
import { BarList } from '../charts/bar-list'
import { ColumnChart } from '../charts/column-chart'
import { LineChart } from '../charts/line-chart'
import { DARK_BLUE, PAIR } from '../charts/palette'
import { axisTop, durations, firstNationCounts, formatNumber, monthLabel, sectorCounts } from '../figures'
import type { AssignedRow, DurationRow, MonthRow, NamedCount, ReportData, YearRow } from '../figures'
import { FiguresCard } from './figures-card'
import type { Column } from './figures-card'
import { OutcomesCard } from './outcomes-card'
import { StatisticsHelp } from './statistics-help'
import styles from './statistics.module.css'

/** Spec §9: chart heights and the fixed axes. */
export const TALL = 300
export const FIRST_NATION_AXIS = 120
export const DURATION_AXIS = 400

export function StatisticsPage({ period, onPeriod }: { period: string; onPeriod: (period: string) => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const query = useQuery(statisticsQueries.period(period))
  const lastYear = Number(yukonDate(new Date()).slice(0, 4)) - 1
  const periodName = (p: string) => (p === CURRENT_PERIOD ? t`Nov ${lastYear} to Current` : p === SINCE_FIRST_YEAR ? t`Since 2005` : p)

  return (
    <div>
      <PageHeading>{t`Statistics`}</PageHeading>
      <div className={styles.intro}>
        <label className={styles.period}>
          <Trans>Year</Trans>
          <select value={period} onChange={(e) => onPeriod(e.target.value)}>
            {reportPeriods(new Date()).map((p) => (
              <option key={p} value={p}>
                {periodName(p)}
              </option>
            ))}
          </select>
        </label>
        <StatisticsHelp />
      </div>
      {query.data ? (
        <div aria-busy={query.isPlaceholderData} data-testid="statistics" data-period={query.data.period}>
          <Figures data={query.data} locale={locale} />
        </div>
      ) : query.isError ? (
        <ErrorMessage title={t`The statistics could not be loaded. Check your connection and try again.`}>
          <button type="button" className={styles.toggle} onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </ErrorMessage>
      ) : (
        <Loading label={t`Loading the statistics…`} />
      )}
    </div>
  )
}

function Figures({ data, locale }: { data: ReportData; locale: Locale }) {
  const { t } = useLingui()
  const n = (value: number) => formatNumber(value, locale)
  const days = (value: number | null) => (value === null ? '' : formatNumber(value, locale, 1))
  const current = data.period === CURRENT_PERIOD
  const since = data.period === SINCE_FIRST_YEAR
  const file = (what: string) => `${what}-${data.period}`
  const nameColumn = (label: string): Column<NamedCount> => ({
    key: 'name',
    label,
    text: (r) => r.name.text,
    value: (r) => r.name.text,
    lang: (r) => r.name.lang,
  })
  const countColumn: Column<NamedCount> = { key: 'count', label: t`Submissions`, numeric: true, text: (r) => n(r.count), value: (r) => r.count }

  const counted = <R extends { submitted: number; completed: number }>(): Column<R>[] => [
    { key: 'submitted', label: t`Submitted`, numeric: true, text: (r) => n(r.submitted), value: (r) => r.submitted },
    { key: 'completed', label: t`Completed`, numeric: true, text: (r) => n(r.completed), value: (r) => r.completed },
  ]
  const timed = <R extends { averageDays: number | null; providerDays: number | null; proponentDays: number | null }>(): Column<R>[] => [
    { key: 'averageDays', label: t`Average days`, numeric: true, text: (r) => days(r.averageDays), value: (r) => r.averageDays },
    { key: 'providerDays', label: t`Assessment (days)`, numeric: true, text: (r) => days(r.providerDays), value: (r) => r.providerDays },
    {
      key: 'proponentDays',
      label: t`Proponent's information requests (days)`,
      numeric: true,
      text: (r) => days(r.proponentDays),
      value: (r) => r.proponentDays,
    },
  ]
  const year: Column<YearRow> = { key: 'year', label: t`Year`, text: (r) => String(r.year), value: (r) => r.year }
  const monthColumns: Column<MonthRow>[] = [
    { key: 'month', label: t`Month`, text: (r) => monthLabel(r.month, locale, 'long'), value: (r) => r.month },
    ...counted<MonthRow>(),
  ]
  const yearCountColumns: Column<YearRow>[] = [year, ...counted<YearRow>()]
  const yearDayColumns: Column<YearRow>[] = [year, ...timed<YearRow>()]
  const durationColumns: Column<DurationRow>[] = [
    { key: 'name', label: t`Sector`, text: (r) => r.name.text, value: (r) => r.name.text, lang: (r) => r.name.lang },
    { key: 'projects', label: t`Projects`, numeric: true, text: (r) => n(r.projects), value: (r) => r.projects },
    ...timed<DurationRow>(),
  ]
  const assignedColumns: Column<AssignedRow>[] = [
    { key: 'month', label: t`Month`, text: (r) => monthLabel(r.month, locale, 'long'), value: (r) => r.month },
    {
      key: 'average',
      label: t`Average days`,
      numeric: true,
      text: (r) => (r.average === null ? t`No assessor assigned` : days(r.average)),
      value: (r) => r.average,
    },
    { key: 'projects', label: t`Projects`, numeric: true, text: (r) => n(r.projects), value: (r) => r.projects },
  ]
  const submittedAndCompleted = [
    { label: t`Submitted`, colour: PAIR[0] },
    { label: t`Completed`, colour: PAIR[1] },
  ]
  const parts = [
    { label: t`Assessment`, colour: PAIR[0] },
    { label: t`Proponent's information requests`, colour: PAIR[1] },
  ]
  const firstNations = firstNationCounts(locale, data)
  const sectors = sectorCounts(locale, data)
  const sectorDurations = durations(locale, data)
  const yearly = data.yearly.filter((y) => y.submitted > 0 || y.completed > 0)
  const yearsWithDays = yearly.filter((y) => y.averageDays !== null)

  return (
    <>
      <ul className={styles.counters}>
        <Counter value={n(data.submitted)} label={t`Submitted Projects`} />
        <Counter value={n(data.completed)} label={t`Completed Projects`} />
        <Counter value={n(data.comments)} label={t`Comments Received`} />
      </ul>
      <div className={styles.cards}>
        {since ? (
          <>
            <Wide>
              <FiguresCard
                title={t`Submissions and Completions by Year`}
                chart={
                  <>
                    <Keys series={submittedAndCompleted} />
                    <ColumnChart
                      label={t`Submissions and completions by year`}
                      categories={yearly.map((y) => String(y.year))}
                      series={submittedAndCompleted}
                      values={yearly.map((y) => [y.submitted, y.completed])}
                      height={TALL}
                      format={n}
                    />
                  </>
                }
                columns={yearCountColumns}
                rows={yearly}
                fileName={file('submissions-completions-by-year')}
                empty={t`No data for this period`}
              />
            </Wide>
            <Wide>
              <FiguresCard
                title={t`Average Days to Complete by Year`}
                note={<Trans>Years in which an evaluation was completed; each evaluation counts in the year it was completed.</Trans>}
                chart={
                  <>
                    <Keys series={parts} />
                    <ColumnChart
                      label={t`Average days to complete by year`}
                      categories={yearsWithDays.map((y) => String(y.year))}
                      series={parts}
                      values={yearsWithDays.map((y) => [y.providerDays ?? 0, y.proponentDays ?? 0])}
                      height={TALL}
                      stacked
                      format={n}
                    />
                  </>
                }
                columns={yearDayColumns}
                rows={yearsWithDays}
                fileName={file('days-to-complete-by-year')}
                empty={t`No data for this period`}
              />
            </Wide>
          </>
        ) : (
          <Wide>
            <FiguresCard
              title={t`Submissions and Completions by Month`}
              chart={
                <>
                  <Keys series={submittedAndCompleted} />
                  <ColumnChart
                    label={t`Submissions and completions by month`}
                    categories={data.monthly.map((m) => monthLabel(m.month, locale))}
                    series={submittedAndCompleted}
                    values={data.monthly.map((m) => [m.submitted, m.completed])}
                    height={TALL}
                    format={n}
                  />
                </>
              }
              columns={monthColumns}
              rows={data.monthly}
              fileName={file('submissions-completions-by-month')}
              empty={t`No data for this period`}
            />
          </Wide>
        )}
        {!current && (
          <FiguresCard
            title={t`Submissions by First Nation Territory`}
            chart={
              <BarList
                label={t`Submissions by First Nation territory`}
                rows={firstNations.map((r) => ({ key: r.id, name: r.name.text, values: [r.count], total: n(r.count) }))}
                series={[{ label: t`Submissions`, colour: DARK_BLUE }]}
                top={axisTop(
                  FIRST_NATION_AXIS,
                  firstNations.map((r) => r.count),
                )}
                format={n}
                minHeight={TALL}
              />
            }
            columns={[nameColumn(t`First Nation`), countColumn]}
            rows={firstNations}
            fileName={file('submissions-by-first-nation')}
            empty={t`No data for this period`}
          />
        )}
        <FiguresCard
          title={t`Submissions by Common Sector`}
          note={<Trans>A project in two sectors counts in both, so the sectors add up to more than the submissions.</Trans>}
          chart={
            <BarList
              label={t`Submissions by common sector`}
              rows={sectors.map((r) => ({ key: r.id, name: r.name.text, values: [r.count], total: n(r.count) }))}
              series={[{ label: t`Submissions`, colour: DARK_BLUE }]}
              top={axisTop(
                0,
                sectors.map((r) => r.count),
              )}
              format={n}
              minHeight={TALL}
            />
          }
          columns={[nameColumn(t`Sector`), countColumn]}
          rows={sectors}
          fileName={file('submissions-by-sector')}
          empty={t`No data for this period`}
        />
        <FiguresCard
          title={t`Average Days to Complete a Designated Office Evaluation`}
          chart={
            <>
              <Keys series={parts} />
              <BarList
                label={t`Average days to complete by sector`}
                rows={sectorDurations.map((r) => ({ key: r.id, name: r.name.text, values: [r.providerDays, r.proponentDays], total: days(r.averageDays) }))}
                series={parts}
                top={axisTop(
                  DURATION_AXIS,
                  sectorDurations.map((r) => r.averageDays),
                )}
                format={n}
                minHeight={TALL}
              />
            </>
          }
          columns={durationColumns}
          rows={sectorDurations}
          fileName={file('days-to-complete-by-sector')}
          empty={t`No data for this period`}
        />
        <OutcomesCard data={data} locale={locale} fileName={file('outcomes-and-decisions')} />
        {current && (
          <FiguresCard
            title={t`Average Days From Adequacy To Assessor Assigned by Month`}
            chart={
              <LineChart
                label={t`Average days from adequacy to assessor assigned by month`}
                categories={data.monthlyAverageToAssigned.map((m) => monthLabel(m.month, locale))}
                values={data.monthlyAverageToAssigned.map((m) => m.average)}
                colour={DARK_BLUE}
                height={TALL}
                format={n}
              />
            }
            note={<Trans>A month in which no lead assessor was assigned has no figure.</Trans>}
            columns={assignedColumns}
            rows={data.monthlyAverageToAssigned}
            fileName={file('adequacy-to-assessor-assigned')}
            empty={t`No data for this period`}
          />
        )}
      </div>
    </>
  )
}

function Counter({ value, label }: { value: string; label: string }) {
  return (
    <li>
      <span className={styles.count}>{value}</span> {label}
    </li>
  )
}

/** The series' colours and names above a chart. */
export function Keys({ series }: { series: readonly { label: string; colour: string }[] }) {
  return (
    <ul className={styles.legendKeys}>
      {series.map((s) => (
        <li key={s.label}>
          <span className={styles.swatch} style={{ background: s.colour }} aria-hidden="true" />
          {s.label}
        </li>
      ))}
    </ul>
  )
}

function Wide({ children }: { children: ReactNode }) {
  return <div className={styles.wide}>{children}</div>
}
