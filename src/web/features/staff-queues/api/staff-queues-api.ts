// Query options and calls of the office's review queues other than comments. Each answer is the
// staff member's own (keyed by them); the server checks their role on every call.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'
import type { ReviewQueueName } from '../../../../shared/schemas/staff-queues'

export const staffQueueKeys = { all: ['staff-queues'] as const }

export const staffQueueQueries = {
  queue: (userId: string, queue: ReviewQueueName) =>
    queryOptions({
      queryKey: [...staffQueueKeys.all, userId, 'queue', queue] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/queues/{queue}', { params: { path: { queue } }, signal })),
    }),
  counts: (userId: string) =>
    queryOptions({
      queryKey: [...staffQueueKeys.all, userId, 'counts'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/queue-counts', { signal })),
    }),
}

export type Queue = GetData<'/api/staff/queues/{queue}'>
export type QueueItem = Queue['items'][number]

const doc = (documentId: string) => ({ params: { path: { documentId } } })
const intervenor = (intervenorId: string) => ({ params: { path: { intervenorId } } })

export const staffQueueCalls = {
  furtherReview: (queue: ReviewQueueName, itemId: string) =>
    expectData(api.POST('/api/staff/queues/{queue}/{itemId}/further-review', { params: { path: { queue, itemId } } })),
  publishDocument: (documentId: string) => expectData(api.POST('/api/staff/documents/{documentId}/publish', doc(documentId))),
  markDocumentInternal: (documentId: string) => expectData(api.POST('/api/staff/documents/{documentId}/internal', doc(documentId))),
  publishRedacted: (documentId: string, file: File) => {
    const form = new FormData()
    form.append('file', file, file.name)
    return expectData(api.PUT('/api/staff/documents/{documentId}/redacted', { ...doc(documentId), body: form as never }))
  },
  publishAnswer: (requestId: string) => expectData(api.POST('/api/staff/answers/{requestId}/publish', { params: { path: { requestId } } })),
  acceptIntervenor: (intervenorId: string) => expectData(api.POST('/api/staff/intervenors/{intervenorId}/accept', intervenor(intervenorId))),
  declineIntervenor: (intervenorId: string, reason: string) =>
    expectData(api.POST('/api/staff/intervenors/{intervenorId}/decline', { ...intervenor(intervenorId), body: { reason } })),
}
