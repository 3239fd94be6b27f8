// Project notices at scale, on the embedded database (in memory) with the real dispatch code:
//  1. one public notice matched against 100,000 notification profiles (a tenth of them match, by a
//     district, a sector or a drawn area) and its deliveries queued, with the notice recorded on the
//     Notifications tab: goal under 5 s;
//  2. 10,000 of those deliveries sent through SMTP to a local catcher (a real SMTP server on
//     loopback that accepts everything, in a process of its own as a mail server is, so that its
//     receiving is not counted as the registry's sending): goal under 60 s.
// Prints both times, the CPU time sending took, and the machine's load (uptime), which on a shared
// machine moves the times.
//   npm run bench notification-dispatch
import { execSync, fork } from 'node:child_process'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/server/db/client.ts'
import { prepareDatabase } from '../src/server/db/prepare.ts'
import { parseConfig } from '../src/server/env.ts'
import { createMailer } from '../src/server/mail/mailer.ts'
import { notificationDispatch } from '../src/server/modules/notification-dispatch/dispatch.service.ts'
import { recordNotificationEvent } from '../src/server/modules/notification-dispatch/notification-events.ts'
import { createProject } from '../tests/factories/project-factory.ts'

const PROFILES = 100_000
const SENT = 10_000
const GOAL_MATCH_MS = 5_000
const GOAL_SEND_MS = 60_000

const handle = await openDatabase({})
await prepareDatabase(handle)
const db = handle.db
const catcher = fork(new URL('./smtp-catcher.ts', import.meta.url), { execArgv: ['--import', 'tsx'] })
const answer = <T>() => new Promise<T>((answered) => catcher.once('message', (message) => answered(message as T)))
const smtp = await answer<{ url: string }>()
const config = parseConfig({ APP_ENV: 'test', SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'http://registry.bench' })
const mailer = createMailer(db, config)
const dispatch = notificationDispatch({
  db,
  mailer,
  publicBaseUrl: config.publicBaseUrl,
  secret: new TextEncoder().encode('bench-secret-that-is-long-enough-for-hmac'),
})

const [district, otherDistrict] = (
  (await db.execute(sql`select id from assessment_districts order by id limit 2`)) as unknown as { rows: { id: string }[] }
).rows.map((r) => r.id)
const [sector, otherSector] = ((await db.execute(sql`select id from sectors order by id limit 2`)) as unknown as { rows: { id: string }[] }).rows.map(
  (r) => r.id,
)
const project = await createProject(db, { assessmentDistrictIds: [district!], sectorIds: [sector!], locations: [{ latitude: 62.5, longitude: -136 }] })

// Profiles: every tenth matches (by district, by sector or by an area around the project), the rest
// name other districts and sectors or draw an area elsewhere.
await db.execute(sql`
  insert into users (first_name, last_name, email, language)
  select 'Reader', 'No. ' || i, 'reader' || i || '@bench.example', case when i % 3 = 0 then 'fr' else 'en' end
  from generate_series(1, ${PROFILES}) i`)
await db.execute(sql`
  insert into notification_profiles (user_id, public_notice, assessment_districts, sectors, area)
  select u.id, true,
    case when n % 30 = 0 then jsonb_build_array(${otherDistrict}::text, ${district}::text) else jsonb_build_array(${otherDistrict}::text) end,
    case when n % 30 = 10 then jsonb_build_array(${sector}::text) else jsonb_build_array(${otherSector}::text) end,
    case when n % 30 = 20 then ST_MakeEnvelope(-136.5, 62, -135.5, 63, 4326)
         when n % 7 = 0 then ST_MakeEnvelope(-140.5, 64, -139.5, 65, 4326) end
  from (select id, row_number() over (order by email) as n from users where email like 'reader%@bench.example') u`)
await db.execute(sql`analyze`)

const matchStarted = performance.now()
await db.transaction((tx) => recordNotificationEvent(tx, { projectId: project.id, kind: 'public-notice' }))
await dispatch.matchPendingEvents(new Date())
const matchMs = performance.now() - matchStarted
const queued = ((await db.execute(sql`select count(*)::int as queued from notification_deliveries`)) as unknown as { rows: { queued: number }[] }).rows[0]!
  .queued

// Send the first 10,000: the others wait for a later time.
await db.execute(
  sql`update notification_deliveries set next_attempt_at = now() + interval '1 day' where id not in (select id from notification_deliveries order by id limit ${SENT})`,
)
const sendStarted = performance.now()
const cpuBefore = process.cpuUsage()
const { sent, failed } = await dispatch.sendDueDeliveries(new Date())
const sendMs = performance.now() - sendStarted
const { user, system } = process.cpuUsage(cpuBefore)

catcher.send('count')
const { received } = await answer<{ received: number }>()
const load = execSync('uptime').toString().trim()
console.log(
  `matched ${PROFILES.toLocaleString('en')} profiles, ${queued.toLocaleString('en')} deliveries queued: ${(matchMs / 1000).toFixed(2)} s (goal < ${GOAL_MATCH_MS / 1000} s)`,
)
console.log(
  `sent ${sent.toLocaleString('en')} (failed ${failed}) through SMTP, ${received.toLocaleString('en')} received: ${(sendMs / 1000).toFixed(1)} s (goal < ${GOAL_SEND_MS / 1000} s), ${((user + system) / 1e6).toFixed(1)} s of CPU`,
)
console.log(`load: ${load}`)
await mailer.close()
catcher.disconnect()
await handle.close()
process.exit(matchMs < GOAL_MATCH_MS && sendMs < GOAL_SEND_MS && sent === SENT && received === SENT ? 0 : 1)
