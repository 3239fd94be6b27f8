// A private file's address carries a download token (decision 0055): minted for a signed-in
// person, it fetches that one file for five minutes and nothing else. The session token itself is
// refused in the address, so a shared link or a browser's history never hands a session over, and
// a download token is no session anywhere. Public files keep their addresses without a token.
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'

const NOW = new Date('2026-06-01T18:00:00Z')
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000)

let app: TestApp
const session = { proponent: '', stranger: '' }
/** Two unreviewed files of the proponent's, and a published one. */
let unreviewed = ''
let otherUnreviewed = ''
let published = ''

type Minted = { status: string; token: string; expiresAt: string }

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  const projectId = (await createProject(app.db)).id
  const proponent = await createUser(app.db)
  await giveRole(app.db, proponent.id, projectId, 'proponent-agent')
  session.proponent = await app.tokenFor(proponent)
  session.stranger = await app.tokenFor(await createUser(app.db))
  unreviewed = (await createDocument(app.db, app.config.dataDir, projectId, { state: 'unreviewed' })).original.id
  otherUnreviewed = (await createDocument(app.db, app.config.dataDir, projectId, { state: 'unreviewed' })).original.id
  published = (await createDocument(app.db, app.config.dataDir, projectId, { content: '%PDF-1.4 for everyone' })).original.id
})

const mint = (uploadId: string, sessionToken?: string) => app.postJson<Minted>(`/api/uploads/${uploadId}/download-token`, {}, sessionToken)
const fetchWith = async (uploadId: string, token: string) => (await app.request(`/api/uploads/${uploadId}/${encodeURIComponent(token)}`)).status

describe('download tokens', () => {
  it('are minted for a signed-in person only, for five minutes', async () => {
    app.setNow(NOW)
    expect((await mint(unreviewed)).status).toBe(401)
    const { status, body } = await mint(unreviewed, session.proponent)
    expect(status).toBe(200)
    expect(body.expiresAt).toBe(at(300).toISOString())
  })

  it('download the one file they name, and only for five minutes', async () => {
    app.setNow(NOW)
    const { token } = (await mint(unreviewed, session.proponent)).body
    expect(await fetchWith(unreviewed, token)).toBe(200)
    expect(await fetchWith(otherUnreviewed, token)).toBe(401)
    app.setNow(at(299))
    expect(await fetchWith(unreviewed, token)).toBe(200)
    app.setNow(at(300))
    expect(await fetchWith(unreviewed, token)).toBe(401)
  })

  it('give nobody more than their own session may see', async () => {
    app.setNow(NOW)
    const { token } = (await mint(unreviewed, session.stranger)).body
    expect(await fetchWith(unreviewed, token)).toBe(404)
  })

  it('end with the session they were minted in', async () => {
    app.setNow(NOW)
    const proponent = await createUser(app.db)
    const sessionToken = await app.tokenFor(proponent)
    const { token } = (await mint(published, sessionToken)).body
    expect(await fetchWith(published, token)).toBe(200)
    expect((await app.postJson('/api/users/logout', {}, sessionToken)).status).toBe(200)
    expect(await fetchWith(published, token)).toBe(401)
  })

  it('are no session anywhere', async () => {
    app.setNow(NOW)
    const { token } = (await mint(unreviewed, session.proponent)).body
    expect((await app.postJson('/api/checkToken', {}, token)).status).toBe(401)
    expect((await app.getJson('/api/projects/my', token)).status).toBe(401)
    expect((await app.getJson('/api/users/renew-token', token)).status).toBe(401)
    expect((await app.getJson<{ status: string }>(`/api/users/check-expiring/${token}`)).body.status).toBe('error')
  })

  it('refuse a session token in the address, even for a public file', async () => {
    app.setNow(NOW)
    expect(await fetchWith(unreviewed, session.proponent)).toBe(401)
    expect(await fetchWith(published, session.proponent)).toBe(401)
    expect(await fetchWith(published, 'not-a-token')).toBe(401)
  })

  it('are not needed for a public file, at its public addresses', async () => {
    app.setNow(NOW)
    const bare = await app.request(`/api/uploads/${published}`)
    expect([bare.status, await bare.text()]).toEqual([200, '%PDF-1.4 for everyone'])
    expect(await fetchWith(published, 'public')).toBe(200)
    expect(await fetchWith(unreviewed, 'public')).toBe(404)
  })
})
