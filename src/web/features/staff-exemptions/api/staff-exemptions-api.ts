// Query options and calls of the office's emergency exemption reports (managers and
// administrators; the server checks the role on every call).
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'
import type { NewEmergencyExemption } from '../../../../shared/schemas/emergency-exemptions'

export const staffExemptionQueries = {
  list: (userId: string) =>
    queryOptions({
      queryKey: ['staff-exemptions', userId] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/staff/emergency-exemptions', { signal })),
      select: (data) => data.emergencyExemptions,
    }),
}

export type StaffExemption = GetData<'/api/staff/emergency-exemptions'>['emergencyExemptions'][number]

const path = (exemptionId: string) => ({ params: { path: { exemptionId } } })

export const staffExemptionCalls = {
  create: (body: NewEmergencyExemption) => expectData(api.POST('/api/staff/emergency-exemptions', { body })),
  addDocument: (exemptionId: string, file: File, description: string) => {
    const form = new FormData()
    form.append('description', description)
    form.append('file', file, file.name)
    return expectData(api.PUT('/api/staff/emergency-exemptions/{exemptionId}/documents', { ...path(exemptionId), body: form as never }))
  },
  removeDocument: (exemptionId: string, documentId: string) =>
    expectData(api.POST('/api/staff/emergency-exemptions/{exemptionId}/documents/{documentId}/remove', { params: { path: { exemptionId, documentId } } })),
  publish: (exemptionId: string) => expectData(api.POST('/api/staff/emergency-exemptions/{exemptionId}/publish', path(exemptionId))),
  unpublish: (exemptionId: string) => expectData(api.POST('/api/staff/emergency-exemptions/{exemptionId}/unpublish', path(exemptionId))),
}
