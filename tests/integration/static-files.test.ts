// The web app's files revalidate cheaply: an unchanged file or page answers 304 to the browser's
// If-None-Match or If-Modified-Since, and a changed one comes again whole.
import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Hono } from 'hono'
import { staticFiles } from '../../src/server/http/static-files.ts'

let root: string
let app: Hono

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'registry-static-'))
  await mkdir(join(root, 'assets'))
  await writeFile(join(root, 'index.html'), '<!doctype html><html><head><title>Registry</title></head><body></body></html>')
  await writeFile(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  await writeFile(join(root, 'assets/index-abc123.js'), 'console.log(1)')
  await utimes(join(root, 'sw.js'), 1_700_000_000, 1_700_000_000)
  app = staticFiles(root)
})

describe('the web app files', () => {
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
    expect((await app.request('/sw.js', { headers: { 'If-None-Match': '"other"', 'If-Modified-Since': first.headers.get('last-modified')! } })).status).toBe(200)
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
