// `npm start`: builds the web app when it was never built or its sources changed since, then serves
// everything; without the development mail outbox, and on this machine only unless HOST says otherwise.
import { spawnSync } from 'node:child_process'
import { webBuildOutdated } from './web-build.ts'

const outdated = await webBuildOutdated('.')
if (outdated) {
  console.warn(outdated)
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const { runRegistry } = await import('../index.ts')
await runRegistry({ devOutbox: false })
