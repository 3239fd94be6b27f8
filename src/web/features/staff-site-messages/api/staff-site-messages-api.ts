// Query options and calls of site messages (administrators; the server checks the role on every call).
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'
import type { SiteMessageInput } from '../../../../shared/schemas/staff-site-messages'

export const staffSiteMessageQueries = {
  list: (userId: string) =>
    queryOptions({
      queryKey: ['staff-site-messages', userId] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/site-messages', { signal })),
      select: (data) => data.messages,
    }),
}

export type StaffSiteMessage = GetData<'/api/staff/site-messages'>['messages'][number]

const path = (messageId: string) => ({ params: { path: { messageId } } })

export const staffSiteMessageCalls = {
  create: (body: SiteMessageInput) => expectData(api.POST('/api/staff/site-messages', { body })),
  update: (messageId: string, body: SiteMessageInput) => expectData(api.POST('/api/staff/site-messages/{messageId}', { ...path(messageId), body })),
  publish: (messageId: string) => expectData(api.POST('/api/staff/site-messages/{messageId}/publish', path(messageId))),
  unpublish: (messageId: string) => expectData(api.POST('/api/staff/site-messages/{messageId}/unpublish', path(messageId))),
}
