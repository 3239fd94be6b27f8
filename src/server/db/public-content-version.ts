// The public content version (schema/public-content.ts): the sum of its slots, read before a public
// answer is taken from memory.
import { sql } from 'drizzle-orm'
import type { Database } from './client.ts'
import { queryRows } from './client.ts'

const sqlVersion = sql`select coalesce(sum(version), 0) as version from public_content_version`

/**
 * Requests that arrive while no read is waiting to be sent share the next one, sent once the
 * event loop has taken in every request at hand: it begins after each of them arrived, so it sees
 * every write committed before any of them, and 200 readers at once make a few reads, not 200.
 */
export function publicContentVersion(db: Database): () => Promise<number> {
  let waiting: Promise<number> | null = null
  const read = async () => {
    waiting = null
    const [row] = await queryRows<{ version: string | number }>(db, sqlVersion)
    return Number(row?.version ?? 0)
  }
  return () => (waiting ??= new Promise((sent) => setImmediate(sent)).then(read))
}
