// What the request log and the metrics cost: the public read mix (search, a project page, the
// reference lists the app fetches) served by the same app on the same embedded database (the
// 40-project demo set) with and without them, the runs alternated so that the machine's other
// load falls on both alike. autocannon drives the load from a process of its own
// (load-client.ts). The log goes where an operator's would: a file, written asynchronously.
// Besides throughput it prints the server's CPU time a request (both apps run in this process, the
// load in another), which a shared machine's other work disturbs far less than it does throughput.
// Goal: with both on, at least 95% of the throughput without them, in CPU a request as well.
//   npx tsx bench/observability-cost.bench.ts
import { fork } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { createApp } from '../src/server/app.ts'
import { parseConfig } from '../src/server/env.ts'
import { listen, openConfiguredDatabase } from '../src/server/server.ts'
import { prepareDatabase } from '../src/server/db/prepare.ts'
import { seedDemoIfEmpty } from '../src/server/demo/seed-demo.ts'
import { createMailer } from '../src/server/mail/mailer.ts'
import { batchedDestination, logTo } from '../src/server/lib/logger.ts'
import type { LoadAnswer, LoadRun } from './load-client.ts'
import { localFileStore } from '../src/server/files/file-store.ts'

const GOAL_RATIO = 0.95
const ROUNDS = 4
const SECONDS = 8
const CONNECTIONS = 10

const dataDir = await mkdtemp(join(tmpdir(), 'registry-bench-observability-'))
const config = parseConfig({ APP_ENV: 'test', DATA_DIR: dataDir })
const handle = await openConfiguredDatabase(config)
const stopLog = logTo(batchedDestination({ dest: join(dataDir, 'requests.log') }))
const client = fork(new URL('./load-client.ts', import.meta.url), { execArgv: ['--import', 'tsx'] })
try {
  await prepareDatabase(handle)
  const files = localFileStore(dataDir)
  await seedDemoIfEmpty(handle, { projects: 40, files, log: () => {} })
  const deps = {
    db: handle.db,
    config,
    clock: () => new Date(),
    mailer: createMailer(handle.db, config),
    files,
    jwtSecret: new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256'),
  }
  const observed = await listen(createApp(deps, { observe: true }), 0, '127.0.0.1')
  const bare = await listen(createApp(deps, { observe: false }), 0, '127.0.0.1')
  const search = (await (await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/api/projects/search?limit=20`)).json()) as {
    projects: { projectNumber: string }[]
  }
  const numbers = search.projects.slice(0, 5).map((p) => p.projectNumber)
  const paths = [
    '/api/projects/search?limit=20',
    '/api/projects/search?textSearch=mine&sort=relevance&limit=20',
    ...numbers.map((n) => `/api/projects/${n}`),
    '/api/projects/stages',
    '/api/projects/domain',
    '/api/site-management/public-display-message',
  ]
  /** Requests a second, and the server's CPU microseconds a request, of one run. */
  const load = (port: number) =>
    new Promise<{ rps: number; cpu: number }>((done, failed) => {
      const cpu = process.cpuUsage()
      client.once('message', (message) => {
        const used = process.cpuUsage(cpu)
        const answer = message as LoadAnswer
        if ('error' in answer) failed(new Error(answer.error))
        else if (answer.non2xx > 0) failed(new Error(`${answer.non2xx} answers were not 2xx`))
        else done({ rps: answer.requestsPerSecond, cpu: (used.user + used.system) / answer.requests })
      })
      client.send({ url: `http://127.0.0.1:${port}`, paths, seconds: SECONDS, connections: CONNECTIONS } satisfies LoadRun)
    })
  const port = (server: typeof observed) => (server.address() as AddressInfo).port
  await load(port(bare))
  await load(port(observed))
  const withThem: { rps: number; cpu: number }[] = []
  const without: { rps: number; cpu: number }[] = []
  // Each round in the other order (ABBA…), so neither app always runs on a machine the other warmed.
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      without.push(await load(port(bare)))
      withThem.push(await load(port(observed)))
    } else {
      withThem.push(await load(port(observed)))
      without.push(await load(port(bare)))
    }
  }
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b)
    const middle = sorted.length / 2
    return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!
  }
  const throughput = median(withThem.map((r) => r.rps)) / median(without.map((r) => r.rps))
  const cpu = median(without.map((r) => r.cpu)) / median(withThem.map((r) => r.cpu))
  const runs = (rs: { rps: number; cpu: number }[]) => rs.map((r) => `${r.rps.toFixed(0)}/s ${(r.cpu / 1000).toFixed(2)} ms CPU`).join(', ')
  console.log(`read mix of ${paths.length} addresses, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each way`)
  console.log(`without log and metrics: ${runs(without)}`)
  console.log(`with log and metrics:    ${runs(withThem)}`)
  console.log(
    `with them: ${(throughput * 100).toFixed(1)}% of the throughput, ${(cpu * 100).toFixed(1)}% by CPU a request (goal: at least ${GOAL_RATIO * 100}%); load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  )
  if (cpu < GOAL_RATIO) process.exitCode = 1
  // The load client drops its sockets mid-request when its time is up; the handlers of those
  // requests still run, and finish before the database closes under them.
  await Promise.all([observed, bare].map((server) => new Promise((done) => server.close(done))))
  await new Promise((settled) => setTimeout(settled, 1_000))
} finally {
  client.disconnect()
  await handle.close()
  stopLog()
  await rm(dataDir, { recursive: true, force: true })
}
