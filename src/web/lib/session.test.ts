// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import {
  acknowledgeSessionEnded,
  clearSession,
  currentSession,
  endSession,
  initialsOf,
  onSessionChange,
  readToken,
  SESSION_STORAGE_KEY,
  sessionEndedAt,
  setSession,
} from './session'

// As a server signs it: base64url of the UTF-8 bytes of the JSON.
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const encode = (payload: object) => `header.${base64url(new TextEncoder().encode(JSON.stringify(payload)))}.signature`

describe('session tokens in the browser', () => {
  it('read the user and the expiry from the token', () => {
    const user = readToken(encode({ userId: 'u1', firstName: 'Élise', lastName: 'Tremblay', email: 'e@example.ca', infoUpdatedDate: null, exp: 1_800_000_000 }))
    expect(user).toEqual({
      userId: 'u1',
      firstName: 'Élise',
      lastName: 'Tremblay',
      email: 'e@example.ca',
      infoUpdatedDate: null,
      staffRole: null,
      expiresAt: 1_800_000_000_000,
    })
    expect(readToken(encode({ userId: 'u2', staffRole: 'assessor', exp: 1_800_000_000 }))?.staffRole).toBe('assessor')
  })

  it('refuse what is not a token', () => {
    expect(readToken('nonsense')).toBeNull()
    expect(readToken(encode({ firstName: 'No id' }))).toBeNull()
    expect(readToken('a.%%%.c')).toBeNull()
  })

  it('give initials, falling back to the e-mail address', () => {
    expect(initialsOf({ firstName: 'jordan', lastName: 'Miller', email: 'j@x' })).toBe('JM')
    expect(initialsOf({ firstName: ' ', lastName: '', email: 'sam@x' })).toBe('S')
  })
})

describe('the session the server ends', () => {
  const token = encode({ userId: 'u1', firstName: 'Jo', lastName: 'Field', email: 'jo@example.ca', exp: 4_000_000_000 })

  it('is forgotten at once and said once, whichever answer found it ended first', () => {
    setSession(token)
    let changes = 0
    const stop = onSessionChange(() => changes++)
    endSession()
    expect(currentSession()).toBeNull()
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    const endedAt = sessionEndedAt()
    expect(endedAt).toEqual(expect.any(Number))
    // Other answers on their way find no session left to end.
    endSession()
    expect(sessionEndedAt()).toBe(endedAt)
    expect(changes).toBe(1)
    acknowledgeSessionEnded()
    expect(sessionEndedAt()).toBeNull()
    stop()
  })

  it('is no longer said once the person logs in again, and a logout says nothing', () => {
    setSession(token)
    endSession()
    setSession(token)
    expect(sessionEndedAt()).toBeNull()
    expect(currentSession()?.user.userId).toBe('u1')
    clearSession()
    expect(sessionEndedAt()).toBeNull()
  })
})
