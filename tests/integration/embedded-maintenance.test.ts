// What autovacuum would do, done by the job runner on the embedded database (decision 0048): a
// table with rows and no statistics is analyzed, one whose deleted rows pass autovacuum's
// threshold is vacuumed, and a table just seen to is not due again.
import { beforeAll, describe, expect, it } from 'vitest'
import { like, sql } from 'drizzle-orm'
import { queryRows } from '../../src/server/db/client.ts'
import type { Database } from '../../src/server/db/client.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { maintainEmbeddedDatabase, tablesDue } from '../../src/server/jobs/embedded-maintenance.ts'
import { resetDatabase, testDatabase, workerDatabaseUrl } from './harness.ts'

let db: Database

beforeAll(async () => {
  db = (await testDatabase()).db
  await resetDatabase(db)
})

const rateLimits = async () =>
  (
    await queryRows<{ reltuples: number; dead: number }>(
      db,
      sql`select c.reltuples::float8 as reltuples, s.n_dead_tup::int as dead from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'rate_limits'`,
    )
  )[0]!

// On a PostgreSQL server autovacuum does this, and other connections' counts reach the statistics late.
describe.skipIf(workerDatabaseUrl() !== undefined)('the embedded database’s maintenance', () => {
  it('gathers the statistics of a table that has rows and none, then leaves it until enough changes', async () => {
    const now = new Date()
    const rows = Array.from({ length: 400 }, (_, i) => ({ rule: 'maintenance-test', key: `k${i}`, hits: 1, lastHitAt: now, expiresAt: now }))
    await db.insert(t.rateLimits).values(rows)
    expect((await tablesDue(db)).map((d) => d.name)).toContain('rate_limits')
    expect(await maintainEmbeddedDatabase(db)).toContain('public.rate_limits')
    expect((await rateLimits()).reltuples).toBeGreaterThanOrEqual(400)
    expect((await tablesDue(db)).map((d) => d.name)).not.toContain('rate_limits')
  })

  it('vacuums a table once its dead rows pass a fifth of it', async () => {
    await db.delete(t.rateLimits).where(like(t.rateLimits.rule, 'maintenance-test'))
    expect(await tablesDue(db)).toContainEqual({ schema: 'public', name: 'rate_limits', vacuum: true })
    await maintainEmbeddedDatabase(db)
    expect((await rateLimits()).dead).toBe(0)
    expect((await tablesDue(db)).map((d) => d.name)).not.toContain('rate_limits')
  })
})
