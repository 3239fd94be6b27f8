// How the sync engine calls the server and reads the answer, for every kind of draft: the status,
// the server's code and body, or 'unreachable' when no answer came; and what that answer means for
// the waiting work (shared/domain/outbox outcomeOf).
import { outcomeOf } from '../../../shared/domain/outbox'
import type { OutboxOperation, SendOutcome } from '../../../shared/domain/outbox'
import { refusalReason } from './refusal-reason'

export type Answer = { status: number; code?: string | undefined; body: unknown } | 'unreachable'

export interface Result {
  outcome: SendOutcome
  answer: Answer
}

export const codeOf = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : undefined

/** What a draft keeps of a failed send: 'unreachable', or the refusal's reason (a code, shown translated by draft-errors). */
export const reasonOf = (op: OutboxOperation, answer: Answer) => (answer === 'unreachable' ? 'unreachable' : refusalReason(op, answer))

export async function call(pending: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<Answer> {
  try {
    const { data, error, response } = await pending
    const body = data ?? error
    return { status: response.status, code: codeOf(body), body }
  } catch {
    return 'unreachable'
  }
}

export const judge = (answer: Answer): Result => ({
  outcome: outcomeOf(answer === 'unreachable' ? answer : { status: answer.status, code: answer.code }),
  answer,
})

/** Work with nothing left to do. */
export const NOTHING_TO_SEND: Result = { outcome: 'done', answer: { status: 200, body: null } }
