// A project's document numbers: the part after the project number ("2024-0123-0007", spec
// public-registry §9), one sequence for the project's documents, comments, notes, letters and
// information requests (shared/domain/document-numbers.ts): taken, and listed in order.
import { asc, sql } from 'drizzle-orm'
import type { AnyColumn, SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/client.ts'
import { documentNumberText } from '../../../shared/domain/document-numbers.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * The project's next number, read in the transaction that writes the numbered record. The database
 * function locks the project's row first (migration 0027), so writers of any kind number one at a
 * time, then reads each table's largest from the end of its (project, number) index, not from a
 * scan of the project's rows, which for a contested project's comments are thousands; its plans
 * are made once, not at each call (decisions 0048, 0049). The largest is by value, past 9999 too
 * (migration 0028, decision 0054).
 */
export async function nextDocumentNumber(tx: Tx, projectId: string): Promise<string> {
  const [row] = await queryRows<{ next: number }>(tx as unknown as Database, sql`select registry_next_document_number(${projectId}) as next`)
  return documentNumberText(row?.next ?? 1)
}

/** Orders by a document number's value: '9999' before '10000', which text order puts the other way. */
export function inDocumentNumberOrder(column: AnyColumn): SQL[] {
  return [asc(sql`length(${column})`), asc(column)]
}
