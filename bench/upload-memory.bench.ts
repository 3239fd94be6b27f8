// How much the server's memory grows while a 50 MB document arrives: the real server in a process
// of its own (so its resident memory is only its own), the demo proponent logged in, and a 50 MB
// PDF sent to PUT /api/uploads/add-project-document as a streamed multipart body, as a browser
// sends it. The server's resident set size (VmRSS from /proc) is read every 10 ms from just before
// the upload until its answer; the figure is the peak less the size just before.
// Goal (issue 17): the server grows by less than 100 MB while it uploads.
//   npx tsx bench/upload-memory.bench.ts        (builds the app first when dist/ is missing)
import { spawn } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { freePort } from './chromium.ts'
import { canAddProjectDocument } from '../src/shared/domain/project-uploads.ts'

const GOAL_MB = 100
const FILE_MB = 50
const MB = 1024 * 1024

const dataDir = await mkdtemp(join(tmpdir(), 'registry-bench-upload-memory-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/start.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENV: 'test', DEMO_PROJECTS: '40' },
  stdio: ['ignore', 'ignore', 'inherit'],
})

async function rssMb(): Promise<number> {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 300_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped (${server.exitCode})`)
    try {
      if ((await fetch(`${base}/api/projects/stages`)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The server did not start in 5 minutes')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, init)
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** Sends a file as a browser's multipart upload, streamed from disk; resolves with the answer's status. */
async function upload(token: string, projectId: string, path: string, size: number): Promise<number> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  async function* parts() {
    yield head
    for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) yield chunk as Buffer
    yield tail
  }
  const response = await fetch(`${base}/api/uploads/add-project-document/${projectId}`, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(head.length + size + tail.length),
    },
    body: Readable.toWeb(Readable.from(parts())) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit)
  await response.arrayBuffer()
  return response.status
}

/** The file made once: a PDF's header, then random bytes (nothing a reader could shrink). */
async function pdfOf(bytes: number, name: string): Promise<string> {
  const content = randomBytes(bytes)
  content.write('%PDF-1.7\n', 0)
  const path = join(dataDir, name)
  await writeFile(path, content)
  return path
}

let failed = false
try {
  await waitForServer()
  const { jwtToken: token } = await json<{ jwtToken: string }>('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'proponent@demo.example', plainPassword: 'YukonDemo2005' }),
  })
  const auth = { headers: { Authorization: `Bearer ${token}` } }
  const mine = await json<{ projects: { projectId: string }[] }>('/api/projects/my', auth)
  const details = await Promise.all(
    mine.projects.map((p) => json<{ project: { projectId: string; projectTypeId: string; stageId: string } }>(`/api/projects/${p.projectId}`, auth)),
  )
  const project = details.map((d) => d.project).find((p) => canAddProjectDocument({ ...p, isProponentOrAgent: true }))
  if (!project) throw new Error('The demo proponent has no project open to Add Document')

  // A small upload first, so the code the upload runs is loaded before the figure is taken.
  const small = await pdfOf(64 * 1024, 'warm-up.pdf')
  if ((await upload(token, project.projectId, small, 64 * 1024)) !== 200) throw new Error('The warm-up upload was refused')
  const size = FILE_MB * MB
  const large = await pdfOf(size, 'large.pdf')

  for (let run = 1; run <= 2; run++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const before = await rssMb()
    let peak = before
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssMb())
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    })()
    const started = performance.now()
    const status = await upload(token, project.projectId, large, size)
    const seconds = (performance.now() - started) / 1000
    sampling = false
    await sampler
    const growth = peak - before
    const verdict = status === 200 && growth < GOAL_MB ? 'PASS' : 'MISS'
    if (verdict === 'MISS') failed = true
    console.log(
      `run ${run}: ${FILE_MB} MB PDF answered ${status} in ${seconds.toFixed(1)} s; server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB: grew ${growth.toFixed(1)} MB (goal < ${GOAL_MB} MB) ${verdict}`,
    )
  }
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  await rm(dataDir, { recursive: true, force: true })
}
if (failed) process.exitCode = 1
