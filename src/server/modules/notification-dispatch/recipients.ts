// Who receives a project's notice, as one statement per event, by the table WHO_IS_TOLD
// (shared/domain/notification-kinds.ts): the office (the project's lead assessor, or every staff
// member when it has none), the proponent or agent (unless they opted out of this project's
// notices and the notice is not one of their obligations), its accepted intervenors (unless they
// opted out), the followers, a comment's writer (by account, or at the address the comment gave),
// and, for the notices a profile can ask for, everyone whose notification profile matches the
// project by district, First Nation, sector, planning commission, project type, drainage or drawn
// area. The project's values are read once (sub-queries without a reference to the profile), so
// each profile costs a few array tests and, when it has an area, one intersection. A person gets
// one delivery per event, under the first reason that applies (the order of RECIPIENT_KINDS).
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/client.ts'
import { RECIPIENT_KINDS, WHO_IS_TOLD } from '../../../shared/domain/notification-kinds.ts'
import type { NotificationKind, RecipientKind } from '../../../shared/domain/notification-kinds.ts'
import type { NoticeDetails } from '../../../shared/domain/notice-texts.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

interface MatchedEvent {
  id: string
  projectId: string
  kind: NotificationKind
  details: NoticeDetails
}

/** Each audience's people as (user_id, email, first_name, language) rows; email and the rest only for a person with no account. */
function audienceQuery(kind: RecipientKind, event: MatchedEvent): SQL {
  const p = event.projectId
  const rule = WHO_IS_TOLD[event.kind]
  const notOptedOut = (userId: SQL) => sql`not exists (select 1 from notification_opt_outs o where o.user_id = ${userId} and o.project_id = ${p})`
  const account = (userId: SQL) => sql`${userId} as user_id, null::text as email, null::text as first_name, null::text as language`
  const ids = (query: SQL) => sql`coalesce((${query}), array[]::text[])`
  switch (kind) {
    case 'staff':
      return sql`select ${account(sql`u.id`)} from users u
        where u.staff_role is not null and coalesce(u.id = (select lead_assessor_id from projects where id = ${p}), true)`
    case 'proponent-agent':
    case 'intervenor':
      return sql`select ${account(sql`r.user_id`)} from project_user_roles r
        where r.project_id = ${p} and r.role = ${kind} and ${kind === 'proponent-agent' && rule.obligation ? sql`true` : notOptedOut(sql`r.user_id`)}`
    case 'follower':
      return sql`select ${account(sql`f.user_id`)} from project_follows f where f.project_id = ${p}`
    case 'comment-writer':
      return sql`select c.user_id, case when c.user_id is null then c.email end as email, c.first_name, c.language from comments c
        where c.id = ${event.details.commentId ?? null}::uuid and c.project_id = ${p} and (c.user_id is not null or c.email is not null)`
    case 'notification-profile': {
      const gate =
        rule.profileChoice === 'publicNotice' ? sql`np.public_notice` : rule.profileChoice === 'recommendationSent' ? sql`np.recommendation_sent` : sql`false`
      return sql`select ${account(sql`np.user_id`)}
        from notification_profiles np
        where ${gate} and (
          np.project_types ? (select project_type_id from projects where id = ${p})
          or np.assessment_districts ?| ${ids(sql`select array_agg(assessment_district_id) from project_districts where project_id = ${p}`)}
          or np.sectors ?| ${ids(sql`select array_agg(sector_id) from project_sectors where project_id = ${p}`)}
          or np.drainages ?| ${ids(sql`select array_agg(drainage_id) from project_drainages where project_id = ${p}`)}
          or np.first_nations ?| ${ids(sql`select array_agg(organization_id) from project_organizations where project_id = ${p} and role = 'first-nation'`)}
          or np.planning_commissions ?| ${ids(sql`select array_agg(organization_id) from project_organizations where project_id = ${p} and role = 'planning-commission'`)}
          or (np.area is not null and ST_Intersects(np.area, (
            select ST_Collect(g) from (
              select geom as g from project_locations where project_id = ${p} and geom is not null
              union all select geom from project_shapes where project_id = ${p}
            ) located)))
        )`
    }
  }
}

/** Everyone the event tells, one row per person under the first reason that applies, with their language. */
function recipientsQuery(event: MatchedEvent): SQL | null {
  const audience = RECIPIENT_KINDS.filter((kind) => WHO_IS_TOLD[event.kind].audience.includes(kind))
  if (audience.length === 0) return null
  const candidates = sql.join(
    audience.map((kind) => sql`select a.*, ${kind} as kind, ${RECIPIENT_KINDS.indexOf(kind)} as rank from (${audienceQuery(kind, event)}) a`),
    sql` union all `,
  )
  const person = sql`coalesce(c.user_id::text, lower(c.email))`
  return sql`
    select distinct on (${person}) c.user_id, c.email, case when c.user_id is null then c.first_name end as first_name, c.kind, coalesce(u.language, c.language, 'en') as language
    from (${candidates}) c
    left join users u on u.id = c.user_id
    where c.user_id is null or u.disabled_at is null
    order by ${person}, c.rank`
}

export async function queueDeliveries(db: Pick<Database, 'execute'>, event: MatchedEvent, now: Date): Promise<void> {
  const recipients = recipientsQuery(event)
  if (!recipients) return
  await db.execute(sql`
    insert into notification_deliveries (event_id, user_id, email, first_name, recipient_kind, language, next_attempt_at)
    select ${event.id}, r.user_id, r.email, r.first_name, r.kind, r.language, ${now} from (${recipients}) r
    on conflict (event_id, user_id) do nothing`)
}

/** How many people the event will tell, counted in its own transaction, for the office's screen to say so. */
export async function audienceSize(db: Database | Tx, event: Omit<MatchedEvent, 'id'>): Promise<number> {
  const recipients = recipientsQuery({ ...event, id: '' })
  if (!recipients) return 0
  const [row] = await queryRows<{ n: number }>(db as unknown as Database, sql`select count(*)::int as n from (${recipients}) r`)
  return row?.n ?? 0
}
