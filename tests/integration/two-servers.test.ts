// Two servers and two workers on one PostgreSQL and one file store, reached on their own ports
// with nothing in front, as a proxy would spread one person's requests over them: what one server
// took, the other lists and serves; a resumable upload's chunks land on either; the login limit
// counts on both; a notice goes out once, whichever worker claims it.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/server/env.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { hashPassword } from '../../src/server/lib/passwords.ts'
import { recordNotificationEvent } from '../../src/server/modules/notification-dispatch/notification-events.ts'
import type { RunningServer } from '../../src/server/server.ts'
import { startServer } from '../../src/server/server.ts'
import type { RunningWorker } from '../../src/server/worker.ts'
import { startWorker } from '../../src/server/worker.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import { createProject } from '../factories/project-factory.ts'
import { completeGeneralForm } from '../factories/proposal-factory.ts'
import { createUser } from '../factories/user-factory.ts'
import { freePort, startTestApp, workerDatabaseUrl } from './harness.ts'
import type { TestApp } from './harness.ts'
import { startSmtpCapture } from './smtp-capture.ts'
import type { SmtpCapture } from './smtp-capture.ts'
import { startS3StandIn } from './s3-stand-in.ts'
import type { S3StandIn } from './s3-stand-in.ts'
import { tempDir } from './temp-dirs.ts'

const MB = 1024 * 1024
const PASSWORD = 'Bonanza2026'

let app: TestApp
let smtp: SmtpCapture
let s3: S3StandIn
const servers: RunningServer[] = []
const workers: RunningWorker[] = []
/** The two servers' addresses: requests alternate between them. */
const at: string[] = []

async function send(server: number, path: string, init: RequestInit & { token?: string } = {}) {
  const { token, headers, ...rest } = init
  const response = await fetch(`${at[server]}${path}`, {
    ...rest,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(headers as Record<string, string>) },
  })
  return response
}

async function json<T = Record<string, unknown>>(server: number, path: string, init: RequestInit & { token?: string } = {}) {
  const response = await send(server, path, init)
  return { status: response.status, body: (await response.json()) as T }
}

const postJson = (server: number, path: string, body: unknown, token?: string) =>
  json(server, path, { method: 'POST', token, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

const logIn = (server: number, email: string, plainPassword: string) => postJson(server, '/api/users/login', { email, plainPassword })

async function download(server: number, uploadId: string, token: string): Promise<Uint8Array> {
  const minted = await postJson(server, `/api/uploads/${uploadId}/download-token`, {}, token)
  expect(minted.status).toBe(200)
  const response = await send(server, `/api/uploads/${uploadId}/${String(minted.body.token)}`)
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

function pdfBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size))
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

// Several processes on one database: the embedded one opens in a single process, so PostgreSQL only.
describe.skipIf(!workerDatabaseUrl())('two servers and two workers on one PostgreSQL and one S3 store', () => {
  beforeAll(async () => {
    app = await startTestApp()
    smtp = await startSmtpCapture()
    s3 = await startS3StandIn()
    const shared = {
      APP_ENV: 'test',
      DATABASE_URL: workerDatabaseUrl()!,
      JWT_SECRET: 'two-servers-secret-that-is-long-enough',
      SMTP_URL: smtp.url,
      SEED_DEMO: 'no',
      PUBLIC_BASE_URL: 'http://registry.test',
      ...s3.env,
    }
    for (let i = 0; i < 2; i++) {
      const port = await freePort()
      // Each its own disk: nothing may pass between them through DATA_DIR.
      servers.push(await startServer(parseConfig({ ...shared, RUN_JOBS: 'no', PORT: String(port), DATA_DIR: await tempDir(`registry-server-${i}-`) })))
      at.push(`http://127.0.0.1:${port}`)
      workers.push(await startWorker(parseConfig({ ...shared, WORKER_PORT: '0', DATA_DIR: await tempDir(`registry-worker-${i}-`) })))
    }
  }, 120_000)

  afterAll(async () => {
    await Promise.all([...servers, ...workers].map((s) => s.close()))
    await s3?.close()
    await smtp?.close()
  })

  it('are each ready', async () => {
    for (const server of [0, 1]) expect((await send(server, '/api/health/ready')).status).toBe(200)
    for (const worker of workers) expect((await fetch(`${worker.url}/api/health/ready`)).status).toBe(200)
  })

  it('list and serve through one server a document uploaded through the other, and take a resumable upload whose chunks alternate between them', async () => {
    const owner = await createUser(app.db, { email: 'two-servers@example.ca', passwordHash: await hashPassword(PASSWORD) })
    const login = await logIn(0, owner.email, PASSWORD)
    expect(login.status).toBe(200)
    const token = String(login.body.token)
    const projectId = randomUUID()
    const dawson = ASSESSMENT_DISTRICTS.find((d) => d.name === 'Dawson')!.id
    const created = await postJson(
      1,
      '/api/projects/create-proposal',
      {
        projectId,
        projectTitle: 'Bonanza Creek placer',
        proponentName: 'Goldstream Placers Ltd.',
        isAgent: false,
        assessmentDistricts: [dawson],
        firstNations: [],
        form1: JSON.stringify(completeGeneralForm(projectId)),
        kind: 'general',
      },
      token,
    )
    expect(created.status).toBe(200)

    const sitePlan = pdfBytes(300_000)
    const form = new FormData()
    form.append('description', 'Site plan')
    form.append('file', new Blob([sitePlan], { type: 'application/pdf' }), 'site plan.pdf')
    const uploaded = await json(0, `/api/uploads/add-project-document/${projectId}`, { method: 'POST', token, body: form })
    expect(uploaded.status).toBe(200)
    const listed = await json<{ fileName: string }[]>(1, `/api/projects/${projectId}/documents`, { token })
    expect(listed.body.map((d) => d.fileName)).toEqual(['site plan.pdf'])
    expect(sha256(await download(1, String(uploaded.body.unredactedUploadId), token))).toBe(sha256(sitePlan))

    const survey = pdfBytes(20 * MB)
    const uploadId = randomUUID()
    const start = {
      uploadId,
      projectId,
      group: 'project',
      fileName: 'wildlife-survey.pdf',
      contentType: 'application/pdf',
      size: survey.length,
      description: 'Wildlife survey 2026',
    }
    expect((await postJson(0, '/api/uploads/sessions', start, token)).body).toMatchObject({ received: 0 })
    let received = 0
    for (let chunk = 0; received < survey.length; chunk++) {
      const end = Math.min(received + 8 * MB, survey.length) - 1
      const sent = await json(chunk % 2 === 0 ? 1 : 0, `/api/uploads/sessions/${uploadId}`, {
        method: 'PUT',
        token,
        headers: { 'Content-Range': `bytes ${received}-${end}/${survey.length}`, 'Content-Type': 'application/octet-stream' },
        body: survey.slice(received, end + 1),
      })
      expect(sent).toMatchObject({ status: 200, body: { received: end + 1 } })
      received = end + 1
    }
    const done = await postJson(1, `/api/uploads/sessions/${uploadId}/complete`, {}, token)
    expect(done.status).toBe(200)
    expect(sha256(await download(0, String(done.body.unredactedUploadId), token))).toBe(sha256(survey))
  }, 120_000)

  it('count failed logins on both servers toward one limit', async () => {
    const target = await createUser(app.db, { email: 'guessed@example.ca', passwordHash: await hashPassword(PASSWORD) })
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await logIn(i % 2, target.email, `Wrong${i}guess`)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
  })

  it('send a notice once to each recipient, whichever worker claims it', async () => {
    const project = await createProject(app.db)
    const followers = await Promise.all(Array.from({ length: 40 }, (_, i) => createUser(app.db, { email: `two-workers-${i}@example.ca` })))
    await app.db.insert(t.projectFollows).values(followers.map((u) => ({ projectId: project.id, userId: u.id })))
    await app.db.transaction((tx) => recordNotificationEvent(tx, { projectId: project.id, kind: 'hearing' }))
    const sent = async () => {
      const [row] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.notificationDeliveries)
        .innerJoin(t.users, eq(t.users.id, t.notificationDeliveries.userId))
        .where(and(sql`${t.users.email} like 'two-workers-%'`, isNotNull(t.notificationDeliveries.sentAt)))
      return row!.n
    }
    const deadline = Date.now() + 60_000
    while ((await sent()) < followers.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    expect(await sent()).toBe(followers.length)
    const received = (email: string) => smtp.mails.filter((m) => m.to.includes(email)).length
    expect(followers.filter((u) => received(u.email) !== 1).map((u) => `${u.email}: ${received(u.email)}`)).toEqual([])
  }, 90_000)
})
