// Staff accounts: administrators only (managers and assessors are told their role does not allow
// it; anyone else finds no such endpoint). A role given or taken is audited and counts at once,
// and an administrator cannot take away their own role.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'

let app: TestApp
const WHO = ['anonymous', 'public', 'proponent', 'assessor', 'manager', 'administrator'] as const
type Who = (typeof WHO)[number]
const token: Record<Who, string | undefined> = { anonymous: undefined, public: '', proponent: '', assessor: '', manager: '', administrator: '' }
const ids: Partial<Record<Who, string>> = {}
let targetId = ''
let targetToken = ''

interface Accounts {
  accounts: { userId: string; email: string; staffRole: string | null }[]
}

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-11-24T18:00:00Z') })
  for (const who of WHO.slice(1)) {
    const staffRole = who === 'assessor' || who === 'manager' || who === 'administrator' ? who : null
    const user = await createUser(app.db, { firstName: who, staffRole, email: `${who}@example.ca` })
    ids[who] = user.id
    token[who] = await app.tokenFor(user)
  }
  const target = await createUser(app.db, { firstName: 'Riley', lastName: 'Kaska', email: 'riley.kaska@example.ca' })
  targetId = target.id
  targetToken = await app.tokenFor(target)
})

beforeEach(async () => {
  await app.db.update(t.users).set({ staffRole: null }).where(eq(t.users.id, targetId))
})

const setRole = (who: Who, staffRole: unknown, userId = targetId) =>
  app.postJson<{ code?: string; userMessage?: string }>(`/api/staff/accounts/${userId}/staff-role`, { staffRole }, token[who])
const roleOf = async (userId: string) => (await app.db.select().from(t.users).where(eq(t.users.id, userId)))[0]!.staffRole

describe('staff accounts access', () => {
  for (const who of ['anonymous', 'public', 'proponent'] as const) {
    it(`do not exist for ${who === 'anonymous' ? 'an anonymous visitor' : `a ${who} user`}`, async () => {
      expect((await app.getJson('/api/staff/accounts', token[who])).status).toBe(404)
      expect(await setRole(who, 'assessor')).toMatchObject({ status: 404, body: { userMessage: 'No such API endpoint.' } })
      expect(await roleOf(targetId)).toBeNull()
    })
  }

  for (const who of ['assessor', 'manager'] as const) {
    it(`are refused to ${who === 'assessor' ? 'an assessor' : 'a manager'}, who may not make themselves administrator either`, async () => {
      expect(await app.getJson('/api/staff/accounts', token[who])).toMatchObject({ status: 403, body: { code: 'staff-role' } })
      expect(await setRole(who, 'assessor')).toMatchObject({ status: 403, body: { code: 'staff-role' } })
      expect(await setRole(who, 'administrator', ids[who])).toMatchObject({ status: 403, body: { code: 'staff-role' } })
      expect(await roleOf(targetId)).toBeNull()
      expect(await roleOf(ids[who]!)).toBe(who)
    })
  }
})

describe('an administrator', () => {
  it('lists the staff accounts, and finds any account by name or e-mail', async () => {
    const staff = (await app.getJson<Accounts>('/api/staff/accounts', token.administrator)).body.accounts
    expect(staff.map((a) => a.email).sort()).toEqual(['administrator@example.ca', 'assessor@example.ca', 'manager@example.ca'])
    const found = (await app.getJson<Accounts>('/api/staff/accounts?search=riley%20KASKA', token.administrator)).body.accounts
    expect(found).toEqual([{ userId: targetId, firstName: 'Riley', lastName: 'Kaska', email: 'riley.kaska@example.ca', staffRole: null }])
    expect((await app.getJson<Accounts>('/api/staff/accounts?search=%25', token.administrator)).body.accounts).toEqual([])
  })

  it('gives and takes a staff role, audited with the role before and after, and the account can use it at once', async () => {
    expect((await app.getJson('/api/staff/me', targetToken)).status).toBe(404)
    expect((await setRole('administrator', 'manager')).status).toBe(200)
    expect(await app.getJson('/api/staff/me', targetToken)).toMatchObject({ status: 200, body: { staffRole: 'manager' } })
    expect((await setRole('administrator', null)).status).toBe(200)
    expect((await app.getJson('/api/staff/me', targetToken)).status).toBe(404)

    const entries = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'user'), eq(t.auditLog.entityId, targetId)))
    expect(entries.map((e) => [e.actor, e.action, e.detail])).toEqual([
      ['administrator@example.ca', 'set-staff-role', { email: 'riley.kaska@example.ca', before: { staffRole: null }, after: { staffRole: 'manager' } }],
      ['administrator@example.ca', 'set-staff-role', { email: 'riley.kaska@example.ca', before: { staffRole: 'manager' }, after: { staffRole: null } }],
    ])
  })

  it('cannot take away their own administrator role, nor give a role that does not exist', async () => {
    expect(await setRole('administrator', 'manager', ids.administrator)).toMatchObject({
      status: 409,
      body: { userMessage: 'You cannot take away your own administrator role.' },
    })
    expect(await roleOf(ids.administrator!)).toBe('administrator')
    expect(await setRole('administrator', 'director')).toMatchObject({ status: 400 })
    expect(await setRole('administrator', 'assessor', '00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: { userMessage: 'This account was not found.' },
    })
  })
})
