// The reasons a passage is withheld or a comment rejected, in the page's language (the staff review,
// the Comments tab's count of withheld comments, the resubmission page).
import { useLingui } from '@lingui/react/macro'
import type { WithholdReason } from '../../shared/domain/comment-review'

export function useWithholdReasonNames(): Record<WithholdReason, string> {
  const { t } = useLingui()
  return {
    'personal-information': t`Personal information`,
    profanity: t`Profanity`,
    threat: t`Threat`,
    other: t`Other`,
  }
}
