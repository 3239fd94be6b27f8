// Query options for the registry's reference lists (districts, organizations, sectors, domain
// lists). They change rarely, so they are read once per visit; the service worker keeps them for
// offline use.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from './api-client'

const forever = { staleTime: Infinity, gcTime: Infinity } as const

export const referenceQueries = {
  assessmentDistricts: () =>
    queryOptions({
      queryKey: ['reference', 'assessment-districts'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/assessment-districts', { signal })),
      select: (data) => data.assessmentDistricts,
      ...forever,
    }),
  sectors: () =>
    queryOptions({
      queryKey: ['reference', 'sectors'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/sectors', { signal })),
      select: (data) => data.sectors,
      ...forever,
    }),
  domain: () =>
    queryOptions({
      queryKey: ['reference', 'domain'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/domain', { signal })),
      ...forever,
    }),
  firstNations: () =>
    queryOptions({
      queryKey: ['reference', 'first-nations'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/organizations/first-nations', { signal })),
      select: (data) => data.organizations,
      ...forever,
    }),
  planningCommissions: () =>
    queryOptions({
      queryKey: ['reference', 'planning-commissions'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/organizations/planning-commissions', { signal })),
      select: (data) => data.organizations,
      ...forever,
    }),
  decisionBodies: () =>
    queryOptions({
      queryKey: ['reference', 'decision-bodies'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/organizations/decision-bodies', { signal })),
      select: (data) => data.organizations,
      ...forever,
    }),
}

export type AssessmentDistrict = GetData<'/api/projects/assessment-districts'>['assessmentDistricts'][number]
/** A district's name in the interface language. */
export function districtName(d: AssessmentDistrict, fr: boolean): string {
  return (fr ? d.nameFr : null) ?? d.name
}

export type Organization = GetData<'/api/organizations/first-nations'>['organizations'][number]

export type Drainage = GetData<'/api/projects/domain'>['drainages'][number]

/** A drainage as the registry names it: "major - sub - subsub", in the interface language. */
export function drainageLabel(d: Drainage, fr: boolean): string {
  return fr
    ? `${d.majorDrainageNameFr ?? d.majorDrainageName} - ${d.subDrainageNameFr ?? d.subDrainageName} - ${d.subSubDrainageNameFr ?? d.subSubDrainageName}`
    : `${d.majorDrainageName} - ${d.subDrainageName} - ${d.subSubDrainageName}`
}
