// A project's document numbers: the 4-character part after the project number ("2024-0123-0007",
// spec public-registry §9), one sequence for the project's documents, comments, notes and letters.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * The next number of the project. Takes the project's row lock, so two uploads in the same moment
 * get two numbers; call it inside the transaction that writes the numbered record.
 */
export async function nextDocumentNumber(tx: Tx, projectId: string): Promise<string> {
  await tx.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, projectId)).for('update')
  const numbered = (table: typeof t.documents | typeof t.comments | typeof t.notes | typeof t.correspondence) =>
    sql`select ${table.documentNumber}::int as n from ${table} where ${table.projectId} = ${projectId} and ${table.documentNumber} ~ '^[0-9]{1,6}$'`
  const result = await tx.execute(
    sql`select max(n) as last from (${numbered(t.documents)} union all ${numbered(t.comments)} union all ${numbered(t.notes)} union all ${numbered(t.correspondence)}) numbers`,
  )
  const [row] = (result as unknown as { rows: { last: number | string | null }[] }).rows
  return String(Number(row?.last ?? 0) + 1).padStart(4, '0')
}
