// The words for a review decision or an undo the server refused because someone acted first
// (decision 0053): its 409 names the decision, who took it and when, and the reader is told them
// in their language, in Yukon time.
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '../../lib/api-client'
import { useFormatDateTime } from '../../lib/i18n'

/** Who already decided the item and when, for a 409 that names them; null for any other failure. */
export function useDecidedRefusal(): (error: unknown) => string | null {
  const { t } = useLingui()
  const formatDateTime = useFormatDateTime()
  return (error) => {
    if (!(error instanceof ApiError) || error.status !== 409) return null
    const { decision, decidedBy: who, decidedAt } = error.details
    if (typeof who !== 'string' || typeof decidedAt !== 'string') return null
    const when = formatDateTime(decidedAt)
    if (error.code === 'nothing-to-undo') return t`It can no longer be undone: the last action here was by ${who} on ${when} (Yukon time).`
    if (error.code !== 'already-decided') return null
    switch (decision) {
      case 'publish-comment':
      case 'publish-document':
      case 'publish-information-response':
      case 'publish-simplified-information-response':
        return t`This was already published by ${who} on ${when} (Yukon time).`
      case 'publish-redacted-document':
        return t`A redacted version of this was already published by ${who} on ${when} (Yukon time).`
      case 'mark-document-internal':
        return t`This was already marked Internal by ${who} on ${when} (Yukon time).`
      case 'reject-comment':
        return t`This was already rejected by ${who} on ${when} (Yukon time).`
      case 'accept-intervenor':
      case 'accept-proposal':
        return t`This was already accepted by ${who} on ${when} (Yukon time).`
      case 'decline-intervenor':
        return t`This was already declined by ${who} on ${when} (Yukon time).`
      case 'return-proposal':
        return t`This was already returned to the proponent by ${who} on ${when} (Yukon time).`
      case 'move-stage':
        return t`This project was already moved to another stage by ${who} on ${when} (Yukon time).`
      default:
        return t`This was already decided by ${who} on ${when} (Yukon time).`
    }
  }
}
