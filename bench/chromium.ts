// What the benchmarks that open the app in a browser share: the installed Chromium (this machine
// cannot download one), the flags it runs with here, and the built app they load.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'

export const CHROMIUM = '/usr/bin/chromium'
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

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
