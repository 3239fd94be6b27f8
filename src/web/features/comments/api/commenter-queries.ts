// Who a signed-in person may post a comment as: their organizations (GET /api/organizations/my) and
// the company on their account. Both answers are the person's own, so they go with the session and
// are keyed by it.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData } from '../../../lib/api-client'

export const commenterQueries = {
  organizations: (userId: string) =>
    queryOptions({
      queryKey: ['commenter', userId, 'organizations'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/organizations/my', { signal })),
      select: (data) => data.organizations.map((o) => o.publicDisplayName || o.name),
    }),
  company: (userId: string) =>
    queryOptions({
      queryKey: ['commenter', userId, 'account'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/users/{userId}', { params: { path: { userId } }, signal })),
      select: (data) => data.user.company ?? null,
    }),
}
