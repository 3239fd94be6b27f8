// The large demo set the benchmarks that are about scale run against: built with the CLI's own
// seed-demo in another process, in a folder of the caller's (its files) and, given a database URL, on
// that PostgreSQL database, else on an embedded one in the folder.
import { spawnSync } from 'node:child_process'

export function buildDemoSet(dataDir: string, projects: number, databaseUrl?: string): void {
  console.log(`${databaseUrl ? '' : 'No DATA_DIR given: '}building the ${projects.toLocaleString('en-CA')}-project demo set in ${dataDir} (takes minutes)…`)
  const started = performance.now()
  const result = spawnSync('npx', ['tsx', 'src/server/cli/main.ts', 'seed-demo', '--projects', String(projects)], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
  })
  if (result.status !== 0) throw new Error(`seed-demo failed (exit ${result.status})`)
  console.log(`demo set built in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}
