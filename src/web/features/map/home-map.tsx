// The home page's map: first its picture (map-picture.tsx), which needs no Leaflet, then the
// interactive map (project-map.tsx) as soon as the visitor reaches for it. The interactive map gets
// ready under the picture and takes its place only once it has drawn the same view, so nothing moves;
// it then does what the visitor's reach asked (a zoom) and takes the keyboard focus the picture had.
// The legend and the download button stay the same elements throughout.
import { useLingui } from '@lingui/react/macro'
import type { Map as LeafletMap } from 'leaflet'
import { Suspense, useCallback, useRef, useState } from 'react'
import { DownloadAreaButton } from './download-area-button'
import { ProjectMap } from './lazy-maps'
import type { ProjectMapProps } from './lazy-maps'
import { MapLegend } from './map-legend'
import { MapPicture } from './map-picture'
import type { MapGesture } from './map-picture'

export function HomeMap(props: Omit<ProjectMapProps, 'onReady'>) {
  const { t } = useLingui()
  const frame = useRef<HTMLDivElement>(null)
  const [reached, setReached] = useState(false)
  const [map, setMap] = useState<LeafletMap | null>(null)
  const gesture = useRef<MapGesture | undefined>(undefined)
  const reach = useCallback((asked?: MapGesture) => {
    if (asked) gesture.current = asked
    setReached(true)
  }, [])
  const ready = useCallback((leaflet: LeafletMap) => {
    if (document.activeElement === frame.current?.querySelector('.map-picture')) leaflet.getContainer().focus({ preventScroll: true })
    const asked = gesture.current
    gesture.current = undefined
    const zoom = leaflet.getZoom() + (asked?.zoom === 'in' ? 1 : -1)
    if (asked?.around) leaflet.setZoomAround(leaflet.containerPointToLatLng([asked.around.x, asked.around.y]), zoom)
    else if (asked) leaflet.setZoom(zoom)
    setMap(leaflet)
  }, [])
  return (
    // MapContainer does not pass ARIA attributes to its element; the group names the map.
    <div ref={frame} className="project-map" role="group" aria-label={t`Map of projects`}>
      {reached && (
        <div className={map ? undefined : 'map-under-picture'}>
          <Suspense fallback={null}>
            <ProjectMap {...props} onReady={ready} />
          </Suspense>
        </div>
      )}
      {!map && <MapPicture projects={props.projects} bubbles={props.bubbles} mapTypes={props.tileLayers.length > 0} onReach={reach} />}
      <MapLegend />
      <DownloadAreaButton map={map} layers={props.tileLayers} onNeedMap={reach} />
    </div>
  )
}
