// Query options and calls of staff accounts (administrators; the server checks the role on every call).
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'
import type { StaffRole } from '../../../../shared/schemas/staff'

export const staffAccountQueries = {
  list: (userId: string, search: string) =>
    queryOptions({
      queryKey: ['staff-accounts', userId, search] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/accounts', { params: { query: search ? { search } : {} }, signal })),
      select: (data) => data.accounts,
    }),
}

export type StaffAccount = GetData<'/api/staff/accounts'>['accounts'][number]

export const staffAccountCalls = {
  setRole: (userId: string, staffRole: StaffRole | null) =>
    expectData(api.POST('/api/staff/accounts/{userId}/staff-role', { params: { path: { userId } }, body: { staffRole } })),
}
