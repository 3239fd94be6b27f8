// "Download this map area" under a map that offers tile services. The dialog, with the tile maths
// and the download, loads when it is first opened: most visitors never use it.
import './download-area.css'
import { Trans } from '@lingui/react/macro'
import type { Map as LeafletMap } from 'leaflet'
import { lazy, Suspense, useState } from 'react'
import type { Box } from '../../../shared/geo/geometry'
import type { MapTileLayer } from '../../../shared/schemas/reference'
import { Button } from '../../components/ui/button'

const DownloadAreaDialog = lazy(() => import('./download-area-dialog'))

export function DownloadAreaButton({ map, layers }: { map: LeafletMap; layers: MapTileLayer[] }) {
  const [view, setView] = useState<{ area: Box; zoom: number } | null>(null)
  // Nothing to download without tile services, nowhere to keep it without the Cache API (plain http).
  if (layers.length === 0 || !('caches' in window)) return null
  const open = () => {
    const bounds = map.getBounds()
    setView({ area: { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() }, zoom: Math.round(map.getZoom()) })
  }
  return (
    <>
      <Button variant="secondary" className="download-area-open" onClick={open}>
        <Trans>Download this map area</Trans>
      </Button>
      {view && (
        <Suspense fallback={null}>
          <DownloadAreaDialog area={view.area} zoom={view.zoom} layers={layers} onClose={() => setView(null)} />
        </Suspense>
      )}
    </>
  )
}
