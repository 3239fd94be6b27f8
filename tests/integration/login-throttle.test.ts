// Guessing passwords is slowed down per client, per client and account together, and per account
// from clients that have never signed in to it (decision 0055): guesses from many addresses are
// refused past a few, while the owner still signs in from where they have before, and a login
// link by e-mail works all along.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { releasedTogether, statusCounts } from './race.ts'
import { startSmtpCapture } from './smtp-capture.ts'
import type { SmtpCapture } from './smtp-capture.ts'
import { createUser } from '../factories/user-factory.ts'
import { hashPassword } from '../../src/server/lib/passwords.ts'

let app: TestApp
let smtp: SmtpCapture
const password = 'Bonanza2026'
let base = new Date('2026-03-01T18:00:00Z')
type Answer = { status: string; code?: string; userMessage?: string; token?: string }

beforeAll(async () => {
  smtp = await startSmtpCapture()
  // Behind one trusted proxy, each request names its client in X-Forwarded-For.
  app = await startTestApp({ now: base, env: { SMTP_URL: smtp.url, TRUSTED_PROXIES: '1' } })
})
afterAll(() => smtp.close())

let owner: string
let sequence = 0
beforeEach(async () => {
  // Every test starts a day later, with an account of its own.
  base = new Date(base.getTime() + 86_400_000)
  app.setNow(base)
  sequence += 1
  owner = `owner${sequence}@example.ca`
  await createUser(app.db, { email: owner, passwordHash: await hashPassword(password) })
})
const atSeconds = (seconds: number) => app.setNow(new Date(base.getTime() + seconds * 1000))

async function logIn(from: string, email: string, plainPassword: string) {
  const response = await app.request('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify({ email, plainPassword }),
  })
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: (await response.json()) as Answer }
}

const guess = (from: string, n: number, email = owner) => logIn(from, email, `Wrong${n}guess`)

/** The owner asks for a login link from this address and follows it: a live session. */
async function logInByMailedLink(from: string) {
  const asked = await app.request('/api/users/login-email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify({ email: owner }),
  })
  expect(asked.status).toBe(200)
  const link = await smtp.linkTo(owner, '/loginEmail/')
  const { status, body } = await app.postJson<Answer>(`/api/users/login-email/${new URL(link).pathname.split('/').pop()}`)
  expect(status).toBe(200)
  expect((await app.postJson('/api/checkToken', {}, body.token)).status).toBe(200)
}

describe('login throttling', () => {
  it('slows down an attacker at one address without stopping the owner at another', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await guess('203.0.113.66', i)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
    expect((await logIn('198.51.100.7', owner, password)).status).toBe(200)
  })

  it('makes each further attempt wait twice as long, and says when to try again and that a login link works now', async () => {
    for (let i = 0; i < 5; i++) expect((await guess('203.0.113.1', i)).status).toBe(401)
    const refused = await guess('203.0.113.1', 5)
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBe('2')
    expect(refused.body.code).toBe('login-throttled')
    expect(refused.body.userMessage).toBe('Too many failed attempts to log in. Please try again in 2 seconds, or log in now with a link sent to you by e-mail.')
    let elapsed = 0
    for (const wait of [2, 4, 8, 16]) {
      elapsed += wait
      atSeconds(elapsed - 1)
      const early = await guess('203.0.113.1', elapsed)
      expect([early.status, early.retryAfter]).toEqual([429, '1'])
      atSeconds(elapsed)
      expect((await guess('203.0.113.1', elapsed)).status).toBe(401)
      expect((await guess('203.0.113.1', elapsed)).retryAfter).toBe(String(wait * 2))
    }
  })

  it('never makes anyone wait more than 15 minutes', async () => {
    const waits: number[] = []
    let elapsed = 0
    for (let i = 0; i < 30 && waits.at(-1) !== 900; i++) {
      const answer = await guess('203.0.113.2', i)
      if (answer.status !== 429) continue
      waits.push(Number(answer.retryAfter))
      elapsed += Number(answer.retryAfter)
      atSeconds(elapsed)
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900])
    expect((await guess('203.0.113.2', 98)).status).toBe(401)
    expect((await guess('203.0.113.2', 99)).body.userMessage).toContain('try again in 15 minutes')
  })

  it('forgets the failures of a client and account once the right password is given', async () => {
    for (let i = 0; i < 4; i++) await guess('203.0.113.3', i)
    expect((await logIn('203.0.113.3', owner, password)).status).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await guess('203.0.113.3', i)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('logs in by e-mailed link while password attempts must wait', async () => {
    for (let i = 0; i < 6; i++) await guess('203.0.113.4', i)
    expect((await logIn('203.0.113.4', owner, password)).status).toBe(429)
    await logInByMailedLink('203.0.113.4')
  })

  it('slows down one client trying many accounts, while its own successful logins do not count', async () => {
    expect((await logIn('203.0.113.5', owner, password)).status).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await guess('203.0.113.5', i, `someone${i}@example.ca`)).status)
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses[20]).toBe(429)
    expect((await logIn('198.51.100.8', 'someone0@example.ca', 'Wrong0guess')).status).toBe(401)
  })

  it('counts in the database, so every server sees the same counts, and the daily cleanup forgets expired ones', async () => {
    const { rateLimits } = await import('../../src/server/db/schema/index.ts')
    const { forgetExpiredLimits } = await import('../../src/server/http/rate-limit.ts')
    await guess('203.0.113.6', 0)
    const rows = await app.db.select().from(rateLimits)
    expect(rows.find((r) => r.key === `203.0.113.6 ${owner}`)).toMatchObject({ rule: 'login-client-account', hits: 1 })
    await forgetExpiredLimits(app.db, new Date(base.getTime() + 2 * 86_400_000))
    // What stays is where each owner signed in from, for 90 days.
    expect(new Set((await app.db.select().from(rateLimits)).map((r) => r.rule))).toEqual(new Set(['login-known-client']))
  })
})

describe('login throttling per account', () => {
  /** 40 addresses guessing 5 times each, all at once, in the same second. */
  const fromEverywhere = () => releasedTogether(200, (i) => guess(`192.0.2.${Math.floor(i / 5) + 1}`, i))
  const alerts = () => smtp.mails.filter((m) => m.to.includes(owner) && m.subject === 'Many failed attempts to log in to your account')

  it('refuses guesses from many addresses past ten failures, and tells the owner once', async () => {
    const answers = await fromEverywhere()
    expect(statusCounts(answers)).toEqual({ 401: 10, 429: 190 })
    const refused = answers.find((a) => a.status === 429)!
    expect(refused.body).toMatchObject({ code: 'login-throttled' })
    expect(refused.body.userMessage).toBe(
      'Too many failed attempts to log in to this account. Please try again in 2 seconds, or log in now with a link sent to you by e-mail.',
    )
    const alert = await smtp.latestTo(owner)
    expect(alert.subject).toBe('Many failed attempts to log in to your account')
    expect(alert.text).toContain('http://registry.test/loginEmail')
    expect(alert.text).toContain('Someone has tried many wrong passwords')
    // More refusals, later, from elsewhere: no second mail.
    atSeconds(1)
    expect((await guess('192.0.2.200', 1)).status).toBe(429)
    expect(alerts()).toHaveLength(1)
  })

  it('makes each further attempt on the account wait twice as long', async () => {
    await fromEverywhere()
    let elapsed = 0
    for (const wait of [2, 4, 8]) {
      elapsed += wait
      atSeconds(elapsed - 1)
      expect((await guess(`198.51.100.${elapsed}`, 0)).retryAfter).toBe('1')
      atSeconds(elapsed)
      expect((await guess(`198.51.100.${elapsed + 100}`, 0)).status).toBe(401)
      expect((await guess(`198.51.100.${elapsed + 200}`, 0)).retryAfter).toBe(String(wait * 2))
    }
  })

  it('lets the owner in by e-mailed link, and by password from an address they signed in from before', async () => {
    expect((await logIn('198.51.100.20', owner, password)).status).toBe(200)
    await fromEverywhere()
    expect((await logIn('198.51.100.21', owner, password)).status).toBe(429)
    expect((await logIn('198.51.100.20', owner, password)).status).toBe(200)
    await logInByMailedLink('198.51.100.21')
  })

  it('counts an address that does not have an account the same, and mails nobody', async () => {
    const nobody = `nobody${sequence}@example.ca`
    const answers = await releasedTogether(20, (i) => guess(`192.0.2.${i + 1}`, i, nobody))
    expect(statusCounts(answers)).toEqual({ 401: 10, 429: 10 })
    expect(smtp.mails.filter((m) => m.to.includes(nobody))).toEqual([])
  })
})
