import { openDatabase } from './src/server/db/client.ts'
const h = await openDatabase({ dataDir: '/tmp/demo100k-work/pg' })
const pg = h.pglite!
const mem = (label: string) => { const m = process.memoryUsage(); const wasm = ((pg as any).mod?.HEAP8?.length ?? 0) / 1048576; console.log(label.padEnd(20), 'rss', Math.round(m.rss / 1048576), 'heap', Math.round(m.heapUsed / 1048576), 'wasm', Math.round(wasm)) }
mem('open')
const P = `ST_GeomFromText('POLYGON((-146.5 59.8,-122.5 59.8,-122.5 67.8,-146.5 67.8,-146.5 59.8))',4326)`
const base = `with matches as materialized (select ps.project_id, ps.project_number, ps.district_ids, 0::real as rank from project_search ps where ps.listed and ST_Intersects(ps.geom, ${P})),
 page as (select m.project_id, m.project_number, m.rank from matches m order by m.rank desc, m.project_number desc)`
const obj = `json_build_object('projectId', ps.project_id, 'projectNumber', ps.project_number, 'title', ps.title, 'proponentName', ps.proponent_name, 'projectTypeId', ps.project_type_id, 'stageId', ps.stage_id, 'stageGrouping', ps.stage_grouping, 'locations', ps.locations)`
const variants: Record<string, string> = {
  rows: `${base} select ${obj}::text as j from page join project_search ps on ps.project_id = page.project_id order by page.rank desc, page.project_number desc`,
  aggtext: `${base} select coalesce(json_agg(${obj} order by page.rank desc, page.project_number desc), '[]'::json)::text as j from page join project_search ps on ps.project_id = page.project_id`,
  countonly: `${base} select count(*) from matches`,
}
const v = process.argv[2]!
for (let i = 0; i < 2; i++) {
  const t = performance.now()
  const r = await pg.query<{ j: string }>(variants[v]!)
  const ms = performance.now() - t
  const t2 = performance.now()
  const body = v === 'rows' ? '[' + r.rows.map((x) => x.j).join(',') + ']' : String((r.rows[0] as any).j ?? (r.rows[0] as any).count)
  mem(`${v} ${r.rows.length} rows ${Math.round(body.length / 1048576)}M ${ms.toFixed(0)}+${(performance.now() - t2).toFixed(0)} ms`)
}
await h.close()
