// A registry of a spec's own, beside the shared one, for a setting the other specs must not see
// (e.g. one-minute sessions). It serves the app the shared server's command built, from an empty
// embedded database with one demo project. Node's modules are imported by name at run time: the
// browser tests' types know no Node.

import { e2ePorts } from './ports'

interface Child {
  pid?: number
}
interface NodeModules {
  spawn(command: string, args: string[], options: { env: Record<string, string | undefined>; stdio: 'ignore'; detached: boolean }): Child
  mkdtemp(prefix: string): Promise<string>
  rm(path: string, options: { recursive: boolean; force: boolean; maxRetries: number; retryDelay: number }): Promise<void>
  tmpdir(): string
  env: Record<string, string | undefined>
  kill(pid: number): void
}

const process = (globalThis as unknown as { process: { env: Record<string, string | undefined>; kill(pid: number): void } }).process

async function node(): Promise<NodeModules> {
  const [child, fs, os] = await Promise.all(['node:child_process', 'node:fs/promises', 'node:os'].map((name) => import(/* @vite-ignore */ name)))
  return { spawn: child.spawn, mkdtemp: fs.mkdtemp, rm: fs.rm, tmpdir: os.tmpdir, env: process.env, kill: (pid) => process.kill(pid) }
}

/**
 * The registry on its `slot`th port of its own (ports.ts), known before it starts for test.use's
 * baseURL. Two registries running at once need slots of their own: those of two specs, or of one
 * spec's copies in two workers (--repeat-each), which share nothing else.
 */
export function ownRegistryUrl(slot: number): string {
  const ports = e2ePorts().ownRegistries
  if (slot >= ports.length) throw new Error(`Only ${ports.length} registries of a spec's own can run at once (ports.ts)`)
  return `http://localhost:${ports[slot]}`
}

export const OWN_REGISTRY_URL = ownRegistryUrl(0)

export interface OwnRegistry {
  stop(): Promise<void>
}

/** Starts the registry at `baseUrl` (ownRegistryUrl) with these settings, and waits until it answers. */
export async function startOwnRegistry(env: Record<string, string>, baseUrl = OWN_REGISTRY_URL): Promise<OwnRegistry> {
  const n = await node()
  const dataDir = await n.mkdtemp(`${n.tmpdir()}/registry-e2e-`)
  const server = n.spawn('npx', ['tsx', 'src/server/cli/start.ts'], {
    env: { ...n.env, PORT: new URL(baseUrl).port, DATA_DIR: dataDir, DEMO_PROJECTS: '1', APP_ENV: 'test', DATABASE_URL: '', SMTP_URL: '', ...env },
    stdio: 'ignore',
    detached: true,
  })
  const registry = {
    async stop() {
      // The whole group: npx, tsx and the server they started.
      if (server.pid) n.kill(-server.pid)
      // The server may still write its last pages as it goes (ENOTEMPTY): tried again a few times.
      await n.rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    },
  }
  // On this shared machine a start under load has taken over two minutes.
  const deadline = Date.now() + 170_000
  while (!(await fetch(`${baseUrl}/api/projects/stages`).catch(() => null))?.ok) {
    if (Date.now() > deadline) {
      // Not left running: the next try would find its port taken.
      await registry.stop()
      throw new Error(`The registry on ${baseUrl} did not start`)
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return registry
}
