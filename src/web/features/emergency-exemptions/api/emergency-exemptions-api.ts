// Query options of the public emergency exemption reports and their documents: public reference
// data, asked for without the session and kept by the service worker for use with no connection.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'

export const emergencyExemptionKeys = { all: ['emergency-exemptions'] as const }

export const emergencyExemptionQueries = {
  list: () =>
    queryOptions({
      queryKey: [...emergencyExemptionKeys.all, 'list'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/emergency-exemptions', { signal })),
      select: (data) => data.emergencyExemptions,
    }),
  documents: () =>
    queryOptions({
      queryKey: [...emergencyExemptionKeys.all, 'documents'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/emergency-exemptions/documents', { signal })),
      select: (data) => data.documents,
    }),
}

export type EmergencyExemption = GetData<'/api/emergency-exemptions'>['emergencyExemptions'][number]
export type EmergencyExemptionDocument = GetData<'/api/emergency-exemptions/documents'>['documents'][number]
