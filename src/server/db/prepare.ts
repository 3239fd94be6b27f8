// Brings a database to the current schema and reference data: what every start does.
import type { DatabaseHandle } from './client.ts'
import { ensureReferenceData } from './ensure-reference-data.ts'

export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate()
  await ensureReferenceData(handle.db)
}
