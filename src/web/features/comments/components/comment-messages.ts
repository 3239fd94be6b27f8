// What the comment pages say about a comment the registry did not take (spec §8): comments closed on
// the project, or any other failure.
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'

export const COMMENTS_CLOSED = 'comments-closed'

export function submissionRefusal(i18n: I18n, reason: string): string {
  return reason === COMMENTS_CLOSED ? i18n._(msg`Comments are not currently allowed on this project.`) : i18n._(msg`Encountered an issue.`)
}
