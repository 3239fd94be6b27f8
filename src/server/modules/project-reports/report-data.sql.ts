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
 * with a dated span, holding the days it was submitted, completed and entered Adequacy Review, and
 * the days spent in information requests before completion; a project that no longer counts
 * (another type, Deleted, no span) loses its row. Answers how many rows it wrote. The ids come as
 * one array, whose length the planner then knows: index look-ups for a stage change, whole scans
 * after an import.
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
      min(started_at) filter (where stage_id = ${DECISION_DOCUMENT_ISSUED}) as completed_at,
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
      ${day(sql`m.adequacy_at`)} as adequacy_on, coalesce(w.days, 0)::int as proponent_days, ev.outcome_id, ev.decision_id,
      array(select ps.sector_id from project_sectors ps where ps.project_id = m.project_id order by 1) as sector_ids,
      array(select po.organization_id from project_organizations po where po.project_id = m.project_id and po.role = 'first-nation' order by 1) as first_nation_ids
    from marks m join ev on ev.id = m.project_id left join waits w on w.project_id = m.project_id
  ),
  dropped as (
    delete from report_facts f where f.project_id in (select project_id from stale) and f.project_id not in (select project_id from computed)
  ),
  written as (
    insert into report_facts (project_id, submitted_on, completed_on, adequacy_on, proponent_days, outcome_id, decision_id, sector_ids, first_nation_ids)
    select project_id, submitted_on, completed_on, adequacy_on, proponent_days, outcome_id, decision_id, sector_ids, first_nation_ids from computed
    on conflict (project_id) do update set submitted_on = excluded.submitted_on, completed_on = excluded.completed_on,
      adequacy_on = excluded.adequacy_on, proponent_days = excluded.proponent_days, outcome_id = excluded.outcome_id,
      decision_id = excluded.decision_id, sector_ids = excluded.sector_ids, first_nation_ids = excluded.first_nation_ids
    returning 1
  )
  select count(*)::int as written from written`
}

/** A completed project of facts row `f` with days to complete (one completed before it was submitted, a data error, has none). */
const isTimed = (f: string) => sql.raw(`${f}.completed_on >= ${f}.submitted_on`)
/** The average of the timed projects' values, to one decimal. */
const timedAvg1 = (f: string, expression: SQL) => sql`round((avg(${expression}) filter (where ${isTimed(f)}))::numeric, 1)::float8`

const avg1 = (expression: SQL) => sql`round(avg(${expression})::numeric, 1)::float8`

/** The §3 sets of one period as one JSON object. */
export function reportDataQuery(from: string, to: string): SQL {
  const inRange = (column: SQL) => sql`${column} >= ${from}::date and ${column} < ${to}::date`
  /** A moment on one of the period's days in Yukon: bounds an index on the moment can serve. */
  const inDays = (column: SQL) => sql`${column} >= ${from}::timestamp at time zone ${TZ} and ${column} < ${to}::timestamp at time zone ${TZ}`
  const months = sql`generate_series(date_trunc('month', ${from}::date), ${to}::date - 1, interval '1 month')`
  /** Outcomes or decisions per sector and for all sectors (a null sector), from doneBy. */
  const slices = (column: 'outcome_id' | 'decision_id', set: number, table: SQL, key: string, extra: SQL) => sql`
    coalesce((
      select jsonb_agg(jsonb_build_object('sectorId', g.sector_id, 'counts', g.counts) order by g.sector_id nulls first)
      from (
        select x.sector_id, jsonb_agg(jsonb_build_object(${key}::text, r.id, 'name', r.name, 'nameFr', r.name_fr, 'count', x.n) order by r.name) as counts
        from done_by x join ${table} r on r.id = x.${sql.raw(column)} ${extra}
        where x.grouped = ${set}
        group by x.sector_id
      ) g
    ), '[]'::jsonb)`
  return sql`
    with submitted as (select submitted_on, sector_ids, first_nation_ids from report_facts where ${inRange(sql`submitted_on`)}),
    done as (
      select submitted_on, completed_on, proponent_days, outcome_id, decision_id, sector_ids from report_facts where ${inRange(sql`completed_on`)}
    ),
    -- The completed projects counted once for outcomes, decisions and durations: per sector and,
    -- under a null sector, for all sectors; grouped says which set a row is (1 outcome, 2 decision, 3 duration).
    done_by as (
      select ps.sector_id, d.outcome_id, d.decision_id, grouping(d.outcome_id, d.decision_id) as grouped, count(*) as n,
        count(*) filter (where ${isTimed('d')}) as timed, ${timedAvg1('d', sql`d.completed_on - d.submitted_on`)} as average_days,
        ${timedAvg1('d', sql`d.completed_on - d.submitted_on - d.proponent_days`)} as provider_days, ${timedAvg1('d', sql`d.proponent_days`)} as proponent_days
      from done d cross join unnest(array[null]::text[] || d.sector_ids) as ps(sector_id)
      group by grouping sets ((ps.sector_id, d.outcome_id), (ps.sector_id, d.decision_id), (ps.sector_id))
    )
    select jsonb_build_object(
      'submitted', (select count(*) from submitted),
      'completed', (select count(*) from done),
      'comments', (
        select count(*) from comments c join projects p on p.id = c.project_id
        where p.project_type_id = ${PROJECT_TYPE.evaluation} and p.stage_id <> ${DELETED} and c.state <> 'rejected' and ${inDays(sql`c.received_at`)}
      ),
      'sectorSubmitted', coalesce((
        select jsonb_agg(jsonb_build_object('sectorId', s.id, 'name', s.name, 'nameFr', s.name_fr, 'count', x.n) order by x.n desc, s.name)
        from (select ps.sector_id, count(*) as n from submitted f cross join unnest(f.sector_ids) as ps(sector_id) group by 1) x
        join sectors s on s.id = x.sector_id
      ), '[]'::jsonb),
      'firstNationSubmitted', coalesce((
        select jsonb_agg(jsonb_build_object('organizationId', o.id, 'name', o.public_display_name, 'nameFr', o.french_display_name, 'count', x.n) order by x.n desc, o.public_display_name)
        from (
          select po.organization_id, count(*) as n from submitted f cross join unnest(f.first_nation_ids) as po(organization_id) group by 1
        ) x join organizations o on o.id = x.organization_id
      ), '[]'::jsonb),
      'monthly', (
        select jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'), 'submitted', coalesce(s.n, 0), 'completed', coalesce(c.n, 0)) order by m.month)
        from ${months} as m(month)
        left join (select date_trunc('month', submitted_on) as month, count(*) as n from submitted group by 1) s on s.month = m.month
        left join (select date_trunc('month', completed_on) as month, count(*) as n from done group by 1) c on c.month = m.month
      ),
      'outcomes', ${slices('outcome_id', 1, sql`assessment_outcomes`, 'outcomeId', sql`and not r.withdrawn`)},
      'decisions', ${slices('decision_id', 2, sql`decision_kinds`, 'decisionId', sql``)},
      'sectorDuration', coalesce((
        select jsonb_agg(jsonb_build_object('sectorId', s.id, 'name', s.name, 'nameFr', s.name_fr, 'projects', x.timed,
          'averageDays', x.average_days, 'providerDays', x.provider_days, 'proponentDays', x.proponent_days) order by s.name)
        from done_by x join sectors s on s.id = x.sector_id
        where x.grouped = 3 and x.timed > 0
      ), '[]'::jsonb),
      'monthlyAverageToAssigned', (
        select jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'), 'average', a.average, 'projects', coalesce(a.n, 0)) order by m.month)
        from ${months} as m(month)
        left join (
          select date_trunc('month', ${day(sql`a.assessor_assigned_at`)}) as month, ${avg1(sql`${day(sql`a.assessor_assigned_at`)} - f.adequacy_on`)} as average, count(*) as n
          from report_facts f join assessment_timings a on a.project_id = f.project_id
          where f.adequacy_on is not null and ${inDays(sql`a.assessor_assigned_at`)}
          group by 1
        ) a on a.month = m.month
      )
    ) as data`
}

/** Submissions, completions and average days to complete per year, from the first year to the last, in one pass over the facts. */
export function yearlyQuery(firstYear: number, lastYear: number): SQL {
  const submittedYear = sql`extract(year from f.submitted_on)::int`
  const completedYear = sql`extract(year from f.completed_on)::int`
  return sql`
    with by_year as (
      select coalesce(${submittedYear}, ${completedYear}) as year, grouping(${submittedYear}) = 0 as is_submitted, count(*) as n,
        count(*) filter (where ${isTimed('f')}) as timed, ${timedAvg1('f', sql`f.completed_on - f.submitted_on`)} as average_days,
        ${timedAvg1('f', sql`f.completed_on - f.submitted_on - f.proponent_days`)} as provider_days, ${timedAvg1('f', sql`f.proponent_days`)} as proponent_days
      from report_facts f
      group by grouping sets ((${submittedYear}), (${completedYear}))
    )
    select y.year::int as year, coalesce(s.n, 0)::int as submitted, coalesce(c.n, 0)::int as completed,
      c.average_days as "averageDays", c.provider_days as "providerDays", c.proponent_days as "proponentDays"
    from generate_series(${firstYear}::int, ${lastYear}::int) as y(year)
    left join by_year s on s.is_submitted and s.year = y.year
    left join by_year c on not c.is_submitted and c.year = y.year
    order by y.year`
}
