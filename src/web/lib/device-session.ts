// The device session (decision 0063): every login leaves a refresh token on the device, traded
// for a new session when the server says the session is over or about to be, as soon as the
// registry can be reached. A field trip longer than a session then ends in no login: the drafts'
// work goes on with the new session. One trade at a time on the device (a Web Lock across tabs):
// the server takes a spent token shown again for a stolen one and signs the device out.
import type { paths } from '../../../openapi/schema'
import { reportAnswer, reportUnreachable } from './connectivity'
import { currentSession, readToken, setSession } from './session'

const LOCK_NAME = 'registry-device-session'

// Every page's API client comes through here: imported statically, the local database (Dexie,
// 30 KB compressed) would be in the first download of every visitor, who never has a device token.
const deviceTokens = () => import('./db/local-db').then((db) => db.localDb.deviceTokens)

type Traded = paths['/api/users/device-session']['post']['responses'][200]['content']['application/json']

/** Starts the session of a login answer, its device token kept first: a check of the new session may want it at once. */
export async function startSession(answer: { token: string; deviceToken?: string }): Promise<void> {
  await keepDeviceToken(answer.token, answer.deviceToken)
  setSession(answer.token)
}

async function keepDeviceToken(sessionToken: string, deviceToken: string | undefined): Promise<void> {
  const userId = readToken(sessionToken)?.userId
  try {
    if (deviceToken && userId) await (await deviceTokens()).put({ id: 'device', userId, token: deviceToken })
  } catch {
    // No storage: this device asks for a login when its session ends, as before.
  }
}

/** Logging out signs the device out: the server ends the device session too. */
export async function forgetDeviceToken(): Promise<void> {
  try {
    await (await deviceTokens()).delete('device')
  } catch {
    // Nothing was kept.
  }
}

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(LOCK_NAME, work)
  return work()
}

async function trade(staleToken: string | undefined): Promise<boolean> {
  // Another tab traded while this one waited for the lock: its session is this one's too.
  const now = currentSession()
  if (now && now.token !== staleToken) return true
  const kept = await deviceTokens()
    .then((tokens) => tokens.get('device'))
    .catch(() => undefined)
  if (!kept) return false
  let response
  try {
    // Not through the API client, whose 401 would reload the page; with no session, as no login has one.
    response = await fetch(
      new Request('/api/users/device-session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ deviceToken: kept.token }),
        credentials: 'omit',
      }),
    )
  } catch (error) {
    reportUnreachable(error)
    return false
  }
  reportAnswer(response.status)
  if (response.status === 401) {
    await forgetDeviceToken()
    return false
  }
  if (!response.ok) return false
  const answer = (await response.json()) as Traded
  await keepDeviceToken(answer.token, answer.deviceToken)
  lastTrade = { token: answer.token, at: Date.now() }
  setSession(answer.token)
  return true
}

let lastTrade: { token: string; at: number } | null = null

/**
 * Whether this session came from a trade in the last minute: one the server already calls ending is
 * not traded again (the person is asked), so that nothing trades in a loop.
 */
export function tradedJustNow(token: string): boolean {
  return lastTrade?.token === token && Date.now() - lastTrade.at < 60_000
}

let pending: Promise<boolean> | null = null

/**
 * Trades the device token for a new session, in place of the one given, which the server ended or
 * is about to. True when a session is there now (traded here or by another tab); false when the
 * device session has ended (a login is needed) or the registry could not be reached.
 */
export function renewWithDevice(staleToken: string | undefined = currentSession()?.token): Promise<boolean> {
  pending ??= withLock(() => trade(staleToken)).finally(() => (pending = null))
  return pending
}
