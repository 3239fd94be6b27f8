// Why the registry refused a draft's work, as the draft keeps it: the server's error code (or one the
// sync engine gives), never the server's English, so that the pages can say it in the person's
// language (draft-errors.ts); and, for a submit refused as incomplete, the requirements it lacks by
// name (shared/proposal-form/submit-requirements), so that the form marks where they are.
import type { OutboxOperation } from '../../../shared/domain/outbox'

/** lastError of a draft whose sync waits for the person to log in again. */
export const LOGIN_NEEDED = 'login-needed'

/** The reason of work sent before the draft was on the server. */
export const NOT_ON_SERVER = 'not-on-server'

/** The reason a draft keeps for an answer: its error code, told apart where one code means two things. */
export function refusalReason(op: OutboxOperation, answer: { status: number; code?: string | undefined }): string {
  // An upload session's 'incomplete' is its bytes, not the proposal's fields.
  if (op === 'upload' && answer.code === 'incomplete') return 'upload-incomplete'
  if (answer.code) return answer.code
  if (answer.status === 403) return 'forbidden'
  if (answer.status === 404) return 'not-found'
  if (answer.status === 413) return 'too-large'
  return `http-${answer.status}`
}

/** The requirements a refused submit lacks, as the registry names them; null for any other answer. */
export function refusedRequirements(op: OutboxOperation, answer: { code?: string | undefined; body: unknown }): string[] | null {
  if (op !== 'submit' || answer.code !== 'incomplete') return null
  const missing = typeof answer.body === 'object' && answer.body !== null ? (answer.body as { missing?: unknown }).missing : undefined
  return Array.isArray(missing) ? missing.filter((name): name is string => typeof name === 'string') : null
}
