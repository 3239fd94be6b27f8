// What each review queue is called, in the page's language: its navigation label, its page title
// with the count, what an empty queue says, and the line naming one of its items.
import { useLingui } from '@lingui/react/macro'
import type { ReviewQueueName } from '../../../../shared/schemas/staff-queues'
import type { QueueItem } from '../api/staff-queues-api'

export function useQueueNames() {
  const { t } = useLingui()
  return {
    label: {
      documents: t`Documents`,
      answers: t`Answers`,
      intervenors: t`Intervenors`,
      proposals: t`Proposals`,
    } satisfies Record<ReviewQueueName, string>,
    title: (queue: ReviewQueueName, count: number) =>
      ({
        documents: t`Documents to review (${count})`,
        answers: t`Answers to review (${count})`,
        intervenors: t`Intervenor applications to review (${count})`,
        proposals: t`Proposals at Proposal Check (${count})`,
      })[queue],
    empty: {
      documents: t`No documents are waiting for review.`,
      answers: t`No answers are waiting for review.`,
      intervenors: t`No intervenor applications are waiting for review.`,
      proposals: t`No proposals are waiting at Proposal Check.`,
    } satisfies Record<ReviewQueueName, string>,
    /** The item itself: a document's description, an answer's request, an applicant, a proponent. */
    subject: (item: QueueItem) =>
      item.number === null
        ? (item.subject ?? '')
        : item.simplified
          ? t`Answer to simplified information request ${item.number}`
          : t`Answer to information request ${item.number}`,
  }
}
