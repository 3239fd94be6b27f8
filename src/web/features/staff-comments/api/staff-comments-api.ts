// Query options and calls of the office's comment review. Each answer is the staff member's own
// (keyed by them); the server checks their role on every call.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'
import type { PublishCommentBody, RejectCommentBody } from '../../../../shared/schemas/staff-comments'

export const staffCommentKeys = { all: ['staff-comments'] as const }

export const staffCommentQueries = {
  queue: (userId: string) =>
    queryOptions({
      queryKey: [...staffCommentKeys.all, userId, 'queue'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/comments', { signal })),
    }),
  count: (userId: string) =>
    queryOptions({
      queryKey: [...staffCommentKeys.all, userId, 'count'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/comment-count', { signal })),
      select: (data) => data.count,
    }),
  comment: (userId: string, commentId: string) =>
    queryOptions({
      queryKey: [...staffCommentKeys.all, userId, 'comment', commentId] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/comments/{commentId}', { params: { path: { commentId } }, signal })),
      select: (data) => data.comment,
    }),
}

export type ReviewQueue = GetData<'/api/staff/comments'>
export type ReviewComment = GetData<'/api/staff/comments/{commentId}'>['comment']

const path = (commentId: string) => ({ params: { path: { commentId } } })

export const staffCommentCalls = {
  publish: (commentId: string, body: PublishCommentBody) => expectData(api.POST('/api/staff/comments/{commentId}/publish', { ...path(commentId), body })),
  reject: (commentId: string, body: RejectCommentBody) => expectData(api.POST('/api/staff/comments/{commentId}/reject', { ...path(commentId), body })),
  furtherReview: (commentId: string) => expectData(api.POST('/api/staff/comments/{commentId}/further-review', path(commentId))),
  /** Sends the redacted version of one of the comment's files, which the public then gets instead. */
  redactAttachment: (commentId: string, documentId: string, file: File) => {
    const form = new FormData()
    form.append('file', file, file.name)
    // openapi-fetch sends FormData as it is, with the browser's own multipart boundary.
    return expectData(
      api.POST('/api/staff/comments/{commentId}/attachments/{documentId}/redacted', {
        params: { path: { commentId, documentId } },
        body: form as unknown as { file: string },
      }),
    )
  },
}
