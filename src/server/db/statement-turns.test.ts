import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { turnLoopBeforeEachStatement } from './statement-turns.ts'

/** How many turns the event loop made while `work` ran. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0
  let running = true
  const spin = () => {
    if (!running) return
    turns++
    setImmediate(spin)
  }
  setImmediate(spin)
  try {
    await work()
  } finally {
    running = false
  }
  return turns
}

describe('turnLoopBeforeEachStatement', () => {
  let plain: PGlite
  let turning: PGlite
  // Two real databases take seconds to create, far more than the unit hooks' 10 s on a busy machine.
  beforeAll(async () => {
    ;[plain, turning] = await Promise.all([PGlite.create(), PGlite.create()])
    turnLoopBeforeEachStatement(turning)
  }, 120_000)
  afterAll(() => Promise.all([plain.close(), turning.close()]))

  const fiveInATransaction = (client: PGlite) => () =>
    client.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await tx.query('select $1::int as n', [i])
    })

  it('lets the event loop turn between the statements of a transaction, which it otherwise does not', async () => {
    expect(await turnsDuring(fiveInATransaction(plain))).toBeLessThan(2)
    expect(await turnsDuring(fiveInATransaction(turning))).toBeGreaterThanOrEqual(5)
  })

  it('turns it before queries, exec and Drizzle statements alike, and answers as before', async () => {
    const db = drizzle(turning)
    let answer: unknown
    expect(await turnsDuring(async () => (answer = (await turning.query<{ n: number }>('select 2 as n')).rows))).toBeGreaterThanOrEqual(1)
    expect(answer).toEqual([{ n: 2 }])
    expect(await turnsDuring(() => turning.exec('create table t (n int); insert into t values (1), (2)'))).toBeGreaterThanOrEqual(1)
    expect(await turnsDuring(async () => (answer = (await db.execute(sql`select sum(n)::int as total from t`)).rows))).toBeGreaterThanOrEqual(1)
    expect(answer).toEqual([{ total: 3 }])
  })

  it('keeps a failed statement’s error, and a transaction that fails rolled back', async () => {
    await expect(turning.query('select * from nowhere')).rejects.toThrow(/nowhere/)
    await turning.exec('create table kept (n int)')
    await expect(
      turning.transaction(async (tx) => {
        await tx.query('insert into kept values (1)')
        await tx.query('select * from nowhere')
      }),
    ).rejects.toThrow(/nowhere/)
    expect((await turning.query('select count(*)::int as c from kept')).rows).toEqual([{ c: 0 }])
  })
})
