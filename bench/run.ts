// `npm run bench [name…]`: runs every bench/*.bench.ts (or the named ones) one after another,
// each in its own process so memory figures are its own. Timing goals live here, never in tests.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

const wanted = process.argv.slice(2)
const benches = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort()

if (benches.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}`)
  process.exit(2)
}
let failed = 0
for (const bench of benches) {
  console.log(`\n== ${bench}`)
  const result = spawnSync('npx', ['tsx', `bench/${bench}`], { stdio: 'inherit' })
  if (result.status !== 0) failed += 1
}
process.exit(failed > 0 ? 1 : 0)
