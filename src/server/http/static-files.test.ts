import { mkdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staticFiles } from './static-files.ts'
import { removeTempDirs, tempDir } from '../../../tests/integration/temp-dirs.ts'

afterAll(removeTempDirs)

let app: ReturnType<typeof staticFiles>

beforeAll(async () => {
  const root = await tempDir('registry-web-')
  await mkdir(join(root, 'assets'))
  await writeFile(join(root, 'index.html'), '<!doctype html><head><title>Registry</title></head>')
  await writeFile(join(root, 'assets', 'main-abc123.js'), 'console.log(1)')
  await writeFile(join(root, 'manifest.webmanifest'), '{}')
  await mkdir(join(root, '.vite'))
  await writeFile(
    join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/web/routes/projects/$projectId/route.tsx?tsr-split=component': { file: 'assets/route-abc123.js' },
      'src/web/routes/projects/$projectId/index.tsx?tsr-split=component': { file: 'assets/details-abc123.js' },
      'src/web/locales/en/pages.po': { file: 'assets/pages-abc123.js' },
    }),
  )
  app = staticFiles(root)
})

describe('serving the built web app', () => {
  it('caches hashed assets for a year', async () => {
    const response = await app.request('/assets/main-abc123.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('revalidates files that keep their name', async () => {
    const response = await app.request('/manifest.webmanifest')
    expect(response.headers.get('content-type')).toBe('application/manifest+json')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers app routes with index.html', async () => {
    for (const path of ['/', '/projects/3d6353af-3fdc-4934-bac3-bf0df0a3d1fb/documents', '/fr/terms']) {
      const response = await app.request(path)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<title>Registry</title>')
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('names in the home page and a project page what they will load next', async () => {
    const home = await (await app.request('/')).text()
    expect(home).toContain('<link rel="preload" as="fetch" crossorigin href="/api/site-management/public-display-message"></head>')
    const project = await (await app.request('/projects/3d6353af-3fdc-4934-bac3-bf0df0a3d1fb')).text()
    expect(project).toContain('<link rel="modulepreload" crossorigin href="/assets/route-abc123.js">')
    expect(project).toContain('<link rel="preload" as="fetch" crossorigin href="/api/projects/3d6353af-3fdc-4934-bac3-bf0df0a3d1fb">')
  })

  it('answers a missing file with 404 and never leaves the root', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404)
    const traversal = await app.request('/..%2f..%2fetc%2fpasswd.txt')
    expect(traversal.status).toBe(404)
    // The build's manifest is read by the server, not served.
    expect((await app.request('/.vite/manifest.json')).status).toBe(404)
  })
})

describe('revalidating the web app', () => {
  let root: string
  let app: ReturnType<typeof staticFiles>

  beforeAll(async () => {
    root = await tempDir('registry-static-')
    await mkdir(join(root, 'assets'))
    await writeFile(join(root, 'index.html'), '<!doctype html><html><head><title>Registry</title></head><body></body></html>')
    await writeFile(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    await writeFile(join(root, 'assets/index-abc123.js'), 'console.log(1)')
    await utimes(join(root, 'sw.js'), 1_700_000_000, 1_700_000_000)
    app = staticFiles(root)
  })

  describe('its files', () => {
    it('carry an ETag and Last-Modified, and answer 304 when the browser has them', async () => {
      const first = await app.request('/sw.js')
      expect(first.status).toBe(200)
      expect(first.headers.get('cache-control')).toBe('no-cache')
      const etag = first.headers.get('etag')!
      expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
      expect(first.headers.get('last-modified')).toBe(new Date(1_700_000_000_000).toUTCString())

      const byTag = await app.request('/sw.js', { headers: { 'If-None-Match': etag } })
      expect(byTag.status).toBe(304)
      expect(await byTag.text()).toBe('')
      expect(byTag.headers.get('etag')).toBe(etag)
      expect((await app.request('/sw.js', { headers: { 'If-Modified-Since': first.headers.get('last-modified')! } })).status).toBe(304)
      // A tag that is not this file's wins over a date that would match.
      expect((await app.request('/sw.js', { headers: { 'If-None-Match': '"other"', 'If-Modified-Since': first.headers.get('last-modified')! } })).status).toBe(
        200,
      )
    })

    it('come whole again once changed', async () => {
      const before = (await app.request('/sw.js')).headers.get('etag')!
      await writeFile(join(root, 'sw.js'), 'self.addEventListener("fetch", () => { /* new build */ })')
      const after = await app.request('/sw.js', { headers: { 'If-None-Match': before } })
      expect(after.status).toBe(200)
      expect(after.headers.get('etag')).not.toBe(before)
    })

    it('give the app page at any of its addresses a tag of what that address is sent', async () => {
      const page = await app.request('/projects/2026-0001')
      expect(page.status).toBe(200)
      const etag = page.headers.get('etag')!
      expect((await app.request('/projects/2026-0001', { headers: { 'If-None-Match': etag } })).status).toBe(304)
      expect((await app.request('/assets/index-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    })
  })
})
