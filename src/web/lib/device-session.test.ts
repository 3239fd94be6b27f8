// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetDeviceToken, renewWithDevice, startSession, tradedJustNow } from './device-session'
import { localDb } from './db/local-db'
import { clearSession, currentSession, setSession } from './session'

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const tokenOf = (n: number) =>
  `header.${base64url(new TextEncoder().encode(JSON.stringify({ userId: 'u1', firstName: 'Jo', lastName: 'Field', email: 'jo@example.ca', exp: 4_000_000_000 + n })))}.signature`

const kept = async () => (await localDb.deviceTokens.get('device'))?.token
const sent: string[] = []
let answer: () => Promise<Response>

beforeEach(async () => {
  sent.length = 0
  let n = 1
  answer = async () => {
    n++
    return new Response(JSON.stringify({ status: 'OK', token: tokenOf(n), jwtToken: tokenOf(n), isTimeToUpdate: false, deviceToken: `device-${n}` }), {
      status: 200,
    })
  }
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(((await request.json()) as { deviceToken: string }).deviceToken)
    return answer()
  })
  await startSession({ token: tokenOf(1), deviceToken: 'device-1' })
})
afterEach(async () => {
  vi.unstubAllGlobals()
  clearSession()
  await forgetDeviceToken()
})

describe('the device session in the browser', () => {
  it('is kept at login and traded for a new session and the next device token', async () => {
    expect(await kept()).toBe('device-1')
    expect(await renewWithDevice(tokenOf(1))).toBe(true)
    expect(sent).toEqual(['device-1'])
    expect(currentSession()?.token).toBe(tokenOf(2))
    expect(await kept()).toBe('device-2')
    // The watcher asks no second trade for a session that the server already calls ending.
    expect(tradedJustNow(tokenOf(2))).toBe(true)
    expect(tradedJustNow(tokenOf(1))).toBe(false)
    expect(await renewWithDevice(tokenOf(2))).toBe(true)
    expect(sent).toEqual(['device-1', 'device-2'])
  })

  it('is traded once for many at once: a spent token shown again would sign the device out', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => renewWithDevice(tokenOf(1))))
    expect(results).toEqual([true, true, true, true, true])
    expect(sent).toEqual(['device-1'])
  })

  it('is not traded when a new session is already there', async () => {
    setSession(tokenOf(7))
    expect(await renewWithDevice(tokenOf(1))).toBe(true)
    expect(sent).toEqual([])
  })

  it('is forgotten when the server says it has ended, and the session is left to end', async () => {
    answer = async () => new Response(JSON.stringify({ status: 'KO', code: 'device-session-ended' }), { status: 401 })
    expect(await renewWithDevice(tokenOf(1))).toBe(false)
    expect(await kept()).toBeUndefined()
    expect(currentSession()?.token).toBe(tokenOf(1))
  })

  it('is kept when the registry cannot be reached', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await renewWithDevice(tokenOf(1))).toBe(false)
    expect(await kept()).toBe('device-1')
  })

  it('is gone after a logout', async () => {
    await forgetDeviceToken()
    expect(await renewWithDevice(tokenOf(1))).toBe(false)
    expect(sent).toEqual([])
  })
})
