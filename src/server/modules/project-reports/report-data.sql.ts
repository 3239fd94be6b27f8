// The statistics computed from the stage history (decision 0031): each evaluation's facts, kept in
// report_facts and recomputed for the projects a write marked stale, then one query per period over
// them. Every date is the calendar date in Yukon time; a period is [from, to).
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { PROJECT_TYPE, stageByCode } from '../../../shared/domain/stages.ts'
import { REPORT_TIME_ZONE } from '../../../shared/domain/report-periods.ts'

const stage = (code: string) => stageByCode(PROJECT_TYPE.evaluation, code).stageId
const DRAFT = stage('DRAFT')
const ADEQUACY_REVIEW = stage('ADEQUACY_REVIEW')
const DECISION_DOCUMENT_ISSUED = stage('DECISION_DOCUMENT_ISSUED')
const DELETED = stage('DELETED')
/** Stages where the office waits for the proponent: the proponent's part of the days. */
const INFORMATION_REQUESTS = [stage('ADEQUACY_INFORMATION_REQUEST'), stage('EVALUATION_INFORMATION_REQUEST')]

const TZ = sql.raw(`'${REPORT_TIME_ZONE}'`)
const day = (column: SQL) => sql`((${column}) at time zone ${TZ})::date`

/** Takes the stale projects off the list (each once), for refreshFactsQuery. */
export const takeStaleQuery = sql`with taken as (delete from report_stale_projects returning project_id) select distinct project_id as id from taken`

/**
 * Recomputes the facts rows (schema/report-data.ts) of the given projects: one row per evaluation
 * with a dated span, holding the days it was submitted, completed and entered Adequacy Review, the
 * day an assessor was assigned, and the days spent in information requests before completion; a
 * project that no longer counts (another type, Deleted, no span) loses its row. Answers how many
 * rows it wrote. The ids come as one array, whose length the planner then knows: index look-ups for
 * a stage change, whole scans after an import.
 * The current stage is a span too (history holds the stages left; a project in a stage the history
 * also holds open is counted once), except for a historic project (one without a dated history),
 * whose current stage's date is no record of when it entered it.
 */
export function refreshFactsQuery(projectIds: readonly string[]): SQL {
  return sql`
  with stale as (select unnest(${`{${projectIds.join(',')}}`}::uuid[]) as project_id),
  ev as (
    select p.id, p.stage_id, p.stage_started_at, p.is_historic, p.outcome_id, p.decision_id
    from projects p
    where p.id in (select project_id from stale) and p.project_type_id = ${PROJECT_TYPE.evaluation} and p.stage_id <> ${DELETED}
  ),
  spans as (
    select h.project_id, h.stage_id, h.started_at, h.ended_at from stage_history h join ev on ev.id = h.project_id
    union all
    select ev.id, ev.stage_id, ev.stage_started_at, null::timestamptz from ev
    where ev.stage_started_at is not null and not ev.is_historic
      and not exists (select 1 from stage_history h where h.project_id = ev.id and h.stage_id = ev.stage_id and h.ended_at is null)
  ),
  marks as (
    select project_id,
      min(started_at) filter (where stage_id <> ${DRAFT}) as submitted_at,
      -- A decision reopened and issued again completes the project on its last issue (decision 0066).
      max(started_at) filter (where stage_id = ${DECISION_DOCUMENT_ISSUED}) as completed_at,
      min(started_at) filter (where stage_id = ${ADEQUACY_REVIEW}) as adequacy_at
    from spans group by project_id
  ),
  waits as (
    select s.project_id, sum(${day(sql`least(coalesce(s.ended_at, m.completed_at), m.completed_at)`)} - ${day(sql`s.started_at`)}) as days
    from spans s join marks m on m.project_id = s.project_id
    where s.stage_id in (${sql.join(INFORMATION_REQUESTS, sql`, `)}) and s.started_at < m.completed_at
    group by s.project_id
  ),
  computed as (
    select m.project_id, ${day(sql`m.submitted_at`)} as submitted_on, ${day(sql`m.completed_at`)} as completed_on,
      ${day(sql`m.adequacy_at`)} as adequacy_on, ${day(sql`a.assessor_assigned_at`)} as assigned_on, coalesce(w.days, 0)::int as proponent_days, ev.outcome_id, ev.decision_id,
      array(select ps.sector_id from project_sectors ps where ps.project_id = m.project_id order by 1) as sector_ids,
      array(select po.organization_id from project_organizations po where po.project_id = m.project_id and po.role = 'first-nation' order by 1) as first_nation_ids
    from marks m join ev on ev.id = m.project_id left join waits w on w.project_id = m.project_id
      left join assessment_timings a on a.project_id = m.project_id
  ),
  dropped as (
    delete from report_facts f where f.project_id in (select project_id from stale) and f.project_id not in (select project_id from computed)
  ),
  written as (
    insert into report_facts (project_id, submitted_on, completed_on, adequacy_on, assigned_on, proponent_days, outcome_id, decision_id, sector_ids, first_nation_ids)
    select project_id, submitted_on, completed_on, adequacy_on, assigned_on, proponent_days, outcome_id, decision_id, sector_ids, first_nation_ids from computed
    on conflict (project_id) do update set submitted_on = excluded.submitted_on, completed_on = excluded.completed_on,
      adequacy_on = excluded.adequacy_on, assigned_on = excluded.assigned_on, proponent_days = excluded.proponent_days, outcome_id = excluded.outcome_id,
      decision_id = excluded.decision_id, sector_ids = excluded.sector_ids, first_nation_ids = excluded.first_nation_ids
    returning 1
  )
  select count(*)::int as written from written`
}

interface DateRange {
  /** First day, YYYY-MM-DD. */
  from: string
  /** Day after the last. */
  to: string
}

/** The first day of the month after `date`'s (YYYY-MM-DD). */
function nextMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}

/** Months (first days, YYYY-MM-DD) as the fewest ranges: consecutive months make one. */
function monthRanges(months: readonly string[]): DateRange[] {
  const ranges: DateRange[] = []
  for (const month of [...new Set(months)].sort()) {
    const last = ranges.at(-1)
    if (last?.to === month) last.to = nextMonth(month)
    else ranges.push({ from: month, to: nextMonth(month) })
  }
  return ranges
}

/** Date ranges as a from-item `r(from_on, to_on)`: two arrays, whose length the planner sees. */
const rangeRows = (ranges: readonly DateRange[]) =>
  sql`unnest(${`{${ranges.map((r) => r.from).join(',')}}`}::date[], ${`{${ranges.map((r) => r.to).join(',')}}`}::date[]) as r(from_on, to_on)`

/** Takes the months whose sums are stale off the list (each once, YYYY-MM-DD), for refreshMonthSumsQuery. */
export const takeStaleMonthsQuery = sql`with taken as (delete from report_stale_months returning month) select distinct month::text as month from taken`

/** Whether a timed project's day counts are summed: one completed before it was submitted, a data error, has none. */
const TIMED = sql`f.completed_on >= f.submitted_on`

/**
 * The rows of report_month_sums for the facts whose date (each figure's own: submitted, completed,
 * assessor assigned) lies in one of the given ranges, which never overlap: per month, the
 * submissions (all, per sector, per First Nation notified), the completed projects per sector and
 * for all sectors (a null sector), by outcome, by decision and in all with their day sums, and the
 * assignments after adequacy review with their days. The one place the figures' groupings are made;
 * a period adds these up (reportDataQuery).
 */
export function monthSumsQuery(ranges: readonly DateRange[]): SQL {
  const within = (column: string) => sql`report_facts f join ${rangeRows(ranges)} on f.${sql.raw(column)} >= r.from_on and f.${sql.raw(column)} < r.to_on`
  const month = (column: string) => sql.raw(`date_trunc('month', f.${column})::date`)
  return sql`
    select ${month('submitted_on')} as month, 'submitted' as kind, null as sector_id, null as key_id, count(*)::int as projects, null::int as timed, null::int as days, null::int as proponent_days
    from ${within('submitted_on')} group by 1
    union all
    select ${month('submitted_on')}, 'submitted-sector', ps.sector_id, null, count(*)::int, null, null, null
    from ${within('submitted_on')} cross join unnest(f.sector_ids) as ps(sector_id) group by 1, 3
    union all
    select ${month('submitted_on')}, 'submitted-first-nation', null, po.organization_id, count(*)::int, null, null, null
    from ${within('submitted_on')} cross join unnest(f.first_nation_ids) as po(organization_id) group by 1, 4
    union all
    select ${month('completed_on')}, case grouping(f.outcome_id, f.decision_id) when 1 then 'completed-outcome' when 2 then 'completed-decision' else 'completed' end,
      ps.sector_id, coalesce(f.outcome_id, f.decision_id), count(*)::int, (count(*) filter (where ${TIMED}))::int,
      (sum(f.completed_on - f.submitted_on) filter (where ${TIMED}))::int, (sum(f.proponent_days) filter (where ${TIMED}))::int
    from ${within('completed_on')} cross join unnest(array[null]::text[] || f.sector_ids) as ps(sector_id)
    group by grouping sets ((1, ps.sector_id, f.outcome_id), (1, ps.sector_id, f.decision_id), (1, ps.sector_id))
    union all
    select ${month('assigned_on')}, 'assigned', null, null, count(*)::int, null, sum(f.assigned_on - f.adequacy_on)::int, null
    from ${within('assigned_on')} where f.adequacy_on is not null group by 1`
}

/** Sums again the given months (YYYY-MM-DD, first days) from their facts. */
export function refreshMonthSumsQuery(months: readonly string[]): SQL {
  const ranges = monthRanges(months)
  return sql`
    with cleared as (
      delete from report_month_sums s using ${rangeRows(ranges)}
      where s.month >= r.from_on and s.month < r.to_on
    )
    insert into report_month_sums (month, kind, sector_id, key_id, projects, timed, days, proponent_days) ${monthSumsQuery(ranges)}`
}

/** The average of summed days over summed projects to one decimal, as avg() of the rows gives it (sum over count, in numeric). */
const average1 = (days: SQL, projects: SQL) => sql`round((${days})::numeric / nullif(${projects}, 0)::numeric, 1)::float8`

/**
 * The §3 sets of one period as one JSON object: the month sums of the period's whole months, and
 * its partial first and last months (today's, for the current period and since 2005) summed from
 * their facts.
 */
export function reportDataQuery(from: string, to: string): SQL {
  const wholeTo = `${to.slice(0, 7)}-01`
  const firstWhole = from.endsWith('-01') ? from : nextMonth(from)
  /** No whole month (a period within one month): all of it is partial. */
  const wholeFrom = firstWhole < wholeTo ? firstWhole : wholeTo
  const partial = [
    { from, to: wholeFrom },
    { from: wholeTo, to },
  ].filter((r) => r.from < r.to)
  /** A moment on one of the period's days in Yukon: bounds an index on the moment can serve. */
  const inDays = (column: SQL) => sql`${column} >= ${from}::timestamp at time zone ${TZ} and ${column} < ${to}::timestamp at time zone ${TZ}`
  const months = sql`generate_series(date_trunc('month', ${from}::date), ${to}::date - 1, interval '1 month')`
  /** Outcomes or decisions per sector and for all sectors (a null sector). */
  const slices = (kind: string, table: SQL, key: string, extra: SQL) => sql`
    coalesce((
      select jsonb_agg(jsonb_build_object('sectorId', g.sector_id, 'counts', g.counts) order by g.sector_id nulls first)
      from (
        select x.sector_id, jsonb_agg(jsonb_build_object(${key}::text, r.id, 'name', r.name, 'nameFr', r.name_fr, 'count', x.projects) order by r.name) as counts
        from totals x join ${table} r on r.id = x.key_id ${extra}
        where x.kind = ${kind}
        group by x.sector_id
      ) g
    ), '[]'::jsonb)`
  return sql`
    with sums as (
      select month, kind, sector_id, key_id, projects, timed, days, proponent_days from report_month_sums where month >= ${wholeFrom}::date and month < ${wholeTo}::date
      ${partial.length > 0 ? sql`union all ${monthSumsQuery(partial)}` : sql``}
    ),
    totals as (
      select kind, sector_id, key_id, sum(projects) as projects, sum(timed) as timed, sum(days) as days, sum(proponent_days) as proponent_days
      from sums group by kind, sector_id, key_id
    ),
    by_month as (
      select month, kind, sum(projects) as projects, sum(days) as days from sums
      where kind in ('submitted', 'assigned') or (kind = 'completed' and sector_id is null) group by month, kind
    )
    select jsonb_build_object(
      'submitted', coalesce((select projects from totals where kind = 'submitted'), 0),
      'completed', coalesce((select projects from totals where kind = 'completed' and sector_id is null), 0),
      'comments', (
        select count(*) from comments c join projects p on p.id = c.project_id
        where p.project_type_id = ${PROJECT_TYPE.evaluation} and p.stage_id <> ${DELETED} and c.state <> 'rejected' and ${inDays(sql`c.received_at`)}
      ),
      'sectorSubmitted', coalesce((
        select jsonb_agg(jsonb_build_object('sectorId', s.id, 'name', s.name, 'nameFr', s.name_fr, 'count', x.projects) order by x.projects desc, s.name)
        from totals x join sectors s on s.id = x.sector_id where x.kind = 'submitted-sector'
      ), '[]'::jsonb),
      'firstNationSubmitted', coalesce((
        select jsonb_agg(jsonb_build_object('organizationId', o.id, 'name', o.public_display_name, 'nameFr', o.french_display_name, 'count', x.projects) order by x.projects desc, o.public_display_name)
        from totals x join organizations o on o.id = x.key_id where x.kind = 'submitted-first-nation'
      ), '[]'::jsonb),
      'monthly', (
        select jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'), 'submitted', coalesce(s.projects, 0), 'completed', coalesce(c.projects, 0)) order by m.month)
        from ${months} as m(month)
        left join by_month s on s.kind = 'submitted' and s.month = m.month
        left join by_month c on c.kind = 'completed' and c.month = m.month
      ),
      'outcomes', ${slices('completed-outcome', sql`assessment_outcomes`, 'outcomeId', sql`and not r.withdrawn`)},
      'decisions', ${slices('completed-decision', sql`decision_kinds`, 'decisionId', sql``)},
      'sectorDuration', coalesce((
        select jsonb_agg(jsonb_build_object('sectorId', s.id, 'name', s.name, 'nameFr', s.name_fr, 'projects', x.timed,
          'averageDays', ${average1(sql`x.days`, sql`x.timed`)}, 'providerDays', ${average1(sql`x.days - x.proponent_days`, sql`x.timed`)},
          'proponentDays', ${average1(sql`x.proponent_days`, sql`x.timed`)}) order by s.name)
        from totals x join sectors s on s.id = x.sector_id
        where x.kind = 'completed' and x.timed > 0
      ), '[]'::jsonb),
      'monthlyAverageToAssigned', (
        select jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'), 'average', ${average1(sql`a.days`, sql`a.projects`)}, 'projects', coalesce(a.projects, 0)) order by m.month)
        from ${months} as m(month)
        left join by_month a on a.kind = 'assigned' and a.month = m.month
      )
    ) as data`
}

/** Submissions, completions and average days to complete per year, from the first year to the last, from the month sums. */
export function yearlyQuery(firstYear: number, lastYear: number): SQL {
  return sql`
    with by_year as (
      select extract(year from month)::int as year, kind, sum(projects) as projects, sum(timed) as timed, sum(days) as days, sum(proponent_days) as proponent_days
      from report_month_sums
      where month >= make_date(${firstYear}::int, 1, 1) and month < make_date(${lastYear + 1}::int, 1, 1) and (kind = 'submitted' or (kind = 'completed' and sector_id is null))
      group by 1, 2
    )
    select y.year::int as year, coalesce(s.projects, 0)::int as submitted, coalesce(c.projects, 0)::int as completed,
      ${average1(sql`c.days`, sql`c.timed`)} as "averageDays", ${average1(sql`c.days - c.proponent_days`, sql`c.timed`)} as "providerDays",
      ${average1(sql`c.proponent_days`, sql`c.timed`)} as "proponentDays"
    from generate_series(${firstYear}::int, ${lastYear}::int) as y(year)
    left join by_year s on s.kind = 'submitted' and s.year = y.year
    left join by_year c on c.kind = 'completed' and c.year = y.year
    order by y.year`
}
