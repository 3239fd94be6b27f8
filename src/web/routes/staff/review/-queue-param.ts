// The review queue an address names (/staff/review/$queue/…), or the not-found page.
import { notFound } from '@tanstack/react-router'
import { REVIEW_QUEUES } from '../../../../shared/schemas/staff-queues'
import type { ReviewQueueName } from '../../../../shared/schemas/staff-queues'

export function queueOf(param: string): ReviewQueueName {
  if (!(REVIEW_QUEUES as readonly string[]).includes(param)) throw notFound()
  return param as ReviewQueueName
}
