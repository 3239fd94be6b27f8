// What the benchmarks that open the app in a browser share: the installed Chromium (this machine
// cannot download one), the flags it runs with here, and the built app they load, served by the
// real server.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseConfig } from '../src/server/env.ts'
import { startServer } from '../src/server/server.ts'
import { seedDemoIfEmpty } from '../src/server/demo/seed-demo.ts'

export const CHROMIUM = '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Exits with "skipped" when there is no Chromium; builds the app first when dist/ is missing. */
export function needChromium(options: { builtApp: boolean }): void {
  if (!existsSync(CHROMIUM)) {
    console.log(`skipped: no Chromium at ${CHROMIUM}`)
    process.exit(0)
  }
  if (options.builtApp && !existsSync('dist/index.html')) {
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
}

/** A port nothing listens on now (the e2e tests and other benches keep theirs). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready))
  const { port } = probe.address() as { port: number }
  await new Promise((done) => probe.close(done))
  return port
}

export interface DemoServer {
  origin: string
  /** Stops the server and deletes its data. */
  close(): Promise<void>
}

/**
 * The built app (dist/, or webRoot) served by the real server over a small demo set, in a temporary
 * directory named after the bench; `settings` are its environment's beside those (e.g. APP_ENV=test
 * for the clock a bench moves).
 */
export async function demoServer(bench: string, webRoot?: string, settings: Record<string, string> = {}): Promise<DemoServer> {
  const dataDir = await mkdtemp(join(tmpdir(), `registry-bench-${bench}-`))
  const config = parseConfig({ APP_ENV: 'production', PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, ...settings })
  const server = await startServer(config, { webRoot, prepare: (handle, files) => seedDemoIfEmpty(handle, { projects: 40, files }).then(() => undefined) })
  return {
    origin: `http://127.0.0.1:${config.port}`,
    async close() {
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
