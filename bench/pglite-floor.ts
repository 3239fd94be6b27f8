// The embedded database alone, for the server-memory benchmark's floor: opened as the registry
// opens it (or with PGlite's own settings, given `defaults`), it COPYs 14 MB of rows into a table
// and says `ready`; the benchmark reads this process's memory while it loads and once it is idle.
import { PGlite } from '@electric-sql/pglite'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { openEmbedded } from '../src/server/db/embedded-database.ts'
import { postgisCore } from '../src/server/db/postgis-bundle.ts'

const [dataDir, settings] = process.argv.slice(2)
const client =
  settings === 'defaults' ? await PGlite.create({ dataDir, extensions: { postgis: await postgisCore(), unaccent, pg_trgm } }) : await openEmbedded({ dataDir })
await client.exec('create extension if not exists postgis; create table rows (id int, title text, location geometry)')
const line = (i: number) =>
  `${i}\tA project of the floor's measure, number ${i}, ${'x'.repeat(60)}\tSRID=4326;POINT(${-135 + (i % 1000) / 100} ${60 + (i % 700) / 100})\n`
const lines: string[] = []
for (let i = 0, bytes = 0; bytes < 14 * 1024 * 1024; i++) {
  lines.push(line(i))
  bytes += lines.at(-1)!.length
}
await client.query("copy rows from '/dev/blob'", [], { blob: new Blob(lines) })
lines.length = 0
await client.query('select count(*) from rows')
process.send!('ready')
// Alive until the benchmark, having read its memory once idle, ends it.
setInterval(() => {}, 60_000)
