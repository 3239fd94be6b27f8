// How long an answer takes must not tell whether an address has an account: the requests that
// name an address are timed for addresses with and without one, interleaved, and their medians
// compared. Before the fix registration took four times as long for a new address.
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'

let app: TestApp
let now = new Date('2026-03-01T18:00:00Z')
/** Registering hashes a password (tens of ms); the others take a few ms, so more rounds tame the noise. */
const ROUNDS = { register: 30, other: 100 }
/** Generous for a busy two-core machine; the differences found were 2.4 to 4 times. */
const TOLERATED_RATIO = 1.5

beforeAll(async () => {
  app = await startTestApp({ now })
  await createUser(app.db, { email: 'known@example.ca' })
  await createUser(app.db, { email: 'unconfirmed@example.ca', emailConfirmedAt: null })
})

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const post = (path: string, body: unknown) => app.answerMs(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

/**
 * The median, over rounds, of how many times longer the address with an account took than the one
 * without. Each round times both back to back (alternating which goes first), so that a busy
 * machine slows both alike; each is two hours after the last, past every rate-limit window.
 */
async function medianRatio(path: string, rounds: number, bodyFor: (address: 'known' | 'unknown', round: number) => unknown): Promise<number> {
  const ratios: number[] = []
  for (let round = -3; round < rounds; round++) {
    now = new Date(now.getTime() + 2 * 3_600_000)
    app.setNow(now)
    const knownFirst = round % 2 === 0
    const first = await post(path, bodyFor(knownFirst ? 'known' : 'unknown', round))
    const second = await post(path, bodyFor(knownFirst ? 'unknown' : 'known', round))
    // The first rounds warm up.
    if (round >= 0) ratios.push(knownFirst ? first / second : second / first)
  }
  return median(ratios)
}

function expectAlike(ratio: number) {
  expect(ratio, 'the address with an account takes this many times as long').toBeLessThan(TOLERATED_RATIO)
  expect(ratio, 'the address with an account takes this many times as long').toBeGreaterThan(1 / TOLERATED_RATIO)
}

describe('answers take as long whether or not the address has an account', () => {
  it('registration', async () => {
    expectAlike(await medianRatio('/api/users/register', ROUNDS.register, (address, round) => ({ firstName: 'Ada', lastName: 'Lovelace', email: address === 'known' ? 'known@example.ca' : `new${round}@example.ca`, plainPassword: 'Bonanza2026' })))
  })

  it.each([
    ['forgot password', '/api/users/forgot-password', 'known@example.ca'],
    ['login link', '/api/users/login-email', 'known@example.ca'],
    ['resend confirmation', '/api/users/resend-confirm-email', 'unconfirmed@example.ca'],
  ])('%s', async (_name, path, existing) => {
    expectAlike(await medianRatio(path, ROUNDS.other, (address) => ({ email: address === 'known' ? existing : 'nobody@example.ca' })))
  })
})
