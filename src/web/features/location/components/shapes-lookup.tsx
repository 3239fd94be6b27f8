// What the registry finds for the shapes of a location file, as it will when the file is added to
// a proposal: the same shapes and GeoJSON as the proposal form's look-up (shared/geo/location-entry),
// so a polygon of under 3 distinct points is left out and a point is looked up as a Point.
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Loading } from '../../../components/ui/status-message'
import { entryGeoJson, entryShapesOfFile } from '../../../../shared/geo/location-entry'
import type { LocationShapeData } from '../../../../shared/geo/location-files'
import { lookUpLocation } from '../api/location-lookup'
import { LocationLookupSummary } from './location-lookup-summary'
import { LookupFailure } from './lookup-failure'

export function ShapesLookup({ shapes }: { shapes: LocationShapeData[] }) {
  const { t } = useLingui()
  const geojson = useMemo(() => entryGeoJson(entryShapesOfFile(shapes)), [shapes])
  const lookup = useQuery({ queryKey: ['geo', 'lookup', geojson], queryFn: () => lookUpLocation(geojson), enabled: geojson !== undefined, staleTime: Infinity })
  if (!geojson) return null
  if (lookup.isPending) return <Loading label={t`Looking up the location…`} />
  if (lookup.error) return <LookupFailure error={lookup.error} />
  return <LocationLookupSummary lookup={lookup.data.lookup} offline={lookup.data.offline} />
}
