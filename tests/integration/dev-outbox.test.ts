// The development mail outbox holds sign-in and password links: it answers only a developer on
// this machine under `npm run dev` (and these tests), never a network client, never `npm start`.
// A server on a network does not hand out the demo accounts, whose password is published.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { socketFrom, startTestApp, testDatabase } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { parseConfig } from '../../src/server/env.ts'
import { registryApp } from '../../src/server/server.ts'
import { prepareToServe } from '../../src/server/index.ts'
import { DEMO_PASSWORD } from '../../src/server/demo/demo-accounts.ts'
import { hashPassword } from '../../src/server/lib/passwords.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { tempDir } from './temp-dirs.ts'

const OUTBOX = '/api/dev/mail-outbox'
let app: TestApp

beforeAll(async () => {
  app = await startTestApp()
  await createUser(app.db, { email: 'ada@example.ca', passwordHash: await hashPassword('Tr0ub4dor&3-horse') })
  expect((await app.postJson('/api/users/forgot-password', { email: 'ada@example.ca' })).status).toBe(200)
})

describe('the development mail outbox', () => {
  it('shows the mail to a client on this machine', async () => {
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await app.request(OUTBOX, undefined, local)
      expect(response.status, local).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      const { messages } = (await response.json()) as { messages: { to: string; kind: string }[] }
      expect(messages.map((m) => [m.to, m.kind])).toContainEqual(['ada@example.ca', 'reset-password'])
    }
  })

  it('is not there for a client on the network, whatever its headers say', async () => {
    const network = await app.request(OUTBOX, undefined, '192.168.1.20')
    const nothing = await app.request('/api/dev/nothing', undefined, '192.168.1.20')
    expect(network.status).toBe(404)
    expect(await network.json()).toEqual(await nothing.json())
    // Every answer has its own date and request id; all else is the same.
    const same = (response: Response) => [...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id')
    expect(same(network)).toEqual(same(nothing))
    expect((await app.request(OUTBOX, { headers: { 'X-Forwarded-For': '127.0.0.1' } }, '192.168.1.20')).status).toBe(404)
    // Through a reverse proxy on this machine, the client is whoever the proxy passes on.
    expect((await app.request(OUTBOX, { headers: { 'X-Forwarded-For': '192.168.1.20' } }, '127.0.0.1')).status).toBe(404)
    const behindProxy = await startTestApp({ env: { TRUSTED_PROXIES: '1' } })
    expect((await behindProxy.request(OUTBOX, { headers: { 'X-Forwarded-For': '127.0.0.1' } }, '10.0.0.5')).status).toBe(404)
    // In-process, with no socket at all.
    expect((await app.request(OUTBOX)).status).toBe(404)
  })

  it('is not there as `npm start` serves the registry, with its default configuration', async () => {
    const handle = await testDatabase()
    const { app: started, mailer } = await registryApp(handle, parseConfig({ DATA_DIR: await tempDir('registry-start-') }), {
      devOutbox: false,
    })
    try {
      for (const from of ['127.0.0.1', '192.168.1.20']) {
        const response = await started.request(OUTBOX, undefined, socketFrom(from))
        expect(response.status, from).toBe(404)
        expect(JSON.stringify(await response.json())).not.toContain('ada@example.ca')
      }
    } finally {
      await mailer.close()
    }
  })

  it('is not there in production, even when asked for', async () => {
    const production = await startTestApp({ env: { APP_ENV: 'production' } })
    const handle = await testDatabase()
    const { app: started, mailer } = await registryApp(handle, production.config, { devOutbox: true })
    await mailer.close()
    expect((await started.request(OUTBOX, undefined, socketFrom('127.0.0.1'))).status).toBe(404)
  })
})

describe('a server on a network interface', () => {
  const start = (env: Record<string, string>) => parseConfig({ DATA_DIR: join(tmpdir(), 'registry-unused'), ...env })

  it('refuses to start while a demo account opens with the published password, unless SEED_DEMO=yes asks for a public demo', async () => {
    const { db, files } = await startTestApp()
    const handle = await testDatabase()
    const demo = await createUser(db, { email: 'proponent@demo.example', passwordHash: await hashPassword(DEMO_PASSWORD) })
    const lines: string[] = []
    const log = (line: string) => lines.push(line)

    await expect(prepareToServe(handle, files, start({ HOST: '0.0.0.0' }), log)).rejects.toThrow(
      /HOST=0\.0\.0\.0 serves the network, and the demo accounts proponent@demo\.example/,
    )
    await expect(prepareToServe(handle, files, start({ HOST: '192.168.1.20', SEED_DEMO: 'no' }), log)).rejects.toThrow(/SEED_DEMO=yes/)
    await prepareToServe(handle, files, start({ HOST: '0.0.0.0', SEED_DEMO: 'yes' }), log)
    expect(lines).toEqual([expect.stringMatching(/^WARNING: HOST=0\.0\.0\.0 serves the network, and the demo accounts proponent@demo\.example/)])

    // This machine only, or once the account's password was changed, nothing is exposed.
    await prepareToServe(handle, files, start({ HOST: '127.0.0.1', SEED_DEMO: 'no' }), log)
    await db
      .update(t.users)
      .set({ passwordHash: await hashPassword('A-new-Passw0rd-of-their-own') })
      .where(eq(t.users.id, demo.id))
    await prepareToServe(handle, files, start({ HOST: '0.0.0.0' }), log)
    expect(lines.at(-1)).toBe('HOST=0.0.0.0 serves the network, so the demo data was not loaded (SEED_DEMO=yes loads it).')
  })
})
