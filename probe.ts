import { PGlite } from '@electric-sql/pglite'
import { postgis } from '@electric-sql/pglite-postgis'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
let t = Date.now()
const db = await PGlite.create({ extensions: { postgis, unaccent } })
console.log('create', Date.now() - t); t = Date.now()
await db.exec('create extension if not exists postgis; create extension if not exists unaccent; create table t(id int, g geometry(Point,4326)); insert into t values (1, ST_SetSRID(ST_MakePoint(-135,60),4326))')
console.log('ext', Date.now() - t); t = Date.now()
console.log((await db.query("select ST_AsText(g), unaccent('Tr''ondëk Hwëch''in') u from t")).rows)
const dump = await db.dumpDataDir('none')
console.log('dump', Date.now() - t, dump.size); t = Date.now()
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { postgis, unaccent } })
console.log((await db2.query('select count(*) from t')).rows, 'reload', Date.now() - t)
