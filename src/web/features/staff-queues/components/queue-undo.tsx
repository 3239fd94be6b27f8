// Undo of the reviewer's own last decision on an item of a review queue other than comments; the
// e-mail a decision sent (an intervenor's, a proponent's) is not taken back, and the screen says so
// when one was sent.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { UndoLastAction } from '../../../components/staff/undo-last-action'
import type { ReviewQueueName } from '../../../../shared/schemas/staff-queues'

/** The audited kind of item each queue decides on (an answer: its information request). */
const entityOf = (queue: ReviewQueueName, simplified: boolean) =>
  ({ documents: 'document', answers: simplified ? 'simplified-information-request' : 'information-request', intervenors: 'intervenor', proposals: 'project' })[
    queue
  ]

interface Props {
  staffUserId: string
  queue: ReviewQueueName
  itemId: string
  simplified: boolean
  /** Offer a way back to the item once its decision is undone (it waits in the queue again). */
  link?: boolean
}

export function QueueUndo({ staffUserId, queue, itemId, simplified, link = false }: Props) {
  const { t } = useLingui()
  const names: Record<string, string> = {
    'publish-document': t`published a document as Public`,
    'mark-document-internal': t`marked a document Internal`,
    'publish-redacted-document': t`published a redacted version of a document`,
    'publish-information-response': t`published an answer`,
    'publish-simplified-information-response': t`published an answer`,
    'accept-intervenor': t`accepted an intervenor application`,
    'decline-intervenor': t`declined an intervenor application`,
    'accept-proposal': t`accepted a proposal into Adequacy Review`,
    'return-proposal': t`returned a proposal to the proponent`,
    'mark-for-further-review': t`marked an item for further review`,
  }
  const mailed: Record<string, string> = {
    'accept-intervenor': t`The applicant was e-mailed the decision; undoing it does not take the e-mail back.`,
    'decline-intervenor': t`The applicant was e-mailed the decision; undoing it does not take the e-mail back.`,
    'accept-proposal': t`The proponent was e-mailed the answer, and a notice already sent stays sent; undoing it does not take them back.`,
    'return-proposal': t`The proponent was e-mailed the answer; undoing it does not take the e-mail back.`,
  }
  return (
    <UndoLastAction
      staffUserId={staffUserId}
      entity={entityOf(queue, simplified)}
      entityId={itemId}
      describe={(action) => names[action] ?? action}
      caveat={(action, sent) => (sent ? (mailed[action] ?? null) : null)}
      undone={
        link ? (
          <Link to="/staff/review/$queue/$itemId" params={{ queue, itemId }}>
            <Trans>Open the item again</Trans>
          </Link>
        ) : null
      }
    />
  )
}
