// Whether how long an answer takes tells that an e-mail address has an account: registration,
// forgot password, login link and resend confirmation, each timed for an address with an account
// and one without, back to back (alternating which goes first, so that a busy machine slows both
// alike), on the app in process over a fresh embedded database. Each round is two hours after the
// last on the app's clock, past every rate-limit window. Before the fix, registration took four
// times as long for a new address. This was a test until issue 33: a timing ratio belongs here.
// Goal: the median ratio of each within 1/1.5 and 1.5.
//   npm run bench account-enumeration
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../src/server/app.ts'
import { openDatabase } from '../src/server/db/client.ts'
import { prepareDatabase } from '../src/server/db/prepare.ts'
import { users } from '../src/server/db/schema/index.ts'
import { parseConfig } from '../src/server/env.ts'
import { localFileStore } from '../src/server/files/file-store.ts'
import { configureLogging } from '../src/server/lib/logger.ts'
import { createMailer } from '../src/server/mail/mailer.ts'

const GOAL_RATIO = 1.5
/** Registering hashes a password (tens of ms); the others take a few ms, so more rounds tame the noise. */
const ROUNDS = { register: 30, other: 100 }
const WARM_UP = 3

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')

// A log line a request would be most of this output.
configureLogging({ level: 'warn', pretty: false })
const dataDir = await mkdtemp(join(tmpdir(), 'registry-bench-enumeration-'))
const handle = await openDatabase({})
let failed = false
try {
  await prepareDatabase(handle)
  const config = parseConfig({ APP_ENV: 'test', DATA_DIR: dataDir, PUBLIC_BASE_URL: 'http://registry.test' })
  let now = new Date('2026-03-01T18:00:00Z')
  const mailer = createMailer(handle.db, config)
  const app = createApp({
    db: handle.db,
    config,
    clock: () => now,
    mailer,
    files: localFileStore(config.dataDir),
    jwtSecret: new TextEncoder().encode('bench-secret-long-enough-for-hs256'),
  })
  await handle.db.insert(users).values([
    { firstName: 'Known', lastName: 'Person', email: 'known@example.ca', emailConfirmedAt: now },
    { firstName: 'Unconfirmed', lastName: 'Person', email: 'unconfirmed@example.ca', emailConfirmedAt: null },
  ])

  /** How long the answer took; the mail it queued is sent before the next request, out of the timing. */
  async function answerMs(path: string, body: unknown): Promise<number> {
    const started = performance.now()
    const response = await app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const ms = performance.now() - started
    await response.arrayBuffer()
    await mailer.idle()
    return ms
  }

  /** The median, over rounds, of how many times longer the address with an account took. */
  async function medianRatio(path: string, rounds: number, bodyFor: (address: 'known' | 'unknown', round: number) => unknown): Promise<number> {
    const ratios: number[] = []
    for (let round = -WARM_UP; round < rounds; round++) {
      now = new Date(now.getTime() + 2 * 3_600_000)
      const knownFirst = round % 2 === 0
      const first = await answerMs(path, bodyFor(knownFirst ? 'known' : 'unknown', round))
      const second = await answerMs(path, bodyFor(knownFirst ? 'unknown' : 'known', round))
      if (round >= 0) ratios.push(knownFirst ? first / second : second / first)
    }
    return median(ratios)
  }

  const cases: [string, string, number, (address: 'known' | 'unknown', round: number) => unknown][] = [
    [
      'registration',
      '/api/users/register',
      ROUNDS.register,
      (address, round) => ({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: address === 'known' ? 'known@example.ca' : `new${round}@example.ca`,
        plainPassword: 'Bonanza2026',
      }),
    ],
    ['forgot password', '/api/users/forgot-password', ROUNDS.other, (address) => ({ email: address === 'known' ? 'known@example.ca' : 'nobody@example.ca' })],
    ['login link', '/api/users/login-email', ROUNDS.other, (address) => ({ email: address === 'known' ? 'known@example.ca' : 'nobody@example.ca' })],
    [
      'resend confirmation',
      '/api/users/resend-confirm-email',
      ROUNDS.other,
      (address) => ({ email: address === 'known' ? 'unconfirmed@example.ca' : 'nobody@example.ca' }),
    ],
  ]
  console.log(`load average at start: ${load()}`)
  for (const [name, path, rounds, bodyFor] of cases) {
    const ratio = await medianRatio(path, rounds, bodyFor)
    const met = ratio < GOAL_RATIO && ratio > 1 / GOAL_RATIO
    if (!met) failed = true
    console.log(
      `${met ? 'PASS' : 'MISS'}  ${name}: an address with an account takes ${ratio.toFixed(2)}× as long (goal within ${(1 / GOAL_RATIO).toFixed(2)}–${GOAL_RATIO})`,
    )
  }
  console.log(`load average at end: ${load()}`)
  await mailer.close()
} finally {
  await handle.close()
  await rm(dataDir, { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
