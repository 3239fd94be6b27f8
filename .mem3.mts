// scratch: RSS of PGlite opened with a trimmed PostGIS bundle
import { PGlite } from '@electric-sql/pglite'
import { postgis } from '@electric-sql/pglite-postgis'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
const rss = () => Math.round(process.memoryUsage.rss() / 1048576)
const trimmed = { name: 'postgis', setup: async (pg: unknown, opts: unknown, clientOnly?: boolean) => ({ ...(await (postgis.setup as any)(pg, opts, clientOnly)), bundlePath: new URL('file:///tmp/sb/trim/postgis-core.tar.gz') }) }
const pg = await PGlite.create({ dataDir: '/tmp/demo100k-work/pg', extensions: { postgis: process.env.TRIM ? trimmed : postgis, unaccent, pg_trgm } as never })
console.log(process.env.TRIM ? 'trimmed' : 'full', 'open', rss())
const r = await pg.query(`select count(*) from project_search where ST_Intersects(geom, ST_GeomFromText('POLYGON((-140 63.7,-138.5 63.7,-138.5 64.3,-140 64.3,-140 63.7))',4326))`)
console.log(r.rows, 'after query', rss(), process.memoryUsage())
await pg.close()
