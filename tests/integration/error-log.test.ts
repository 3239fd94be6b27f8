// The error log says where and what failed, never the data: a failed query's parameters and the
// values a database error repeats stay out, and no line is longer than MAX_LOG_LINE.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { createApp } from '../../src/server/app.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import { MAX_LOG_LINE } from '../../src/server/lib/error-log.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { captureLog, ERROR_LEVEL } from './log-capture.ts'
import type { LogLine } from './log-capture.ts'

const SECRET_EMAIL = 'ada.lovelace@example.ca'
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA'

let app: TestApp
let server: ReturnType<typeof createApp>

beforeAll(async () => {
  app = await startTestApp()
  await createUser(app.db, { email: SECRET_EMAIL })
  server = createApp({
    db: app.db,
    config: app.config,
    clock: () => new Date(),
    mailer: createMailer(app.db, app.config),
    files: app.files,
    jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'),
  })
  // Routes that fail as a service's query can: outside /api, after the app's own routes.
  server.get('/fail/:token/cast', async () => {
    await app.db.execute(sql`select ${`${SECRET_EMAIL} ${SECRET_HASH}`}::int as n`)
    return new Response()
  })
  server.get('/fail/duplicate', async () => {
    await app.db.insert(t.users).values({ firstName: 'Copy', lastName: 'Cat', email: SECRET_EMAIL, passwordHash: SECRET_HASH })
    return new Response()
  })
  server.get('/fail/huge', () => {
    throw new Error(`${'x'.repeat(3_000_000)}\n${'y'.repeat(3_000_000)}`)
  })
})

/** An error line as it would read in a terminal: what was being done, then what failed. */
const asText = (line: LogLine) => `${line.msg}: ${String(line.error)}`

/** The error lines the server logs while answering, each checked to carry the answer's request id. */
async function logged(path: string): Promise<string[]> {
  const log = captureLog()
  try {
    const response = await server.request(path)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ status: 'KO', code: 'internal-error', userMessage: 'Encountered an issue.' })
    const errors = log.lines().filter((line) => line.level >= ERROR_LEVEL)
    for (const line of errors) expect(line.requestId).toBe(response.headers.get('x-request-id'))
    return errors.map(asText)
  } finally {
    log.stop()
  }
}

describe('the error log', () => {
  it('names the route, the SQLSTATE and the statement of a failed query, never its parameters or the value refused', async () => {
    const lines = await logged('/fail/a-session-token-in-the-address/cast')
    expect(lines).toHaveLength(1)
    const [line] = lines as [string]
    expect(line).toMatch(/^Unhandled error in GET \/fail\/:token\/cast: database error 22P02, in "select…" at \S*error-log\.test\.ts:\d+/)
    expect(line).not.toContain('ada.lovelace')
    expect(line).not.toContain('argon2id')
    expect(line).not.toContain('a-session-token-in-the-address')
  })

  it('names the table and constraint of a refused row, not the values its detail repeats', async () => {
    const [line] = (await logged('/fail/duplicate')) as [string]
    expect(line).toMatch(/database error 23505, table users, constraint \w+, in "insert into "users" \(/)
    expect(line).not.toContain('ada.lovelace')
    expect(line).not.toContain('argon2id')
  })

  it('says the same of mail composed after the answer that could not be written to the outbox', async () => {
    const log = captureLog()
    try {
      const mailer = createMailer(app.db, app.config)
      mailer.later(async () => {
        await app.db.execute(sql`select ${`${SECRET_EMAIL} ${SECRET_HASH}`}::int as n`)
        return undefined
      })
      await mailer.close()
      const lines = log
        .lines()
        .filter((line) => line.level >= ERROR_LEVEL)
        .map(asText)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^Mail could not be sent: database error 22P02, in "select…"/)
      expect(lines[0]).not.toContain('ada.lovelace')
      expect(lines[0]).not.toContain('argon2id')
    } finally {
      log.stop()
    }
  })

  it(`cuts a line at ${MAX_LOG_LINE} characters, whatever the error holds`, async () => {
    const [line] = (await logged('/fail/huge')) as [string]
    expect(line.length).toBeLessThanOrEqual('Unhandled error in GET /fail/huge: '.length + MAX_LOG_LINE)
    expect(line).toMatch(/^Unhandled error in GET \/fail\/huge: Error: x+…/)
    expect(line).not.toContain('\n')
  })
})
