// A project's document numbers: the 4-character part after the project number ("2024-0123-0007",
// spec public-registry §9), one sequence for the project's documents, comments, notes, letters and
// information requests.
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/client.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * The project's next number, read in the transaction that writes the numbered record. The database
 * function locks the project's row first (migration 0027), so writers of any kind number one at a
 * time, then reads each table's largest from the end of its (project, number) index, not from a
 * scan of the project's rows, which for a contested project's comments are thousands; its plans
 * are made once, not at each call (decisions 0048, 0049).
 */
export async function nextDocumentNumber(tx: Tx, projectId: string): Promise<string> {
  const [row] = await queryRows<{ next: number }>(tx as unknown as Database, sql`select registry_next_document_number(${projectId}) as next`)
  return String(row?.next ?? 1).padStart(4, '0')
}
