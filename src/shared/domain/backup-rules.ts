// What a backup's restore may do: the order tables load in (a table after those it refers to), and
// whether a backup's schema level fits this registry and the target database.

/** Tables ordered so each comes after the tables its foreign keys name; a table naming itself is no constraint on the order. */
export function loadOrder(tables: string[], references: { table: string; references: string }[]): string[] {
  const needs = new Map(tables.map((t) => [t, new Set<string>()]))
  for (const r of references) if (r.table !== r.references && needs.has(r.references)) needs.get(r.table)?.add(r.references)
  const ordered: string[] = []
  const placed = new Set<string>()
  // Alphabetical among the tables that are free, so two databases of one schema give one order.
  let left = [...tables].sort()
  while (left.length > 0) {
    const free = left.filter((t) => [...needs.get(t)!].every((n) => placed.has(n)))
    if (free.length === 0) throw new Error(`These tables refer to each other in a cycle, so no load order exists: ${left.join(', ')}`)
    for (const t of free) {
      ordered.push(t)
      placed.add(t)
    }
    left = left.filter((t) => !placed.has(t))
  }
  return ordered
}

/** A schema level: the journal time of the last migration applied (drizzle's own measure), null for none. */
export type MigrationLevel = number | null

/**
 * Whether a backup at `backup` may be restored by a registry knowing the migrations `known` (their
 * journal times) into a database at `target`: a message saying why not, or null.
 */
export function restoreRefusal(backup: number, known: number[], target: MigrationLevel): string | null {
  const newest = Math.max(...known)
  if (backup > newest) return 'This backup was made by a newer version of the registry than this one; restore it with that version or a later one.'
  if (!known.includes(backup)) return 'This backup names a schema level this registry does not know; restore it with the version that made it.'
  if (target !== null && target > backup) return 'The target database already has a newer schema than the backup; restore into a new, empty database.'
  return null
}
