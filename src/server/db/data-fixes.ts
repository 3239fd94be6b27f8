// Data fixes: changes to rows that a migration's SQL cannot make because they need the code's own
// reading of the data (a proposal's form), applied once per database by the start after the
// migrations (decision 0098). Each runs in parts, a transaction each, so that a registry of
// thousands of rows is not one transaction; a part checks first that the fix is not recorded yet,
// and the last part records it, so that servers starting together apply it once.
import { asc, eq } from 'drizzle-orm'
import type { Database } from './client.ts'
import * as t from './schema/index.ts'
import type { Tx } from '../modules/proposals/proposal-record.ts'
import { fillMissingShapes } from '../modules/proposals/proposal-record.ts'

interface DataFix {
  /** As recorded in data_fixes; never renamed, or the fix runs again. */
  name: string
  /** Fixes the next part after `after` (null: from the start); returns where the next part starts, or null once none is left. */
  part(tx: Tx, after: string | null): Promise<string | null>
}

/** In the order they are applied; a fix is appended, never removed while a database may lack it. */
export const DATA_FIXES: readonly DataFix[] = [
  // Proposals saved before their shapes were kept (commit 452281d) have none on the map.
  { name: 'proposal-shapes', part: fillMissingShapes },
]

/** Applies the fixes this database has not had; returns the names of those it applied. */
export async function applyDataFixes(db: Database): Promise<string[]> {
  const applied: string[] = []
  for (const fix of DATA_FIXES) if (await applyOnce(db, fix)) applied.push(fix.name)
  return applied
}

async function applyOnce(db: Database, fix: DataFix): Promise<boolean> {
  let after: string | null = null
  for (;;) {
    const step: 'recorded' | 'applied' | { next: string } = await db.transaction(async (tx) => {
      const [recorded] = await tx.select({ name: t.dataFixes.name }).from(t.dataFixes).where(eq(t.dataFixes.name, fix.name))
      if (recorded) return 'recorded'
      const next = await fix.part(tx, after)
      if (next !== null) return { next }
      // Another start may have recorded it since this part began.
      const [record] = await tx.insert(t.dataFixes).values({ name: fix.name }).onConflictDoNothing().returning({ name: t.dataFixes.name })
      return record ? 'applied' : 'recorded'
    })
    if (step === 'recorded') return false
    if (step === 'applied') return true
    after = step.next
  }
}

/** The fixes applied to this database, oldest first. */
export function appliedDataFixes(db: Database): Promise<{ name: string; appliedAt: Date }[]> {
  return db.select().from(t.dataFixes).orderBy(asc(t.dataFixes.appliedAt), asc(t.dataFixes.name))
}
