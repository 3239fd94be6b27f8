import { postgisCore } from './src/server/db/postgis-bundle.ts'
const t = performance.now()
const ext = await postgisCore()
const r = await ext.setup({} as never, { PGLITE_ENV: {} } as never)
console.log(r.bundlePath?.toString(), (performance.now() - t).toFixed(0), 'ms', Math.round(process.memoryUsage.rss() / 1048576), 'MB')
