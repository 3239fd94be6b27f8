// The notification profile's read and save.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'

export const notificationProfileQueries = {
  profile: (userId: string) =>
    queryOptions({
      queryKey: ['notification-profile', userId] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/users/{userId}/notification-profile', { params: { path: { userId } }, signal })),
      select: (data) => data.profile,
    }),
}

export type NotificationProfile = GetData<'/api/users/{userId}/notification-profile'>['profile']

export function saveNotificationProfile(userId: string, profile: NotificationProfile) {
  return expectData(api.POST('/api/users/update-notification-profile', { body: { ...profile, userId } }))
}
