// A fresh install answers location look-ups from demo layers (see demo-layers.ts) until real ones
// are imported: each kind with no layer in place gets its demo layer, once; an imported layer is
// never replaced by a demo one.
import { inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import * as t from '../db/schema/index.ts'
import { DEMO_DRAINAGES } from '../demo/drainages.ts'
import { layersService } from '../modules/geo/layers.service.ts'
import { demoLayers } from './demo-layers.ts'

export async function ensureDemoLayers(db: Database, now: Date = new Date()): Promise<void> {
  const service = layersService(db)
  const present = new Set((await service.layers()).map((l) => l.kind))
  const missing = [...demoLayers()].filter(([kind]) => !present.has(kind))
  if (missing.length === 0) return
  // The demo drainage layer answers with these records' ids, so they must exist.
  if (missing.some(([kind]) => kind === 'drainages')) await ensureDemoDrainages(db)
  for (const [kind, features] of missing) await service.replaceLayer(kind, features, { isDemo: true, source: 'demo', at: now })
}

/** The demo drainages as reference records (the demo projects and the demo drainage layer name them). */
export async function ensureDemoDrainages(db: Database): Promise<void> {
  const existing = new Set(
    (
      await db
        .select({ id: t.drainages.id })
        .from(t.drainages)
        .where(
          inArray(
            t.drainages.id,
            DEMO_DRAINAGES.map((d) => d.id),
          ),
        )
    ).map((d) => d.id),
  )
  const absent = DEMO_DRAINAGES.filter((d) => !existing.has(d.id))
  if (absent.length) await db.insert(t.drainages).values(absent.map((d) => ({ ...d, code: null })))
}
