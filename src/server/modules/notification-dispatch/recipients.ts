// Who receives a project's notice, as one statement per event: the proponent or agent (unless they
// opted out of this project's notices), the followers, and, for the notices a profile can ask for,
// everyone whose notification profile matches the project by district, First Nation, sector,
// planning commission, project type, drainage or drawn area. The project's values are read once
// (sub-queries without a reference to the profile), so each profile costs a few array tests and,
// when it has an area, one intersection. A person gets one delivery per event, under the first
// reason that applies; matching the same event again adds nobody twice.
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { profileChoiceFor } from '../../../shared/domain/notification-kinds.ts'
import type { NotificationKind } from '../../../shared/domain/notification-kinds.ts'

export async function queueDeliveries(db: Pick<Database, 'execute'>, event: { id: string; projectId: string; kind: NotificationKind }, now: Date): Promise<void> {
  const choice = profileChoiceFor(event.kind)
  const gate = choice === 'publicNotice' ? sql`np.public_notice` : choice === 'recommendationSent' ? sql`np.recommendation_sent` : sql`false`
  const ids = (query: ReturnType<typeof sql>) => sql`coalesce((${query}), array[]::text[])`
  const p = event.projectId
  await db.execute(sql`
    insert into notification_deliveries (event_id, user_id, recipient_kind, language, next_attempt_at)
    select distinct on (c.user_id) ${event.id}, c.user_id, c.kind, u.language, ${now}
    from (
      select r.user_id, 'proponent-agent' as kind, 1 as rank
        from project_user_roles r
        where r.project_id = ${p} and r.role = 'proponent-agent'
          and not exists (select 1 from notification_opt_outs o where o.user_id = r.user_id and o.project_id = ${p})
      union all
      select f.user_id, 'follower', 2 from project_follows f where f.project_id = ${p}
      union all
      select np.user_id, 'notification-profile', 3
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
        )
    ) c
    join users u on u.id = c.user_id and u.disabled_at is null
    order by c.user_id, c.rank
    on conflict (event_id, user_id) do nothing`)
}
