// What the registry finds for the shapes of a location file, as it will when the file is added to
// a proposal. Shapes that cannot be used (a polygon of under 3 points, a line of 1) are left out,
// as the proposal form leaves them out of its look-ups.
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { ErrorMessage, Loading } from '../../../components/ui/status-message'
import type { LocationShapeData } from '../../../../shared/geo/location-files'
import { lookUpLocation } from '../api/location-lookup'
import { LocationLookupSummary } from './location-lookup-summary'

type Position = [longitude: number, latitude: number]
type Geometry = { type: 'Point'; coordinates: Position } | { type: 'LineString'; coordinates: Position[] } | { type: 'Polygon'; coordinates: Position[][] }

function shapesGeoJson(shapes: LocationShapeData[]) {
  const features = shapes.flatMap((shape): Geometry[] => {
    const positions: Position[] = Array.from({ length: shape.points.length / 2 }, (_, i) => [shape.points[2 * i + 1]!, shape.points[2 * i]!])
    const distinct = new Set(positions.map(([x, y]) => `${x} ${y}`)).size
    if (shape.type === 'point') return positions.slice(0, 1).map((p) => ({ type: 'Point' as const, coordinates: p }))
    if (shape.type === 'line') return distinct >= 2 ? [{ type: 'LineString' as const, coordinates: positions }] : []
    return distinct >= 3 ? [{ type: 'Polygon' as const, coordinates: [[...positions, positions[0]!]] }] : []
  })
  return features.length ? { type: 'GeometryCollection' as const, geometries: features } : undefined
}

export function ShapesLookup({ shapes }: { shapes: LocationShapeData[] }) {
  const { t } = useLingui()
  const geojson = useMemo(() => shapesGeoJson(shapes), [shapes])
  const lookup = useQuery({ queryKey: ['geo', 'lookup', geojson], queryFn: () => lookUpLocation(geojson), enabled: geojson !== undefined, staleTime: Infinity })
  if (!geojson) return null
  if (lookup.isPending) return <Loading label={t`Looking up the location…`} />
  if (lookup.error)
    return (
      <ErrorMessage title={t`The location could not be looked up`}>
        <p>{lookup.error.message}</p>
      </ErrorMessage>
    )
  return <LocationLookupSummary lookup={lookup.data.lookup} offline={lookup.data.offline} />
}
