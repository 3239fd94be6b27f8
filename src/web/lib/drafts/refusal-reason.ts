// Why the registry refused a draft's work, as the draft keeps it: the server's error code (or one the
// sync engine gives), never the server's English, so that the pages can say it in the person's
// language (draft-errors.ts).
import type { OutboxOperation } from '../../../shared/domain/outbox'

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
