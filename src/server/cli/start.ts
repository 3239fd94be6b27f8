// `npm start`: builds the web app when it has not been built, then serves everything; without
// the development mail outbox, and on this machine only unless HOST says otherwise.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync('dist/index.html')) {
  console.warn('Building the web app (first start)…')
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const { runRegistry } = await import('../index.ts')
await runRegistry({ devOutbox: false })
