// No answer tells whether an e-mail address has an account: the requests that name an address
// answer alike, in status, body and headers, for an address with an account and one without (the
// mail that follows, to the address's owner, is tested in accounts.test.ts). How long the answers take is
// compared in `npm run bench account-enumeration`, not here: a timing is not a test.
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'

let app: TestApp
let now = new Date('2026-03-01T18:00:00Z')

beforeAll(async () => {
  app = await startTestApp({ now })
  await createUser(app.db, { email: 'known@example.ca' })
  await createUser(app.db, { email: 'unconfirmed@example.ca', emailConfirmedAt: null })
})

/** What a caller can read of an answer: its status, body and headers, but for those unique to each request. */
async function answer(path: string, body: unknown) {
  // Two hours on, past every rate-limit window, so that neither request is refused for the other.
  now = new Date(now.getTime() + 2 * 3_600_000)
  app.setNow(now)
  const response = await app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  const headers = [...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name))
  return { status: response.status, body: await response.text(), headers }
}

describe('an address with an account is answered as one without', () => {
  it('registration', async () => {
    const person = { firstName: 'Ada', lastName: 'Lovelace', plainPassword: 'Bonanza2026' }
    const known = await answer('/api/users/register', { ...person, email: 'known@example.ca' })
    expect(known.status).toBe(200)
    expect(await answer('/api/users/register', { ...person, email: 'new@example.ca' })).toEqual(known)
  })

  it.each([
    ['forgot password', '/api/users/forgot-password', 'known@example.ca'],
    ['login link', '/api/users/login-email', 'known@example.ca'],
    ['resend confirmation', '/api/users/resend-confirm-email', 'unconfirmed@example.ca'],
  ])('%s', async (_name, path, existing) => {
    const known = await answer(path, { email: existing })
    expect(known.status).toBe(200)
    expect(await answer(path, { email: 'nobody@example.ca' })).toEqual(known)
  })
})
