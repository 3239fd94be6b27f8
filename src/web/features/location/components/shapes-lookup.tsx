// What the registry finds for the shapes of a location file, as it will when the file is added to
// a proposal: the same shapes and GeoJSON as the proposal form's look-up (shared/geo/location-entry),
// so a polygon of under 3 distinct points is left out and a point is looked up as a Point. The
// reading worker encoded that GeoJSON and named it by its SHA-256, which keys the answer: hashing
// a key that holds 190,000 positions, or encoding them for the request, would hold up the page.
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Loading } from '../../../components/ui/status-message'
import type { LookupRequestBody } from '../../../../shared/geo/location-entry'
import { lookUpLocationBody } from '../api/location-lookup'
import { LocationLookupSummary } from './location-lookup-summary'
import { LookupFailure } from './lookup-failure'

export function ShapesLookup({ request }: { request: LookupRequestBody | undefined }) {
  const { t } = useLingui()
  const lookup = useQuery({
    queryKey: ['geo', 'lookup', 'file', request?.key],
    queryFn: () => lookUpLocationBody(request!.body),
    enabled: request !== undefined,
    staleTime: Infinity,
  })
  if (!request) return null
  if (lookup.isPending) return <Loading label={t`Looking up the location…`} />
  if (lookup.error) return <LookupFailure error={lookup.error} />
  return <LocationLookupSummary lookup={lookup.data.lookup} offline={lookup.data.offline} />
}
