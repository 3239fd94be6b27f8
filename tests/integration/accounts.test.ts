import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { startSmtpCapture } from './smtp-capture.ts'
import type { SmtpCapture } from './smtp-capture.ts'
import * as t from '../../src/server/db/schema/index.ts'

let app: TestApp
let smtp: SmtpCapture
const start = new Date('2026-03-01T18:00:00Z')
const password = 'Bonanza2026'
type Answer = {
  status: string
  code?: string
  userMessage?: string
  token?: string
  jwtToken?: string
  isTimeToUpdate?: boolean
  parameter?: string
  errorFields?: string[]
}

beforeAll(async () => {
  smtp = await startSmtpCapture()
  app = await startTestApp({ now: start, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Registry <registry@example.ca>' } })
})
afterAll(() => smtp.close())

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!
// Every test starts a week later, so rate-limit windows of one test do not reach the next.
let base = start
beforeEach(() => {
  base = new Date(base.getTime() + 7 * 86_400_000)
  app.setNow(base)
})
const at = (minutes: number) => app.setNow(new Date(base.getTime() + minutes * 60_000))

async function registerAndConfirm(email: string, firstName = 'Ada'): Promise<string> {
  expect((await app.postJson('/api/users/register', { firstName, lastName: 'Lovelace', email, plainPassword: password })).status).toBe(200)
  const link = await smtp.linkTo(email, '/confirm-email/')
  const { status, body } = await app.postJson<Answer>(`/api/users/confirm-email/${tokenOf(link)}`)
  expect(status).toBe(200)
  return body.token!
}

describe('registration', () => {
  it('mails a confirmation link to the spec route; the link logs the user in once', async () => {
    at(0)
    const { status, body } = await app.postJson<Answer>('/api/users/register', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      email: 'Ada@Example.ca',
      plainPassword: password,
    })
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'OK' })
    const mail = await smtp.latestTo('ada@example.ca')
    expect(mail.subject).toBe('Confirm your e-mail address')
    const link = await smtp.linkTo('ada@example.ca', '/confirm-email/')
    expect(link.startsWith('http://registry.test/confirm-email/')).toBe(true)
    const confirmed = await app.postJson<Answer>(`/api/users/confirm-email/${tokenOf(link)}`)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.token).toBe(confirmed.body.jwtToken)
    // An account made a moment ago holds details just typed: the yearly check waits a year.
    expect(confirmed.body.isTimeToUpdate).toBe(false)
    expect((await app.postJson('/api/checkToken', {}, confirmed.body.token)).status).toBe(200)
    const again = await app.postJson<Answer>(`/api/users/confirm-email/${tokenOf(link)}`)
    expect(again.status).toBe(410)
    expect(again.body).toMatchObject({ code: 'expired-link', userMessage: 'Expired confirmation link, please make new request.' })
  })

  it('stores the password as an argon2id hash and the link token only as a hash', async () => {
    const [user] = await app.db.select().from(t.users).where(eq(t.users.email, 'Ada@Example.ca'))
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const link = await smtp.linkTo('ada@example.ca', '/confirm-email/')
    const tokens = await app.db.select().from(t.userTokens)
    expect(tokens.some((row) => row.tokenHash === tokenOf(link))).toBe(false)
  })

  it('answers the same for an address that already has an account, and tells its owner by mail', async () => {
    const before = smtp.mails.length
    const { status, body } = await app.postJson('/api/users/register', {
      firstName: 'Eve',
      lastName: 'X',
      email: 'ada@example.ca',
      plainPassword: 'Another2026',
    })
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'OK' })
    await expect.poll(() => smtp.mails.length).toBe(before + 1)
    expect((await smtp.latestTo('ada@example.ca')).subject).toBe('You already have an account')
  })

  it('refuses weak passwords and bad addresses naming the field', async () => {
    const weak = await app.postJson<Answer>('/api/users/register', { firstName: 'A', lastName: 'B', email: 'a@b.ca', plainPassword: 'short1' })
    expect(weak.status).toBe(400)
    expect(weak.body.parameter).toBe('plainPassword')
    const email = await app.postJson<Answer>('/api/users/register', { firstName: 'A', lastName: 'B', email: 'not-an-email', plainPassword: password })
    expect(email.body.parameter).toBe('email')
    expect(email.body.userMessage).toContain('Invalid email address')
  })

  it.each(['password1', 'Passw0rd', 'P@ssword2', 'Password1!'])('refuses the common password %s, saying why, and creates no account', async (plainPassword) => {
    const before = smtp.mails.length
    const { status, body } = await app.postJson<Answer>('/api/users/register', { firstName: 'A', lastName: 'B', email: 'common@example.ca', plainPassword })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'common-password', parameter: 'plainPassword', userMessage: 'This password is too common. Please choose another one.' })
    expect(await app.db.select().from(t.users).where(eq(t.users.email, 'common@example.ca'))).toEqual([])
    expect(smtp.mails.length).toBe(before)
  })

  it('says an expired confirmation link is expired, and the resend page sends a new one', async () => {
    at(0)
    await app.postJson('/api/users/register', { firstName: 'Late', lastName: 'Comer', email: 'late@example.ca', plainPassword: password })
    const link = await smtp.linkTo('late@example.ca', '/confirm-email/')
    at(73 * 60)
    const expired = await app.postJson<Answer>(`/api/users/confirm-email/${tokenOf(link)}`)
    expect(expired.status).toBe(410)
    expect(expired.body.userMessage).toBe('Expired confirmation link, please make new request.')
    expect((await app.postJson('/api/users/resend-confirm-email', { email: 'late@example.ca' })).status).toBe(200)
    const fresh = await smtp.linkTo('late@example.ca', '/confirm-email/')
    expect(fresh).not.toBe(link)
    expect((await app.postJson(`/api/users/confirm-email/${tokenOf(fresh)}`)).status).toBe(200)
  })
})

describe('login and sessions', () => {
  it('logs in with the password and refuses wrong ones without telling whether the address exists', async () => {
    at(0)
    const ok = await app.postJson<Answer>('/api/users/login', { email: 'ADA@example.ca', plainPassword: password })
    expect(ok.status).toBe(200)
    const wrong = await app.postJson<Answer>('/api/users/login', { email: 'ada@example.ca', plainPassword: 'Wrong2026x' })
    const unknown = await app.postJson<Answer>('/api/users/login', { email: 'nobody@example.ca', plainPassword: 'Wrong2026x' })
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body.userMessage).toBe('Wrong username and/or password')
  })

  it('asks an unconfirmed user to confirm and mails a fresh link', async () => {
    await app.postJson('/api/users/register', { firstName: 'Un', lastName: 'Confirmed', email: 'unconfirmed@example.ca', plainPassword: password })
    const { status, body } = await app.postJson<Answer>('/api/users/login', { email: 'unconfirmed@example.ca', plainPassword: password })
    expect(status).toBe(403)
    expect(body.code).toBe('email-not-confirmed')
  })

  it('ends the session on logout for real', async () => {
    const { body } = await app.postJson<Answer>('/api/users/login', { email: 'ada@example.ca', plainPassword: password })
    expect((await app.postJson('/api/users/logout', {}, body.token)).status).toBe(200)
    expect((await app.postJson('/api/checkToken', {}, body.token)).status).toBe(401)
    expect((await app.getJson('/api/users/renew-token', body.token)).status).toBe(401)
  })

  it('reports ok, expiring and expired, and renews within the session', async () => {
    at(0)
    const { body } = await app.postJson<Answer>('/api/users/login', { email: 'ada@example.ca', plainPassword: password })
    expect((await app.getJson<{ status: string }>(`/api/users/check-expiring/${body.token}`)).body.status).toBe('ok')
    at(56)
    expect((await app.getJson<{ status: string }>(`/api/users/check-expiring/${body.token}`)).body.status).toBe('expiring')
    const renewed = await app.getJson<Answer>('/api/users/renew-token', body.token)
    expect(renewed.status).toBe(200)
    at(61)
    expect((await app.getJson<{ status: string }>(`/api/users/check-expiring/${body.token}`)).body.status).toBe('expired')
    expect((await app.getJson<{ status: string }>(`/api/users/check-expiring/${renewed.body.jwtToken}`)).body.status).toBe('ok')
    expect((await app.getJson<{ status: string }>('/api/users/check-expiring/not-a-token')).body.status).toBe('error')
    expect((await app.postJson('/api/checkToken', {}, body.token)).status).toBe(401)
  })

  it('logs in with an e-mailed link', async () => {
    at(0)
    expect((await app.postJson('/api/users/login-email', { email: 'ada@example.ca' })).status).toBe(200)
    const link = await smtp.linkTo('ada@example.ca', '/loginEmail/')
    const { status, body } = await app.postJson<Answer>(`/api/users/login-email/${tokenOf(link)}`)
    expect(status).toBe(200)
    expect((await app.postJson('/api/checkToken', {}, body.token)).status).toBe(200)
  })
})

describe('passwords', () => {
  it('resets a forgotten password from the mailed link and ends the other sessions', async () => {
    at(0)
    const other = (await app.postJson<Answer>('/api/users/login', { email: 'ada@example.ca', plainPassword: password })).body.token
    expect((await app.postJson('/api/users/forgot-password', { email: 'ada@example.ca', language: 'fr' })).status).toBe(200)
    const mail = await smtp.latestTo('ada@example.ca')
    expect(mail.subject).toBe('Réinitialisez votre mot de passe')
    const link = await smtp.linkTo('ada@example.ca', '/change-password/')
    expect((await app.getJson(`/api/users/check-reset-password/${tokenOf(link)}`)).status).toBe(200)
    const common = await app.postJson<Answer>(`/api/users/reset-password/${tokenOf(link)}`, { plainPassword: 'Qwerty123' })
    expect([common.status, common.body.code]).toEqual([400, 'common-password'])
    // The link still works for a better password.
    const reset = await app.postJson<Answer>(`/api/users/reset-password/${tokenOf(link)}`, { plainPassword: 'NewPassword9' })
    expect(reset.status).toBe(200)
    expect((await app.postJson('/api/checkToken', {}, other)).status).toBe(401)
    expect((await app.postJson('/api/checkToken', {}, reset.body.token)).status).toBe(200)
    expect((await app.postJson('/api/users/login', { email: 'ada@example.ca', plainPassword: 'NewPassword9' })).status).toBe(200)
    // Used once, the link reads as the spec words a link that no longer works.
    const reused = await app.postJson<Answer>(`/api/users/reset-password/${tokenOf(link)}`, { plainPassword: 'Another9xx' })
    expect(reused.status).toBe(410)
    expect(reused.body).toMatchObject({ code: 'expired-link', userMessage: 'Expired reset password link, please make new request.' })
    const checked = await app.getJson<Answer>(`/api/users/check-reset-password/${tokenOf(link)}`)
    expect([checked.status, checked.body.userMessage]).toEqual([410, 'Expired reset password link, please make new request.'])
  })

  it('says an expired reset link is expired', async () => {
    at(0)
    await app.postJson('/api/users/forgot-password', { email: 'ada@example.ca' })
    const link = await smtp.linkTo('ada@example.ca', '/change-password/')
    at(121)
    const { status, body } = await app.getJson<Answer>(`/api/users/check-reset-password/${tokenOf(link)}`)
    expect(status).toBe(410)
    expect(body.userMessage).toBe('Expired reset password link, please make new request.')
  })

  it('answers forgot-password the same for unknown addresses and sends nothing', async () => {
    const before = smtp.mails.length
    expect((await app.postJson('/api/users/forgot-password', { email: 'ghost@example.ca' })).body).toEqual({ status: 'OK' })
    // Every mail passes through the outbox, written before the answer: none was, so none can follow.
    expect(await app.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, 'ghost@example.ca'))).toEqual([])
    expect(smtp.mails.length).toBe(before)
  })

  it('changes the password only with the current one, keeping this session and ending others', async () => {
    at(0)
    const mine = (await app.postJson<Answer>('/api/users/login', { email: 'ada@example.ca', plainPassword: 'NewPassword9' })).body.token!
    const other = (await app.postJson<Answer>('/api/users/login', { email: 'ada@example.ca', plainPassword: 'NewPassword9' })).body.token!
    const wrong = await app.postJson<Answer>('/api/users/update-password', { oldPassword: 'nope', plainPassword: 'Changed99x' }, mine)
    expect(wrong.body.errorFields).toEqual(['oldPassword'])
    const common = await app.postJson<Answer>('/api/users/update-password', { oldPassword: 'NewPassword9', plainPassword: 'Password1' }, mine)
    expect(common.status).toBe(400)
    expect(common.body).toMatchObject({
      code: 'common-password',
      parameter: 'plainPassword',
      userMessage: 'This password is too common. Please choose another one.',
    })
    const right = await app.postJson<Answer>('/api/users/update-password', { oldPassword: 'NewPassword9', plainPassword: 'Changed99x' }, mine)
    expect(right.body).toMatchObject({ status: 'OK', errorFields: [] })
    expect((await app.postJson('/api/checkToken', {}, mine)).status).toBe(200)
    expect((await app.postJson('/api/checkToken', {}, other)).status).toBe(401)
  })
})

describe('my account', () => {
  it('shows and saves the caller’s own details, records the yearly update, and refuses others', async () => {
    at(0)
    const token = (await app.postJson<Answer>('/api/users/login', { email: 'ada@example.ca', plainPassword: 'Changed99x' })).body.token!
    const [me] = await app.db.select().from(t.users).where(eq(t.users.email, 'Ada@Example.ca'))
    const mine = await app.getJson<{ user: { company: string } }>(`/api/users/${me!.id}`, token)
    expect(mine.body.user.company).toBe('Analytical Engines')
    expect(
      (await app.postJson('/api/users/update-my-account', { firstName: 'Ada', lastName: 'King', phone: '867-555-0100', language: 'fr' }, token)).status,
    ).toBe(200)
    expect((await app.getJson<{ user: { lastName: string; language: string } }>(`/api/users/${me!.id}`, token)).body.user).toMatchObject({
      lastName: 'King',
      language: 'fr',
    })
    const login = await app.postJson<Answer>('/api/users/login', { email: 'ada@example.ca', plainPassword: 'Changed99x' })
    expect(login.body.isTimeToUpdate).toBe(false)
    const otherToken = await registerAndConfirm('grace@example.ca', 'Grace')
    expect((await app.getJson(`/api/users/${me!.id}`, otherToken)).status).toBe(403)
    expect((await app.getJson(`/api/users/${me!.id}`)).status).toBe(401)
  })

  it('rejects calls with a forged or ended token with 401', async () => {
    expect((await app.postJson('/api/users/update-yearly-info', {}, 'eyJhbGciOiJIUzI1NiJ9.e30.forged')).status).toBe(401)
  })
})

describe('rate limits', () => {
  it.each([
    ['registration', '/api/users/register', (i: number) => ({ firstName: 'Bot', lastName: `${i}`, email: `bot${i}@example.ca`, plainPassword: password })],
    ['forgot password', '/api/users/forgot-password', (i: number) => ({ email: `someone${i}@example.ca` })],
    ['resend confirmation', '/api/users/resend-confirm-email', (i: number) => ({ email: `someone${i}@example.ca` })],
    ['login link', '/api/users/login-email', (i: number) => ({ email: `someone${i}@example.ca` })],
  ])('answers 429 to too many %s requests from one client', async (_name, path, body) => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await app.postJson(path, body(i))).status)
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('limits the mail sent to one address to 3 an hour, below the per-client limit, whether or not it has an account', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const response = await app.request('/api/users/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'Target@Example.ca' }),
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
