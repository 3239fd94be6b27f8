import { describe, expect, it } from 'vitest'
import { initialsOf, readToken } from './session'

// As a server signs it: base64url of the UTF-8 bytes of the JSON.
const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const encode = (payload: object) => `header.${base64url(new TextEncoder().encode(JSON.stringify(payload)))}.signature`

describe('session tokens in the browser', () => {
  it('read the user and the expiry from the token', () => {
    const user = readToken(encode({ userId: 'u1', firstName: 'Élise', lastName: 'Tremblay', email: 'e@example.ca', infoUpdatedDate: null, exp: 1_800_000_000 }))
    expect(user).toEqual({ userId: 'u1', firstName: 'Élise', lastName: 'Tremblay', email: 'e@example.ca', infoUpdatedDate: null, expiresAt: 1_800_000_000_000 })
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
