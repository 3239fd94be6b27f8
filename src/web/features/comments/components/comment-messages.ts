// What the comment pages say about a comment the registry did not take (spec §8): comments closed on
// the project; a form sent sooner after it opened than a person writes, said as the server says it,
// in the person's language; or any other failure.
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { FILLED_TOO_FAST } from '../../../../shared/schemas/comment-submission'

export const COMMENTS_CLOSED = 'comments-closed'

export function submissionRefusal(i18n: I18n, reason: string): string {
  if (reason === COMMENTS_CLOSED) return i18n._(msg`Comments are not currently allowed on this project.`)
  if (reason === FILLED_TOO_FAST)
    return i18n._(msg`The form was sent a moment after it opened, faster than a person writes. Please check your comment and send it again.`)
  return i18n._(msg`Encountered an issue.`)
}
