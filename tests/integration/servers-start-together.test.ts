// Several servers started at once on one empty PostgreSQL (a deployment's rollout): they migrate
// once, apply the data fixes once and load the demo set once, each waiting its turn on the
// database's advisory lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../../src/server/db/client.ts'
import type { DatabaseHandle } from '../../src/server/db/client.ts'
import { prepareDatabase } from '../../src/server/db/prepare.ts'
import { seedDemoIfEmpty } from '../../src/server/demo/seed-demo.ts'
import { releasedTogether } from './race.ts'
import { localFileStore } from '../../src/server/files/file-store.ts'
import { tempDir } from './temp-dirs.ts'

const SERVERS = 4
const adminUrl = process.env.DATABASE_URL
const name = `registry_start_${process.env.VITEST_POOL_ID ?? '0'}`
let handles: DatabaseHandle[] = []
let dataDir = ''

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

// The embedded database opens in one process only (the DATA_DIR lock has its own test).
describe.skipIf(!adminUrl)('servers started together on one empty PostgreSQL', () => {
  beforeAll(async () => {
    await admin(`drop database if exists ${name}`)
    await admin(`create database ${name}`)
    const url = new URL(adminUrl!)
    url.pathname = `/${name}`
    handles = await Promise.all(Array.from({ length: SERVERS }, () => openDatabase({ url: url.toString() })))
    dataDir = await tempDir('registry-start-together-')
  })
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()))
    if (adminUrl) await admin(`drop database if exists ${name}`)
  })

  it('migrate it once, all of them ready', async () => {
    const outcomes = await releasedTogether(SERVERS, (i) =>
      prepareDatabase(handles[i]!).then(
        () => 'ready',
        (e: unknown) => String(e),
      ),
    )
    expect(outcomes).toEqual(Array(SERVERS).fill('ready'))
    const applied = await queryRows<{ n: number; distinct_hashes: number }>(
      handles[0]!.db,
      sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
    )
    expect(applied[0]!.n).toBe(applied[0]!.distinct_hashes)
    const fixes = await queryRows<{ name: string }>(handles[0]!.db, sql`select name from data_fixes`)
    expect(fixes).toEqual([{ name: 'proposal-shapes' }])
  }, 120_000)

  it('load the demo set once', async () => {
    const outcomes = await releasedTogether(SERVERS, (i) => seedDemoIfEmpty(handles[i]!, { projects: 5, seed: 'together', files: localFileStore(dataDir) }))
    expect(outcomes.filter((o) => o !== null)).toHaveLength(1)
    const [projects] = await queryRows<{ n: number }>(handles[0]!.db, sql`select count(*)::int as n from projects`)
    expect(projects!.n).toBe(5)
  }, 120_000)
})
