// Who may keep an answer: nothing that depends on the caller is stored anywhere; public answers
// may be cached, but only for requests without a session (Vary). Every answer says which browser
// features the registry's pages may use.
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { completeGeneralForm } from '../factories/proposal-factory.ts'
import { createApp } from '../../src/server/app.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import { tempDir } from './temp-dirs.ts'

let app: TestApp
let token = ''
let userId = ''
let projectId = ''
let draftId = ''
let uploadId = ''

beforeAll(async () => {
  app = await startTestApp()
  const user = await createUser(app.db)
  userId = user.id
  token = await app.tokenFor(user)
  projectId = (await createProject(app.db, { title: 'Klondike placer' })).id
  uploadId = (await createDocument(app.db, app.config.dataDir, projectId)).original.id
  draftId = randomUUID()
  const fields = {
    projectId: draftId,
    projectTitle: 'Mine',
    proponentName: 'Me',
    isAgent: false,
    assessmentDistricts: [],
    firstNations: [],
    form1: JSON.stringify(completeGeneralForm(draftId)),
  }
  expect((await app.postJson('/api/projects/create-proposal', fields, token)).status).toBe(200)
})

const get = (path: string, who = '') => app.request(path, who ? { headers: { Authorization: `Bearer ${who}` } } : undefined)
const caching = (response: Response) => ({ status: response.status, cacheControl: response.headers.get('Cache-Control'), vary: response.headers.get('Vary') })

describe('answers that depend on the caller', () => {
  it('are never stored: the account, My Projects, the notification profile, a draft, the organizations', async () => {
    for (const path of [
      `/api/users/${userId}`,
      '/api/projects/my',
      `/api/users/${userId}/notification-profile`,
      `/api/projects/${draftId}/proposal`,
      '/api/organizations/my',
      '/api/users/following',
    ]) {
      expect(caching(await get(path, token)), path).toMatchObject({ status: 200, cacheControl: 'no-store' })
    }
  })

  it('are never stored whenever the request carries a session, even for public data', async () => {
    for (const path of [`/api/projects/${projectId}`, `/api/projects/${projectId}/documents`, '/api/projects/stages', '/api/geo/layers']) {
      expect(caching(await get(path, token)), path).toMatchObject({ status: 200, cacheControl: 'no-store' })
    }
  })

  it('are never stored when who asks is known by a token in the address', async () => {
    expect(caching(await get(await app.downloadPath(uploadId, token)))).toMatchObject({ status: 200, cacheControl: 'no-store' })
    expect(caching(await get(`/api/users/check-expiring/${token}`))).toMatchObject({ status: 200, cacheControl: 'no-store' })
    expect(caching(await get(`/api/users/check-reset-password/${'a'.repeat(40)}`))).toMatchObject({ status: 404, cacheControl: 'no-store' })
  })

  it('are never stored for writes, a login included', async () => {
    const login = await app.request('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.ca', plainPassword: 'Wrong-passw0rd' }),
    })
    expect(caching(login).cacheControl).toBe('no-store')
  })
})

describe('public answers', () => {
  it('may be cached, for requests without a session only', async () => {
    for (const path of ['/api/projects/stages', `/api/projects/${projectId}`, '/api/projects/search?page=1', '/api/projects/my']) {
      const answer = caching(await get(path))
      expect(answer.cacheControl, path).not.toBe('no-store')
      expect(answer.vary, path).toMatch(/\bAuthorization\b/)
    }
    // Its own rule stays: the look-up layers are revalidated by their ETag.
    expect(caching(await get('/api/geo/layers'))).toMatchObject({ status: 200, cacheControl: 'no-cache', vary: expect.stringMatching(/Authorization/) })
    expect(caching(await get(`/api/uploads/${uploadId}/public`))).toMatchObject({
      status: 200,
      cacheControl: 'private, max-age=3600',
      vary: expect.stringMatching(/Authorization/),
    })
  })
})

describe('the Permissions-Policy', () => {
  const expectPolicy = (response: Response) => {
    const policy = response.headers.get('Permissions-Policy') ?? ''
    for (const denied of ['camera=()', 'microphone=()', 'payment=()', 'usb=()']) expect(policy).toContain(denied)
    expect(policy).toContain('geolocation=(self)')
  }

  it('comes with every answer: API, errors and the web app', async () => {
    expectPolicy(await get('/api/projects/stages'))
    expectPolicy(await get('/api/projects/my'))
    expectPolicy(await get('/api/no-such-thing'))
    const webRoot = await tempDir('registry-web-')
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Registry</title>')
    const withWebApp = createApp(
      {
        db: app.db,
        config: app.config,
        clock: () => new Date(),
        mailer: createMailer(app.db, app.config),
        files: app.files,
        jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'),
      },
      { webRoot },
    )
    const page = await withWebApp.request('/projects')
    expect(page.status).toBe(200)
    expectPolicy(page)
  })
})
