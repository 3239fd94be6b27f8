// "Download this map area" under a map that offers tile services. The dialog, with the tile maths
// and the download, loads when it is first opened: most visitors never use it.
import './download-area.css'
import { Trans } from '@lingui/react/macro'
import type { Map as LeafletMap } from 'leaflet'
import { lazy, Suspense, useMemo, useState } from 'react'
import type { Box } from '../../../shared/geo/geometry'
import type { MapTileLayer } from '../../../shared/schemas/reference'
import { Button } from '../../components/ui/button'

const DownloadAreaDialog = lazy(() => import('./download-area-dialog'))

/**
 * map: null while the home page shows its map's picture; a click then asks for the map (onNeedMap)
 * and opens the dialog once it is there.
 */
export function DownloadAreaButton({ map, layers, onNeedMap }: { map: LeafletMap | null; layers: MapTileLayer[]; onNeedMap?: () => void }) {
  const [opened, setOpened] = useState(false)
  // The map's area as the dialog opens, or as soon as the map is there when it was asked for first.
  const view = useMemo(() => {
    if (!opened || !map) return null
    const bounds = map.getBounds()
    return {
      area: { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() } satisfies Box,
      zoom: Math.round(map.getZoom()),
    }
  }, [opened, map])
  // Nothing to download without tile services, nowhere to keep it without the Cache API (plain http).
  if (layers.length === 0 || !('caches' in window)) return null
  const open = () => {
    setOpened(true)
    if (!map) onNeedMap?.()
  }
  return (
    <>
      <Button variant="secondary" className="download-area-open" onClick={open}>
        <Trans>Download this map area</Trans>
      </Button>
      {view && (
        <Suspense fallback={null}>
          <DownloadAreaDialog area={view.area} zoom={view.zoom} layers={layers} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  )
}
