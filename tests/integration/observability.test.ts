// What an operator watches: a JSON line a request with its id, readiness for the proxy, and the
// metrics Prometheus scrapes.
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { captureLog } from './log-capture.ts'
import { createApp } from '../../src/server/app.ts'
import type { Database } from '../../src/server/db/client.ts'
import { parseConfig } from '../../src/server/env.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import { openFileStore } from '../../src/server/files/open-file-store.ts'
import type { RuntimeStatus } from '../../src/server/runtime-status.ts'
import { socketFrom } from './harness.ts'
import { startS3StandIn } from './s3-stand-in.ts'

let app: TestApp
const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256')

beforeAll(async () => {
  app = await startTestApp()
})

/** The app as a server with these settings and this process state would build it. */
async function appWith(env: Record<string, string>, runtime?: RuntimeStatus, db: Database = app.db) {
  const config = parseConfig({ APP_ENV: 'test', DATA_DIR: app.config.dataDir, ...env })
  return createApp({
    db,
    config,
    clock: () => new Date(),
    mailer: createMailer(db, config),
    files: await openFileStore(config),
    jwtSecret: secret,
    ...(runtime ? { runtime } : {}),
  })
}

describe('the request log', () => {
  it('writes one JSON line a request: method, route pattern, status, duration and the id the answer carries', async () => {
    const log = captureLog()
    try {
      const response = await app.request('/api/projects/00000000-0000-4000-8000-000000000000?token=a-secret-in-the-address')
      const id = response.headers.get('x-request-id')
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      const lines = log.lines().filter((line) => line.msg === 'request')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatchObject({ requestId: id, method: 'GET', route: '/api/projects/:projectId', status: response.status })
      expect(typeof lines[0]!.ms).toBe('number')
      expect(JSON.stringify(lines[0])).not.toContain('a-secret-in-the-address')
      expect(JSON.stringify(lines[0])).not.toContain('00000000-0000-4000-8000-000000000000')
    } finally {
      log.stop()
    }
  })

  it('takes the id from the proxy in front when TRUSTED_PROXIES says there is one, and from nobody else', async () => {
    const headers = { 'X-Request-Id': 'proxy-7f3a.42' }
    const behindProxy = await (await appWith({ TRUSTED_PROXIES: '1' })).request('/api/health', { headers })
    expect(behindProxy.headers.get('x-request-id')).toBe('proxy-7f3a.42')
    const direct = await (await appWith({})).request('/api/health', { headers })
    expect(direct.headers.get('x-request-id')).not.toBe('proxy-7f3a.42')
    const mangled = await (await appWith({ TRUSTED_PROXIES: '1' })).request('/api/health', { headers: { 'X-Request-Id': 'two\u00a0words and "quotes"' } })
    expect(mangled.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('readiness', () => {
  it('is ready when the database answers with every migration applied and the jobs run', async () => {
    const ready = await (await appWith({}, { jobs: 'running' })).request('/api/health/ready')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'OK', checks: { database: 'ok', migrations: 'ok', files: 'ok', jobs: 'running' } })
    const workerRunsThem = await (await appWith({}, { jobs: 'elsewhere' })).request('/api/health/ready')
    expect(workerRunsThem.status).toBe(200)
  })

  it('is not ready, saying why, while the job runner starts or once it stopped', async () => {
    const starting = await (await appWith({}, { jobs: 'starting' })).request('/api/health/ready')
    expect(starting.status).toBe(503)
    expect(await starting.json()).toEqual({
      status: 'KO',
      code: 'not-ready',
      userMessage: 'Not ready: the job runner is starting.',
      checks: { database: 'ok', migrations: 'ok', files: 'ok', jobs: 'starting' },
    })
  })

  it('is not ready when the database does not answer, while liveness still answers', async () => {
    const down = new Proxy(app.db, {
      get: (target, key) => (key === 'execute' ? () => Promise.reject(new Error('connection refused')) : Reflect.get(target, key)),
    })
    const server = await appWith({}, { jobs: 'running' }, down)
    const ready = await server.request('/api/health/ready')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({
      userMessage: 'Not ready: the database does not answer; migrations are not all applied.',
      checks: { database: 'unreachable', migrations: 'unknown' },
    })
    expect((await server.request('/api/health')).status).toBe(200)
  })

  it('is not ready, saying why, when the S3 file store does not answer, refuses the keys, or has no such bucket', async () => {
    const s3 = await startS3StandIn()
    try {
      const notReady = async (env: Record<string, string>) => {
        const ready = await (await appWith(env, { jobs: 'running' })).request('/api/health/ready')
        expect(ready.status).toBe(503)
        const body = (await ready.json()) as { userMessage: string; checks: { files: string } }
        return [body.checks.files, body.userMessage]
      }
      expect((await (await appWith(s3.env, { jobs: 'running' })).request('/api/health/ready')).status).toBe(200)
      expect(await notReady({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' })).toEqual(['unreachable', 'Not ready: the file store does not answer.'])
      expect(await notReady({ ...s3.env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' })).toEqual(['refused', 'Not ready: the file store refuses access.'])
      expect(await notReady({ ...s3.env, S3_BUCKET: 'no-such-bucket' })).toEqual(['missing', 'Not ready: the bucket or folder of the file store is missing.'])
    } finally {
      await s3.close()
    }
  })
})

describe('the metrics', () => {
  it('count requests by route pattern and status, with latency, pool, queues, mail, uploads and file store failures, for this machine', async () => {
    const server = await appWith({})
    await server.request('/api/projects/stages')
    await server.request('/api/no-such-thing')
    const scrape = await server.request('/metrics', undefined, socketFrom('127.0.0.1'))
    expect(scrape.status).toBe(200)
    expect(scrape.headers.get('content-type')).toContain('text/plain')
    const text = await scrape.text()
    expect(text).toMatch(/registry_http_requests_total\{method="GET",route="\/api\/projects\/stages",status="200"\} \d+/)
    expect(text).toMatch(/registry_http_requests_total\{method="GET",route="unmatched \/api",status="404"\} \d+/)
    expect(text).toMatch(/registry_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/projects\/stages",status="200"\} \d+/)
    for (const name of [
      'registry_db_pool_connections',
      'registry_job_queue_jobs',
      'registry_mail_sent_total',
      'registry_mail_failed_total',
      'registry_upload_bytes_total',
      'registry_file_store_errors_total',
      'process_cpu_seconds_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `)
    }
  })

  it('are refused to another machine without the token, and given with it', async () => {
    const token = 'a-metrics-token-of-some-length'
    const server = await appWith({ METRICS_TOKEN: token })
    expect((await server.request('/metrics', undefined, socketFrom('203.0.113.9'))).status).toBe(403)
    expect((await server.request('/metrics', { headers: { Authorization: 'Bearer not-the-token' } }, socketFrom('203.0.113.9'))).status).toBe(403)
    expect((await server.request('/metrics', { headers: { 'X-Forwarded-For': '203.0.113.9' } }, socketFrom('127.0.0.1'))).status).toBe(403)
    const given = await server.request('/metrics', { headers: { Authorization: `Bearer ${token}` } }, socketFrom('203.0.113.9'))
    expect(given.status).toBe(200)
    expect(await given.text()).toContain('registry_http_requests_total')
  })
})
