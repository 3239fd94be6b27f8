// Which answers are gzipped: large ones, streamed or not, for a client that accepts gzip; small
// JSON answers (an id, a receipt, a status) go as they are, with their length, since gzip costs
// the server more than it saves.
import { gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { createProject } from '../factories/project-factory.ts'

let app: TestApp
let token = ''

beforeAll(async () => {
  app = await startTestApp()
  token = await app.tokenFor(await createUser(app.db))
  for (let i = 0; i < 12; i++) await createProject(app.db, { title: `Klondike placer ${i}` })
})

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { 'Accept-Encoding': 'gzip', ...headers } })

describe('a small JSON answer', () => {
  it('is sent uncompressed with its Content-Length', async () => {
    for (const answer of [
      await get('/api/organizations/my', { Authorization: `Bearer ${token}` }),
      await get(`/api/users/check-reset-password/${'a'.repeat(40)}`),
    ]) {
      const text = await answer.clone().text()
      expect(text.length).toBeLessThan(1024)
      expect(JSON.parse(text)).toBeTruthy()
      expect(answer.headers.get('Content-Encoding')).toBeNull()
      expect(answer.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)))
    }
  })
})

describe('a large JSON answer', () => {
  it('is gzipped for a client that accepts it', async () => {
    const answer = await get('/api/projects/stages')
    expect(answer.headers.get('Content-Encoding')).toBe('gzip')
    const text = gunzipSync(Buffer.from(await answer.arrayBuffer())).toString('utf8')
    expect(text.length).toBeGreaterThanOrEqual(1024)
    expect(JSON.parse(text)).toBeTruthy()
  })

  it('is sent whole to a client that does not accept gzip', async () => {
    const answer = await app.request('/api/projects/stages')
    expect(answer.headers.get('Content-Encoding')).toBeNull()
    expect(JSON.parse(await answer.text())).toBeTruthy()
  })
})

describe('the project search', () => {
  it('sends a page whole with its length, gzipped in one call at the fastest level', async () => {
    const answer = await get('/api/projects/search?limit=500')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Encoding')).toBe('gzip')
    expect(answer.headers.get('Vary')).toContain('Accept-Encoding')
    const gzipped = Buffer.from(await answer.arrayBuffer())
    expect(answer.headers.get('Content-Length')).toBe(String(gzipped.byteLength))
    // The gzip header's extra flags (RFC 1952): 4 for the fastest level, 0 for the default one.
    expect(gzipped[8]).toBe(4)
    expect(Buffer.from(await (await get('/api/projects/stages')).arrayBuffer())[8]).toBe(4)
    const body = JSON.parse(gunzipSync(gzipped).toString('utf8')) as { projects: unknown[]; total: number }
    expect(body.projects.length).toBe(12)
    expect(body.total).toBe(12)
  })

  it('sends a page uncompressed, with its length, to a client that does not accept gzip', async () => {
    const answer = await app.request('/api/projects/search')
    expect(answer.headers.get('Content-Encoding')).toBeNull()
    const text = await answer.text()
    expect(answer.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)))
    expect((JSON.parse(text) as { total: number }).total).toBe(12)
  })
})
