// In production the registry also refuses passwords made of its own words, of which the demo
// accounts' published password is one; and everywhere, one made of its owner's names or address.
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { DEMO_PASSWORD } from '../../src/server/demo/demo-accounts.ts'
import { hashPassword } from '../../src/server/lib/passwords.ts'

let app: TestApp
const refusal = { status: 'KO', code: 'common-password', parameter: 'plainPassword', userMessage: 'This password is too common. Please choose another one.' }

beforeAll(async () => {
  app = await startTestApp({ env: { APP_ENV: 'production' } })
})

describe('a new password in production', () => {
  it.each([DEMO_PASSWORD, 'Password1!', 'Yuk0nRegistry7', 'RobertService1', 'Bard1907!'])('is refused at registration: %s', async (plainPassword) => {
    const answer = await app.postJson('/api/users/register', { firstName: 'Robert', lastName: 'Service', email: 'bard@example.ca', plainPassword })
    expect(answer).toEqual({ status: 400, body: refusal })
  })

  it('is refused as a change to the demo’s published password, and another is taken', async () => {
    const oldPassword = 'Kluane-Lake-42'
    const user = await createUser(app.db, { email: 'changing@example.ca', passwordHash: await hashPassword(oldPassword) })
    const token = await app.tokenFor(user)
    expect(await app.postJson('/api/users/update-password', { oldPassword, plainPassword: DEMO_PASSWORD }, token)).toEqual({ status: 400, body: refusal })
    expect((await app.postJson('/api/users/update-password', { oldPassword, plainPassword: 'Tagish2026' }, token)).body).toMatchObject({
      status: 'OK',
      errorFields: [],
    })
  })
})
