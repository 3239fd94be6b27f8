import { openDatabase } from './src/server/db/client.ts'
import { sql } from 'drizzle-orm'
const h = await openDatabase({ dataDir: '/tmp/demo100k-work/pg' })
console.log('open', Math.round(process.memoryUsage.rss() / 1048576))
const r = await h.db.execute(sql`select count(*) from project_search where ST_Intersects(geom, ST_GeomFromText('POLYGON((-140 63.7,-138.5 63.7,-138.5 64.3,-140 64.3,-140 63.7))',4326))`)
console.log((r as any).rows, Math.round(process.memoryUsage.rss() / 1048576), (await h.db.execute(sql`select postgis_full_version() v`) as any).rows[0].v.slice(0, 120))
await h.close()
