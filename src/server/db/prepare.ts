// Brings a database to the current schema, reference data and data fixes: what every start does.
import type { Database, DatabaseHandle } from './client.ts'
import { ensureReferenceData } from './ensure-reference-data.ts'
import { ensureDemoLayers } from '../geo/ensure-demo-layers.ts'
import { applyDataFixes } from './data-fixes.ts'

export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.exclusively('prepare', async () => {
    await handle.migrate()
    await ensureInstalledData(handle.db)
    await applyDataFixes(handle.db)
  })
}

/** What the product ships with: the reference lists, and demo layers for the kinds with no layer yet. */
export async function ensureInstalledData(db: Database): Promise<void> {
  await ensureReferenceData(db)
  await ensureDemoLayers(db)
}
