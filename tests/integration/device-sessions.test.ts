// Device sessions (decision 0063): a login leaves a refresh token on the device, traded for a new
// session whenever the registry is reachable, so a field trip longer than a session ends in no
// login. Each trade spends the token; an old one shown again ends the device session; so do 30
// days unused, logout from the device, My Account, and a password change or reset.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { releasedTogether, RACERS, statusCounts } from './race.ts'
import { startSmtpCapture } from './smtp-capture.ts'
import type { SmtpCapture } from './smtp-capture.ts'
import { createUser } from '../factories/user-factory.ts'
import { hashPassword } from '../../src/server/lib/passwords.ts'

const PASSWORD = 'Bonanza2026'
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1'
const start = new Date('2026-03-01T18:00:00Z')

type Answer = { status: string; code?: string; token?: string; deviceToken?: string }
type Devices = { status: string; devices: { id: string; label: string; createdAt: string; lastUsedAt: string; current: boolean }[] }

let app: TestApp
let smtp: SmtpCapture
let passwordHash = ''

beforeAll(async () => {
  smtp = await startSmtpCapture()
  app = await startTestApp({ now: start, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Registry <registry@example.ca>' } })
  passwordHash = await hashPassword(PASSWORD)
})
afterAll(() => smtp.close())

// Every test starts 100 days later, past the days the one before moved to, so that its rate limits
// and device sessions do not reach the next.
let base = start
beforeEach(() => {
  base = new Date(base.getTime() + 100 * 86_400_000)
  app.setNow(base)
})
const atDays = (days: number) => app.setNow(new Date(base.getTime() + days * 86_400_000))

async function post<T = Answer>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': IPAD }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as T }
}

/** A person with a password, signed in on an iPad. */
async function signedIn(): Promise<{ email: string; token: string; deviceToken: string }> {
  const { email } = await createUser(app.db, { passwordHash })
  const { status, body } = await post('/api/users/login', { email, plainPassword: PASSWORD })
  expect(status).toBe(200)
  expect(body.deviceToken).toEqual(expect.any(String))
  return { email, token: body.token!, deviceToken: body.deviceToken! }
}

const exchange = (deviceToken: string) => post('/api/users/device-session', { deviceToken })
const devicesOf = async (token: string) => (await app.getJson<Devices>('/api/users/device-sessions', token)).body.devices
const live = async (token: string) => (await app.postJson('/api/checkToken', {}, token)).status === 200

describe('device sessions', () => {
  it('are issued at login, by password and by e-mailed link, and listed in My Account', async () => {
    const person = await signedIn()
    await post('/api/users/login-email', { email: person.email })
    const link = await smtp.linkTo(person.email, '/loginEmail/')
    const byLink = await post(`/api/users/login-email/${new URL(link).pathname.split('/').pop()}`, {})
    expect(byLink.status).toBe(200)
    expect(byLink.body.deviceToken).toEqual(expect.any(String))
    const devices = await devicesOf(person.token)
    expect(devices).toHaveLength(2)
    expect(devices.map((d) => d.label)).toEqual(['Safari on iPad', 'Safari on iPad'])
    expect(devices.filter((d) => d.current)).toHaveLength(1)
    expect(devices[0]!.lastUsedAt).toBe(base.toISOString())
  })

  it('trade their token for a new session and the next token, which alone works from then on', async () => {
    const person = await signedIn()
    atDays(3)
    const first = await exchange(person.deviceToken)
    expect(first.status).toBe(200)
    expect(await live(first.body.token!)).toBe(true)
    expect(first.body.deviceToken).not.toBe(person.deviceToken)
    const second = await exchange(first.body.deviceToken!)
    expect(second.status).toBe(200)
    expect((await devicesOf(second.body.token!))[0]!.lastUsedAt).toBe(new Date(base.getTime() + 3 * 86_400_000).toISOString())
  })

  it('end when a spent token is shown again, with the sessions they opened', async () => {
    const person = await signedIn()
    const next = await exchange(person.deviceToken)
    const reused = await exchange(person.deviceToken)
    expect(reused.status).toBe(401)
    expect(reused.body.code).toBe('device-session-ended')
    expect((await exchange(next.body.deviceToken!)).status).toBe(401)
    expect(await live(next.body.token!)).toBe(false)
    expect(await live(person.token)).toBe(false)
  })

  it('end after 30 days unused, counted from the last trade', async () => {
    const person = await signedIn()
    const other = await signedIn()
    atDays(29)
    const kept = await exchange(person.deviceToken)
    expect(kept.status).toBe(200)
    atDays(30)
    expect((await exchange(other.deviceToken)).status).toBe(401)
    atDays(58)
    expect((await exchange(kept.body.deviceToken!)).status).toBe(200)
  })

  it('end by logout on that device only', async () => {
    const person = await signedIn()
    const elsewhere = await post('/api/users/login', { email: person.email, plainPassword: PASSWORD })
    expect((await post('/api/users/logout', {}, person.token)).status).toBe(200)
    expect((await exchange(person.deviceToken)).status).toBe(401)
    expect((await exchange(elsewhere.body.deviceToken!)).status).toBe(200)
  })

  it('all end on a password change, but the changing device goes on with a new one', async () => {
    const person = await signedIn()
    const elsewhere = await post('/api/users/login', { email: person.email, plainPassword: PASSWORD })
    const changed = await post<Answer & { errorFields: string[] }>(
      '/api/users/update-password',
      { oldPassword: PASSWORD, plainPassword: 'Klondike2027' },
      person.token,
    )
    expect(changed.status).toBe(200)
    expect(changed.body.errorFields).toEqual([])
    expect((await exchange(person.deviceToken)).status).toBe(401)
    expect((await exchange(elsewhere.body.deviceToken!)).status).toBe(401)
    expect(await live(person.token)).toBe(true)
    expect((await exchange(changed.body.deviceToken!)).status).toBe(200)
  })

  it('all end on a password reset', async () => {
    const person = await signedIn()
    await post('/api/users/forgot-password', { email: person.email })
    const link = await smtp.linkTo(person.email, '/change-password/')
    const reset = await post(`/api/users/reset-password/${new URL(link).pathname.split('/').pop()}`, { plainPassword: 'Klondike2027' })
    expect(reset.status).toBe(200)
    expect((await exchange(person.deviceToken)).status).toBe(401)
    expect((await exchange(reset.body.deviceToken!)).status).toBe(200)
  })

  it('are signed out from My Account by their owner only', async () => {
    const person = await signedIn()
    const stranger = await signedIn()
    const elsewhere = await post('/api/users/login', { email: person.email, plainPassword: PASSWORD })
    const other = (await devicesOf(person.token)).find((d) => !d.current)!
    expect((await post(`/api/users/device-sessions/${other.id}/end`, {}, stranger.token)).status).toBe(404)
    expect((await exchange(elsewhere.body.deviceToken!)).status).toBe(200)
    expect((await devicesOf(stranger.token)).map((d) => d.id)).not.toContain(other.id)
    expect((await post(`/api/users/device-sessions/${other.id}/end`, {}, person.token)).status).toBe(200)
    expect((await devicesOf(person.token)).map((d) => d.id)).not.toContain(other.id)
    expect(await live(elsewhere.body.token!)).toBe(false)
    expect(await live(person.token)).toBe(true)
    expect((await post(`/api/users/device-sessions/${other.id}/end`, {}, person.token)).status).toBe(404)
    expect((await post(`/api/users/device-sessions/${other.id}/end`, {})).status).toBe(401)
  })

  it('refuse what is no device token', async () => {
    expect((await exchange('not-a-token')).status).toBe(401)
    expect((await post('/api/users/device-session', {})).status).toBe(400)
  })

  it(`give exactly one new token for ${RACERS} simultaneous trades of one token`, async () => {
    const person = await signedIn()
    const answers = await releasedTogether(RACERS, () => exchange(person.deviceToken))
    expect(statusCounts(answers)).toEqual({ 200: 1, 401: RACERS - 1 })
    expect(new Set(answers.map((a) => a.body.deviceToken).filter(Boolean)).size).toBe(1)
  })
})
