// Chains of rate-limit hits counted in one statement (decision 0048) give what counting them one
// request at a time gives: the same verdicts, and the same counts left behind, on the embedded
// database and on PostgreSQL alike.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq, like } from 'drizzle-orm'
import { RateLimiter } from '../../src/server/http/rate-limit.ts'
import type { RateLimitHit, RateLimitRule } from '../../src/server/http/rate-limit.ts'
import * as t from '../../src/server/db/schema/index.ts'
import type { Database } from '../../src/server/db/client.ts'
import { resetDatabase, testDatabase } from './harness.ts'

let db: Database
let now = new Date('2026-12-01T18:00:00Z')
const limiter = () => new RateLimiter(db, () => now)

beforeAll(async () => {
  db = (await testDatabase()).db
  await resetDatabase(db)
})

/** The rules of a chain, each with its own name in each run, so that two runs never share a count. */
const rules = (run: string) => ({
  client: { name: `${run}-client`, limit: 4, windowMs: 3_600_000 },
  email: { name: `${run}-email`, limit: 3, windowMs: 3_600_000 },
})

/** A submission's chain: its client address, then its e-mail address when it gives one. */
const chain = (r: Record<'client' | 'email', RateLimitRule>, client: string, email?: string): RateLimitHit[] => [
  { rule: r.client, key: client },
  ...(email ? [{ rule: r.email, key: email }] : []),
]

const countsOf = async (run: string) =>
  Object.fromEntries(
    (
      await db
        .select()
        .from(t.rateLimits)
        .where(like(t.rateLimits.rule, `${run}-%`))
    ).map((row) => [`${row.rule.slice(run.length + 1)} ${row.key}`, row.hits]),
  )

/** A pseudo-random sequence, the same on every run. */
function* seeded(seed: number) {
  for (;;) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    yield seed / 2_147_483_648
  }
}

describe('hitChains', () => {
  it('answers and counts a group as the same submissions sent one at a time, for many groups', async () => {
    const random = seeded(17)
    const pick = <T>(list: T[]) => list[Math.floor(random.next().value! * list.length)]!
    let refusals = 0
    for (let group = 0; group < 12; group++) {
      const submissions = Array.from({ length: 1 + Math.floor(random.next().value! * 14) }, () => ({
        client: pick(['10.0.0.1', '10.0.0.2', '10.0.0.3']),
        email: pick(['a@example.ca', 'b@example.ca', undefined]),
      }))
      // Some groups come an hour later, when the earlier windows have ended.
      if (group % 5 === 4) now = new Date(now.getTime() + 3_600_000)
      const together = await limiter().hitChains(
        db,
        submissions.map((s) => chain(rules('together'), s.client, s.email)),
      )
      const alone = []
      for (const s of submissions) alone.push(...(await limiter().hitChains(db, [chain(rules('alone'), s.client, s.email)])))
      expect(together.map((v) => v.allowed)).toEqual(alone.map((v) => v.allowed))
      expect(await countsOf('together')).toEqual(await countsOf('alone'))
      refusals += together.filter((v) => !v.allowed).length
    }
    expect(refusals).toBeGreaterThan(10)
  })

  it('does not count an e-mail address for a submission its client address was refused for', async () => {
    const r = rules('refused')
    const verdicts = await limiter().hitChains(
      db,
      Array.from({ length: 6 }, (_, i) => chain(r, '10.1.1.1', `person${i}@example.ca`)),
    )
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, false, false])
    expect(verdicts[4]!.retryAfterSeconds).toBe(3600)
    expect(await countsOf('refused')).toMatchObject({
      'client 10.1.1.1': 6,
      'email person3@example.ca': 1,
      'email person4@example.ca': 0,
      'email person5@example.ca': 0,
    })
  })

  it('answers one hit as hit() does, and nothing asked as allowed', async () => {
    const rule = { name: 'single', limit: 1, windowMs: 60_000 }
    expect(await limiter().hit(rule, 'k')).toMatchObject({ allowed: true })
    expect(await limiter().hit(rule, 'k')).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect(await limiter().hitChains(db, [[]])).toEqual([{ allowed: true, retryAfterSeconds: 0 }])
    const [row] = await db.select().from(t.rateLimits).where(eq(t.rateLimits.rule, 'single'))
    expect(row!.hits).toBe(2)
  })
})
