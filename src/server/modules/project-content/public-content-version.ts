// The public content version (schema/public-content.ts): the sum of its slots, read before a public
// answer is taken from memory.
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/client.ts'

const sqlVersion = sql`select coalesce(sum(version), 0) as version from public_content_version`

export function publicContentVersion(db: Database): () => Promise<number> {
  return async () => {
    const [row] = await queryRows<{ version: string | number }>(db, sqlVersion)
    return Number(row?.version ?? 0)
  }
}
