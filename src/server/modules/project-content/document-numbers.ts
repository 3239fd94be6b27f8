// A project's document numbers: the 4-character part after the project number ("2024-0123-0007",
// spec public-registry §9), one sequence for the project's documents, comments, notes, letters and
// information requests.
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/client.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The project's next number, read in the transaction that writes the numbered record. */
export async function nextDocumentNumber(tx: Tx, projectId: string): Promise<string> {
  const [row] = await queryRows<{ next: number }>(
    tx as unknown as Database,
    sql`select coalesce(max(n::int), 0) + 1 as next from (
          select document_number as n from documents where project_id = ${projectId}
          union all select document_number from comments where project_id = ${projectId}
          union all select document_number from notes where project_id = ${projectId}
          union all select document_number from correspondence where project_id = ${projectId}
          union all select document_number_request from information_requests where project_id = ${projectId}
          union all select document_number_response from information_requests where project_id = ${projectId}
        ) numbers where n ~ '^[0-9]{1,4}$'`,
  )
  return String(row?.next ?? 1).padStart(4, '0')
}
