import { openDatabase } from './src/server/db/client.ts'
import { searchProjects } from './src/server/modules/projects/project-search.ts'
import { parsePolygonParam } from './src/shared/geo/polygon-param.ts'
const mem = (label: string) => { const m = process.memoryUsage(); const wasm = ((h.pglite as any).mod?.HEAP8?.length ?? 0) / 1048576; console.log(label.padEnd(28), 'rss', Math.round(m.rss / 1048576), 'heap', Math.round(m.heapUsed / 1048576), 'ext', Math.round(m.external / 1048576), 'ab', Math.round(m.arrayBuffers / 1048576), 'wasm', Math.round(wasm)) }
const h = await openDatabase({ dataDir: '/tmp/demo100k-work/pg' })
mem('open')
const ring = (parsePolygonParam('-146.5 59.8,-122.5 59.8,-122.5 67.8,-146.5 67.8,-146.5 59.8') as any).ring
for (let i = 0; i < 3; i++) {
  const r = await searchProjects(h.db, { ring, includeCompleteWithdrawn: 'yes' })
  mem(`yukon all no limit ${r.projects.length}`)
  const s = JSON.stringify({ status: 'OK', ...r })
  mem(`stringified ${Math.round(s.length / 1048576)}M`)
}
;(globalThis as any).gc?.()
mem('after gc')
await h.close()
