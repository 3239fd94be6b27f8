// Draws an area on the map by clicking its corners (at least 3), with Undo and Clear: the
// notification profile's area of interest. An area set from outside (around the device's
// position) is framed when fitKey changes.
import 'leaflet/dist/leaflet.css'
import './map.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { CircleMarker, MapContainer, Polygon, Polyline, useMap, useMapEvents } from 'react-leaflet'
import { LinkButton } from '../../components/ui/link-button'
import { VectorBasemap } from './basemap'
import { boxOfPoints, fitView } from './fit-view'
import { HOME_VIEW } from './map-constants'

export interface AreaPickerProps {
  points: { latitude: number; longitude: number }[]
  onChange: (points: { latitude: number; longitude: number }[]) => void
  /** Changing it from 0 frames the area. */
  fitKey?: number
}

const round = (n: number) => Math.round(n * 10_000) / 10_000

function ClickToAdd({ points, onChange }: AreaPickerProps) {
  useMapEvents({
    click: (event) => onChange([...points, { latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }]),
  })
  return null
}

function Fit({ points, fitKey }: Pick<AreaPickerProps, 'points' | 'fitKey'>) {
  const map = useMap()
  useEffect(() => {
    const box = boxOfPoints(points)
    if (fitKey && box) fitView(map, box)
    // Only a new fitKey frames the area: a corner clicked must not move the map under the pointer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitKey])
  return null
}

export default function AreaPicker({ points, onChange, fitKey }: AreaPickerProps) {
  const { t } = useLingui()
  const positions = points.map((p) => [p.latitude, p.longitude] as [number, number])
  return (
    <div className="area-picker" role="group" aria-label={t`Area of interest`}>
      <MapContainer center={HOME_VIEW.center} zoom={5} className="area-picker-canvas" scrollWheelZoom={false}>
        <VectorBasemap />
        <ClickToAdd points={points} onChange={onChange} />
        <Fit points={points} fitKey={fitKey} />
        {points.length >= 3 ? (
          <Polygon positions={positions} className="area-shape" />
        ) : points.length === 2 ? (
          <Polyline positions={positions} className="area-shape" />
        ) : null}
        {positions.map((p, i) => (
          <CircleMarker key={i} center={p} radius={4} className="area-corner" />
        ))}
      </MapContainer>
      <p className="area-picker-help">
        {points.length === 0 ? (
          <Trans>Click on the map to mark the corners of the area you want to hear about.</Trans>
        ) : points.length < 3 ? (
          <Trans>Add at least 3 corners to make an area.</Trans>
        ) : (
          <Trans>Area with {points.length} corners.</Trans>
        )}
      </p>
      <div className="area-picker-actions">
        <LinkButton disabled={points.length === 0} onClick={() => onChange(points.slice(0, -1))}>
          <Trans>Undo last corner</Trans>
        </LinkButton>
        <LinkButton disabled={points.length === 0} onClick={() => onChange([])}>
          <Trans>Clear the area</Trans>
        </LinkButton>
      </div>
    </div>
  )
}
