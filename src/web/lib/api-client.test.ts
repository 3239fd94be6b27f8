// @vitest-environment happy-dom
// The session goes with the calls that depend on who asks, never with public reference data, which
// the service worker keeps for everyone only when it comes without one.
import { describe, expect, it, vi } from 'vitest'

const sent: { path: string; authorization: string | null; credentials?: RequestCredentials }[] = []
vi.stubGlobal('fetch', async (input: Request) => {
  sent.push({
    path: new URL(input.url).pathname,
    authorization: input.headers.get('Authorization'),
    ...(input.headers.has('Authorization') && { credentials: input.credentials }),
  })
  return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })
})

/** A token of this user that expires at `exp` (seconds). */
const tokenUntil = (exp: number) => `h.${btoa(JSON.stringify({ userId: 'u1', firstName: 'P', lastName: 'Q', email: 'p@q.ca', exp }))}.s`
const traded = tokenUntil(4_100_000_000)
// The device session's trade, as the registry answers it: a new session.
const renewWithDevice = vi.fn(async () => {
  ;(await import('./session')).setSession(traded)
  return true
})
vi.mock('./device-session', () => ({ renewWithDevice, tradedJustNow: () => false }))

// Imported after fetch is replaced: the clients keep the fetch they found.
const { api, syncApi } = await import('./api-client')
const { setSession } = await import('./session')

const token = tokenUntil(4_000_000_000)

describe('the API clients, signed in', () => {
  // Without cookies, a signed-in call never takes the answer the browser fetched early for the public (first-load hints).
  it('send no session for public reference data and the session, without cookies, for the rest', async () => {
    setSession(token)
    sent.length = 0
    await api.GET('/api/geo/layers')
    await api.GET('/api/projects/assessment-districts')
    await api.GET('/api/organizations/first-nations')
    await api.GET('/api/projects/my')
    await syncApi.GET('/api/projects/{projectId}/proposal', { params: { path: { projectId: 'e5e0a183-e88f-44d3-98c8-c2208c45e5a3' } } })
    expect(sent).toEqual([
      { path: '/api/geo/layers', authorization: null },
      { path: '/api/projects/assessment-districts', authorization: null },
      { path: '/api/organizations/first-nations', authorization: null },
      { path: '/api/projects/my', authorization: `Bearer ${token}`, credentials: 'omit' },
      { path: '/api/projects/e5e0a183-e88f-44d3-98c8-c2208c45e5a3/proposal', authorization: `Bearer ${token}`, credentials: 'omit' },
    ])
  })
})

describe('the API clients, back from a trip longer than the session', () => {
  // The registry would refuse the old token: the first calls would each meet a 401, and the page reload.
  it('trade the device session for a new one before sending a token that has run out by this device’s clock', async () => {
    setSession(tokenUntil(Math.floor(Date.now() / 1000) - 60))
    sent.length = 0
    await api.GET('/api/projects/my')
    await syncApi.GET('/api/projects/{projectId}/proposal', { params: { path: { projectId: 'e5e0a183-e88f-44d3-98c8-c2208c45e5a3' } } })
    expect(renewWithDevice).toHaveBeenCalledTimes(1)
    expect(sent.map((s) => s.authorization)).toEqual([`Bearer ${traded}`, `Bearer ${traded}`])
  })
})
