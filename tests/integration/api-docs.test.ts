// The API's documentation where people look: /api/docs renders the committed contract, from this
// server alone (the site's content security policy, no internet).
import { beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})

describe('the API documentation', () => {
  it('is a page whose scripts and styles all come from this server', async () => {
    const page = await app.request('/api/docs')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await page.text()
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    expect(assets).toEqual(['/api/docs/swagger-ui.css', '/api/docs/openapi.json', '/api/docs/swagger-ui-bundle.js', '/api/docs/start.js'])
    for (const asset of assets) expect((await app.request(asset)).status, asset).toBe(200)
    expect(html).not.toMatch(/<script>/)
  })

  it('renders the committed contract, which says who may call each operation', async () => {
    const served = await (await app.request('/api/docs/openapi.json')).text()
    expect(served).toBe(await readFile('openapi/openapi.json', 'utf8'))
    expect(await (await app.request('/api/docs/start.js')).text()).toContain("url: '/api/docs/openapi.json'")
    const contract = JSON.parse(served) as { paths: Record<string, Record<string, { 'x-callers': string }>> }
    expect(contract.paths['/api/staff/accounts']!.get!['x-callers']).toMatch(/^Staff with the administrator role/)
  })
})
