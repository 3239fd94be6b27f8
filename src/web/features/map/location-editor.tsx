// The map of a location being drawn or typed (the "Check a location" tool, later the proposal
// form's part 3): every shape on the vector basemap with the shapes from files or claims beside
// them; the shape being edited shows its points as handles to drag, and a click on the map adds a
// point to it. Points are rounded to 4 decimals (spec §9); the map fits the shapes with the spec's
// padding whenever fitKey changes (after a coordinate is typed, as the form re-zooms on blur).
import 'leaflet/dist/leaflet.css'
import './map.css'
import './location-editor-box.css'
import './location-editor.css'
import { useLingui } from '@lingui/react/macro'
import { divIcon } from 'leaflet'
import type { LatLngTuple, LeafletMouseEvent } from 'leaflet'
import { useEffect, useMemo } from 'react'
import { CircleMarker, MapContainer, Marker, Polygon, Polyline, useMap, useMapEvents } from 'react-leaflet'
import type { EntryPoint, EntryShape } from '../../../shared/geo/location-entry'
import { roundPoint } from '../../../shared/geo/location-entry'
import type { MapTileLayer } from '../../../shared/schemas/reference'
import { MapTypes, VectorBasemap } from './basemap'
import { boxOfPoints, fitView } from './fit-view'
import { PROJECT_VIEW, SINGLE_POINT_RADIUS } from './map-constants'

export interface LocationEditorProps {
  shapes: EntryShape[]
  /** The shape that clicks add to and whose handles show; none when undefined. */
  active: number | undefined
  onChange: (shapes: EntryShape[]) => void
  /** Shapes drawn for reference only (from a file or placer claims), as rings or lines of points. */
  context?: EntryShape[]
  /** Changing it fits the map to every shape. */
  fitKey: number
  /** Tile services offered as map types, from the deployment's configuration. */
  tileLayers: MapTileLayer[]
}

const HANDLE = divIcon({ className: 'location-handle', iconSize: [14, 14] })
const tuples = (points: EntryPoint[]): LatLngTuple[] => points.map((p) => [p.latitude, p.longitude])

function Fit({ shapes, fitKey }: { shapes: EntryShape[]; fitKey: number }) {
  const map = useMap()
  useEffect(() => {
    const box = boxOfPoints(shapes.flatMap((s) => s.points))
    if (box) fitView(map, box)
    // Only a new fitKey re-zooms: dragging a handle must not move the map under the pointer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitKey])
  return null
}

function ClickToAdd({ onAdd }: { onAdd: (point: EntryPoint) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onAdd(roundPoint({ latitude: event.latlng.lat, longitude: event.latlng.lng })) })
  return null
}

function Shape({ shape, className }: { shape: EntryShape; className: string }) {
  const first = shape.points[0]
  if (!first) return null
  // A single point (a file's point, or a line of one point typed in) is a circle (spec §9), as it is looked up.
  if (shape.type === 'point' || shape.points.every((p) => p.latitude === first.latitude && p.longitude === first.longitude)) {
    return <CircleMarker center={[first.latitude, first.longitude]} radius={SINGLE_POINT_RADIUS} className={className} />
  }
  return shape.type === 'polygon' && shape.points.length > 2 ? (
    <Polygon positions={tuples(shape.points)} className={className} />
  ) : (
    <Polyline positions={tuples(shape.points)} className={className} />
  )
}

export default function LocationEditor({ shapes, active, onChange, context = [], fitKey, tileLayers }: LocationEditorProps) {
  const { t } = useLingui()
  const everything = useMemo(() => [...shapes, ...context], [shapes, context])
  const replacePoints = (index: number, points: EntryPoint[]) => onChange(shapes.map((s, i) => (i === index ? { ...s, points } : s)))
  const activeShape = active === undefined ? undefined : shapes[active]
  return (
    <div role="group" aria-label={t`Map of the location: click to add a point to the shape being edited, drag a point to move it`}>
      <MapContainer className="location-editor" center={PROJECT_VIEW.center} zoom={PROJECT_VIEW.zoom} scrollWheelZoom={false} doubleClickZoom={false}>
        <VectorBasemap />
        <MapTypes layers={tileLayers} />
        <Fit shapes={everything} fitKey={fitKey} />
        {context.map((shape, i) => (
          <Shape key={`context-${i}`} shape={shape} className="location-context" />
        ))}
        {shapes.map((shape, i) => (
          <Shape
            key={`${i}-${shape.type}-${shape.points.length}`}
            shape={shape}
            className={i === active ? 'location-shape location-shape-active' : 'location-shape'}
          />
        ))}
        {activeShape && active !== undefined && (
          <>
            <ClickToAdd onAdd={(point) => replacePoints(active, [...activeShape.points, point])} />
            {activeShape.points.map((point, k) => (
              <Marker
                key={k}
                position={[point.latitude, point.longitude]}
                icon={HANDLE}
                draggable
                keyboard={false}
                title={t`Point ${k + 1}: ${point.latitude}, ${point.longitude}`}
                eventHandlers={{
                  dragend: (event) => {
                    const { lat, lng } = (event.target as { getLatLng: () => { lat: number; lng: number } }).getLatLng()
                    replacePoints(
                      active,
                      activeShape.points.map((p, j) => (j === k ? roundPoint({ latitude: lat, longitude: lng }) : p)),
                    )
                  },
                }}
              />
            ))}
          </>
        )}
      </MapContainer>
    </div>
  )
}
