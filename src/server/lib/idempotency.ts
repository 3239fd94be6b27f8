// Writes sent with an Idempotency-Key: the first successful answer is kept, and the same key from
// the same user on the same route gets it again instead of the write being done twice. A refusal
// (a conflict, say) is not kept: once resolved, the same write is judged afresh. Kept 30 days, long
// enough for a device that was in the field.
import { and, eq, lt } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { idempotentRequests } from '../db/schema/index.ts'

export const IDEMPOTENCY_KEEP_DAYS = 30

export interface Answer {
  status: 200 | 409
  body: Record<string, unknown>
}

export async function once(db: Database, scope: { userId: string; route: string; key: string | undefined }, run: () => Promise<Answer>): Promise<Answer> {
  const { userId, route, key } = scope
  if (!key) return run()
  const [kept] = await db
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key), eq(idempotentRequests.route, route)))
  if (kept) return { status: kept.status as Answer['status'], body: kept.body as Record<string, unknown> }
  const answer = await run()
  if (answer.status >= 300) return answer
  await db.insert(idempotentRequests).values({ userId, key, route, status: answer.status, body: answer.body }).onConflictDoNothing()
  return answer
}

export async function forgetOldAnswers(db: Database, now: Date): Promise<void> {
  await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_DAYS * 86_400_000)))
}
