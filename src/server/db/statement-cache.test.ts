import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheStatements } from './statement-cache.ts'

/** The statements the database holds prepared under the cache's names. */
async function preparedNames(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`select name from pg_prepared_statements where name like 'registry_statement_%' order by name`)
  return rows.map((r) => r.name)
}

describe('cacheStatements', () => {
  let client: PGlite
  // A real database takes seconds to create, far more than the unit hooks' 10 s on a busy machine.
  beforeAll(async () => {
    client = await PGlite.create()
    cacheStatements(client, 3)
    await client.exec(`create table stop (id int primary key, name text not null, seen timestamptz, tags jsonb)`)
  }, 120_000)
  afterAll(() => client.close())

  it('answers a statement sent again from the one prepared, with its own parameters each time', async () => {
    const db = drizzle(client)
    await db.execute(sql`insert into stop values (${1}, ${'Mayo'}, ${new Date('2026-06-01T18:00:00Z').toISOString()}, ${JSON.stringify({ km: 12 })})`)
    await db.execute(sql`insert into stop values (${2}, ${'Keno'}, ${null}, ${null})`)
    const before = (await preparedNames(client)).length
    const named = (id: number) => client.query<{ name: string; seen: Date | null; tags: unknown }>('select name, seen, tags from stop where id = $1', [id])
    expect((await named(1)).rows).toEqual([{ name: 'Mayo', seen: new Date('2026-06-01T18:00:00Z'), tags: { km: 12 } }])
    expect((await named(2)).rows).toEqual([{ name: 'Keno', seen: null, tags: null }])
    expect((await named(3)).rows).toEqual([])
    // The insert (one text for both rows) and the select: one statement each, prepared once.
    expect((await preparedNames(client)).length).toBe(before + 1)
    const { fields } = await named(1)
    expect(fields.map((f) => f.name)).toEqual(['name', 'seen', 'tags'])
  })

  it('keeps no more than its limit, closing the least recently used', async () => {
    for (let n = 0; n < 6; n++) await client.query(`select $1::int + ${n} as n`, [1])
    const names = await preparedNames(client)
    // The newest parse closes the ones beyond the limit before it; what it left open stays
    // until the next one.
    expect(names.length).toBeLessThanOrEqual(4)
    expect((await client.query('select $1::int + 5 as n', [1])).rows).toEqual([{ n: 6 }])
  })

  it('keeps errors as they were, and a statement that failed to parse out of the cache', async () => {
    await expect(client.query('select * from nowhere where id = $1', [1])).rejects.toThrow(/nowhere/)
    await client.exec('create table nowhere (id int)')
    expect((await client.query('select * from nowhere where id = $1', [1])).rows).toEqual([])
    await expect(client.query('insert into stop values ($1, $2)', [1, 'Mayo'])).rejects.toMatchObject({ code: '23505' })
  })

  it('keeps transactions whole, and the statements prepared in one rolled back', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into stop (id, name) values ($1, $2)', [10, 'Pelly Crossing'])
        await tx.query('select * from missing_table')
      }),
    ).rejects.toThrow(/missing_table/)
    expect((await client.query('select count(*)::int as c from stop where id = $1', [10])).rows).toEqual([{ c: 0 }])
    await client.transaction(async (tx) => {
      await tx.query('insert into stop (id, name) values ($1, $2)', [10, 'Pelly Crossing'])
    })
    expect((await client.query('select name from stop where id = $1', [10])).rows).toEqual([{ name: 'Pelly Crossing' }])
  })

  it('forgets every statement when the schema changes, so none answers with the old columns', async () => {
    const all = () => client.query<Record<string, unknown>>('select * from stop where id = $1', [2])
    expect(Object.keys((await all()).rows[0]!)).toEqual(['id', 'name', 'seen', 'tags'])
    await client.exec('alter table stop add column creek text')
    expect(Object.keys((await all()).rows[0]!)).toEqual(['id', 'name', 'seen', 'tags', 'creek'])
    await client.query('alter table stop drop column creek')
    expect(Object.keys((await all()).rows[0]!)).toEqual(['id', 'name', 'seen', 'tags'])
  })

  it('leaves statements someone else named alone', async () => {
    // Parse "theirs" (no parameter types), then Sync.
    const body = Buffer.concat([Buffer.from('theirs\0select 1 as one\0'), Buffer.from([0, 0])])
    const length = Buffer.alloc(4)
    length.writeInt32BE(4 + body.length)
    await client.execProtocol(new Uint8Array(Buffer.concat([Buffer.from('P'), length, body, Buffer.from([0x53, 0, 0, 0, 4])])))
    const { rows } = await client.query<{ name: string }>(`select name from pg_prepared_statements where name = 'theirs'`)
    expect(rows).toEqual([{ name: 'theirs' }])
  })
})
