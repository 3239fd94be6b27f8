// A deployment of its own for the browser test of updates: a copy of the built web app (dist/) in
// a temporary directory, served on a free port by the server's own static file rules, the API
// passed through to the e2e server. deployNewBuild() changes the copy as the next build would (a
// changed index.html, and its new revision in the service worker's precache list), so the browser
// finds a new service worker, as after a real deployment, without building again.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { createHash } from 'node:crypto'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { staticFiles } from '../src/server/http/static-files.ts'

export interface DeploymentCopy {
  url: string
  deployNewBuild(): Promise<void>
  close(): Promise<void>
}

export async function startDeploymentCopy(apiOrigin: string): Promise<DeploymentCopy> {
  const root = await mkdtemp(join(tmpdir(), 'registry-deployment-'))
  await cp('dist', root, { recursive: true })
  const api = new URL(apiOrigin)
  const app = new Hono()
  app.all('/api/*', async (c) => {
    const target = new URL(c.req.url)
    target.protocol = api.protocol
    target.host = api.host
    const headers = new Headers(c.req.raw.headers)
    headers.delete('host')
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await c.req.arrayBuffer()
    const answer = await fetch(target, { method: c.req.method, headers, body, redirect: 'manual' })
    // fetch has already decoded the body.
    const passed = new Headers(answer.headers)
    passed.delete('content-encoding')
    passed.delete('content-length')
    return new Response(answer.body, { status: answer.status, headers: passed })
  })
  app.route('/', staticFiles(root))
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((ready) => server.once('listening', () => ready()))
  const { port } = server.address() as AddressInfo
  let builds = 1

  return {
    // 127.0.0.1 is a secure context, as service workers need.
    url: `http://127.0.0.1:${port}`,
    async deployNewBuild() {
      builds += 1
      const indexPath = join(root, 'index.html')
      const index = `${await readFile(indexPath, 'utf8')}<!-- build ${builds} -->\n`
      await writeFile(indexPath, index)
      const swPath = join(root, 'sw.js')
      const worker = await readFile(swPath, 'utf8')
      const revision = createHash('md5').update(index).digest('hex')
      const next = worker.replace(/("revision":")[0-9a-f]+(","url":"index\.html")/, `$1${revision}$2`)
      if (next === worker) throw new Error('index.html is not in the precache list of dist/sw.js')
      await writeFile(swPath, next)
    },
    async close() {
      const closed = new Promise<void>((done) => server.close(() => done()))
      // The browser keeps its connections open; they would hold the close.
      if ('closeAllConnections' in server) server.closeAllConnections()
      await closed
      await rm(root, { recursive: true, force: true })
    },
  }
}
