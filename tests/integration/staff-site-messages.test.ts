// Site messages: administrators only (managers and assessors are told their role does not allow
// it; anyone else finds no such endpoint). The text is cleaned to the allowed HTML, the French
// message is whole or absent, the expiry is after today, and the home page shows the newest
// published message until it expires; every change is audited.
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
const NOW = new Date('2026-11-24T18:00:00Z')

const message = {
  title: 'Office closed on Friday',
  body: '<p>The office is <strong>closed</strong> on Friday.</p><script>alert(1)</script><p onclick="x()">Back on Monday.</p>',
  titleFr: 'Bureau fermé vendredi',
  bodyFr: '<p>Le bureau est <strong>fermé</strong> vendredi.</p>',
  expiryDate: '2026-12-01',
}

interface Shown {
  message: { messageId: string; title: string; body: string; titleFr: string | null; bodyFr: string | null; expiryDate: string | null } | null
}

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  for (const who of WHO.slice(1)) {
    const staffRole = who === 'assessor' || who === 'manager' || who === 'administrator' ? who : null
    token[who] = await app.tokenFor(await createUser(app.db, { firstName: who, staffRole, email: `${who}@example.ca` }))
  }
})

beforeEach(async () => {
  app.setNow(NOW)
  await app.db.delete(t.siteMessages)
})

const create = async (body: unknown = message, who: Who = 'administrator') =>
  app.postJson<{ messageId: string; userMessage?: string }>('/api/staff/site-messages', body, token[who])
const shown = async () => (await app.getJson<Shown>('/api/site-management/public-display-message')).body.message

describe('site messages access', () => {
  const endpoints = (id: string): [string, string, unknown][] => [
    ['GET', '/api/staff/site-messages', undefined],
    ['POST', '/api/staff/site-messages', message],
    ['POST', `/api/staff/site-messages/${id}`, message],
    ['POST', `/api/staff/site-messages/${id}/publish`, {}],
    ['POST', `/api/staff/site-messages/${id}/unpublish`, {}],
  ]
  const call = (who: Who, [method, path, body]: [string, string, unknown]) =>
    method === 'GET' ? app.getJson(path, token[who]) : app.postJson(path, body, token[who])

  for (const who of ['anonymous', 'public', 'proponent', 'assessor', 'manager'] as const) {
    const staff = who === 'assessor' || who === 'manager'
    it(`${staff ? 'are refused to' : 'do not exist for'} ${who === 'anonymous' ? 'an anonymous visitor' : who === 'assessor' ? 'an assessor' : `a ${who}${staff ? '' : ' user'}`}, and nothing changes`, async () => {
      const id = (await create()).body.messageId
      for (const endpoint of endpoints(id)) {
        const answer = await call(who, endpoint)
        expect(answer.status, endpoint[1]).toBe(staff ? 403 : 404)
        expect(answer.body).toMatchObject(staff ? { code: 'staff-role' } : { userMessage: 'No such API endpoint.' })
      }
      expect(await app.db.select().from(t.siteMessages)).toHaveLength(1)
      expect(await shown()).toBeNull()
    })
  }
})

describe('an administrator', () => {
  it('writes a message in both languages, cleaned to the allowed HTML, publishes it on the home page until it expires, and withdraws it', async () => {
    const { status, body } = await create()
    expect(status).toBe(200)
    const id = body.messageId
    expect(await shown()).toBeNull()
    const [listed] = (await app.getJson<{ messages: { body: string; publishedAt: string | null }[] }>('/api/staff/site-messages', token.administrator)).body
      .messages
    expect(listed).toMatchObject({ body: '<p>The office is <strong>closed</strong> on Friday.</p><p>Back on Monday.</p>', publishedAt: null })

    expect((await app.postJson(`/api/staff/site-messages/${id}/publish`, {}, token.administrator)).status).toBe(200)
    expect(await shown()).toEqual({
      messageId: id,
      title: 'Office closed on Friday',
      body: '<p>The office is <strong>closed</strong> on Friday.</p><p>Back on Monday.</p>',
      titleFr: 'Bureau fermé vendredi',
      bodyFr: '<p>Le bureau est <strong>fermé</strong> vendredi.</p>',
      expiryDate: '2026-12-01T07:00:00.000Z',
    })

    // Changed in English only: French readers then see the English message.
    expect((await app.postJson(`/api/staff/site-messages/${id}`, { ...message, titleFr: '', bodyFr: null }, token.administrator)).status).toBe(200)
    expect(await shown()).toMatchObject({ messageId: id, titleFr: null, bodyFr: null })

    app.setNow(new Date('2026-12-01T07:00:00Z'))
    expect(await shown()).toBeNull()
    app.setNow(NOW)
    expect((await app.postJson(`/api/staff/site-messages/${id}/unpublish`, {}, token.administrator)).status).toBe(200)
    expect(await shown()).toBeNull()

    const entries = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'site-message'), eq(t.auditLog.entityId, id)))
    expect(entries.map((e) => e.action)).toEqual(['create-site-message', 'publish-site-message', 'update-site-message', 'unpublish-site-message'])
    expect(entries[2]!.detail).toMatchObject({ before: { titleFr: 'Bureau fermé vendredi' }, after: { titleFr: null, bodyFr: null } })
  })

  it('refuses a message with no text, half a French message or a past expiry, and saves nothing', async () => {
    const refused = async (body: unknown) => (await create(body)).body.userMessage
    expect(await refused({ ...message, body: '<p> </p><script>x</script>' })).toBe('Write the message.')
    expect(await refused({ ...message, bodyFr: '<p></p>' })).toBe('Give the French message both a title and a text, or neither.')
    expect(await refused({ ...message, titleFr: '' })).toBe('Give the French message both a title and a text, or neither.')
    expect(await refused({ ...message, expiryDate: '2026-11-24' })).toBe('Choose an expiry date after today.')
    expect(await refused({ ...message, title: ' ' })).toBe('Invalid parameter title: Give the message a title.')
    expect(await app.db.select().from(t.siteMessages)).toEqual([])
    expect((await app.postJson('/api/staff/site-messages/00000000-0000-4000-8000-000000000000/publish', {}, token.administrator)).status).toBe(404)
  })
})
