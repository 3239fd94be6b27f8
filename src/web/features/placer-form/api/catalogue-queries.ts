// Query options for the placer form's catalogue (activities and effects), here rather than with
// the other reference lists so that only the placer form's pages carry them. Public reference data:
// asked for without the session, kept by the service worker for the form's use with no connection.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData } from '../../../lib/api-client'
import { PLACER_FORM2_TYPE_ID } from '../../../../shared/schemas/placer-catalogue'

const forever = { staleTime: Infinity, gcTime: Infinity } as const

export const placerCatalogueQueries = {
  /** The placer form's activities, each with the effects it brings. */
  activities: () =>
    queryOptions({
      queryKey: ['reference', 'placer-activities'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/form-2-types/{typeId}', { params: { path: { typeId: PLACER_FORM2_TYPE_ID } }, signal })),
      select: (data) => data.activities,
      ...forever,
    }),
  /** The placer form's effects, by effect group, with their mitigation options. */
  effects: () =>
    queryOptions({
      queryKey: ['reference', 'placer-effects'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/effects', { signal })),
      select: (data) => data.effects,
      ...forever,
    }),
}
